import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { components } from '../../../openapi/schema';
import { chosenStoreSelector } from '../../../machines/fulfilment/selectors';
import { customerIdSelector, isLoggedInSelector, isMemberSelector } from '../../../machines/session/selectors';
import { brandCodeFor } from '../../../domain/settings';
import { BRAND_CODE } from '../../config/brand';
import { api } from '../../lib/api-client';
import { isLocale } from '../../lib/i18n';
import { FulfilmentContext } from '../ordering/context';
import { getDefaultBrandAndStoreQueryOptions } from '../../lib/api/get-stores';
import { SessionContext } from '../session/context';
import { useSettings } from '../settings/provider';
import { useLingui } from '@lingui/react/macro';

export type Favourite = components['schemas']['Favourite'];
type Lang = 'vi' | 'en' | 'ja';

/** Whose favourites, of which brand, read at which store, in which language. */
export interface FavouritesKey {
  brandCode: string;
  storeCode: string;
  customerId: number;
  lang: Lang;
}

export const FAVOURITES_QUERY_ROOT = 'favourites';

export const getFavouritesQueryOptions = (key: FavouritesKey) =>
  queryOptions({
    queryKey: [FAVOURITES_QUERY_ROOT, key.customerId, key.brandCode, key.storeCode, key.lang],
    queryFn: async ({ signal }) => (await api.POST('/delivery/get-favorite-menu', { body: { ...key }, signal })).data!.data,
  });

/**
 * The favourites context: null unless the customer is a member (logged in, or the kept session being refreshed at
 * start: isMemberSelector), the useFavoriteMenu setting is on and a store is known (the chosen one, else the brand's
 * default store). The same object while those stay the same.
 */
export function useFavouritesKey(): FavouritesKey | null {
  const { i18n } = useLingui();
  const settings = useSettings();
  const { useFavoriteMenu } = settings;
  const member = SessionContext.useSelector(isMemberSelector);
  const customerId = SessionContext.useSelector(customerIdSelector);
  const store = FulfilmentContext.useSelector(chosenStoreSelector);
  const fallback = useQuery({ ...getDefaultBrandAndStoreQueryOptions(), enabled: useFavoriteMenu && member && !store });
  const brandCode = store?.brand_code ?? (fallback.data ? brandCodeFor(settings, fallback.data.brand, BRAND_CODE) : undefined);
  const storeCode = store?.code ?? fallback.data?.store?.code;
  const lang = isLocale(i18n.locale) ? i18n.locale : 'ja';
  const known = useFavoriteMenu && member && customerId !== null && !!brandCode && !!storeCode;
  return useMemo(
    () => (known ? { brandCode: brandCode!, storeCode: storeCode!, customerId: customerId!, lang } : null),
    [known, brandCode, storeCode, customerId, lang],
  );
}

/** The favourites list, and a toggle that shows the change at once and rolls it back if the server refuses. */
export function useFavourites(key: FavouritesKey | null) {
  const queryClient = useQueryClient();
  const options = getFavouritesQueryOptions(key ?? { brandCode: '', storeCode: '', customerId: 0, lang: 'ja' });
  // a kept session is read only once refreshed: until then the list is pending (the hearts wait, disabled)
  const loggedIn = SessionContext.useSelector(isLoggedInSelector);
  const list = useQuery({ ...options, enabled: key !== null && loggedIn });
  const toggle = useMutation({
    mutationFn: async ({ item, isFavorite }: { item: Favourite; isFavorite: boolean }) =>
      (await api.POST('/delivery/set-favorite-menu', { body: { ...key!, menucd: [item.menucd], isFavorite } })).data!.data,
    onMutate: async ({ item, isFavorite }) => {
      await queryClient.cancelQueries({ queryKey: options.queryKey });
      const previous = queryClient.getQueryData(options.queryKey);
      queryClient.setQueryData(options.queryKey, (current = []) =>
        isFavorite ? [{ ...item, isFavorite: true }, ...current.filter((f) => f.menucd !== item.menucd)] : current.filter((f) => f.menucd !== item.menucd),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(options.queryKey, context?.previous),
    onSuccess: (answer) => queryClient.setQueryData(options.queryKey, answer),
  });
  return { list, toggle };
}
