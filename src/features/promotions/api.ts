import { useLingui } from '@lingui/react/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { api } from '../../lib/api-client';
import { isLocale, type Locale } from '../../lib/i18n';
import { CUSTOMER_PROFILE_QUERY_ROOT, PROMOTIONS_QUERY_ROOT } from '../../lib/query-keys';

export type Promotion = components['schemas']['Promotion'];
/** The tabs of /your-promotion (SPEC §2): the my-promotion status each one reads. */
export type OwnedStatus = 'owned' | 'used' | 'expired';

/** GET v2/promotion/?by=trade_by: the promotions redeemable with points, cheapest first, dishes named in `lang`. */
export const getRedeemablePromotionsQueryOptions = (lang: Locale) =>
  queryOptions({
    queryKey: [PROMOTIONS_QUERY_ROOT, 'trade_by', lang],
    queryFn: async ({ signal }) => (await api.GET('/v2/promotion/', { params: { query: { by: 'trade_by', lang } }, signal })).data!.results,
  });

/** The redeemable promotions in the interface language (reloaded when it changes). */
export function useRedeemablePromotions() {
  const { i18n } = useLingui();
  return useQuery(getRedeemablePromotionsQueryOptions(isLocale(i18n.locale) ? i18n.locale : 'ja'));
}

/** GET v2/customer/{id}/profile/: the customer's points as the server counts them now. */
export const getCustomerProfileQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: [CUSTOMER_PROFILE_QUERY_ROOT, customerId],
    queryFn: async ({ signal }) => (await api.GET('/v2/customer/{id}/profile/', { params: { path: { id: customerId } }, signal })).data!.data,
    staleTime: 0,
  });

/** POST v2/promotion/my-promotion/: the customer's promotions with the given status, worded in `lang`. */
export const getMyPromotionsQueryOptions = (customerId: number, status: OwnedStatus, lang: Locale) =>
  queryOptions({
    queryKey: [PROMOTIONS_QUERY_ROOT, 'mine', customerId, status, lang],
    queryFn: async ({ signal }) =>
      (
        await api.POST('/v2/promotion/my-promotion/', {
          body: { code_type: 'cus', code_value: String(customerId), code: `cus${customerId}`, status },
          headers: { 'Accept-Language': lang },
          signal,
        })
      ).data!.data,
  });

/** POST v2/promotion/code/: adds the promotion of an entry code to the account. */
export async function enterPromotionCode(code: string): Promise<Promotion> {
  return (await api.POST('/v2/promotion/code/', { body: { code } })).data!.data;
}
