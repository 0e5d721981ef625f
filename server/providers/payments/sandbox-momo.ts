/**
 * Sandbox MoMo: the gateway page is /sandbox/momo; it signs its return query and IPN as MoMo does
 * (HMAC-SHA256 with the secret key over `accessKey=…&amount=…&extraData=…&message=…&orderId=…&
 * orderInfo=…&orderType=…&partnerCode=…&payType=…&requestId=…&responseTime=…&resultCode=…&transId=…`),
 * so this verification is the live one.
 */
import { momoOutcome } from '../../../domain/payment-result';
import type { Queryable } from '../../db/database';
import { hmacSha256, sameSignature, type PaymentSecrets } from './signing';
import type { CreatePaymentInput, GatewayStatus, PaymentProvider, VerifiedResult } from './types';

export { MOMO_RESULT_CODES as MOMO_CODES } from '../../../domain/payment-result';
export const MOMO_ORDER_TYPE = 'momo_wallet';
export const MOMO_PAY_TYPE = 'qr';

/** The fields of a MoMo return or IPN, in the order MoMo signs them. */
export const MOMO_RESULT_FIELDS = [
  'accessKey', 'amount', 'extraData', 'message', 'orderId', 'orderInfo', 'orderType', 'partnerCode', 'payType',
  'requestId', 'responseTime', 'resultCode', 'transId',
] as const;

/** The fields of a MoMo create request, in MoMo's order (captureWallet). */
const MOMO_CREATE_FIELDS = ['accessKey', 'amount', 'extraData', 'ipnUrl', 'orderId', 'orderInfo', 'partnerCode', 'redirectUrl', 'requestId', 'requestType'] as const;

const raw = (fields: readonly string[], values: Readonly<Record<string, unknown>>) =>
  fields.map((field) => `${field}=${values[field] ?? ''}`).join('&');

export function momoResultSignature(secrets: PaymentSecrets, values: Readonly<Record<string, unknown>>): string {
  return hmacSha256(secrets.momo.secretKey, raw(MOMO_RESULT_FIELDS, { ...values, accessKey: secrets.momo.accessKey }));
}

export function momoCreateSignature(secrets: PaymentSecrets, values: Readonly<Record<string, unknown>>): string {
  return hmacSha256(secrets.momo.secretKey, raw(MOMO_CREATE_FIELDS, { ...values, accessKey: secrets.momo.accessKey }));
}

export function createSandboxMomo(secrets: PaymentSecrets, publicOrigin: string): PaymentProvider {
  function verify(values: Readonly<Record<string, unknown>>): VerifiedResult | null {
    if (values.partnerCode !== secrets.momo.partnerCode) return null;
    if (!sameSignature(momoResultSignature(secrets, values), String(values.signature ?? ''))) return null;
    const resultCode = Number(values.resultCode);
    if (!Number.isInteger(resultCode)) return null;
    return {
      providerOrderId: String(values.orderId),
      state: momoOutcome(resultCode),
      resultCode,
      transId: values.transId ? String(values.transId) : null,
      amount: Number.isFinite(Number(values.amount)) ? Number(values.amount) : null,
      message: String(values.message ?? ''),
    };
  }

  return {
    name: 'momo',
    async createPayment(db: Queryable, input: CreatePaymentInput) {
      await db.query(
        `insert into sandbox_gateway_transaction (provider, provider_order_id, amount, created_at)
         values ('momo', $1, $2, now()) on conflict (provider, provider_order_id) do nothing`,
        [input.providerOrderId, input.amount],
      );
      const request = {
        partnerCode: secrets.momo.partnerCode,
        orderId: input.providerOrderId,
        requestId: input.requestId,
        amount: String(input.amount),
        orderInfo: input.orderInfo,
        redirectUrl: input.returnUrl,
        ipnUrl: `${publicOrigin}/api/v2/payment-gateway/momo-ipn/`,
        requestType: 'captureWallet',
        extraData: '',
        lang: input.lang === 'vi' ? 'vi' : 'en',
      };
      const query = new URLSearchParams({ ...request, signature: momoCreateSignature(secrets, request) });
      return { payUrl: `${publicOrigin}/sandbox/momo?${query}` };
    },
    async status(db: Queryable, providerOrderId: string): Promise<GatewayStatus> {
      const [row] = await db.query<{ decision: string | null; result_code: number | null; trans_id: string | null }>(
        "select decision, result_code, trans_id from sandbox_gateway_transaction where provider = 'momo' and provider_order_id = $1",
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

/** The create request the sandbox page received verifies (the page refuses tampered links). */
export function verifyMomoCreate(secrets: PaymentSecrets, query: Readonly<Record<string, string>>): boolean {
  return sameSignature(momoCreateSignature(secrets, query), query.signature);
}
