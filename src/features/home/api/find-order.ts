import { api, type ApiClient } from '../../../lib/api-client';

/** The order of an order number (SPEC §7 get-delivery-info-by-order-no); unknown numbers throw (404). */
export async function findOrder(orderNo: string, client: ApiClient = api) {
  const { data } = await client.POST('/delivery/get-delivery-info-by-order-no', { body: { order_no: orderNo } });
  return data!.data.info;
}
