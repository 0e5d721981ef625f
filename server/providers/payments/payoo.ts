/**
 * Payoo client, "Paynow v2" checkout and the Business REST API (Payoo's integration guide and its
 * official sample code, IntegrationSampleCode_JS_V2 / the .NET sample; docs/operations.md "Going live"):
 * - create: POST {PAYOO_ENDPOINT}/v2/paynow/order/create, form data (the order as Payoo's XML),
 *   checksum = SHA-512(checksumKey + data), refer; the answer {result, order, checksum} is
 *   verified with checksum = SHA-512(checksumKey + JSON of order);
 * - status and refund: POST {PAYOO_API_ENDPOINT}/BusinessRestAPI.svc/GetOrderInfo | Refund with
 *   headers APIUsername, APIPassword, APISignature and body {RequestData, Signature =
 *   SHA-512(checksumKey + RequestData)}; the answer {ResponseData, Signature} is verified alike;
 * - notification: NotifyData = base64 of {ResponseData, Signature}, Signature =
 *   SHA-512(checksumKey + ResponseData + Payoo's notifying IP);
 * - return: session, order_no, status, errorcode, errormsg, checksum =
 *   SHA-512(checksumKey + session.order_no.status).
 * Checksums are upper-case hex. A bad checksum is refused and logged, never trusted.
 */
import { payooOutcome } from '../../../domain/payment-result';
import { answers, asRecord, postToGateway, type Fetch } from './http';
import { sameSignature, sha512, type PaymentSecrets } from './signing';
import { GatewayError, type CreatePaymentInput, type GatewayStatus, type PaymentProvider, type PaymentReference, type RefundInput, type VerifiedResult } from './types';

export { PAYOO_STATUS } from '../../../domain/payment-result';
/** OrderStatus of GetOrderInfo while the customer has not decided (our reading: neither 1, 0 nor -1). */
export const PAYOO_WAITING = 2;

type Secrets = PaymentSecrets['payoo'];

export const payooChecksum = (secrets: Secrets, data: string) => sha512(`${secrets.checksumKey}${data}`);

/** The checksum of the return query. */
export function payooReturnChecksum(secrets: Secrets, values: { session: string; order_no: string; status: string | number }): string {
  return payooChecksum(secrets, `${values.session}.${values.order_no}.${values.status}`);
}

/** The signature of a notification: over its ResponseData and the address Payoo notifies from. */
export const payooNotificationSignature = (secrets: Secrets, responseData: string) => payooChecksum(secrets, `${responseData}${secrets.notifyIp}`);

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
export const unescapeXml = (value: string) => value.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code))).replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** dd/MM/yyyy and yyyyMMddHHmmss in Vietnam's time (UTC+7, no daylight saving). */
function payooDates(at: Date) {
  const local = new Date(at.getTime() + 7 * 3600_000).toISOString();
  const [date, time] = [local.slice(0, 10), local.slice(11, 19)];
  const [y, m, d] = date.split('-');
  return { shipDate: `${d}/${m}/${y}`, stamp: `${y}${m}${d}${time.replace(/:/g, '')}`, day: `${y}${m}${d}` };
}

/** The order as Payoo's checkout reads it. */
export function payooOrderXml(secrets: Secrets, input: CreatePaymentInput & { notifyUrl: string; shopDomain: string }): string {
  const { shipDate } = payooDates(input.createdAt);
  const validity = payooDates(new Date(input.createdAt.getTime() + 24 * 3600_000)).stamp;
  const tag = (name: string, value: string | number) => `<${name}>${escapeXml(String(value))}</${name}>`;
  return `<shops><shop>${[
    tag('session', input.requestId),
    tag('username', secrets.businessUsername),
    tag('shop_id', secrets.shopId),
    tag('shop_title', secrets.shopTitle),
    tag('shop_domain', input.shopDomain),
    tag('shop_back_url', input.returnUrl),
    tag('order_no', input.providerOrderId),
    tag('order_cash_amount', input.amount),
    tag('order_ship_date', shipDate),
    tag('order_ship_days', 0),
    tag('order_description', encodeURIComponent(input.orderInfo)),
    tag('notify_url', input.notifyUrl),
    tag('validity_time', validity),
    tag('JsonResponse', 'true'),
  ].join('')}</shop></shops>`;
}

/** Reads one tag of Payoo's order XML (the sandbox's side). */
export const xmlTag = (xml: string, name: string) => {
  const match = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml);
  return match ? unescapeXml(match[1]) : '';
};

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export interface PayooClientOptions {
  secrets: Secrets;
  /** Checkout, e.g. https://www.payoo.vn (sandbox: https://newsandbox.payoo.com.vn), or this server's /sandbox/payoo. */
  endpoint: string;
  /** Business API, e.g. https://biz.payoo.vn (sandbox: https://bizsandbox.payoo.com.vn). */
  apiEndpoint: string;
  notifyUrl: string;
  shopDomain: string;
  mode: 'live' | 'sandbox';
  fetch?: Fetch;
  warn?: (message: string) => void;
}

export function createPayooClient(options: PayooClientOptions): PaymentProvider {
  const { secrets } = options;
  const fetcher = options.fetch ?? fetch;
  const warn = options.warn ?? ((message: string) => console.warn(message));

  function refuse(message: string): never {
    warn(`Payoo answer refused: ${message}`);
    throw new GatewayError('payoo', message);
  }

  /** A Business API call: signed RequestData in, verified ResponseData out. */
  async function business(operation: string, request: Record<string, unknown>) {
    const requestData = JSON.stringify(request);
    const answer = asRecord(
      await postToGateway(
        'payoo',
        fetcher,
        `${options.apiEndpoint}/BusinessRestAPI.svc/${operation}`,
        { json: { RequestData: requestData, Signature: payooChecksum(secrets, requestData) } },
        { headers: { APIUsername: secrets.apiUsername, APIPassword: secrets.apiPassword, APISignature: secrets.apiSignature } },
      ),
    );
    const responseData = text(answer.ResponseData);
    if (!sameSignature(payooChecksum(secrets, responseData), text(answer.Signature))) refuse(`bad signature on ${operation}`);
    return asRecord(JSON.parse(responseData));
  }

  function outcome(values: { providerOrderId: string; status: string; transId: string | null; amount: number | null; message: string }): VerifiedResult | null {
    const code = Number(values.status);
    const state = values.status === '' ? null : payooOutcome(code);
    if (state === null) return null;
    return { providerOrderId: values.providerOrderId, state, resultCode: code, transId: values.transId, amount: values.amount, message: values.message };
  }

  return {
    name: 'payoo',
    mode: options.mode,

    async createPayment(input: CreatePaymentInput) {
      const data = payooOrderXml(secrets, { ...input, notifyUrl: options.notifyUrl, shopDomain: options.shopDomain });
      const answer = asRecord(
        await postToGateway('payoo', fetcher, `${options.endpoint}/v2/paynow/order/create`, {
          form: { data, checksum: payooChecksum(secrets, data), refer: options.shopDomain, payment_group: '', bank: '' },
        }),
      );
      if (text(answer.result).toLowerCase() !== 'success') throw new GatewayError('payoo', `create refused: ${text(answer.message ?? answer.result)}`);
      const order = asRecord(answer.order);
      if (!sameSignature(payooChecksum(secrets, JSON.stringify(answer.order)), text(answer.checksum))) refuse('bad checksum on order/create');
      if (typeof order.payment_url !== 'string') refuse('order/create without a payment_url');
      return { payUrl: order.payment_url, qrCodeUrl: null, deeplink: null };
    },

    async status(payment: PaymentReference): Promise<GatewayStatus> {
      const data = await business('GetOrderInfo', { OrderId: payment.providerOrderId, ShopId: secrets.shopId, PurchaseDate: payooDates(payment.createdAt).day });
      if (Number(data.ResponseCode) !== 0) return { state: 'pending', resultCode: null, transId: null, message: text(data.ResponseCode) };
      const status = Number(data.OrderStatus);
      const state = payooOutcome(status);
      if (state === null) return { state: 'pending', resultCode: status, transId: null, message: 'waiting' };
      const amount = Number(data.MoneyAmount);
      return { state, resultCode: status, transId: text(data.PaymentTransactionId) || null, amount: Number.isFinite(amount) ? amount : null, message: text(data.OrderStatusText) };
    },

    async refund(input: RefundInput) {
      const data = await business('Refund', {
        OrderNo: input.providerOrderId,
        Money: input.amount,
        Description: input.description,
        ActionType: 2,
        RefundId: input.requestId,
        PurchaseDate: payooDates(input.paidAt).day,
      });
      const code = Number(data.ResponseCode);
      return { state: code === 0 ? 'completed' : 'failed', resultCode: Number.isInteger(code) ? code : null, message: text(data.ResponseMessage) };
    },

    verifyReturn(query) {
      const session = text(query.session);
      const orderNo = text(query.order_no);
      const status = text(query.status);
      if (!orderNo || !sameSignature(payooReturnChecksum(secrets, { session, order_no: orderNo, status }), text(query.checksum))) {
        warn(`Payoo return refused: bad checksum (order_no ${orderNo})`);
        return null;
      }
      return outcome({ providerOrderId: orderNo, status, transId: session || null, amount: null, message: text(query.errormsg) });
    },

    verifyNotification(body) {
      let envelope: Record<string, unknown>;
      try {
        envelope = asRecord(JSON.parse(Buffer.from(text(body.NotifyData), 'base64').toString('utf8')));
      } catch {
        envelope = {};
      }
      const responseData = text(envelope.ResponseData);
      if (!responseData || !sameSignature(payooNotificationSignature(secrets, responseData), text(envelope.Signature))) {
        warn('Payoo notification refused: bad signature');
        return null;
      }
      const data = asRecord(JSON.parse(responseData));
      const amount = Number(data.MoneyAmount);
      return outcome({
        providerOrderId: text(data.OrderNo),
        status: text(data.PaymentStatus),
        transId: text(data.PaymentTransactionId) || null,
        amount: Number.isFinite(amount) ? amount : null,
        message: text(data.PaymentStatusText),
      });
    },

    probe: () => answers(fetcher, `${options.apiEndpoint}/BusinessRestAPI.svc/GetOrderInfo`),
  };
}
