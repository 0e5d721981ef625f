import type { QueryClient } from '@tanstack/react-query';
import type { RepeatedOrder, RepeatOrderInput } from '../../../machines/ordering/machine';
import { reorderLinesOf } from '../../components/order/reorder';
import { getStoresQueryOptions } from '../../lib/api/get-stores';
import type { ApiClient } from '../../lib/api-client';
import { deliveryPlaceOf } from './resume-order';

/**
 * The ordering system's `repeatOrder`: a past order read by its number, and the server's answer to ordering it again
 * (which dishes it still offers); the order's place (its address, or its store for a pickup) lets the checkout open
 * ready for it.
 */
export async function loadOrderToRepeat(client: ApiClient, queryClient: QueryClient, { orderId, orderNo, language }: RepeatOrderInput): Promise<RepeatedOrder> {
  const [{ data: read }, { data: answered }] = await Promise.all([
    client.POST('/delivery/get-delivery-info-by-order-no', { body: { order_no: orderNo, lang: language } }),
    client.POST('/v2/delivery/{id}/reorder/', { params: { path: { id: orderId } }, body: { lang: language } }),
  ]);
  const { info, foods } = read!.data;
  const answer = answered!.data;
  let pickupAt: RepeatedOrder['pickupAt'] = null;
  if (info.pick_up_at_store) {
    const store = (await queryClient.fetchQuery(getStoresQueryOptions())).find((s) => s.code === info.tencd);
    pickupAt = store ? { place_id: `store-${store.code}`, name: store.name, formatted_address: store.address, lat: store.latitude, lng: store.longitude } : null;
  }
  return {
    dishes: reorderLinesOf(foods, answer.unavailable),
    unavailable: answer.unavailable_items?.map((item) => item.menunm) ?? answer.unavailable,
    deliverTo: deliveryPlaceOf(info),
    pickupAt,
  };
}
