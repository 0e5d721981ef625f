import { fromPromise } from 'xstate';
import type { EstimateInput, FetchOrderInput, OrderDetail } from '../../machines/order-status/machine';
import type { ApiClient } from './api-client';

/** The named actors of the order-status machine, on the API client: /delivery-status and an order's detail track an order with them. */
export function createOrderStatusActors(client: ApiClient) {
  return {
    fetchOrder: fromPromise<OrderDetail, FetchOrderInput>(async ({ input, signal }) => {
      const body = input.language ? { order_no: input.orderNo, lang: input.language } : { order_no: input.orderNo };
      const { data } = await client.POST('/delivery/get-delivery-info-by-order-no', { body, signal });
      return data as OrderDetail;
    }),
    estimateDelivery: fromPromise<number | null, EstimateInput | null>(async ({ input, signal }) => {
      if (!input) return null;
      const { data } = await client.POST('/v2/delivery/estimate-delivery-client/', { body: { store_id: input.storeId, order_no: input.orderNo }, signal });
      return data?.data.estimated_delivery_time || null;
    }),
  };
}
