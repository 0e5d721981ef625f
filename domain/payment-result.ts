/**
 * Payment result codes, one reading for the server and the app: MoMo's resultCode, Payoo's
 * status, and our status calls' errorCode (docs/decisions/payments-and-providers.md).
 */

/** What a payment came to. */
export type PaymentOutcome = 'paid' | 'pending' | 'failed' | 'cancelled';

/** MoMo resultCode values the sandbox uses: 0 success, 1001 declined, 1006 cancelled by the customer. */
export const MOMO_RESULT_CODES = { success: 0, declined: 1001, cancelled: 1006 } as const;

/** Payoo status values: 1 paid, 0 failed, -1 cancelled. */
export const PAYOO_STATUS = { success: 1, failed: 0, cancelled: -1 } as const;

/** errorCode of our status calls: 0 paid, 1000 waiting, -1 failed, -2 cancelled. */
export const PAYMENT_STATUS_CODES = { paid: 0, pending: 1000, failed: -1, cancelled: -2 } as const;

/** MoMo: 0 paid, 1006 cancelled, any other code failed. */
export function momoOutcome(resultCode: number): Exclude<PaymentOutcome, 'pending'> {
  if (resultCode === MOMO_RESULT_CODES.success) return 'paid';
  return resultCode === MOMO_RESULT_CODES.cancelled ? 'cancelled' : 'failed';
}

/** Payoo: 1 paid, -1 cancelled, 0 failed; null for a status Payoo does not send. */
export function payooOutcome(status: number): Exclude<PaymentOutcome, 'pending'> | null {
  if (status === PAYOO_STATUS.success) return 'paid';
  if (status === PAYOO_STATUS.cancelled) return 'cancelled';
  return status === PAYOO_STATUS.failed ? 'failed' : null;
}

/** Our errorCode of an outcome. */
export const statusCodeOf = (outcome: PaymentOutcome): number => PAYMENT_STATUS_CODES[outcome];

/** The outcome of our errorCode: 0 paid, 1000 waiting, -2 cancelled, anything else failed. */
export function outcomeOfStatusCode(errorCode: number): PaymentOutcome {
  if (errorCode === PAYMENT_STATUS_CODES.paid) return 'paid';
  if (errorCode === PAYMENT_STATUS_CODES.pending) return 'pending';
  return errorCode === PAYMENT_STATUS_CODES.cancelled ? 'cancelled' : 'failed';
}

/** The outcome an order's payment_status stands for (what the server verified). */
export function outcomeOfPaymentStatus(paymentStatus: string | null | undefined): PaymentOutcome {
  if (paymentStatus === 'success' || paymentStatus === 'finished') return 'paid';
  if (paymentStatus === 'fail') return 'failed';
  return 'pending';
}

/** What the customer reads about an order's payment. */
export type CustomerPaymentState = 'paid' | 'failed' | 'unpaid' | 'notPaid' | 'payOnDelivery' | 'payAtStore';

/**
 * The payment as the customer should read it. SPEC §4 records a cash order's payment as a success
 * when it is placed, but the money changes hands at the door or the counter: until the order is
 * completed it reads "pay on delivery" (or "pay at the store" for pickup), never "paid". A wallet
 * order reads what the server verified; no status yet reads as nothing. A cancelled order that was not
 * paid will never be: it reads "not paid", never "not paid yet" or "pay on delivery".
 *
 * @example customerPaymentStateOf({ method: 'cash', paymentStatus: 'success', pickup: false, completed: false }) // "payOnDelivery"
 */
export function customerPaymentStateOf(order: {
  method: 'cash' | 'momo' | 'payoo';
  paymentStatus: string | null | undefined;
  pickup: boolean;
  completed: boolean;
  canceled: boolean;
}): CustomerPaymentState | null {
  if (order.canceled) return order.method !== 'cash' && outcomeOfPaymentStatus(order.paymentStatus) === 'paid' ? 'paid' : 'notPaid';
  if (order.method === 'cash') return order.completed ? 'paid' : order.pickup ? 'payAtStore' : 'payOnDelivery';
  if (order.paymentStatus === 'unpaid') return 'unpaid';
  if (!order.paymentStatus) return null;
  const outcome = outcomeOfPaymentStatus(order.paymentStatus);
  return outcome === 'paid' ? 'paid' : outcome === 'failed' ? 'failed' : 'unpaid';
}
