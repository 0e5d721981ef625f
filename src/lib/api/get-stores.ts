import { queryOptions } from '@tanstack/react-query';
import type { RestrictedArea } from '../../../domain/restricted-areas';
import type { Store } from '../../../machines/fulfilment/machine';
import { api, type ApiClient } from '../api-client';

/** Stores of the brand with their own delivery-time entries and fee tiers joined in. */
export async function getStores(client: ApiClient = api, signal?: AbortSignal): Promise<Store[]> {
  const { data } = await client.POST('/delivery/get-all-store', { body: {}, signal });
  const { store, time, delivery_fee_list: fees } = data!.data;
  return store.map((s) => ({
    ...s,
    deliveryTime: s.deliveryTime ?? time.filter((t) => t.storecd === s.code),
    delivery_fee_list: s.delivery_fee_list?.length ? s.delivery_fee_list : fees.filter((f) => f.storecd === s.code),
  }));
}

export const getStoresQueryOptions = () =>
  queryOptions({ queryKey: ['stores'], queryFn: ({ signal }) => getStores(api, signal) });

/** The default brand and store (SPEC §7 get_default_brand_and_default_store). */
export async function getDefaultBrandAndStore(client: ApiClient = api, signal?: AbortSignal) {
  const { data } = await client.GET('/delivery/get_default_brand_and_default_store', { signal });
  return data!.data;
}

export const getDefaultBrandAndStoreQueryOptions = () =>
  queryOptions({
    queryKey: ['default-brand-and-store'],
    queryFn: ({ signal }) => getDefaultBrandAndStore(api, signal),
    staleTime: Infinity,
  });

/** Areas where delivery is unavailable (SPEC §8 "Pandemic-restricted areas"), as domain/restricted-areas reads them. */
export async function getRestrictedAreas(client: ApiClient = api, signal?: AbortSignal): Promise<RestrictedArea[]> {
  const { data } = await client.GET('/delivery/restricted-areas', { signal });
  return data!.data.map(({ id, name, ward, polygon }) => ({ id, name, ward, polygon: polygon ? polygon.map(([lat = NaN, lng = NaN]) => [lat, lng] as const) : null }));
}

export const getRestrictedAreasQueryOptions = () =>
  queryOptions({ queryKey: ['restricted-areas'], queryFn: ({ signal }) => getRestrictedAreas(api, signal), staleTime: 60_000 });
