import type { SnapshotFrom } from 'xstate';
import { HOTLINE } from '../../domain/constants';
import { repayRefusal } from '../../domain/repay';
import { Temporal } from 'temporal-polyfill';
import { prePaymentStatusOf, type paymentMachine } from './machine';

type Snapshot = SnapshotFrom<typeof paymentMachine>;

/** The pay button is enabled (idle, or after a payment URL or send failure). */
export const canPaySelector = (s: Snapshot) => s.can({ type: 'payment.start' });
export const canOpenQrSelector = (s: Snapshot) => s.can({ type: 'qr.open' });
export const isBusySelector = (s: Snapshot) => s.hasTag('busy');
export const isQrModalOpenSelector = (s: Snapshot) => s.hasTag('qr');
/** The QR code's content: the payment URL. */
export const qrContentSelector = (s: Snapshot) => (s.matches('qrPolling') ? s.context.paymentUrl : null);
/** The QR window ended unpaid: the failure shows the hotline. */
export const qrFailureSelector = (s: Snapshot) => (s.matches('qrFailed') ? { hotline: HOTLINE } : null);
export const pollCountSelector = (s: Snapshot) => s.context.pollCount;
/** The error code shown after a payment URL or send failure (SPEC §8). */
export const paymentErrorSelector = (s: Snapshot) =>
  s.matches('urlFailed') || s.matches('sendFailed') ? s.context.error : null;
export const isCheckingPaymentSelector = (s: Snapshot) => s.matches('checkingPayment');
export const paymentResultSelector = (s: Snapshot) => s.context.result;
/**
 * Where the app goes once settled: /delivery-status with orderNo (and the mapped result as
 * paymentMessage and prePaymentStatus), or nowhere after a gateway redirect.
 */
export const deliveryStatusTargetSelector = (s: Snapshot) =>
  s.matches('settled') && !s.matches({ settled: 'redirected' })
    ? {
        orderNo: s.context.order.orderNo,
        paymentMessage: s.context.result,
        prePaymentStatus: prePaymentStatusOf(s.context.result),
      }
    : null;
/** The repay buttons show (the `repay` guard, at the app's `now`). */
export const canRepaySelector = (s: Snapshot, now: string) => s.can({ type: 'repay', method: 'momo', now });
/** Why repay is not offered at `now` (domain/repay), or null. */
export const repayRefusalSelector = (s: Snapshot, now: string) =>
  repayRefusal({
    viewerId: s.context.viewerId,
    orderCustomerId: s.context.order.cusId,
    servsTime: s.context.order.servsTime,
    prepareTime: s.context.order.prepareTime,
    paymentStatus: s.context.order.paymentStatus,
    status: s.context.order.status,
    now: Temporal.Instant.from(now),
  });
