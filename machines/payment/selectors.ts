import type { SnapshotFrom } from 'xstate';
import type { paymentMachine } from './machine';
import { repayServeTimeOf } from './rules';

type Snapshot = SnapshotFrom<typeof paymentMachine>;

/** The pay button is enabled (idle, or after a payment URL or send failure). */
export const canPaySelector = (s: Snapshot) => s.can({ type: 'payment.start' });
export const canOpenQrSelector = (s: Snapshot) => s.can({ type: 'qr.open' });
export const isBusySelector = (s: Snapshot) => s.hasTag('busy');
export const isQrModalOpenSelector = (s: Snapshot) => s.hasTag('qr');
/** The QR code's content: the payment URL. */
export const qrContentSelector = (s: Snapshot) => (s.matches('qrPolling') ? s.context.paymentUrl : null);
/** What the QR code shows: the gateway's own QR when it gave one, else the payment page. */
export const qrCodeSelector = (s: Snapshot) =>
  s.matches('qrPolling') ? (s.context.qrCodeUrl ?? s.context.paymentUrl) : null;
/** The wallet app's deeplink while the QR modal is open. */
export const qrDeeplinkSelector = (s: Snapshot) => (s.matches('qrPolling') ? s.context.deeplink : null);
/** The QR window ended unpaid: the failure shows the hotline (the view reads the number from the hotline setting). */
export const qrFailureSelector = (s: Snapshot) => (s.matches('qrFailed') ? ({ kind: 'hotline' } as const) : null);
/** The error code shown after a payment URL or send failure (SPEC §8). */
export const paymentErrorSelector = (s: Snapshot) =>
  s.matches('urlFailed') || s.matches('sendFailed') ? s.context.error : null;
/** The repay buttons show (the `repay` guard, at the app's `now`). */
export const canRepaySelector = (s: Snapshot, now: string) => s.can({ type: 'repay', method: 'momo', now });
/**
 * SPEC §8 "Payment check failed": 'retry' when the check did not answer (nothing says the customer
 * was charged), 'hotline' when the server says they were charged but the order is not paid.
 */
export const paymentCheckFailureSelector = (s: Snapshot) =>
  s.matches({ checkFailed: 'charged' })
    ? ({ kind: 'hotline' } as const)
    : s.matches({ checkFailed: 'notCharged' })
      ? ({ kind: 'retry' } as const)
      : null;
/** "Check again" is offered (a failed check where the customer was not charged). */
export const canRetryCheckSelector = (s: Snapshot) => s.matches('checkFailed') && s.can({ type: 'payment.check' });
/** "See order status" is offered after a failed check. */
export const canOpenStatusSelector = (s: Snapshot) => s.can({ type: 'status.open' });

/** The serve time a repay at `now` would give the order: its own, or the new earliest time when it came too close (domain/repay). */
export const repayServeTimeSelector = (s: Snapshot, now: string) => repayServeTimeOf(s.context.order, now);
/** Paying in cash instead could not be saved (the status page says so, not that a payment could not start). */
export const isCashSwitchFailedSelector = (s: Snapshot) => s.matches('switchFailed');
