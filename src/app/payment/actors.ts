import { fromPromise } from 'xstate';
import type {
  CheckPaymentInput,
  CheckPaymentOutput,
  Language,
  PaymentCallInput,
  PaymentOrder,
  PollPaymentStatusInput,
  PollPaymentStatusOutput,
  RequestPaymentUrlOutput,
  SendOrderOutput,
  UpdatePaymentMethodInput,
} from '../../../machines/payment/machine';
import type { OrderRecord } from '../../../machines/order-status/machine';
import type { ApiClient } from '../../lib/api-client';
import { paths } from '../../config/paths';
import { Temporal } from '../../lib/temporal';
import { TIME_ZONE } from '../../../domain/constants';

/** The gateway's ship date, DD/MM/YYYY, of a serve time 'YYYY-MM-DD HH:mm' (today when none). */
export function shipDateOf(servsTime: string | null): string {
  const date = servsTime?.slice(0, 10) ?? Temporal.Now.zonedDateTimeISO(TIME_ZONE).toPlainDate().toString();
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

const nowIso = () => Temporal.Now.instant().toString();

/** The payment machine's view of an order record (delivery status, payment result). */
export function paymentOrderOf(order: OrderRecord, storeName: string | null, prepareTime?: number | null): PaymentOrder {
  return {
    id: order.id,
    orderNo: order.order_no,
    amount: (order.cash ?? 0) + (order.e_money ?? 0),
    storeName: storeName ?? order.tencd,
    storeCode: order.tencd,
    servsTime: order.servs_time ?? null,
    cusId: order.cus_id ?? null,
    prepareTime: prepareTime ?? null,
    status: order.status,
    paymentStatus: order.payment_status ?? null,
  };
}

/** The named actors of the payment machine, built on the API client. */
export function createPaymentActors(client: ApiClient) {
  return {
    requestPaymentUrl: fromPromise<RequestPaymentUrlOutput, PaymentCallInput>(async ({ input, signal }) => {
      const { order, paymentMethod, language } = input;
      if (paymentMethod === 'payoo') {
        // Payoo's status calls need the gateway's order id and purchase date.
        const { data } = await client.POST('/v2/payment-gateway/payment-payoo/', {
          body: { order_id: order.id, order_no: order.orderNo, amount: order.amount, lang: language, return_url: paths.paymentResult },
          signal,
        });
        const gateway = data!.data.data;
        return {
          paymentUrl: gateway.redirectUrl ?? '',
          qrCodeUrl: gateway.qrCodeUrl ?? null,
          deeplink: gateway.deeplink ?? null,
          transaction: { orderId: gateway.orderId, purchaseDate: gateway.purchaseDate ?? null },
        };
      }
      const { data } = await client.POST('/v2/payment-gateway/payment/', {
        body: {
          amount: order.amount,
          ship_date: shipDateOf(order.servsTime),
          order_id: order.id,
          order_no: order.orderNo,
          store_name: order.storeName,
          store_code: order.storeCode,
          lang: language,
          payment_method: paymentMethod,
          return_url: paths.paymentResult,
        },
        signal,
      });
      return { paymentUrl: data!.payment_url, qrCodeUrl: data!.qr_code_url ?? null, deeplink: data!.deeplink ?? null, transaction: null };
    }),
    /** The order was confirmed by the checkout; sending it records when the payment started. */
    sendOrder: fromPromise<SendOrderOutput, PaymentCallInput>(async ({ input, signal }) => {
      const { data } = await client.POST('/delivery/update-delivery-info', {
        body: { id: input.order.id, isConfirm: false, info: { foods: [], lang: input.language, start_time_payment: nowIso() }, lang: input.language },
        signal,
      });
      return { orderNo: data?.data.order_no ?? input.order.orderNo };
    }),
    pollPaymentStatus: fromPromise<PollPaymentStatusOutput, PollPaymentStatusInput>(async ({ input, signal }) => {
      const body = { order_id: input.order.id, order_no: input.order.orderNo, lang: input.language };
      const { data } =
        input.paymentMethod === 'payoo'
          ? await client.POST('/v2/payment-gateway/payment-payoo-status/', {
              body: { ...body, orderId: input.transaction?.orderId ?? input.order.orderNo, purchaseDate: input.transaction?.purchaseDate ?? shipDateOf(input.order.servsTime) },
              signal,
            })
          : await client.POST('/v2/payment-gateway/payment-momo-status/', { body, signal });
      return { errorCode: data!.data.data.errorCode };
    }),
    checkPayment: fromPromise<CheckPaymentOutput, CheckPaymentInput>(async ({ input, signal }) => {
      const { data } = await client.POST('/v2/payment-gateway/check-payment/', {
        body: {
          order_id: input.order.id,
          order_no: input.order.orderNo,
          store_name: input.order.storeName,
          store_code: input.order.storeCode,
          lang: input.language,
          payment_method: input.paymentMethod,
          ...(input.returnQuery ? { return_query: input.returnQuery } : {}),
        },
        signal,
      });
      return data!.data;
    }),
    updatePaymentMethod: fromPromise<unknown, UpdatePaymentMethodInput>(async ({ input, signal }) => {
      await client.POST('/delivery/update-payment-method', {
        body: { order_no: input.orderNo, payment_method: input.paymentMethod, servs_time: input.servsTime ?? '' },
        signal,
      });
    }),
  };
}

export type { Language };
