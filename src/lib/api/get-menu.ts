import { queryOptions } from '@tanstack/react-query';
import type { DishDetail } from '../../../domain/toppings';
import type { components } from '../../../openapi/schema';
import { api } from '../api-client';
import { MENU_QUERY_ROOT } from '../query-keys';

export type MenuItem = components['schemas']['MenuItem'];
export type Category = components['schemas']['Category'];
export type MenuClass = components['schemas']['MenuClass'];
export type ApiDishDetail = components['schemas']['DishDetail'];
type Lang = 'vi' | 'en' | 'ja';

export interface StoreKey {
  brandcd: string;
  storecd: string;
  lang: Lang;
}

export const getCategoriesQueryOptions = ({ brandcd, storecd, lang }: StoreKey) =>
  queryOptions({
    queryKey: [MENU_QUERY_ROOT, 'categories', brandcd, storecd, lang],
    queryFn: async ({ signal }) =>
      (await api.POST('/delivery/get-master-category', { body: { brandcd, storecd, lang }, signal })).data!.data,
  });

export const getClassesQueryOptions = ({ brandcd, storecd, lang }: StoreKey) =>
  queryOptions({
    queryKey: [MENU_QUERY_ROOT, 'classes', brandcd, storecd, lang],
    queryFn: async ({ signal }) =>
      (await api.POST('/delivery/get-master-class', { body: { brandcd, storecd, lang }, signal })).data!.data,
  });

export const getMenuItemsQueryOptions = ({ brandcd, storecd, lang }: StoreKey, bumoncd = '', bunruicd = '') =>
  queryOptions({
    queryKey: [MENU_QUERY_ROOT, 'items', brandcd, storecd, lang, bumoncd, bunruicd],
    queryFn: async ({ signal }) =>
      (
        await api.POST('/delivery/get-master-menu', {
          body: { brandcd, storecd, bumoncd, bunruicd, language: lang, theme: 'light' },
          signal,
        })
      ).data!.data,
  });

export const getDishDetailQueryOptions = (menucd: string, store: { brand_id: number; code: string }, lang: Lang) =>
  queryOptions({
    queryKey: [MENU_QUERY_ROOT, 'detail', menucd, store.code, lang],
    queryFn: async ({ signal }) =>
      (
        await api.POST('/delivery/get-menu-detail-with-topping', {
          body: { menucd, lang, brand_id: store.brand_id, storecd: store.code },
          signal,
        })
      ).data!.data.data,
  });

/** The API's dish detail in domain form (image always a string). */
export function toDomainDetail(detail: ApiDishDetail): DishDetail {
  return { food: { ...detail.food, image: detail.food.image ?? '' }, topping: detail.topping };
}
