import { Temporal } from 'temporal-polyfill';
import type { PaymentMethod } from '../../domain/checkout-validation';
import { momoOutcome, outcomeOfPaymentStatus, PAYMENT_STATUS_CODES, payooOutcome } from '../../domain/payment-result';
import { canRepay, repayServeTime, type RepayServeTime } from '../../domain/repay';
import type { CheckPaymentOutput, Language, PaymentLocale, PaymentOrder, PaymentResult, PaymentStatus, WalletMethod } from './types';

/** Status poll errorCode meaning paid (domain/payment-result). */
export const QR_PAID_ERROR_CODE = PAYMENT_STATUS_CODES.paid;
export const MS_PER_MINUTE = 60_000;
export { PAYMENT_CHECK_DELAY_MS, PAYMENT_POLL_MS } from '../../domain/constants';

/** Gateway locale: vi → vi_VN; en and ja → en_US (the gateways offer no Japanese page). */
export const paymentLocale = (language: Language): PaymentLocale => (language === 'vi' ? 'vi_VN' : 'en_US');

const RESULT_OF_OUTCOME = { paid: 'success', failed: 'failed', cancelled: 'cancelled' } as const satisfies Record<string, PaymentResult>;

/** Maps a provider's return code with domain/payment-result (MoMo 0 paid, 1006 cancelled; Payoo 1 paid, -1 cancelled; others failed). */
export function paymentResultOf(provider: WalletMethod, code: number): PaymentResult {
  return RESULT_OF_OUTCOME[(provider === 'momo' ? momoOutcome(code) : payooOutcome(code)) ?? 'failed'];
}

/**
 * The result the server verified (check-payment: the order's payment_status), never the return
 * query's own code; null while the order is still unpaid or the check failed.
 */
export function verifiedResultOf(check: CheckPaymentOutput | null): PaymentResult | null {
  if (!check) return null;
  const outcome = outcomeOfPaymentStatus(check.payment_status);
  if (outcome === 'pending') return null;
  return outcome === 'failed' && check.payment_message === 'cancelled' ? 'cancelled' : RESULT_OF_OUTCOME[outcome];
}

/** check-payment says money left the customer's account, yet the order's payment is not confirmed (SPEC §8 "Payment check failed"). */
export const isChargedButUnpaid = (check: CheckPaymentOutput) =>
  check.charged === true && outcomeOfPaymentStatus(check.payment_status) !== 'paid';

/** The payment status the delivery-status page is opened with (its prePaymentStatus query). */
export const prePaymentStatusOf = (result: PaymentResult | null): PaymentStatus | null =>
  result === null ? null : result === 'success' ? 'success' : 'fail';

export const isWallet = (method: PaymentMethod): method is WalletMethod => method !== 'cash';

/**
 * True when `viewerId` may repay `order` (domain/repay: the owner, a failed or unpaid payment, an open order).
 * The serve time does not refuse it: {@link repayServeTimeOf} moves one that came too close.
 */
export const isRepayAllowed = (order: PaymentOrder, viewerId: number | null) =>
  canRepay({
    viewerId,
    orderCustomerId: order.cusId,
    paymentStatus: order.paymentStatus,
    status: order.status,
  });

/** The serve time a repay at `now` (ISO instant) gives `order`: its own, or the new earliest time when too close (domain/repay). */
export const repayServeTimeOf = (order: PaymentOrder, now: string): RepayServeTime =>
  repayServeTime({ servsTime: order.servsTime, prepareTime: order.prepareTime, now: Temporal.Instant.from(now) });
