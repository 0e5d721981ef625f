/**
 * Sandbox Payoo: the gateway page is /sandbox/payoo; it returns with Payoo's query
 * (session, order_no, status 1 paid / 0 failed / -1 cancelled, errorcode, errormsg, checksum)
 * where checksum = SHA-512 of the checksum key followed by session.order_no.status
 * (Payoo's return checksum order, our reading of its integration guide).
 */
import { payooOutcome } from '../../../domain/payment-result';
import type { Queryable } from '../../db/database';
import { sameSignature, sha512, type PaymentSecrets } from './signing';
import type { CreatePaymentInput, GatewayStatus, PaymentProvider, VerifiedResult } from './types';

export { PAYOO_STATUS } from '../../../domain/payment-result';

export function payooChecksum(secrets: PaymentSecrets, values: { session: string; order_no: string; status: string | number }): string {
  return sha512(`${secrets.payoo.checksumKey}${values.session}.${values.order_no}.${values.status}`);
}

/** Checksum of the payment link (the order the sandbox page shows). */
export function payooLinkChecksum(secrets: PaymentSecrets, values: { order_no: string; amount: string; session: string }): string {
  return sha512(`${secrets.payoo.checksumKey}${secrets.payoo.businessUsername}.${values.order_no}.${values.amount}.${values.session}`);
}

export function createSandboxPayoo(secrets: PaymentSecrets, publicOrigin: string): PaymentProvider {
  function verify(values: Readonly<Record<string, unknown>>): VerifiedResult | null {
    const session = String(values.session ?? '');
    const orderNo = String(values.order_no ?? '');
    const status = String(values.status ?? '');
    if (!orderNo || !sameSignature(payooChecksum(secrets, { session, order_no: orderNo, status }), String(values.checksum ?? ''))) return null;
    const code = Number(status);
    const state = payooOutcome(code);
    if (state === null) return null;
    return {
      providerOrderId: orderNo,
      state,
      resultCode: code,
      transId: values.session ? session : null,
      amount: null,
      message: String(values.errormsg ?? ''),
    };
  }

  return {
    name: 'payoo',
    async createPayment(db: Queryable, input: CreatePaymentInput) {
      await db.query(
        `insert into sandbox_gateway_transaction (provider, provider_order_id, amount, created_at)
         values ('payoo', $1, $2, now()) on conflict (provider, provider_order_id) do nothing`,
        [input.providerOrderId, input.amount],
      );
      const link = { order_no: input.providerOrderId, amount: String(input.amount), session: input.requestId };
      const query = new URLSearchParams({
        ...link,
        shop: secrets.payoo.businessUsername,
        description: input.orderInfo,
        return_url: input.returnUrl,
        lang: input.lang === 'vi' ? 'vi' : 'en',
        checksum: payooLinkChecksum(secrets, link),
      });
      return { payUrl: `${publicOrigin}/sandbox/payoo?${query}` };
    },
    async status(db: Queryable, providerOrderId: string): Promise<GatewayStatus> {
      const [row] = await db.query<{ decision: string | null; result_code: number | null; trans_id: string | null }>(
        "select decision, result_code, trans_id from sandbox_gateway_transaction where provider = 'payoo' and provider_order_id = $1",
        [providerOrderId],
      );
      if (!row?.decision) return { state: 'pending', resultCode: null, transId: null, message: 'Waiting for the customer' };
      const state = row.decision === 'paid' ? 'paid' : row.decision === 'cancelled' ? 'cancelled' : 'failed';
      return { state, resultCode: row.result_code, transId: row.trans_id, message: state };
    },
    verifyReturn: (query) => verify(query),
    verifyNotification: (body) => verify(body),
  };
}

export function verifyPayooLink(secrets: PaymentSecrets, query: Readonly<Record<string, string>>): boolean {
  return sameSignature(payooLinkChecksum(secrets, { order_no: query.order_no ?? '', amount: query.amount ?? '', session: query.session ?? '' }), query.checksum);
}
