import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import {
  canOpenStatusSelector,
  canRetryCheckSelector,
  paymentCheckFailureSelector,
} from '../../../../machines/payment/selectors';
import { ProgressBar } from '../../../components/ui/progress-bar';
import * as ui from '../../../components/ui/ui.css';
import { useStateMarker } from '../../../lib/state-marker';
import { PaymentContext } from '../provider';
import * as styles from './payment.css';
import { useHotline } from '../../settings/provider';

/** SPEC §8 "Payment check failed": check again when the customer was not charged, the hotline when they were. */
export function PaymentCheckFailed() {
  const { dial: HOTLINE, display: HOTLINE_DISPLAY } = useHotline();
  const { t } = useLingui();
  const payment = PaymentContext.useActorRef();
  const failure = PaymentContext.useSelector(paymentCheckFailureSelector);
  const canRetry = PaymentContext.useSelector(canRetryCheckSelector);
  const canOpenStatus = PaymentContext.useSelector(canOpenStatusSelector);
  if (!failure) return null;
  const hotline = HOTLINE_DISPLAY;
  return (
    <div
      role="alert"
      className={failure.kind === 'hotline' ? ui.alert.error : ui.alert.info}
      data-testid="payment-check-failed"
    >
      {failure.kind === 'hotline' ? (
        <>
          <p>
            <Trans>We could not confirm your payment, but your account was charged. Please do not pay again.</Trans>
          </p>
          <p>
            <Trans>
              Call our hotline <a href={`tel:${HOTLINE}`}>{hotline}</a> and we will settle it for you.
            </Trans>
          </p>
        </>
      ) : (
        <p>
          <Trans>We could not check your payment just now. Please check again in a moment.</Trans>
        </p>
      )}
      <div className={ui.dialogActions}>
        {canRetry ? (
          <button type="button" className={ui.button.primary} onClick={() => payment.send({ type: 'payment.check' })}>
            {t`Check again`}
          </button>
        ) : null}
        {canOpenStatus ? (
          <button type="button" className={ui.button.ghost} onClick={() => payment.send({ type: 'status.open' })}>
            {t`See order status`}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** SPEC §2: an unpaid order shows "checking payment"; after 10 s the payment is checked, then its delivery status. */
export function CheckingPayment() {
  const payment = PaymentContext.useActorRef();
  const marker = useStateMarker('payment', payment);
  const failed = PaymentContext.useSelector((s) => paymentCheckFailureSelector(s) !== null);
  useEffect(() => {
    payment.send({ type: 'payment.check' });
  }, [payment]);
  return (
    <section className={styles.checking} aria-busy={!failed} {...marker}>
      {failed ? null : <ProgressBar />}
      <h1>{failed ? <Trans>Payment check failed</Trans> : <Trans>Checking your payment</Trans>}</h1>
      {failed ? (
        <PaymentCheckFailed />
      ) : (
        <p>
          <Trans>
            Your order has not been paid yet. We are checking the payment with the provider; please wait a moment.
          </Trans>
        </p>
      )}
    </section>
  );
}
