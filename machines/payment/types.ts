import type { components, operations } from '../../openapi/schema';
import type { PaymentMethod } from '../../domain/checkout-validation';
import type { Json } from '../shared/api-error';

export type PaymentStatus = components['schemas']['PaymentStatus'];
export type OrderStatus = components['schemas']['OrderStatus'];
/** A wallet (e-money) method: MoMo or Payoo. */
export type WalletMethod = Exclude<PaymentMethod, 'cash'>;
/** Interface language; ja is the default. */
export type Language = 'vi' | 'en' | 'ja';
/** Locale of the gateway page. */
export type PaymentLocale = 'vi_VN' | 'en_US';
/** The provider's result on /payment-result, mapped. */
export type PaymentResult = 'success' | 'failed' | 'cancelled';
/** How a wallet payment proceeds after the URL is known. */
export type PaymentMode = 'redirect' | 'qr' | 'repay';

/** The order being paid, as the payment calls and the repay rule need it. */
export interface PaymentOrder {
  id: number;
  orderNo: string;
  /** Whole dong. */
  amount: number;
  storeName: string;
  storeCode: string;
  /** Serve time 'YYYY-MM-DD HH:mm' (+07:00). */
  servsTime: string | null;
  /** The order's cus_id (null for a guest order). */
  cusId: number | null;
  /** The store's prepare_time (minutes). */
  prepareTime?: number | null;
  status?: OrderStatus | null;
  paymentStatus?: PaymentStatus | null;
}

export interface PaymentInput {
  order: PaymentOrder;
  paymentMethod: PaymentMethod;
  language: Language;
  /** time_interval_payload from the delivery settings: minutes the QR modal polls. */
  qrWindowMinutes: number;
  /** The viewer's customer id (null for a guest); repay is for the order's owner only. */
  viewerId?: number | null;
}

/** Gateway references for the status calls (Payoo status needs orderId and purchaseDate). */
export interface GatewayTransaction {
  orderId: string | null;
  purchaseDate: string | null;
}

export interface PaymentContext {
  /** The order; `result.received` may set its number. */
  order: PaymentOrder;
  /** Cash or the wallet; `repay` switches the wallet. */
  paymentMethod: PaymentMethod;
  language: Language;
  /** QR polling window, minutes (time_interval_payload). */
  qrWindowMinutes: number;
  viewerId: number | null;
  /** What follows the payment URL: a redirect, the QR modal, or a repay redirect (order already sent). */
  mode: PaymentMode;
  /** The gateway page; also the QR code's content when the gateway gives no QR of its own. */
  paymentUrl: string | null;
  /** The gateway's own QR (MoMo qrCodeUrl): an image URL or a payload to draw. */
  qrCodeUrl: string | null;
  /** Opens the wallet app on a phone (MoMo deeplink). */
  deeplink: string | null;
  transaction: GatewayTransaction | null;
  /** Status polls made since the QR modal opened. */
  pollCount: number;
  /** errorCode of the last status poll (0 paid, 1000 waiting, -1 failed, -2 cancelled). */
  lastErrorCode: number | null;
  /** Error code of the failed payment URL or send (shown; the pay button is enabled again). */
  error: string | null;
  /** The provider's mapped result on /payment-result. */
  result: PaymentResult | null;
  /** check-payment's answer on the checking-payment screen or after a return; null when it failed. */
  check: CheckPaymentOutput | null;
}

export type PaymentEvent =
  /** The pay button: cash sends the order; a wallet requests the payment URL. */
  | { type: 'payment.start' }
  /** The QR modal (wallets only). */
  | { type: 'qr.open' }
  | { type: 'qr.close' }
  /** /payment-result: the provider's return query, its order number and result code. */
  | { type: 'result.received'; provider: WalletMethod; code: number; orderNo: string; query: Record<string, string> }
  /** /checkout with an unpaid order: the checking-payment screen; after a failed check, "Check again". */
  | { type: 'payment.check' }
  /** Payment check failed: leave it and open the order's status page. */
  | { type: 'status.open' }
  /**
   * Repay with a wallet, or pay in cash instead (the order goes on and is paid on delivery or at the store); `now` is
   * the app's clock (ISO instant) for the serve-time rule.
   */
  | { type: 'repay'; method: PaymentMethod; now: string };

/** What a settled payment tells: emitted, and sent to the ordering system when it spawned the payment. */
export type PaymentSettled = {
  type: 'payment.settled';
  orderNo: string;
  /** Where the app goes: /delivery-status, or the gateway page (already redirected). */
  next: 'deliveryStatus' | 'gateway';
  result: PaymentResult | null;
  /** A cash order was just placed (the status page confirms it once). */
  placed: boolean;
};

export interface PaymentCallInput {
  order: PaymentOrder;
  paymentMethod: PaymentMethod;
  language: Language;
}
export interface RequestPaymentUrlOutput {
  paymentUrl: string;
  qrCodeUrl?: string | null;
  deeplink?: string | null;
  transaction?: GatewayTransaction | null;
}
export interface SendOrderOutput {
  orderNo: string;
}
export interface PollPaymentStatusInput extends PaymentCallInput {
  transaction: GatewayTransaction | null;
}
export interface PollPaymentStatusOutput {
  errorCode: number;
}
export interface CheckPaymentInput extends PaymentCallInput {
  /** The gateway's return query, verified by the server (only after a return). */
  returnQuery?: Record<string, string>;
}
export type CheckPaymentOutput = Json<operations['checkPayment']['responses'][200]>['data'];
export interface UpdatePaymentMethodInput {
  orderNo: string;
  paymentMethod: PaymentMethod;
  servsTime: string | null;
}
