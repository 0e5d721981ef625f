import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { addressStatusSelector } from '../../../../machines/fulfilment/selectors';
import { ListSkeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import * as ui from '../../../components/ui/ui.css';
import { useStateMarker } from '../../../lib/state-marker';
import { FulfilmentContext } from '../context';
import { DeliveryInfo } from './delivery-info';
import * as styles from './fulfilment.css';
import { StorePicker } from './store-picker';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Header modal: delivery info of the current order, a view of fulfilment on every page (its marker); while
 * the stores are measured from a destination set away from home (a resumed order), it says so.
 */
export function DeliveryInfoDialog({ open, onOpenChange }: DialogProps) {
  const { t } = useLingui();
  const marker = useStateMarker('fulfilment', FulfilmentContext.useActorRef());
  const lookingUp = FulfilmentContext.useSelector(addressStatusSelector) === 'pending';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={ui.dialog} aria-describedby={undefined}>
          <Dialog.Title>
            <Trans>Delivery info</Trans>
          </Dialog.Title>
          {/* the marker's own element: Radix keeps the content's data-state for open and closed */}
          <div className={styles.marker} {...marker}>
            {/* no store is chosen meanwhile: the delivery info below draws nothing */}
            {lookingUp ? (
              <SkeletonRegion label={t`Finding the nearest store`}>
                <ListSkeleton rows={1} />
              </SkeletonRegion>
            ) : null}
            <DeliveryInfo />
          </div>
          <div className={ui.dialogActions}>
            <Dialog.Close className={ui.button.primary}>{t`Close`}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Header modal: the takeaway store picker. */
export function ChooseStoreDialog({ open, onOpenChange }: DialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={ui.dialog} aria-describedby={undefined}>
          <Dialog.Title>
            <Trans>Choose a store</Trans>
          </Dialog.Title>
          <StorePicker />
          <div className={ui.dialogActions}>
            <Dialog.Close className={ui.button.primary}>{t`Done`}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
