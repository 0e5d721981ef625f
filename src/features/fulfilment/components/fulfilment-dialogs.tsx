import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import * as ui from '../../../components/ui/ui.css';
import { DeliveryInfo } from './delivery-info';
import { StorePicker } from './store-picker';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Header modal: delivery info of the current order. */
export function DeliveryInfoDialog({ open, onOpenChange, orderNumber }: DialogProps & { orderNumber: string | null }) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={ui.dialog} aria-describedby={undefined}>
          <Dialog.Title>
            <Trans>Delivery info</Trans>
          </Dialog.Title>
          <DeliveryInfo orderNumber={orderNumber} />
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
