import { useLingui } from '@lingui/react/macro';
import { createActorContext } from '@xstate/react';
import { useState } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import { orderStatusMachine, type Language } from '../../../machines/order-status/machine';
import { errorMessageSelector, isLoadingSelector, orderLinesSelector, orderSelector } from '../../../machines/order-status/selectors';
import { OrderItems } from '../../components/order/order-items';
import { MoneyBreakdown } from '../../components/order/money-breakdown';
import { CardsSkeleton, SkeletonRegion } from '../../components/ui/skeleton';
import * as form from '../../components/ui/form.css';
import * as ui from '../../components/ui/ui.css';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { formatNumber, formatDateTime } from '../../lib/format';
import { isLocale } from '../../lib/i18n';
import { RepeatOrderButton } from '../../app/ordering/components/repeat-order-button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { createOrderStatusActors } from '../../lib/order-status-actors';
import { useOrderListLabels } from './labels';
import { RequireCustomer } from './require-customer';
import * as styles from './orders.css';
import { inspection } from '../../lib/inspection';

/** The order read for its detail (machines/order-status: loads, then keeps the status current). */
const OrderDetailContext = createActorContext(orderStatusMachine);

/**
 * Reorder: the ordering system asks the server what is still available, puts those dishes in the cart and opens the
 * checkout for the order's address once its store is chosen (machines/ordering `repeating`).
 */
function ReorderButton({ orderId, orderNo }: { orderId: number; orderNo: string }) {
  const { t } = useLingui();
  return (
    <section className={styles.section} aria-label={t`Reorder`}>
      <div className={form.actions}>
        <RepeatOrderButton orderId={orderId} orderNo={orderNo}>
          {t`Reorder`}
        </RepeatOrderButton>
      </div>
    </section>
  );
}

function OrderDetail() {
  const { t } = useLingui();
  const labels = useOrderListLabels();
  const order = OrderDetailContext.useSelector(orderSelector);
  const lines = OrderDetailContext.useSelector(orderLinesSelector);
  const loading = OrderDetailContext.useSelector(isLoadingSelector);
  const unavailable = OrderDetailContext.useSelector(errorMessageSelector);
  if (unavailable)
    return (
      <p role="alert" className={ui.alert.error}>
        {t`The order information is not available right now.`}
      </p>
    );
  if (loading || !order)
    return (
      <SkeletonRegion label={t`Loading the order`}>
        <CardsSkeleton cards={2} lines={4} />
      </SkeletonRegion>
    );
  return (
    <>
      <dl className={ui.definitionList}>
        <dt>{t`Status`}</dt>
        <dd>{labels.status[order.status]}</dd>
        {order.payment_status ? (
          <>
            <dt>{t`Payment`}</dt>
            <dd>{labels.payment[order.payment_status]}</dd>
          </>
        ) : null}
        <dt>{t`Serve time`}</dt>
        <dd>{order.servs_time ? formatDateTime(order.servs_time) : '—'}</dd>
        <dt>{t`Points earned`}</dt>
        <dd>{formatNumber(order.earn_point ?? 0)}</dd>
      </dl>
      <Link href={`${paths.deliveryStatus}?orderNo=${encodeURIComponent(order.order_no)}`} className={form.link}>
        {t`Follow the delivery`}
      </Link>
      <section className={styles.section} aria-label={t`Items`} data-testid="order-items">
        <h2>{t`Items`}</h2>
        <OrderItems lines={lines} />
        {order.breakdown ? <MoneyBreakdown breakdown={order.breakdown} totalTestId="order-total" /> : null}
      </section>
      <ReorderButton orderId={order.id} orderNo={order.order_no} />
    </>
  );
}

/** /order-detail?orderNo= (or /order-detail/<no>): the items with toppings, the breakdown, the status and reorder. */
export default function OrderDetailPage() {
  const { t, i18n } = useLingui();
  const { orderNo: segment } = useParams<{ orderNo?: string }>();
  const search = useSearch();
  const orderNo = segment ?? new URLSearchParams(search).get('orderNo') ?? '';
  useDocumentTitle(t`Order ${orderNo}`);
  const language: Language = isLocale(i18n.locale) ? i18n.locale : 'ja';
  const [logic] = useState(() => orderStatusMachine.provide({ actors: createOrderStatusActors(api) }));
  return (
    <RequireCustomer>
      {() => (
        <section className={styles.page} aria-labelledby="order-detail-title">
          <h1 id="order-detail-title" className={styles.title}>
            {t`Order ${orderNo}`}
          </h1>
          <OrderDetailContext.Provider key={`${orderNo}:${language}`} logic={logic} options={{ input: { orderNo, language, storeChangeSeen: true }, ...inspection() }}>
            <OrderDetail />
          </OrderDetailContext.Provider>
          <div className={form.actions}>
            <Link href={`${paths.orderHistory}/`} className={ui.button.ghost}>
              {t`Back`}
            </Link>
          </div>
        </section>
      )}
    </RequireCustomer>
  );
}
