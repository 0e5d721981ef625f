import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { api } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';

export type MembershipProfile = components['schemas']['MembershipProfile'];
export type PointHistoryRow = components['schemas']['PointHistoryRow'];
export type PaymentHistoryRow = components['schemas']['PaymentHistoryRow'];

/** First element of every loyalty query key. */
export const LOYALTY_QUERY_ROOT = 'loyalty';

/** Points move on the server (an order completes, a redeem): every visit reads them anew. */
const ALWAYS_STALE = 0;

/** The server words level names and point details in the language it is asked for. */
const inLanguage = (lang: Locale) => ({ 'Accept-Language': lang });

export const getMembershipProfileQueryOptions = (customerId: number, lang: Locale) =>
  queryOptions({
    queryKey: [LOYALTY_QUERY_ROOT, 'profile', customerId, lang],
    queryFn: async ({ signal }) =>
      (await api.GET('/v2/customer/{id}/profile/', { params: { path: { id: customerId } }, headers: inLanguage(lang), signal })).data!.data,
    staleTime: ALWAYS_STALE,
  });

/**
 * A tab's rows are dropped as soon as no screen shows them (gcTime 0): switching tabs clears the
 * list and reads it again (SPEC §2 Membership and transactions).
 */
export const getPointHistoryQueryOptions = (customerId: number, lang: Locale) =>
  queryOptions({
    queryKey: [LOYALTY_QUERY_ROOT, 'point-history', customerId, lang],
    queryFn: async ({ signal }) =>
      (await api.GET('/customer/{id}/point-his/', { params: { path: { id: customerId } }, headers: inLanguage(lang), signal })).data!.data,
    staleTime: ALWAYS_STALE,
    gcTime: 0,
  });

export const getPaymentHistoryQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: [LOYALTY_QUERY_ROOT, 'payment-history', customerId],
    queryFn: async ({ signal }) =>
      (await api.GET('/v2/customer/{id}/payment-history', { params: { path: { id: customerId }, query: { user_isnull: true } }, signal })).data!.data,
    staleTime: ALWAYS_STALE,
    gcTime: 0,
  });
