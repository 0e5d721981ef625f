import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect } from 'react';
import {
  canOpenQrSelector,
  canPaySelector,
  isBusySelector,
  paymentErrorSelector,
} from '../../../../machines/payment/selectors';
import * as ui from '../../../components/ui/ui.css';
import { isGatewayUnresponsive } from '../../../lib/api-error';
import { clearCheckoutEntry } from '../../../lib/checkout-entry';
import { useStateMarker } from '../../../lib/state-marker';
import { CartContext } from '../../cart';
import { QrModal } from '../../payment';
import { PaymentContext } from '../../payment';
import { usePaymentNavigation } from '../../payment';
import { clearDraft } from '../draft-storage';
import * as styles from '../checkout.css';

import type { PaymentMode } from '../../../../machines/checkout/machine';
import { useHotline } from '../../settings';

/** Step 7 after update-delivery-info: the payment machine pays (cash: sends) and leaves for delivery status or the gateway. */
export function PaymentStep({ mode }: { mode: PaymentMode }) {
  const { t } = useLingui();
  const payment = PaymentContext.useActorRef();
  const marker = useStateMarker('payment', payment);
  const cart = CartContext.useActorRef();
  const busy = PaymentContext.useSelector(isBusySelector);
  const canPay = PaymentContext.useSelector(canPaySelector);
  const canQr = PaymentContext.useSelector(canOpenQrSelector);
  const error = PaymentContext.useSelector(paymentErrorSelector);
  const hotline = useHotline().display;
  const onSettled = useCallback(() => {
    cart.send({ type: 'cart.reset' });
    clearCheckoutEntry();
    clearDraft();
  }, [cart]);
  usePaymentNavigation(onSettled);

  useEffect(() => {
    payment.send(mode === 'qr' ? { type: 'qr.open' } : { type: 'payment.start' });
  }, [payment, mode]);

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
