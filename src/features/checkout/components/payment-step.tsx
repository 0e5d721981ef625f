import { Trans, useLingui } from '@lingui/react/macro';
import {
  canOpenQrSelector,
  canPaySelector,
  isBusySelector,
  paymentErrorSelector,
} from '../../../../machines/payment/selectors';
import * as ui from '../../../components/ui/ui.css';
import { isGatewayUnresponsive } from '../../../lib/api-error';
import { useStateMarker } from '../../../lib/state-marker';
import { QrModal } from '../../../app/payment/components/qr-modal';
import { PaymentContext } from '../../../app/payment/provider';
import { useHotline } from '../../../app/settings/provider';
import * as styles from '../checkout.css';

/**
 * Step 7 after update-delivery-info: the payment the ordering system started for the order pays (cash: sends) and
 * leaves for delivery status or the gateway; the step shows its progress, its errors and the buttons to try again.
 */
export function PaymentStep() {
  const { t } = useLingui();
  const payment = PaymentContext.useActorRef();
  const marker = useStateMarker('payment', payment);
  const busy = PaymentContext.useSelector(isBusySelector);
  const canPay = PaymentContext.useSelector(canPaySelector);
  const canQr = PaymentContext.useSelector(canOpenQrSelector);
  const error = PaymentContext.useSelector(paymentErrorSelector);
  const hotline = useHotline().display;

  return (
    <section className={styles.section} aria-label={t`Payment`} {...marker}>
      {busy ? (
        <p role="status">
          <Trans>Preparing the payment…</Trans>
        </p>
      ) : null}
      {error && isGatewayUnresponsive(error) ? (
        <p role="alert" className={ui.alert.error}>
          <Trans>
            The payment service is not responding. Please try again in a moment; if you were charged, call our hotline{' '}
            {hotline}.
          </Trans>
        </p>
      ) : error === 'FEATURE_OFF' ? (
        <p role="alert" className={ui.alert.error}>
          <Trans>This payment method is not available at the moment. Please choose another one.</Trans>
        </p>
      ) : error ? (
        <p role="alert" className={ui.alert.error}>
          <Trans>
            The payment could not be started. Please try again; if you were charged, call our hotline {hotline}.
          </Trans>
        </p>
      ) : null}
      {canPay && !busy ? (
        <div className={ui.dialogActions}>
          <button type="button" className={ui.button.primary} onClick={() => payment.send({ type: 'payment.start' })}>
            {t`Pay now`}
          </button>
          {canQr ? (
            <button type="button" className={ui.button.secondary} onClick={() => payment.send({ type: 'qr.open' })}>
              {t`Pay with a QR code`}
            </button>
          ) : null}
        </div>
      ) : null}
      <QrModal />
    </section>
  );
}
