/** The public entry of the payment feature: what other features may use. */
export { paymentOrderOf } from './actors';
export { CheckingPayment } from './components/checking-payment';
export { QrModal } from './components/qr-modal';
export { QR_WINDOW_DEFAULT_MINUTES } from './constants';
export { readPendingPayment, type PendingPayment } from './pending-payment';
export { PaymentContext, PaymentProvider } from './provider';
export { PLACED_PARAM, usePaymentNavigation } from './use-payment-navigation';
export { WALLET_NAMES } from './wallets';
