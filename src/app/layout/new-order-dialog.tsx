import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import * as ui from '../../components/ui/ui.css';
import { OrderingContext } from '../../lib/ordering-context';

/**
 * "Start a new order?": asked by the ordering system when home is entered, or about to be, with dishes in the cart.
 * Closing it (Escape, outside) keeps the cart, as the safer answer.
 */
export default function NewOrderDialog() {
  const { t } = useLingui();
  const ordering = OrderingContext.useActorRef();
  const canKeep = OrderingContext.useSelector((s) => s.can({ type: 'newOrder.keep' }));
  const canStart = OrderingContext.useSelector((s) => s.can({ type: 'newOrder.start' }));
  return (
    <Dialog.Root open={canKeep} onOpenChange={(next) => (next ? undefined : ordering.send({ type: 'newOrder.keep' }))}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={ui.dialog}>
          <Dialog.Title>
            <Trans>Start a new order?</Trans>
          </Dialog.Title>
          <Dialog.Description>
            <Trans>Your cart will be emptied.</Trans>
          </Dialog.Description>
          <div className={ui.dialogActions}>
            <button type="button" className={ui.button.ghost} disabled={!canKeep} onClick={() => ordering.send({ type: 'newOrder.keep' })}>
              {t`Keep my cart`}
            </button>
            <button type="button" className={ui.button.primary} disabled={!canStart} onClick={() => ordering.send({ type: 'newOrder.start' })}>
              {t`Start a new order`}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
