import { CANCEL_REASON_NO_DRIVER, CANCEL_REASON_PAYMENT_WINDOW } from '../../domain/constants';
import { outcomeOfPaymentStatus } from '../../domain/payment-result';
import type { Food, OrderLine, OrderRecord, PaymentNotice, PaymentStatus } from './types';

/** The five steps of the progress bar, in order. */
export const PROGRESS_STEPS = ['orderSent', 'accepted', 'cooking', 'ready', 'completed'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

/** The step of the progress a status shows (orderStart and ordering show as orderSent), or canceled. */
export const progressStepOf = (status: OrderRecord['status']): ProgressStep | 'canceled' =>
  isCanceledStatus(status) ? 'canceled' : (PROGRESS_STEPS as readonly string[]).includes(status) ? (status as ProgressStep) : 'orderSent';

/** The order moved to another store (the sandbox or the back office set new_store_code). */
export const isStoreChanged = (order: OrderRecord) => Boolean(order.new_store_code);
/** Canceled, in either spelling. */
export const isCanceledStatus = (status: OrderRecord['status']) => status === 'canceled' || status === 'cancelled';
/** The payment of an e-money order is still being checked: status polls faster. */
export const isPaymentBeingChecked = (order: OrderRecord | null) =>
  order !== null && order.payment_status === 'unpaid' && order.e_money_type !== 0;
/** SPEC §4: cancel reason 99 means no driver could be found. */
export const isNoDriverCancel = (order: OrderRecord | null) => order?.cancel_reason_code === CANCEL_REASON_NO_DRIVER;
/** A wallet order the server closed unpaid when its payment window (time_interval_payload) ran out. */
export const isPaymentWindowCancel = (order: Pick<OrderRecord, 'status' | 'cancel_reason_code'> | null) =>
  order !== null && isCanceledStatus(order.status) && order.cancel_reason_code === CANCEL_REASON_PAYMENT_WINDOW;

export { PAYMENT_CHECKING_STATUS_REFRESH_MS, STATUS_REFRESH_MS } from '../../domain/constants';

export function paymentNoticeOf(
  order: Pick<OrderRecord, 'status' | 'payment_status' | 'payment_message' | 'e_money_type' | 'refund_status' | 'cancel_reason_code'>,
  prePaymentStatus: PaymentStatus | null,
  afterPayment: boolean,
): PaymentNotice | null {
  if (order.e_money_type === 0) return null;
  const outcome = outcomeOfPaymentStatus(order.payment_status);
  if (isCanceledStatus(order.status)) {
    if (outcome === 'paid' || order.refund_status) return 'refund';
    return isPaymentWindowCancel(order) ? 'expired' : null;
  }
  if (!order.payment_status) return null;
  if (outcome === 'pending')
    return prePaymentStatus === 'success' || prePaymentStatus === 'finished' ? 'confirming' : 'unpaid';
  if (!afterPayment) return null;
  if (outcome === 'paid') return 'paid';
  return order.payment_message === 'cancelled' ? 'cancelled' : 'failed';
}

/**
 * The order's dishes, each with its toppings (rows of meisaikb 2 or 6 follow their dish and carry its
 * menuid); a topping row without its dish is left out.
 */
export function orderLinesOf(foods: readonly Food[]): OrderLine[] {
  const lines: OrderLine[] = [];
  for (const food of foods) {
    if (food.meisaikb === 0) lines.push({ dish: food, toppings: [] });
    else {
      const owner = lines.at(-1);
      if (owner && (owner.dish.menuid ?? owner.dish.menucd) === (food.menuid ?? owner.dish.menuid ?? owner.dish.menucd))
        owner.toppings.push(food);
    }
  }
  return lines;
}
