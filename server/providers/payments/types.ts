/**
 * The payments port (DESIGN: Outside services). The sandbox gateways implement it by default;
 * a live MoMo or Payoo adapter implements the same four calls.
 */
import type { Queryable } from '../../db/database';

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
  message: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Registers the payment with the gateway and answers the page the customer pays on. */
  createPayment(db: Queryable, input: CreatePaymentInput): Promise<{ payUrl: string }>;
  /** Asks the gateway what it decided (the truth; never the browser's word). */
  status(db: Queryable, providerOrderId: string): Promise<GatewayStatus>;
  /** Checks the signature of the query the gateway sent the browser back with; null when it does not verify. */
  verifyReturn(query: Readonly<Record<string, string>>): VerifiedResult | null;
  /** Checks the signature of a server-to-server notification (IPN); null when it does not verify. */
  verifyNotification(body: Readonly<Record<string, unknown>>): VerifiedResult | null;
}
