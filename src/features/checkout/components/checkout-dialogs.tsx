import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { memo, type ReactNode } from 'react';
import {
  changedItemsSelector,
  checkoutMessageSelector,
  deliveryFeeChangeSelector,
  isMissedTimeModalOpenSelector,
  isTimeDialogOpenSelector,
  promotionRefusalSelector,
  scheduleSelector,
  submitErrorSelector,
} from '../../../../machines/checkout/selectors';
import * as ui from '../../../components/ui/ui.css';
import { clock } from '../../../lib/clock';
import { formatPrice } from '../../../lib/format';
import { GENERIC_REFUSAL, orderRefusalMessage } from '../../../lib/order-refusal-messages';
import { useCheckoutMessages } from '../messages';
import { CheckoutContext } from '../provider';

function Modal({ open, title, description, onClose, children }: { open: boolean; title: string; description: ReactNode; onClose?: () => void; children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose?.())}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={ui.dialog} onEscapeKeyDown={(event) => (onClose ? undefined : event.preventDefault())} onPointerDownOutside={(event) => event.preventDefault()}>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div>{description}</div>
          </Dialog.Description>
          <div className={ui.dialogActions}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The time dialog (step 4), the missed-delivery-time modal, the address-save offer and the §8 messages of a failed step 7. */
export const CheckoutDialogs = memo(function CheckoutDialogs() {
  const { t, i18n } = useLingui();
  const { message, promotionReason } = useCheckoutMessages();
  const checkout = CheckoutContext.useActorRef();
  const timeOpen = CheckoutContext.useSelector(isTimeDialogOpenSelector);
  const missedOpen = CheckoutContext.useSelector(isMissedTimeModalOpenSelector);
  const schedule = CheckoutContext.useSelector(scheduleSelector);
  const notice = CheckoutContext.useSelector(checkoutMessageSelector);
  const changed = CheckoutContext.useSelector(changedItemsSelector);
  const feeChange = CheckoutContext.useSelector(deliveryFeeChangeSelector);
  const refusal = CheckoutContext.useSelector(promotionRefusalSelector);
  const submitError = CheckoutContext.useSelector(submitErrorSelector);
  const when = `${schedule.date ?? ''} ${schedule.time ?? ''}`.trim();

  return (
    <>
      <Modal
        open={timeOpen}
        title={t`Confirm the time`}
        description={<Trans>Your order will be served at {when}. Is this right?</Trans>}
        onClose={() => checkout.send({ type: 'time.cancel' })}
      >
        <button type="button" className={ui.button.ghost} onClick={() => checkout.send({ type: 'time.cancel' })}>
          {t`Change the time`}
        </button>
        <button type="button" className={ui.button.primary} onClick={() => checkout.send({ type: 'time.confirm' })}>
          {t`Confirm the time`}
        </button>
      </Modal>

      <Modal open={missedOpen} title={t`Delivery time missed`} description={<p>{message.missedTime}</p>}>
        <button
          type="button"
          className={ui.button.primary}
          onClick={() => checkout.send({ type: 'schedule.change', schedule: { ...schedule, time: null, isAsap: false }, now: clock.now() })}
        >
          {t`Choose another time`}
        </button>
      </Modal>

      {notice === 'pricesChanged' ? (
        <div role="alert" className={ui.alert.error}>
          <p>
            <Trans>Some prices have changed. Please check the new prices before you order.</Trans>
          </p>
          <ul aria-label={t`Changed prices`}>
            {changed.map((item) => (
              <li key={item.menucd}>
                {item.menuname}: {formatPrice(item.old_price)} → {formatPrice(item.new_price)}
              </li>
            ))}
            {feeChange ? (
              <li>
                {t`Delivery fee`}: {formatPrice(feeChange.old)} → {formatPrice(feeChange.new)}
              </li>
            ) : null}
          </ul>
          <button type="button" className={ui.button.primary} onClick={() => checkout.send({ type: 'prices.accept' })}>
            {t`Accept the new prices`}
          </button>
        </div>
      ) : null}

      {notice === 'promotionInvalid' && refusal ? (
        <div role="alert" className={ui.alert.error}>
          <p>
            {refusal.name ? <strong>{refusal.name}: </strong> : null}
            {promotionReason(refusal.reason)}
          </p>
          <button type="button" className={ui.button.ghost} onClick={() => checkout.send({ type: 'promotion.dismiss' })}>
            {t`OK`}
          </button>
        </div>
      ) : null}

      {notice === 'orderFailed' ? (
        <div role="alert" className={ui.alert.error}>
          <p>{i18n._(submitError ? orderRefusalMessage(submitError) : GENERIC_REFUSAL)}</p>
          <button type="button" className={ui.button.ghost} onClick={() => checkout.send({ type: 'message.dismiss' })}>
            {t`OK`}
          </button>
        </div>
      ) : null}

      {notice === 'insufficientOrder' ? (
        <p role="alert" className={ui.alert.error}>
          {message.insufficientOrder}
        </p>
      ) : null}
    </>
  );
});
