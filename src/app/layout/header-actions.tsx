import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { orderStatusSelector } from '../../../machines/cart/selectors';
import { isStorePickerVisibleSelector } from '../../../machines/fulfilment/selectors';
import { CartContext, FulfilmentContext } from '../ordering/context';
import * as styles from './header.css';

const DeliveryInfoDialog = lazy(() =>
  import('../ordering/components/fulfilment-dialogs').then((m) => ({ default: m.DeliveryInfoDialog })),
);
const ChooseStoreDialog = lazy(() =>
  import('../ordering/components/fulfilment-dialogs').then((m) => ({ default: m.ChooseStoreDialog })),
);

function StoreIcon() {
  return (
    <svg className={styles.headerButtonIcon} aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M3 9 5 4h14l2 5" strokeLinejoin="round" />
      <path d="M3 9h18v1a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z" strokeLinejoin="round" />
      <path d="M5 13v7h14v-7M10 20v-4h4v4" strokeLinejoin="round" />
    </svg>
  );
}

/** Choose-store (takeaway on) and store-info (while ordering) buttons with their modals. */
export function HeaderActions() {
  const { t } = useLingui();
  const [open, setOpen] = useState<'store' | 'info' | null>(null);
  const pickerVisible = FulfilmentContext.useSelector(isStorePickerVisibleSelector);
  const ordering = CartContext.useSelector(orderStatusSelector) === 'ordering';
  const close = (next: boolean) => (next ? undefined : setOpen(null));
  return (
    <>
      {pickerVisible ? (
        <button type="button" className={styles.headerButton} onClick={() => setOpen('store')}>
          <StoreIcon />
          <span className={styles.headerButtonLabel}>{t`Choose store`}</span>
        </button>
      ) : null}
      {ordering ? (
        <button type="button" className={styles.headerButton} onClick={() => setOpen('info')}>
          <StoreIcon />
          <span className={styles.headerButtonLabel}>{t`Store info`}</span>
        </button>
      ) : null}
      <Suspense fallback={null}>
        {open === 'store' ? <ChooseStoreDialog open onOpenChange={close} /> : null}
        {open === 'info' ? <DeliveryInfoDialog open onOpenChange={close} /> : null}
      </Suspense>
    </>
  );
}
