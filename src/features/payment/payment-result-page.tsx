import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Redirect, useSearch } from 'wouter';
import { ProgressBar } from '../../components/ui/progress-bar';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { isLocale } from '../../lib/i18n';
import { useStateMarker } from '../../lib/state-marker';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSettings } from '../../app/settings/provider';
import { paymentOrderOf } from '../../app/payment/actors';
import { PaymentContext, PaymentProvider } from '../../app/payment/provider';
import { parseGatewayReturn, type GatewayReturn } from './return-query';
import { deliveryStatusPath } from '../../app/payment/delivery-status-path';
import * as styles from '../../app/payment/components/payment.css';
import { PaymentResultSkeleton } from './components/payment-result-skeleton';
import { PaymentCheckFailed } from '../../app/payment/components/checking-payment';
import { paymentCheckFailureSelector } from '../../../machines/payment/selectors';

function RecordResult({ result }: { result: GatewayReturn }) {
  const payment = PaymentContext.useActorRef();
  const marker = useStateMarker('payment', payment);
  const failed = PaymentContext.useSelector((s) => paymentCheckFailureSelector(s) !== null);
  useEffect(() => {
    payment.send({ type: 'result.received', ...result });
  }, [payment, result]);
  return (
    <section className={styles.checking} aria-busy={!failed} {...marker}>
      {failed ? null : <ProgressBar />}
      <h1>{failed ? <Trans>Payment check failed</Trans> : <Trans>Confirming your payment…</Trans>}</h1>
      <PaymentCheckFailed />
    </section>
  );
}

/**
 * /payment-result: the gateway's return query goes to check-payment (the server verifies it),
 * then the order's delivery status. Opened from inside the app (no provider query): home.
 */
export default function PaymentResultPage() {
  const { t, i18n } = useLingui();
  const settings = useSettings();
  useDocumentTitle(t`Payment result`);
  const search = useSearch();
  const result = useMemo(() => parseGatewayReturn(search), [search]);
  const order = useQuery({
    queryKey: ['payment-result', result?.orderNo],
    enabled: result !== null,
    retry: 1,
    queryFn: async ({ signal }) => {
      const { data } = await api.POST('/delivery/get-delivery-info-by-order-no', { body: { order_no: result!.orderNo }, signal });
      return data!.data.info;
    },
  });

  // opened from inside the app, without the gateway's answer: home; an order that cannot be read: its status page
  if (result === null) return <Redirect to={paths.home} replace />;
  if (order.isError) return <Redirect to={deliveryStatusPath(result.orderNo)} replace />;
  if (!order.data) return <PaymentResultSkeleton />;
  const language = isLocale(i18n.locale) ? i18n.locale : 'ja';
  return (
    <PaymentProvider
      input={{
        order: paymentOrderOf(order.data, null),
        paymentMethod: result.provider,
        language,
        qrWindowMinutes: settings.time_interval_payload,
      }}
    >
      <RecordResult result={result} />
    </PaymentProvider>
  );
}
