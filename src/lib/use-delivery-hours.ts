import { useQuery } from '@tanstack/react-query';
import { deliveryHoursOf, type DeliveryHours } from '../../domain/store-hours';
import { getDefaultBrandAndStoreQueryOptions } from './api/get-stores';

/**
 * The delivery hours and last order of the default store (the footer's and the policy pages' "delivery
 * 10:00 to 21:00, last order 20:00"), from the store's data as home's "last order at" reads it; null while
 * the store is loading, so that no other time shows first.
 */
export function useDeliveryHours(): DeliveryHours | null {
  const { data, isPending, isError } = useQuery(getDefaultBrandAndStoreQueryOptions());
  if (isPending && !isError) return null;
  return deliveryHoursOf(data?.store);
}
