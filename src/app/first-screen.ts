import type { QueryClient } from '@tanstack/react-query';
import { storage, STORAGE_KEYS, type KeyValueStore } from '../adapters/storage';
import { brandCodeFor } from '../../domain/settings';
import { BRAND_CODE } from '../config/brand';
import { paths } from '../config/paths';
import { getDefaultBrandAndStoreQueryOptions } from '../lib/api/get-stores';
import { getBannersQueryOptions } from '../features/home/api/get-banners';
import {
  getCategoriesQueryOptions,
  getClassesQueryOptions,
  getMenuItemsQueryOptions,
} from '../lib/api/get-menu';
import { getSettingsQueryOptions } from './settings/api/get-settings';
import type { Locale } from '../lib/i18n';

/**
 * Starts the reads the first screen waits for while the catalog and the session chunk load,
 * instead of one after another once it renders: the settings (every screen), and on home the
 * banners (the banner is home's largest paint; server/spa-shell.ts preloads its image and draws it
 * before the scripts run).
 */
export function prefetchFirstScreen(
  queryClient: QueryClient,
  pathname: string,
  locale: Locale,
  kept: KeyValueStore = storage,
): void {
  void queryClient.prefetchQuery(getSettingsQueryOptions());
  if (pathname.replace(/\/+$/, '') === paths.mainMenu) {
    prefetchMenu(queryClient, keptStore(kept), locale);
    return;
  }
  if (pathname !== paths.home) return;
  Promise.all([
    queryClient.ensureQueryData(getSettingsQueryOptions()),
    queryClient.ensureQueryData(getDefaultBrandAndStoreQueryOptions()),
  ])
    .then(
      ([settings, { brand }]) => {
        if (!settings.useBanner) return;
        return queryClient.prefetchQuery(getBannersQueryOptions(brandCodeFor(settings, brand, BRAND_CODE), locale));
      },
    )
    // The screens ask again and show their own errors.
    .catch(() => undefined);
}

/**
 * The store of the order kept from an earlier visit (the fulfilment machine's saved snapshot,
 * src/app/ordering/fulfilment-persistence.ts), or null: only to ask for its menu early; the machine
 * decides whether that store still holds.
 */
export function keptStore(kept: KeyValueStore = storage): { brand_code: string; code: string } | null {
  try {
    const store = (
      JSON.parse(kept.get(STORAGE_KEYS.fulfilment) ?? 'null') as { snapshot?: { context?: { store?: unknown } } } | null
    )?.snapshot?.context?.store;
    if (typeof store !== 'object' || store === null) return null;
    const { brand_code, code } = store as Record<string, unknown>;
    return typeof brand_code === 'string' && typeof code === 'string' ? { brand_code, code } : null;
  } catch {
    return null;
  }
}

/** /main-menu's reads (categories, classes, dishes) beside the scripts, instead of after the menu's first render. */
function prefetchMenu(queryClient: QueryClient, store: { brand_code: string; code: string } | null, lang: Locale) {
  if (!store) return;
  const key = { brandcd: store.brand_code, storecd: store.code, lang };
  void queryClient.prefetchQuery(getCategoriesQueryOptions(key));
  void queryClient.prefetchQuery(getClassesQueryOptions(key));
  void queryClient.prefetchQuery(getMenuItemsQueryOptions(key));
}
