/** Payments: payment URLs, checks and status polls, gateway notifications (MoMo and Payoo clients; the sandbox provider by default). */
import { Temporal } from 'temporal-polyfill';
import { TIME_ZONE } from '../../domain/constants';
import { outcomeOfPaymentStatus, statusCodeOf } from '../../domain/payment-result';
import { ApiError, notFound } from '../api-error';
import { WORDS } from '../words';
import type { ProviderName } from '../providers/payments/types';
import { appliedOf } from '../services/checkout';
import type { PaymentRow } from '../services/payments';
import { orderRowById, orderRowByNo, type StoredOrder } from '../services/orders';
import type { HandlerContext, Handlers } from './handlers';


const orderNotFound = () => notFound(WORDS.orderNotFound, 'ORDER_NOT_FOUND');
const providerOf = (method: string): ProviderName => {
  if (method === 'momo' || method === 'payoo') return method;
  throw new ApiError(400, 'VALIDATION_ERROR', WORDS.cashNotThroughGateway, 'payment_method');
};

function purchaseDate(value: Date | string): string {
  const local = Temporal.Instant.from(new Date(value).toISOString()).toZonedDateTimeISO(TIME_ZONE);
  return local.toPlainDateTime().toString().replace(/[-:T]/g, '').slice(0, 14);
}

/** The status-call errorCode: the order's verified payment first, then its latest attempt (a refused one failed). */
function statusCode(payment: PaymentRow | undefined, order: StoredOrder): number {
  if (outcomeOfPaymentStatus(order.payment_status) === 'paid') return statusCodeOf('paid');
  if (!payment || payment.status === 'pending' || payment.status === 'superseded') return statusCodeOf('pending');
  if (payment.status === 'cancelled') return statusCodeOf('cancelled');
  return statusCodeOf(payment.status === 'paid' ? 'paid' : 'failed');
}

export function paymentHandlers(context: HandlerContext): Handlers {
  const { db, clock, config } = context;
  const services = () => context.services;

  /** The amount to pay: what confirmation computed, or the server's pricing of the cart before it. */
  async function amountOf(order: StoredOrder): Promise<number> {
    if (order.confirmed_at && typeof order.info.gokeikin === 'number') return order.info.gokeikin;
    const customerId = order.cus_id;
    const { checkout } = services();
    const pricing = await checkout.price(order.info, { lang: order.lang, now: clock(), customerId, applied: appliedOf(order.info) });
    return pricing.discounts.totalWithFee;
  }

  /** Only this app's /payment-result (absolute or relative) is a return target; anything else falls back to it. */
  function returnUrlOf(requested: unknown): string {
    const fallback = `${config.publicOrigin}/payment-result`;
    if (typeof requested !== 'string' || requested === '') return fallback;
    if (requested.startsWith('/payment-result')) return `${config.publicOrigin}${requested}`;
    if (requested.startsWith(`${config.publicOrigin}/payment-result`)) return requested;
    return fallback;
  }

  async function open(order: StoredOrder | undefined, orderNo: string | undefined, method: string, lang: 'vi' | 'en' | 'ja' | undefined, returnUrl?: unknown) {
    if (!order || (orderNo && order.order_no !== orderNo)) throw orderNotFound();
    const provider = providerOf(method);
    const amount = await amountOf(order);
    return services().payments.open(order, provider, amount, {
      lang: lang ?? (order.lang as 'vi' | 'en' | 'ja'),
      returnUrl: returnUrlOf(returnUrl),
      orderInfo: `Order ${order.order_no}`,
    }, clock());
  }

  function gatewayData(payment: PaymentRow | undefined, order: StoredOrder, redirectUrl: string | null, created = false) {
    return {
      data: {
        data: {
          redirectUrl,
          ...(created ? { qrCodeUrl: payment?.qr_code_url ?? null, deeplink: payment?.deeplink ?? null } : {}),
          orderId: payment?.provider_order_id ?? order.order_no,
          purchaseDate: payment ? purchaseDate(payment.created_at) : null,
          errorCode: created ? 0 : statusCode(payment, order),
          transId: payment?.trans_id ?? null,
          message: payment ? payment.status : 'no payment',
        },
      },
    };
  }

  async function poll(orderNo: string) {
    const order = await orderRowByNo(db, orderNo);
    if (!order) throw orderNotFound();
    const payment = await services().payments.sync(order.id, clock());
    return gatewayData(payment, (await orderRowById(db, order.id))!, null);
  }

  return {
    async createPayment(request) {
      const body = request.body;
      const order = await orderRowById(db, body.order_id);
      const { payUrl, qrCodeUrl, deeplink } = await open(order, body.order_no, body.payment_method, body.lang, body.return_url);
      return { payment_url: payUrl, qr_code_url: qrCodeUrl, deeplink };
    },

    async paymentMomo(request) {
      const body = request.body;
      const order = body.order_id ? await orderRowById(db, body.order_id) : await orderRowByNo(db, body.order_no);
      const { payment, payUrl } = await open(order, body.order_no, 'momo', body.lang, body.return_url);
      return gatewayData(payment, order!, payUrl, true);
    },

    async paymentPayoo(request) {
      const body = request.body;
      const order = body.order_id ? await orderRowById(db, body.order_id) : await orderRowByNo(db, body.order_no);
      const { payment, payUrl } = await open(order, body.order_no, 'payoo', body.lang, body.return_url);
      return gatewayData(payment, order!, payUrl, true);
    },

    async paymentMomoStatus(request) {
      return poll(request.body.order_no);
    },

    async paymentPayooStatus(request) {
      return poll(request.body.order_no);
    },

    async checkPayment(request) {
      const body = request.body;
      const order = await orderRowById(db, body.order_id);
      if (!order || order.order_no !== body.order_no) throw orderNotFound();
      const now = clock();
      const { payments } = services();
      if (body.return_query && body.payment_method !== 'cash') {
        const provider = providerOf(body.payment_method);
        const recorded = await payments.fromReturn(provider, body.return_query, now);
        if (!recorded || recorded.order_id !== order.id) {
          throw new ApiError(400, 'INVALID_SIGNATURE', 'The payment result belongs to another order.', 'return_query');
        }
      }
      const payment = await payments.sync(order.id, now);
      const fresh = (await orderRowById(db, order.id))!;
      const status = (fresh.payment_status ?? (Number(fresh.info.emoneyType ?? 0) === 0 ? 'success' : 'unpaid')) as 'success' | 'fail' | 'unpaid' | 'finished';
      return {
        data: {
          payment_status: status,
          payment_message: typeof fresh.info.paymentMessage === 'string' ? fresh.info.paymentMessage : null,
          charged: payment?.status === 'paid',
        },
      };
    },

    async momoIpn(request, reply) {
      await services().payments.fromNotification('momo', request.body as Record<string, unknown>, clock());
      return reply.code(204).send() as never;
    },

    async lalamoveWebhook(request, reply) {
      return services().courierWebhook.fromLalamove(request.body as Record<string, unknown> | undefined, reply.log);
    },

    async payooNotify(request, reply) {
      await services().payments.fromNotification('payoo', request.body as Record<string, unknown>, clock());
      return reply.code(204).send() as never;
    },
  };
}
