import type { QueryClient } from '@tanstack/react-query';
import { menuLanguage } from '../../../domain/settings';
import type { LoadDishNamesInput } from '../../../machines/ordering/machine';
import { getDishDetailQueryOptions, type ApiDishDetail } from '../../lib/api/get-menu';
import { DEFAULT_SETTINGS } from '../settings/settings';
import { getSettingsQueryOptions } from '../settings/api/get-settings';
import { isApiError } from '../../lib/api-error';

/**
 * The names of dishes and their toppings by menu code, as their detail calls them.
 * @example dishNamesOf([{ food: { menucd: 'PHO001', menunm: 'Rare Beef Phở' }, topping: { mandatory: [], option: [] } }]) // { PHO001: 'Rare Beef Phở' }
 */
export function dishNamesOf(details: readonly Pick<ApiDishDetail, 'food' | 'topping'>[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const { food, topping } of details) {
    names[food.menucd] = food.menunm;
    for (const group of [...topping.mandatory, ...topping.option]) for (const item of group.items) names[item.menucd] = item.menunm;
  }
  return names;
}

/**
 * The ordering system's `loadDishNames`: each dish's detail at the store in the menu's language (the
 * interface language, or the store's with useLanguageDelivery off), so the cart names its lines as the
 * menu does. A dish the store no longer has keeps its name; any other failure fails the load.
 */
export async function loadDishNames(queryClient: QueryClient, { codes, store, language }: LoadDishNamesInput): Promise<Record<string, string>> {
  const settings = queryClient.getQueryData(getSettingsQueryOptions().queryKey) ?? DEFAULT_SETTINGS;
  const lang = menuLanguage(settings, language);
  const details = await Promise.all(
    codes.map(async (code) => {
      try {
        return [await queryClient.fetchQuery(getDishDetailQueryOptions(code, store, lang))];
      } catch (error) {
        if (isApiError(error) && error.status === 404) return [];
        throw error;
      }
    }),
  );
  return dishNamesOf(details.flat());
}
