import { prePaymentStatusOf, type PaymentResult } from '../../../machines/payment/machine';
import { paths } from '../../config/paths';

/** The query parameter of /delivery-status that says a cash order was just placed. */
export const PLACED_PARAM = 'placed';

/**
 * /delivery-status of an order, with the payment outcome when there is one (SPEC §2 route table);
 * `placed` marks a cash order just placed, which the status page confirms once.
 */
export function deliveryStatusPath(orderNo: string, result: PaymentResult | null = null, placed = false): string {
  const query = new URLSearchParams({ orderNo });
  if (placed) query.set(PLACED_PARAM, '1');
  if (result) query.set('paymentMessage', result);
  const pre = prePaymentStatusOf(result);
  if (pre) query.set('prePaymentStatus', pre);
  return `${paths.deliveryStatus}?${query.toString()}`;
}
