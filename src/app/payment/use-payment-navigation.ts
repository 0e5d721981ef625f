import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { PaymentContext } from './provider';
import { clearPendingPayment } from '../../lib/pending-payment';
import { prePaymentStatusOf, type PaymentResult } from '../../../machines/payment/machine';

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

/**
 * Follows payment.settled: the delivery status of the order (not after a gateway redirect, the
 * browser is leaving). `onSettled` runs first (e.g. the cart is reset).
 */
export function usePaymentNavigation(onSettled?: (next: 'deliveryStatus' | 'gateway') => void) {
  const payment = PaymentContext.useActorRef();
  const [, navigate] = useLocation();
  useEffect(() => {
    const subscription = payment.on('payment.settled', ({ orderNo, next, result, placed }) => {
      onSettled?.(next);
      if (next === 'deliveryStatus') {
        clearPendingPayment();
        navigate(deliveryStatusPath(orderNo, result, placed), { replace: true });
      }
    });
    return () => subscription.unsubscribe();
  }, [payment, navigate, onSettled]);
}
