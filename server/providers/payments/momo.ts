/**
 * MoMo client, "All-In-One v2" (developers.momo.vn, /v2/gateway/api/*; the official samples of
 * github.com/momo-wallet/payment and momo-wallet/java): create (captureWallet), query, refund,
 * the IPN and the redirect. Every request is signed with HMAC-SHA256 (hex, the secret key) over
 * `key=value&…` of the documented fields in alphabetical order, accessKey included; every answer,
 * IPN and redirect is verified the same way before it is used. A bad signature is refused and
 * logged, never trusted.
 */
import { randomUUID } from 'node:crypto';
import { momoOutcome, MOMO_RESULT_CODES } from '../../../domain/payment-result';
import { answers, asRecord, postToGateway, type Fetch } from './http';
import { hmacSha256, sameSignature, type PaymentSecrets } from './signing';
import { GatewayError, type CreatePaymentInput, type GatewayStatus, type PaymentProvider, type PaymentReference, type RefundInput, type VerifiedResult } from './types';

export { MOMO_RESULT_CODES as MOMO_CODES } from '../../../domain/payment-result';
export const MOMO_ORDER_TYPE = 'momo_wallet';
export const MOMO_PAY_TYPE = 'qr';
/** resultCode 1000: "Transaction initiated, waiting for the user's confirmation". */
export const MOMO_WAITING = 1000;

/** The signed fields of each message, in MoMo's (alphabetical) order. */
export const MOMO_FIELDS = {
  create: ['accessKey', 'amount', 'extraData', 'ipnUrl', 'orderId', 'orderInfo', 'partnerCode', 'redirectUrl', 'requestId', 'requestType'],
  query: ['accessKey', 'orderId', 'partnerCode', 'requestId'],
  refund: ['accessKey', 'amount', 'description', 'orderId', 'partnerCode', 'requestId', 'transId'],
  /** The IPN and the redirect query. */
  result: ['accessKey', 'amount', 'extraData', 'message', 'orderId', 'orderInfo', 'orderType', 'partnerCode', 'payType', 'requestId', 'responseTime', 'resultCode', 'transId'],
} as const;

type Values = Readonly<Record<string, unknown>>;

export const momoRawSignature = (fields: readonly string[], values: Values) => fields.map((field) => `${field}=${values[field] ?? ''}`).join('&');

/** Signs the documented fields of a message. */
export function momoSign(secrets: PaymentSecrets['momo'], fields: readonly string[], values: Values): string {
  return hmacSha256(secrets.secretKey, momoRawSignature(fields, { ...values, accessKey: secrets.accessKey }));
}

/** The fields of an answer (create, query, refund): every field it carries but the signature, alphabetically, with accessKey. */
export const momoAnswerFields = (answer: Values) => [...new Set(['accessKey', ...Object.keys(answer).filter((key) => key !== 'signature')])].sort();

export const momoSignAnswer = (secrets: PaymentSecrets['momo'], answer: Values) => momoSign(secrets, momoAnswerFields(answer), answer);

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export interface MomoClientOptions {
  secrets: PaymentSecrets['momo'];
  /** e.g. https://payment.momo.vn, or this server's /sandbox/momo. */
  endpoint: string;
  /** Our IPN address. */
  ipnUrl: string;
  mode: 'live' | 'sandbox';
  fetch?: Fetch;
  /** Where refused answers are reported. */
  warn?: (message: string) => void;
}

export function createMomoClient(options: MomoClientOptions): PaymentProvider {
  const { secrets, endpoint } = options;
  const fetcher = options.fetch ?? fetch;
  const warn = options.warn ?? ((message: string) => console.warn(message));

  function refuse(message: string): never {
    warn(`MoMo answer refused: ${message}`);
    throw new GatewayError('momo', message);
  }

  /** Posts a signed request and answers the reply once its signature verified. */
  async function call(path: string, request: Record<string, unknown>, requireSignature: boolean) {
    const answer = asRecord(await postToGateway('momo', fetcher, `${endpoint}${path}`, { json: request }));
    const signature = answer.signature;
    if (typeof signature === 'string' && signature !== '') {
      if (!sameSignature(momoSignAnswer(secrets, answer), signature)) refuse(`bad signature on ${path}`);
    } else if (requireSignature) refuse(`unsigned answer on ${path}`);
    if (answer.partnerCode !== undefined && answer.partnerCode !== secrets.partnerCode) refuse(`another partnerCode on ${path}`);
    if (answer.orderId !== undefined && answer.orderId !== request.orderId) refuse(`another orderId on ${path}`);
    return answer;
  }

  function verify(values: Values, kind: string): VerifiedResult | null {
    if (values.partnerCode !== secrets.partnerCode || !sameSignature(momoSign(secrets, MOMO_FIELDS.result, values), text(values.signature))) {
      warn(`MoMo ${kind} refused: bad signature (orderId ${text(values.orderId)})`);
      return null;
    }
    const resultCode = Number(values.resultCode);
    if (!Number.isInteger(resultCode)) return null;
    return {
      providerOrderId: text(values.orderId),
      state: momoOutcome(resultCode),
      resultCode,
      transId: values.transId ? text(values.transId) : null,
      amount: Number.isFinite(Number(values.amount)) ? Number(values.amount) : null,
      message: text(values.message),
    };
  }

  return {
    name: 'momo',
    mode: options.mode,

    async createPayment(input: CreatePaymentInput) {
      const request = {
        partnerCode: secrets.partnerCode,
        requestId: input.requestId,
        amount: input.amount,
        orderId: input.providerOrderId,
        orderInfo: input.orderInfo,
        redirectUrl: input.returnUrl,
        ipnUrl: options.ipnUrl,
        requestType: 'captureWallet',
        extraData: '',
        lang: input.lang === 'vi' ? 'vi' : 'en',
      };
      const answer = await call('/v2/gateway/api/create', { ...request, signature: momoSign(secrets, MOMO_FIELDS.create, request) }, false);
      if (Number(answer.resultCode) !== MOMO_RESULT_CODES.success || typeof answer.payUrl !== 'string') {
        throw new GatewayError('momo', `create refused: ${text(answer.resultCode)} ${text(answer.message)}`);
      }
      if (Number(answer.amount) !== input.amount) refuse('create answered another amount');
      return { payUrl: answer.payUrl, qrCodeUrl: text(answer.qrCodeUrl) || null, deeplink: text(answer.deeplink) || null };
    },

    async status(payment: PaymentReference): Promise<GatewayStatus> {
      // a new request id per query, as MoMo asks; the order id names the payment
      const request = { partnerCode: secrets.partnerCode, requestId: randomUUID(), orderId: payment.providerOrderId, lang: 'en' };
      const answer = await call('/v2/gateway/api/query', { ...request, signature: momoSign(secrets, MOMO_FIELDS.query, request) }, true);
      const resultCode = Number(answer.resultCode);
      if (!Number.isInteger(resultCode)) refuse('query without a resultCode');
      const message = text(answer.message);
      if (resultCode === MOMO_WAITING) return { state: 'pending', resultCode, transId: null, message };
      const amount = Number(answer.amount);
      return { state: momoOutcome(resultCode), resultCode, transId: text(answer.transId) || null, amount: Number.isFinite(amount) ? amount : null, message };
    },

    async refund(input: RefundInput) {
      const request = {
        partnerCode: secrets.partnerCode,
        orderId: input.providerOrderId,
        requestId: input.requestId,
        amount: input.amount,
        transId: input.transId,
        lang: 'en',
        description: input.description,
      };
      const answer = await call('/v2/gateway/api/refund', { ...request, signature: momoSign(secrets, MOMO_FIELDS.refund, request) }, true);
      const resultCode = Number(answer.resultCode);
      return { state: resultCode === MOMO_RESULT_CODES.success ? 'completed' : 'failed', resultCode: Number.isInteger(resultCode) ? resultCode : null, message: text(answer.message) };
    },

    verifyReturn: (query) => verify(query, 'return'),
    verifyNotification: (body) => verify(body, 'IPN'),
    probe: () => answers(fetcher, `${endpoint}/v2/gateway/api/query`),
  };
}
