import type { QueryClient } from '@tanstack/react-query';
import { MEISAIKB_MANDATORY_TOPPING } from '../../../domain/constants';
import { isDraftStatus } from '../../../domain/order-status';
import { isSelectionValid, type DishDetail, type ToppingSelection } from '../../../domain/toppings';
import { orderLinesOf, type Food } from '../../../machines/order-status/machine';
import type { Place } from '../../../machines/fulfilment/machine';
import type { ContinuedOrder, ResumedOrder, ResumeOrderInput } from '../../../machines/ordering/machine';
import type { components } from '../../../openapi/schema';
import { STORAGE_KEYS, storage, type KeyValueStore } from '../../adapters/storage';
import { getStoresQueryOptions } from '../../lib/api/get-stores';
import { getDishDetailQueryOptions } from '../../lib/api/get-menu';
import { toDomainDetail } from '../../lib/api/get-menu';
import type { ApiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';

type OrderRecord = components['schemas']['OrderRecord'];

/** A dish of the store's menu now; `soldout` when the store has it but sells none today. */
export interface CurrentDish {
  detail: DishDetail;
  soldout: boolean;
}

/**
 * The cart's share of an open order: each dish as its store sells it now (price, names, toppings) with
 * the toppings and quantity the order had; a dish the store no longer has, sells none of today, or
 * whose toppings it no longer offers is named in `unavailable` instead.
 * @example resumedOrderOf(order.foods, new Map([['PHO001', null]])).unavailable // ['Phở bò tái']
 */
export function resumedOrderOf(foods: readonly Food[], current: ReadonlyMap<string, CurrentDish | null>): Omit<ResumedOrder, 'order'> {
  const resumed: Omit<ResumedOrder, 'order'> = { dishes: [], unavailable: [] };
  for (const { dish, toppings } of orderLinesOf(foods)) {
    const now = current.get(dish.menucd);
    const selection: ToppingSelection = {
      mandatory: toppings.filter((t) => t.meisaikb === MEISAIKB_MANDATORY_TOPPING).map((t) => t.menucd),
      optional: Object.fromEntries(toppings.filter((t) => t.meisaikb !== MEISAIKB_MANDATORY_TOPPING).map((t) => [t.menucd, t.quantity])),
      quantity: dish.quantity,
    };
    if (!now || now.soldout || !isSelectionValid(now.detail, selection)) resumed.unavailable.push(dish.menunm);
    else resumed.dishes.push({ detail: now.detail, selection, stuckb: now.detail.food.stuckb ?? null });
  }
  return resumed;
}

/**
 * The ordering system's `resumeOrder`: the open order of a number (its customer or the device that
 * placed it sees its dishes), priced again from its store's current menu in the interface language,
 * with its id and number so that the checkout confirms that order.
 */
export async function loadOrderToResume(client: ApiClient, queryClient: QueryClient, { orderNo, language }: ResumeOrderInput): Promise<ResumedOrder> {
  const { data } = await client.POST('/delivery/get-delivery-info-by-order-no', { body: { order_no: orderNo, lang: language } });
  const { info, foods } = data!.data;
  if (info.access === 'masked') throw new Error('ORDER_NOT_VISIBLE: only its customer or the device that placed it may take the order back');
  if (!isDraftStatus(info.status)) throw new Error(`ORDER_NOT_OPEN: the order is ${info.status}`);
  const stores = await queryClient.fetchQuery(getStoresQueryOptions());
  const store = stores.find((s) => s.code === info.tencd);
  const codes = [...new Set(orderLinesOf(foods).map((line) => line.dish.menucd))];
  const current = new Map<string, CurrentDish | null>(
    await Promise.all(
      codes.map(async (code): Promise<[string, CurrentDish | null]> => {
        if (!store) return [code, null];
        try {
          const detail = await queryClient.fetchQuery({ ...getDishDetailQueryOptions(code, store, language), staleTime: 0 });
          return [code, { detail: toDomainDetail(detail), soldout: detail.food.soldout === true }];
        } catch (error) {
          // 404 MENU_NOT_FOUND: not on the store's menu any more; any other failure fails the load
          if (isApiError(error) && error.status === 404) return [code, null];
          throw error;
        }
      }),
    ),
  );
  const pickupAt = store && info.pick_up_at_store ? { place_id: `store-${store.code}`, name: store.name, formatted_address: store.address, lat: store.latitude, lng: store.longitude } : null;
  return { order: { id: info.id, orderNo: info.order_no }, pickupAt, deliverTo: deliveryPlaceOf(info), ...resumedOrderOf(foods, current) };
}

/**
 * Where an open delivery order goes, as a place fulfilment measures from; null for pickup or an order kept
 * without the suggestion it was chosen from (the server checks a delivery against that place, not a position).
 * @example deliveryPlaceOf({ pick_up_at_store: false, delivery_place: { place_id: 'hcm-lm-cho-ben-thanh', formatted_address: 'Chợ Bến Thành', lat: 10.77, lng: 106.7 } })
 */
export function deliveryPlaceOf(info: Pick<OrderRecord, 'pick_up_at_store' | 'delivery_place'>): Place | null {
  const place = info.delivery_place;
  if (info.pick_up_at_store || !place?.place_id) return null;
  return { place_id: place.place_id, name: place.formatted_address, formatted_address: place.formatted_address, lat: place.lat, lng: place.lng };
}

/**
 * The continued order kept for a reload (`persistContinuedOrder`), when it has that shape; else null.
 * @example readContinuedOrder(store) // { id: 41, orderNo: '261124000041' }
 */
export function readContinuedOrder(store: KeyValueStore = storage): ContinuedOrder | null {
  try {
    const value = JSON.parse(store.get(STORAGE_KEYS.continuedOrder) ?? 'null') as Partial<ContinuedOrder> | null;
    return value && Number.isSafeInteger(value.id) && typeof value.orderNo === 'string' ? { id: value.id!, orderNo: value.orderNo } : null;
  } catch {
    return null;
  }
}

/** Keeps the continued order for a reload, or forgets it (the ordering system's `persistContinuedOrder`). */
export function writeContinuedOrder(order: ContinuedOrder | null, store: KeyValueStore = storage) {
  if (order) store.set(STORAGE_KEYS.continuedOrder, JSON.stringify(order));
  else store.remove(STORAGE_KEYS.continuedOrder);
}
