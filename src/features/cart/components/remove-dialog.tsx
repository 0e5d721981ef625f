import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { isRemovalDialogOpenSelector, isRemoveAllDialogOpenSelector, pendingRemovalSelector } from '../../../../machines/cart/selectors';
import * as ui from '../../../components/ui/ui.css';
import { CartContext } from '../../../app/ordering/context';

/** Confirmation before a line leaves the cart (SPEC §2 Cart). */
export function RemoveDialog() {
  const { t } = useLingui();
  const cart = CartContext.useActorRef();
  const open = CartContext.useSelector(isRemovalDialogOpenSelector);
  const line = CartContext.useSelector(pendingRemovalSelector);
  const name = line?.menunm ?? '';
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : cart.send({ type: 'removal.cancel' }))}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={ui.dialog}>
          <Dialog.Title>
            <Trans>Remove this dish?</Trans>
          </Dialog.Title>
          <Dialog.Description>
            <Trans>{name} will be removed from your cart.</Trans>
          </Dialog.Description>
          <div className={ui.dialogActions}>
            <Dialog.Close className={ui.button.ghost}>{t`Keep it`}</Dialog.Close>
            <button type="button" className={ui.button.primary} onClick={() => cart.send({ type: 'removal.confirm' })}>
              {t`Remove`}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** "Remove all" (SPEC §4 cart actions) and its confirmation. */
export function RemoveAllButton() {
  const { t } = useLingui();
  const cart = CartContext.useActorRef();
  const canRemoveAll = CartContext.useSelector((s) => s.can({ type: 'cart.removeAll' }));
  const open = CartContext.useSelector(isRemoveAllDialogOpenSelector);
  return (
    <>
      <button type="button" className={ui.button.ghost} disabled={!canRemoveAll} onClick={() => cart.send({ type: 'cart.removeAll' })}>
        {t`Remove all`}
      </button>
      <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : cart.send({ type: 'removal.cancel' }))}>
        <Dialog.Portal>
          <Dialog.Overlay className={ui.overlay} />
          <Dialog.Content className={ui.dialog}>
            <Dialog.Title>
              <Trans>Remove every dish?</Trans>
            </Dialog.Title>
            <Dialog.Description>
              <Trans>Your cart will be emptied.</Trans>
            </Dialog.Description>
            <div className={ui.dialogActions}>
              <Dialog.Close className={ui.button.ghost}>{t`Keep them`}</Dialog.Close>
              <button type="button" className={ui.button.primary} onClick={() => cart.send({ type: 'removal.confirm' })}>
                {t`Remove all`}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
