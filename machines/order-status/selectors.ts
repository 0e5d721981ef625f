import { Temporal } from 'temporal-polyfill';
import type { SnapshotFrom } from 'xstate';
import { isAwaitingPayment } from '../../domain/order-status';
import { minutesUntilServe } from '../../domain/repay';
import { isNoDriverCancel, isPaymentWindowCancel, orderLinesOf, paymentNoticeOf, PROGRESS_STEPS, type orderStatusMachine, type ProgressStep } from './machine';

type Snapshot = SnapshotFrom<typeof orderStatusMachine>;

/** The step the order is at, or null (loading, unavailable, canceled). */
export const currentStepSelector = (s: Snapshot): ProgressStep | null =>
  PROGRESS_STEPS.find((step) => s.matches({ tracking: step })) ?? null;

/** The five-step progress bar: every step up to the current one is done. */
export const progressStepsSelector = (s: Snapshot) => {
  const current = currentStepSelector(s);
  const index = current === null ? -1 : PROGRESS_STEPS.indexOf(current);
  return PROGRESS_STEPS.map((step, i) => ({ step, done: i <= index, current: i === index }));
};
export const orderSelector = (s: Snapshot) => s.context.order;

/** The tracked order's dishes, each with its toppings. */
export const orderLinesSelector = (s: Snapshot) => orderLinesOf(s.context.foods);
export const isLoadingSelector = (s: Snapshot) => s.hasTag('loading');
export const isCanceledSelector = (s: Snapshot) => s.matches({ tracking: 'canceled' });
/** Cancel reason 99: 'no driver could be found' message. */
export const isNoDriverCancelSelector = (s: Snapshot) => isCanceledSelector(s) && isNoDriverCancel(s.context.order);
/** Closed unpaid when its payment window ran out: the page says so and offers the same order again. */
export const isPaymentWindowCancelSelector = (s: Snapshot) => isCanceledSelector(s) && isPaymentWindowCancel(s.context.order);
export const refundStatusSelector = (s: Snapshot) => s.context.order?.refund_status ?? null;
/**
 * "About N minutes": from the order's own serve time to `now` (ISO instant; domain/repay minutesUntilServe),
 * while the order is on its way and its payment is settled. An order still waiting for its payment is not
 * being prepared, so it is promised no time. Once the serve time has passed, the courier's own estimate for a
 * delivery (estimateDelivery, asked at each read) says how late; before it, the courier's figure would count
 * only the ride of an order still being cooked.
 */
export const estimateMinutesSelector = (s: Snapshot, now: string) => {
  const order = s.context.order;
  if (!s.hasTag('ongoing') || !order) return null;
  if (isAwaitingPayment({ status: order.status, paymentStatus: order.payment_status })) return null;
  return minutesUntilServe(order.servs_time, Temporal.Instant.from(now)) ?? s.context.estimateMinutes;
};
export const shippingStatusSelector = (s: Snapshot) => s.context.shipping?.status ?? null;
/** The one-time store-change warning, with the old and new store names. */
export const storeChangeWarningSelector = (s: Snapshot) =>
  s.context.isStoreChangeWarningOpen && s.context.order
    ? { oldStoreName: s.context.order.old_store_name ?? null, newStoreName: s.context.order.new_store_name ?? null }
    : null;
/** SPEC §8 'Order information unavailable' message key when the order could not be loaded. */
export const errorMessageSelector = (s: Snapshot) => (s.matches('unavailable') ? ('orderInformationUnavailable' as const) : null);
/**
 * The payment notice of the tracked order (paymentNoticeOf), once the server has answered; `afterPayment`:
 * the page was opened on return from a payment (paymentMessage or prePaymentStatus in its query).
 */
export const paymentNoticeSelector = (s: Snapshot, afterPayment: boolean) =>
  s.matches('tracking') && s.context.order ? paymentNoticeOf(s.context.order, s.context.prePaymentStatus, afterPayment) : null;
