import type { SnapshotFrom } from 'xstate';
import { repayRefusal } from '../../domain/repay';
import { prePaymentStatusOf, type paymentMachine, type PaymentInput } from './machine';

/** An e-money order whose payment failed, served at 12:00 on Monday 2025-01-06. */
export const order: PaymentInput['order'] = {
  id: 41,
  orderNo: 'A0041',
  amount: 185_000,
  storeName: 'Bến Thành',
  storeCode: 'S1',
  servsTime: '2025-01-06 12:00',
  cusId: 7,
  prepareTime: 45,
  status: 'orderSent',
  paymentStatus: 'fail',
};

/**
 * Where the app goes once the payment settles: the delivery status with the mapped result, or
 * nowhere after a gateway redirect (what payment.settled carries, read from a snapshot).
 */
export const deliveryStatusTargetOf = (s: SnapshotFrom<typeof paymentMachine>) =>
  s.matches('settled') && !s.matches({ settled: 'redirected' })
    ? { orderNo: s.context.order.orderNo, paymentMessage: s.context.result, prePaymentStatus: prePaymentStatusOf(s.context.result) }
    : null;

/** Why repay is refused for the snapshot's order and viewer (domain/repay). */
export const repayRefusalOf = (s: SnapshotFrom<typeof paymentMachine>) =>
  repayRefusal({
    viewerId: s.context.viewerId,
    orderCustomerId: s.context.order.cusId,
    paymentStatus: s.context.order.paymentStatus,
    status: s.context.order.status,
  });
