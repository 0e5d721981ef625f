import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { orderIdSelector, orderStatusSelector } from '../../../machines/cart/selectors';
import { isStorePickerVisibleSelector } from '../../../machines/fulfilment/selectors';
import { CartContext } from '../../features/cart/provider';
import { FulfilmentContext } from '../../features/fulfilment/provider';
import * as styles from './header.css';

const DeliveryInfoDialog = lazy(() =>
  import('../../features/fulfilment/components/fulfilment-dialogs').then((m) => ({ default: m.DeliveryInfoDialog })),
);
const ChooseStoreDialog = lazy(() =>
  import('../../features/fulfilment/components/fulfilment-dialogs').then((m) => ({ default: m.ChooseStoreDialog })),
);

/** Choose-store (takeaway on) and store-info (while ordering) buttons with their modals. */
export function HeaderActions() {
  const { t } = useLingui();
  const [open, setOpen] = useState<'store' | 'info' | null>(null);
  const pickerVisible = FulfilmentContext.useSelector(isStorePickerVisibleSelector);
  const ordering = CartContext.useSelector(orderStatusSelector) === 'ordering';
  const orderId = CartContext.useSelector(orderIdSelector);
  const close = (next: boolean) => (next ? undefined : setOpen(null));
  return (
    <>
      {pickerVisible ? (
        <button type="button" className={styles.headerButton} onClick={() => setOpen('store')}>
          {t`Choose store`}
        </button>
      ) : null}
      {ordering ? (
        <button type="button" className={styles.headerButton} onClick={() => setOpen('info')}>
          {t`Store info`}
        </button>
      ) : null}
      <Suspense fallback={null}>
        {open === 'store' ? <ChooseStoreDialog open onOpenChange={close} /> : null}
        {open === 'info' ? <DeliveryInfoDialog open onOpenChange={close} orderNumber={orderId} /> : null}
      </Suspense>
    </>
  );
}
