import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { paymentMethodOf, type PaymentMethod } from '../../../domain/checkout-validation';
import { customerPaymentStateOf } from '../../../domain/payment-result';
import { canRepay, isRepayOffered } from '../../../domain/repay';
import {
  currentStepSelector,
  errorMessageSelector,
  isCanceledSelector,
  isLoadingSelector,
  isNoDriverCancelSelector,
  isPaymentWindowCancelSelector,
  orderLinesSelector,
  orderSelector,
  paymentNoticeSelector,
  progressStepsSelector,
  refundStatusSelector,
  shippingStatusSelector,
  estimateMinutesSelector,
  storeChangeWarningSelector,
} from '../../../machines/order-status/selectors';
import type { Language, OrderRecord, PaymentStatus, RefundStatus } from '../../../machines/order-status/machine';
import { REFUND_WORKING_DAYS } from '../../../domain/constants';
import {
  canRepaySelector,
  isBusySelector,
  isCashSwitchFailedSelector,
  paymentErrorSelector,
  repayServeTimeSelector,
} from '../../../machines/payment/selectors';
import { customerIdSelector, isLoggedInSelector } from '../../../machines/session/selectors';
import * as ui from '../../components/ui/ui.css';

import { paths } from '../../config/paths';
import { OrderItems } from '../../components/order/order-items';
import { InstallAppOffer } from '../../components/install-app-offer';
import { MoneyBreakdown } from '../../components/order/money-breakdown';
import { RepeatOrderButton } from '../../app/ordering/components/repeat-order-button';
import { formatDateTime } from '../../lib/format';
import { isLocale } from '../../lib/i18n';
import { clock } from '../../lib/clock';
import { orderCapabilities, orderLinkOf } from '../../lib/order-capabilities';
import { useStateMarker } from '../../lib/state-marker';
import { useDocumentTitle } from '../../lib/use-document-title';
import { getStoresQueryOptions } from '../../lib/api/get-stores';
import { paymentOrderOf } from '../../app/payment/actors';
import { PaymentContext, PaymentProvider } from '../../app/payment/provider';
import { PLACED_PARAM } from '../../app/payment/delivery-status-path';
import { WALLET_NAMES } from '../../app/payment/wallets';
import { SessionContext } from '../../app/session/context';
import { useSettings, useHotline } from '../../app/settings/provider';
import { useOrderLabels } from './labels';
import { OrderNotificationsOffer } from './order-notifications-offer';
import { OrderStatusSkeleton } from './order-status-skeleton';
import { OrderStatusContext, OrderStatusProvider } from './provider';
import * as styles from './order-status.css';

/**
 * What the page says of the order's payment (machines/order-status paymentNoticeOf): the server's
 * payment status decides; the prePaymentStatus query only tells "being confirmed" from "unpaid".
 * `repayShown`: the repay buttons are on the page; the notice never points at buttons that are not.
 */
function PaymentNotice({ afterPayment, repayShown }: { afterPayment: boolean; repayShown: boolean }) {
  const settings = useSettings();
  const notice = OrderStatusContext.useSelector((s) => paymentNoticeSelector(s, afterPayment));
  if (notice === 'paid')
    return (
      <p role="status" className={ui.alert.info}>
        <Trans>Your payment was received. Thank you!</Trans>
      </p>
    );
  if (notice === 'failed')
    return (
      <p role="alert" className={ui.alert.error}>
        {repayShown ? (
          <Trans>The payment failed. You can pay again below, or call our hotline.</Trans>
        ) : (
          <Trans>The payment failed. Please call our hotline.</Trans>
        )}
      </p>
    );
  if (notice === 'cancelled')
    return (
      <p role="alert" className={ui.alert.error}>
        {repayShown ? (
          <Trans>The payment was cancelled. You can pay again below.</Trans>
        ) : (
          <Trans>The payment was cancelled.</Trans>
        )}
      </p>
    );
  if (notice === 'expired') {
    const minutes = settings.time_interval_payload;
    return (
      <div role="alert" className={ui.alert.error} data-testid="payment-notice">
        <h2 className={styles.noticeTitle}>
          <Trans>This order was closed: it was not paid in time</Trans>
        </h2>
        <p>
          <Trans>Its payment was not completed within {minutes} minutes, so the restaurant did not prepare it.</Trans>
        </p>
        <OrderSameAgain />
      </div>
    );
  }
  if (notice === 'unpaid')
    return (
      <div role="alert" className={ui.alert.error} data-testid="payment-notice">
        <h2 className={styles.noticeTitle}>
          <Trans>Order not paid yet</Trans>
        </h2>
        <p>
          <Trans>We start preparing it once its payment is confirmed.</Trans>
        </p>
      </div>
    );
  if (notice === 'confirming')
    return (
      <div role="status" className={ui.alert.info} data-testid="payment-notice">
        <h2 className={styles.noticeTitle}>
          <Trans>Confirming your payment</Trans>
        </h2>
        <p>
          <Trans>
            The payment provider reported your payment; we are waiting for its confirmation. This page updates by
            itself.
          </Trans>
        </p>
      </div>
    );
  return null;
}

/** A paid order cancelled later: its refund, in the same notice as the cancellation. */
function RefundOfPaidOrder({ refund, methodLabel }: { refund: RefundStatus | null; methodLabel: string }) {
  const { t } = useLingui();
  const days = REFUND_WORKING_DAYS;
  if (refund === 'Completed')
    return <p>{t`The refund is completed. Your ${methodLabel} payment was returned to you.`}</p>;
  if (refund === 'Failed')
    return <p>{t`The refund of your ${methodLabel} payment failed. Please call our hotline.`}</p>;
  return <p>{t`Your ${methodLabel} payment will be refunded to you within ${days} working days.`}</p>;
}

/** Shown once, on arrival from checkout, for a cash order just placed: nothing is paid yet. */
function CashOrderPlaced({ order }: { order: Pick<OrderRecord, 'order_no' | 'e_money_type' | 'pick_up_at_store'> }) {
  if (paymentMethodOf(order.e_money_type) !== 'cash') return null;
  const orderNo = order.order_no;
  return (
    <div role="status" className={ui.alert.info} data-testid="order-placed">
      <h2 className={styles.noticeTitle}>
        {order.pick_up_at_store ? (
          <Trans>Order placed — pay at the store</Trans>
        ) : (
          <Trans>Order placed — pay on delivery</Trans>
        )}
      </h2>
      <p>
        {order.pick_up_at_store ? (
          <Trans>Your order number is {orderNo}. Please pay in cash at the store when you pick it up.</Trans>
        ) : (
          <Trans>Your order number is {orderNo}. Please pay the driver in cash when your order arrives.</Trans>
        )}
      </p>
    </div>
  );
}

/** "Order the same again": the dishes still offered go into the cart and the checkout opens, ready, as a reorder does. */
function OrderSameAgain() {
  const { t } = useLingui();
  const order = OrderStatusContext.useSelector(orderSelector);
  if (!order) return null;
  return (
    <div className={ui.dialogActions}>
      <RepeatOrderButton orderId={order.id} orderNo={order.order_no}>
        {t`Order the same again`}
      </RepeatOrderButton>
    </div>
  );
}

/**
 * `pickup`: the order is collected at the store, where a cash order is paid. `offered`: the order as the page has it
 * still offers a repay; a repay already under way is shown until it settles, whatever the page has heard meanwhile.
 */
function RepayButtons({ pickup, offered }: { pickup: boolean; offered: boolean }) {
  const { t } = useLingui();
  const settings = useSettings();
  const payment = PaymentContext.useActorRef();
  const now = clock.now();
  const canRepay = PaymentContext.useSelector((s) => canRepaySelector(s, now));
  const marker = useStateMarker('payment', payment);
  const busy = PaymentContext.useSelector(isBusySelector);
  const error = PaymentContext.useSelector(paymentErrorSelector);
  const switchFailed = PaymentContext.useSelector(isCashSwitchFailedSelector);
  const hotline = useHotline().display;
  const serveTime = PaymentContext.useSelector((s) => repayServeTimeSelector(s, now));
  if (!busy && !(offered && (canRepay || error))) return null;
  const repay = (method: PaymentMethod) => payment.send({ type: 'repay', method, now: clock.now() });
  const newTime = formatDateTime(serveTime.servsTime);
  return (
    <section className={styles.section} aria-label={t`Pay again`} {...marker}>
      <h2>
        <Trans>Pay again</Trans>
      </h2>
      {serveTime.moved ? (
        <p role="note" data-testid="repay-serve-time">
          <Trans>The kitchen needs time to prepare your order: if you pay now, it will be ready at {newTime}.</Trans>
        </p>
      ) : null}
      {error && switchFailed ? (
        <p role="alert" className={ui.alert.error}>
          <Trans>
            Paying in cash could not be saved. Please try again; if it keeps failing, call our hotline {hotline}.
          </Trans>
        </p>
      ) : error ? (
        <p role="alert" className={ui.alert.error}>
          <Trans>
            The payment could not be started. Please try again; if you were charged, call our hotline {hotline}.
          </Trans>
        </p>
      ) : null}
      <div className={styles.repayActions}>
        {settings.useMomo ? (
          <button type="button" className={ui.button.primary} disabled={busy} onClick={() => repay('momo')}>
            {t`Pay again with MoMo`}
          </button>
        ) : null}
        {settings.usePayoo ? (
          <button type="button" className={ui.button.primary} disabled={busy} onClick={() => repay('payoo')}>
            {t`Pay again with Payoo`}
          </button>
        ) : null}
        <button type="button" className={ui.button.secondary} disabled={busy} onClick={() => repay('cash')}>
          {pickup ? t`Pay at the store instead` : t`Pay in cash on delivery instead`}
        </button>
      </div>
    </section>
  );
}

function Repay({
  order,
  storeName,
  prepareTime,
}: {
  order: OrderRecord;
  storeName: string | null;
  prepareTime: number | null;
}) {
  const { i18n } = useLingui();
  const settings = useSettings();
  const viewerId = SessionContext.useSelector(customerIdSelector);
  // The owner of a failed or unpaid payment sees the repay section; whether a repay is still possible is the payment machine's guard.
  const offered = isRepayOffered({ viewerId, orderCustomerId: order.cus_id, paymentStatus: order.payment_status });
  // Once offered, the repay's payment stays for as long as the order is on the page: the change a repay makes can
  // reach the page (the status stream) before the repay's own answer, and the payment must still settle and open
  // what follows ("Order placed — pay on delivery" after paying in cash instead). Its buttons hide when not offered.
  const [offeredOnce, setOfferedOnce] = useState(offered);
  if (offered && !offeredOnce) setOfferedOnce(true);
  if (!offeredOnce) return null;
  return (
    <PaymentProvider
      key={order.order_no}
      input={{
        order: paymentOrderOf(order, storeName, prepareTime),
        paymentMethod: paymentMethodOf(order.e_money_type),
        language: isLocale(i18n.locale) ? i18n.locale : 'ja',
        qrWindowMinutes: settings.time_interval_payload,
        viewerId,
      }}
    >
      <RepayButtons pickup={order.pick_up_at_store} offered={offered} />
    </PaymentProvider>
  );
}

function StoreChangeWarning() {
  const { t } = useLingui();
  const actor = OrderStatusContext.useActorRef();
  const warning = OrderStatusContext.useSelector(storeChangeWarningSelector);
  const newStore = warning?.newStoreName ?? '';
  return (
    <Dialog.Root
      open={warning !== null}
      onOpenChange={(open) => (open ? undefined : actor.send({ type: 'storeChange.dismiss' }))}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={ui.dialog}>
          <Dialog.Title>
            <Trans>Your order moved to another store</Trans>
          </Dialog.Title>
          <Dialog.Description>
            <Trans>Your order is now prepared by {newStore}.</Trans>
          </Dialog.Description>
          <div className={ui.dialogActions}>
            <Dialog.Close className={ui.button.primary}>{t`OK`}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The order-status machine's state for browser tests, on a box that takes no part in the layout. */
function OrderStatusMarker({ children }: { children: ReactNode }) {
  const marker = useStateMarker('order-status', OrderStatusContext.useActorRef());
  return (
    <div className={styles.marker} {...marker}>
      {children}
    </div>
  );
}

function OrderView({ afterPayment, placed }: { afterPayment: boolean; placed: boolean }) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  const actor = OrderStatusContext.useActorRef();
  const loading = OrderStatusContext.useSelector(isLoadingSelector);
  const error = OrderStatusContext.useSelector(errorMessageSelector);
  const order = OrderStatusContext.useSelector(orderSelector);
  const steps = OrderStatusContext.useSelector(progressStepsSelector);
  const current = OrderStatusContext.useSelector(currentStepSelector);
  const canceled = OrderStatusContext.useSelector(isCanceledSelector);
  const noDriver = OrderStatusContext.useSelector(isNoDriverCancelSelector);
  const refund = OrderStatusContext.useSelector(refundStatusSelector);
  const refundsPayment = OrderStatusContext.useSelector((s) => paymentNoticeSelector(s, afterPayment) === 'refund');
  const shipping = OrderStatusContext.useSelector(shippingStatusSelector);
  const estimateMinutes = OrderStatusContext.useSelector((s) => estimateMinutesSelector(s, clock.now()));
  const viewerId = SessionContext.useSelector(customerIdSelector);
  const closedUnpaid = OrderStatusContext.useSelector(isPaymentWindowCancelSelector);
  const stores = useQuery(getStoresQueryOptions());

  if (error)
    return (
      <div role="alert" className={ui.alert.error}>
        <p>
          <Trans>Sorry, we could not get order information. Please try a new order.</Trans>
        </p>
        <div className={ui.dialogActions}>
          <button type="button" className={ui.button.ghost} onClick={() => actor.send({ type: 'order.retry' })}>
            {t`Try again`}
          </button>
          <Link href={paths.mainMenu} className={ui.button.primary}>
            {t`Start a new order`}
          </Link>
        </div>
      </div>
    );
  if (loading || !order) return <OrderStatusSkeleton />;

  const store = stores.data?.find((s) => s.id === order.store_id || s.code === order.tencd) ?? null;
  const storeName = order.new_store_name ?? store?.name ?? order.tencd;
  const method = paymentMethodOf(order.e_money_type);
  const methodLabel = { cash: t`Cash`, ...WALLET_NAMES }[method];
  const paymentState = customerPaymentStateOf({
    method,
    paymentStatus: order.payment_status,
    pickup: order.pick_up_at_store,
    completed: !canceled && current === 'completed',
    canceled,
  });
  const paymentStatus = paymentState ? labels.payment[paymentState] : null;
  const orderNo = order.order_no;
  const statusLabel = closedUnpaid
    ? t`Closed: not paid in time`
    : canceled
      ? t`Cancelled`
      : current
        ? labels.steps[current]
        : '';
  // the repay buttons' own conditions (Repay and RepayButtons), so the notice promises them only when they show
  // cash is always one of them, whatever wallets the settings offer
  const repayShown =
    order.access !== 'masked' &&
    canRepay({ viewerId, orderCustomerId: order.cus_id, paymentStatus: order.payment_status, status: order.status });
  // While the order awaits a new payment, paying it is the one thing to do: the repay section follows the notice
  // and nothing else is offered. The app and notifications are offered once the order is settled (paid, or in cash).
  const offersShown = order.access === 'full' && !repayShown;

  return (
    <>
      {placed ? <CashOrderPlaced order={order} /> : null}
      <PaymentNotice afterPayment={afterPayment} repayShown={repayShown} />
      {order.access === 'masked' ? null : (
        <Repay order={order} storeName={storeName} prepareTime={store?.prepare_time ?? null} />
      )}
      {/* the viewer placed or owns this order: the moment to offer the app, never on arrival */}
      {offersShown ? <InstallAppOffer /> : null}
      {/* the notifications machine is not started at all before then (it would ask the server and the browser) */}
      {offersShown && !canceled && current !== 'completed' ? <OrderNotificationsOffer orderNo={orderNo} /> : null}
      <section className={styles.section} aria-label={t`Order`}>
        <dl className={ui.definitionList}>
          <dt>{t`Order number`}</dt>
          <dd>{orderNo}</dd>
          <dt>{t`Status`}</dt>
          <dd data-testid="order-status">{statusLabel}</dd>
          <dt>{t`Store`}</dt>
          <dd>{storeName}</dd>
          {store?.address ? (
            <>
              <dt>{t`Store address`}</dt>
              <dd>{store.address}</dd>
            </>
          ) : null}
          <dt>{t`Serve time`}</dt>
          <dd>{order.servs_time ? formatDateTime(order.servs_time) : ''}</dd>
          <dt>{t`Payment`}</dt>
          <dd data-testid="payment-status">{paymentStatus ? `${methodLabel} · ${paymentStatus}` : methodLabel}</dd>
        </dl>
      </section>

      {canceled ? (
        // an order closed for want of payment is told so by the payment notice above; this one adds only what follows
        closedUnpaid && !noDriver && !refund ? null : (
          <div role="alert" className={ui.alert.error} data-testid="cancel-notice">
            {closedUnpaid ? null : (
              <p>
                <Trans>This order was cancelled.</Trans>
              </p>
            )}
            {noDriver ? (
              <p>
                <Trans>No driver could be found for your order.</Trans>
              </p>
            ) : null}
            {refundsPayment ? (
              <RefundOfPaidOrder refund={refund} methodLabel={methodLabel} />
            ) : refund ? (
              <p>{labels.refund[refund]}</p>
            ) : null}
          </div>
        )
      ) : (
        <ol className={styles.progress} aria-label={t`Order progress`}>
          {steps.map(({ step, done, current: isCurrent }) => (
            <li
              key={step}
              className={done ? styles.stepDone : styles.step}
              aria-current={isCurrent ? 'step' : undefined}
            >
              {labels.steps[step]}
            </li>
          ))}
        </ol>
      )}
      {!canceled && refund ? <p className={ui.alert.info}>{labels.refund[refund]}</p> : null}
      {shipping ? (
        <p role="status">
          <Trans>Delivery:</Trans> {labels.shipping[shipping]}
        </p>
      ) : null}
      {estimateMinutes !== null ? (
        <p data-testid="delivery-estimate">
          <Trans>About {estimateMinutes} minutes to your door</Trans>
        </p>
      ) : null}

      {order.access === 'masked' ? (
        <>
          <dl className={ui.definitionList} aria-label={t`Recipient`}>
            <dt>{t`Name`}</dt>
            <dd>{order.name ?? ''}</dd>
            <dt>{t`Phone`}</dt>
            <dd>{order.phone ?? ''}</dd>
          </dl>
          <p role="note" className={ui.alert.info}>
            <Trans>
              Only the order&apos;s progress is shown here. To see its details, open it on the device it was placed on,
              with the link to this order, or log in as the customer who placed it.
            </Trans>
          </p>
        </>
      ) : (
        <OrderDetails order={order} storeName={storeName} />
      )}
      <StoreChangeWarning />
    </>
  );
}

/** What only the order's customer, or the browser that placed a guest order, may see. */
function OrderDetails({ order, storeName }: { order: OrderRecord; storeName: string }) {
  const { t } = useLingui();
  const lines = OrderStatusContext.useSelector(orderLinesSelector);
  return (
    <>
      <OrderLink orderNo={order.order_no} />

      <section className={styles.section} aria-label={t`Recipient`}>
        <h2>{order.pick_up_at_store ? t`Pickup` : t`Recipient`}</h2>
        <dl className={ui.definitionList}>
          <dt>{t`Name`}</dt>
          <dd>{order.recipient_name ?? order.name ?? ''}</dd>
          <dt>{t`Phone`}</dt>
          <dd>{order.recipient_phone ?? order.phone ?? ''}</dd>
          {order.pick_up_at_store ? (
            <>
              <dt>{t`Pickup at`}</dt>
              <dd>{storeName}</dd>
            </>
          ) : (
            <>
              <dt>{t`Delivery address`}</dt>
              <dd>{order.recipient_address ?? order.delivery_to ?? ''}</dd>
            </>
          )}
          {order.instructions ? (
            <>
              <dt>{t`Notes`}</dt>
              <dd>{order.instructions}</dd>
            </>
          ) : null}
        </dl>
      </section>

      {order.is_extract_invoice ? (
        <section className={styles.section} aria-label={t`E-invoice`}>
          <h2>{t`E-invoice`}</h2>
          <dl className={ui.definitionList}>
            <dt>{t`Tax code`}</dt>
            <dd>{order.delivery_invoice_tax_code ?? ''}</dd>
            <dt>{t`Company`}</dt>
            <dd>{order.company_name ?? ''}</dd>
            <dt>{t`Company address`}</dt>
            <dd>{order.company_address ?? ''}</dd>
            <dt>{t`E-mail`}</dt>
            <dd>{order.purchasers_email ?? ''}</dd>
          </dl>
        </section>
      ) : null}

      <section className={styles.section} aria-label={t`Items`} data-testid="order-items">
        <h2>{t`Items`}</h2>
        <OrderItems lines={lines} />
        {order.breakdown && <MoneyBreakdown breakdown={order.breakdown} totalTestId="order-total" />}
      </section>
    </>
  );
}

/** A guest's link to the order (with its capability), to open it on another device. */
function OrderLink({ orderNo }: { orderNo: string }) {
  const { t } = useLingui();
  const capability = orderCapabilities.find({ orderNo });
  if (!capability) return null;
  const link = orderLinkOf(window.location.origin, orderNo, capability);
  return (
    <section className={styles.section} aria-label={t`Link to this order`}>
      <h2>{t`Link to this order`}</h2>
      <p>
        <Trans>
          Anyone with this link can see the order&apos;s details. Keep it to open the order on another device.
        </Trans>
      </p>
      <a href={link} className={styles.breakAnywhere} data-testid="order-link">
        {link}
      </a>
    </section>
  );
}

const PAYMENT_STATUSES: readonly PaymentStatus[] = ['finished', 'success', 'fail', 'unpaid'];
/** The prePaymentStatus query, when it is one of the payment statuses. */
const prePaymentStatusOf = (value: string | null): PaymentStatus | null =>
  PAYMENT_STATUSES.find((status) => status === value) ?? null;

/** /delivery-status?orderNo=: the order's progress, payment, recipient, items and hotline. */
export default function DeliveryStatusPage() {
  const { dial: HOTLINE, display: HOTLINE_DISPLAY } = useHotline();
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Order status`);
  const language: Language = isLocale(i18n.locale) ? i18n.locale : 'ja';
  const search = useSearch();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const orderNo = params.get('orderNo');
  const key = params.get('key');
  const [location, navigate] = useLocation();
  // a link's capability is kept before the order is first fetched, then dropped from the address bar
  useState(() => (orderNo && key ? orderCapabilities.remember({ orderNo, id: null, capability: key }) : undefined));
  // the cash order's confirmation shows on arrival from checkout, or from this page once the customer chose to pay
  // in cash instead, not again after a reload; each such arrival tracks the order afresh (its payment changed)
  const [placedArrival, setPlacedArrival] = useState(() => (params.get(PLACED_PARAM) === '1' ? search : null));
  if (params.get(PLACED_PARAM) === '1' && placedArrival !== search) setPlacedArrival(search);
  const placed = placedArrival !== null;
  const arrivalOnly = key !== null || params.has(PLACED_PARAM);
  useEffect(() => {
    if (!arrivalOnly) return;
    const rest = new URLSearchParams(params);
    rest.delete('key');
    rest.delete(PLACED_PARAM);
    navigate(`${location}?${rest.toString()}`, { replace: true });
  }, [arrivalOnly, location, navigate, params]);
  const loggedIn = SessionContext.useSelector(isLoggedInSelector);
  const prePaymentStatus = prePaymentStatusOf(params.get('prePaymentStatus'));
  const hotline = HOTLINE_DISPLAY;
  return (
    <div className={styles.page}>
      <h1>
        <Trans>Order status</Trans>
      </h1>
      {orderNo ? (
        <OrderStatusProvider
          key={`${orderNo}:${language}:${placedArrival ?? ''}`}
          orderNo={orderNo}
          language={language}
          prePaymentStatus={prePaymentStatus}
        >
          <OrderStatusMarker>
            <OrderView afterPayment={params.has('paymentMessage') || params.has('prePaymentStatus')} placed={placed} />
          </OrderStatusMarker>
        </OrderStatusProvider>
      ) : (
        <p role="alert" className={ui.alert.error}>
          <Trans>The order number is missing.</Trans>
        </p>
      )}
      <p>
        <Trans>
          Hotline: <a href={`tel:${HOTLINE}`}>{hotline}</a>
        </Trans>
      </p>
      <Link href={loggedIn ? `${paths.orderHistory}/` : paths.home} className={ui.button.ghost}>
        {t`Back`}
      </Link>
    </div>
  );
}
