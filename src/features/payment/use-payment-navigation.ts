import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { PaymentContext } from './provider';
import { clearPendingPayment } from './pending-payment';
import { prePaymentStatusOf, type PaymentResult } from '../../../machines/payment/machine';

/** /delivery-status of an order, with the payment outcome when there is one (SPEC §2 route table). */
export function deliveryStatusPath(orderNo: string, result: PaymentResult | null = null): string {
  const query = new URLSearchParams({ orderNo });
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
    const subscription = payment.on('payment.settled', ({ orderNo, next, result }) => {
      onSettled?.(next);
      if (next === 'deliveryStatus') {
        clearPendingPayment();
        navigate(deliveryStatusPath(orderNo, result), { replace: true });
      }
    });
    return () => subscription.unsubscribe();
  }, [payment, navigate, onSettled]);
}
