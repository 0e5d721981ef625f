import type { SnapshotFrom } from 'xstate';
import { isNoDriverCancel, orderLinesOf, paymentNoticeOf, PROGRESS_STEPS, type orderStatusMachine, type ProgressStep } from './machine';

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
export const refundStatusSelector = (s: Snapshot) => s.context.order?.refund_status ?? null;
/** The courier port's minutes to the door, while the order is on its way (not once delivered or closed). */
export const estimateMinutesSelector = (s: Snapshot) => (s.hasTag('polling') ? s.context.estimateMinutes : null);
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
