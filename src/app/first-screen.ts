import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { getDefaultBrandAndStoreQueryOptions } from '../features/fulfilment/api/get-stores';
import { getBannersQueryOptions } from '../features/home/api/get-banners';
import { getSettingsQueryOptions } from '../features/settings/api/get-settings';
import type { Locale } from '../lib/i18n';

/**
 * Starts the reads the first screen waits for while the catalog and the session chunk load,
 * instead of one after another once it renders: the settings (every screen), and on home the
 * banners (the banner is home's largest paint; server/spa-shell.ts preloads its image and draws it
 * before the scripts run).
 */
export function prefetchFirstScreen(queryClient: QueryClient, pathname: string, locale: Locale): void {
  void queryClient.prefetchQuery(getSettingsQueryOptions());
  if (pathname !== paths.home) return;
  Promise.all([queryClient.ensureQueryData(getSettingsQueryOptions()), queryClient.ensureQueryData(getDefaultBrandAndStoreQueryOptions())])
    .then(([{ useBanner }, { brand: { code } }]) => {
      if (!useBanner) return;
      return queryClient.prefetchQuery(getBannersQueryOptions(code, locale));
    })
    // The screens ask again and show their own errors.
    .catch(() => undefined);
}
