/**
 * The payments port (DESIGN: Outside services). The MoMo and Payoo clients implement it over
 * the providers' own HTTP protocols; the sandbox is a provider server speaking the same ones.
 */
export type ProviderName = 'momo' | 'payoo';

/** What the gateway decided for one payment. */
export type GatewayState = 'pending' | 'paid' | 'failed' | 'cancelled';

export interface CreatePaymentInput {
  /** The order id the gateway knows (order_no-attempt). */
  providerOrderId: string;
  requestId: string;
  /** Whole dong. */
  amount: number;
  orderInfo: string;
  /** Where the gateway sends the customer back (/payment-result). */
  returnUrl: string;
  lang: 'vi' | 'en' | 'ja';
  /** When the payment was opened (Payoo dates its orders). */
  createdAt: Date;
}

/** The gateway's answer to a creation. */
export interface CreatedPayment {
  /** The page the customer pays on. */
  payUrl: string;
  /** What the QR code holds: an image URL, or a payload to draw (MoMo qrCodeUrl); null when the gateway has none. */
  qrCodeUrl: string | null;
  /** Opens the wallet app on a phone (MoMo deeplink); null when the gateway has none. */
  deeplink: string | null;
}

/** A gateway answer whose signature checked out. */
export interface VerifiedResult {
  providerOrderId: string;
  state: Exclude<GatewayState, 'pending'>;
  /** The provider's own result code (MoMo resultCode; Payoo status). */
  resultCode: number;
  transId: string | null;
  amount: number | null;
  message: string;
}

export interface GatewayStatus {
  state: GatewayState;
  resultCode: number | null;
  transId: string | null;
  /** What the gateway says it charged, when it says. */
  amount?: number | null;
  message: string;
}

export interface RefundInput {
  providerOrderId: string;
  /** The gateway's transaction id of the payment being refunded. */
  transId: string;
  /** A new id for this refund request. */
  requestId: string;
  amount: number;
  description: string;
  /** When the payment was made (Payoo needs the purchase date). */
  paidAt: Date;
}

/** The gateway's answer to a refund: completed or failed (SPEC §4 refund statuses). */
export interface RefundAnswer {
  state: 'completed' | 'failed';
  resultCode: number | null;
  message: string;
}

/** A payment the gateway is asked about. */
export interface PaymentReference {
  providerOrderId: string;
  requestId: string;
  createdAt: Date;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** live: the provider's own servers; sandbox: this server's /sandbox. */
  readonly mode: 'live' | 'sandbox';
  /** Registers the payment with the gateway and answers the page the customer pays on. */
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Asks the gateway what it decided (the truth; never the browser's word). */
  status(payment: PaymentReference): Promise<GatewayStatus>;
  /** Asks the gateway to give the money back. */
  refund(input: RefundInput): Promise<RefundAnswer>;
  /** Checks the signature of the query the gateway sent the browser back with; null when it does not verify. */
  verifyReturn(query: Readonly<Record<string, string>>): VerifiedResult | null;
  /** Checks the signature of a server-to-server notification (IPN); null when it does not verify. */
  verifyNotification(body: Readonly<Record<string, unknown>>): VerifiedResult | null;
  /** Whether the gateway answers at all (a cheap request with a short timeout), for /api/health. */
  probe(): Promise<boolean>;
}

/** A gateway answer that cannot be trusted or used: refused and logged, never acted on. */
export class GatewayError extends Error {
  constructor(
    readonly provider: ProviderName,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'GatewayError';
  }
}
