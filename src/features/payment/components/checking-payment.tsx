import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useStateMarker } from '../../../lib/state-marker';
import { PaymentContext } from '../provider';
import { usePaymentNavigation } from '../use-payment-navigation';
import * as styles from './payment.css';

/** SPEC §2: an unpaid order shows "checking payment"; after 10 s the payment is checked, then its delivery status. */
export function CheckingPayment() {
  const payment = PaymentContext.useActorRef();
  const marker = useStateMarker('payment', payment);
  usePaymentNavigation();
  useEffect(() => {
    payment.send({ type: 'payment.check' });
  }, [payment]);
  return (
    <section className={styles.checking} aria-busy="true" {...marker}>
      <ProgressBar />
      <h1>
        <Trans>Checking your payment</Trans>
      </h1>
      <p>
        <Trans>Your order has not been paid yet. We are checking the payment with the provider; please wait a moment.</Trans>
      </p>
    </section>
  );
}
