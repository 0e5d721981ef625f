// The router reads the pending payment before the checkout's chunks load (src/app/checkout-guard.ts).
export { clearPendingPayment, readPendingPayment, writePendingPayment, type PendingPayment } from '../../lib/pending-payment';
