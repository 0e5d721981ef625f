import type { QueryClient } from '@tanstack/react-query';
import { storage, STORAGE_KEYS, type KeyValueStore } from '../adapters/storage';
import { brandCodeFor, menuLanguage } from '../../domain/settings';
import type { Store } from '../../machines/fulfilment/machine';
import { BRAND_CODE } from '../config/brand';
import { paths } from '../config/paths';
import { getDefaultBrandAndStoreQueryOptions, getStoresQueryOptions } from '../lib/api/get-stores';
import { getBannersQueryOptions } from '../features/home/api/get-banners';
import {
  getCategoriesQueryOptions,
  getClassesQueryOptions,
  getMenuItemsQueryOptions,
} from '../lib/api/get-menu';
import { readGuestAllowance } from './session/session-storage';
import { getSettingsQueryOptions } from './settings/api/get-settings';
import type { Settings } from './settings/settings';
import type { Locale } from '../lib/i18n';
import { drawsFooterAt } from '../lib/first-screen';

/**
 * Starts the reads the first screen waits for while the catalog and the session chunk load,
 * instead of one after another once it renders: the settings (every screen), and on home the
 * banners (home's largest paint). A page the server drew carries these answers (loadFirstScreen) and asks for none.
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

/** What the server knows of the browser it draws a first screen for (its cookies, src/adapters/cookies.ts). */
export interface KeptForFirstScreen {
  /** The code of the store the browser keeps chosen. */
  storeCode: string | null;
}

/** The first screens the server draws: home, the menu and the checkout (src/entry-server.tsx). */
export const FIRST_SCREEN_PATHS: readonly string[] = [paths.home, paths.mainMenu, paths.checkout];

/**
 * The modules the first render at `pathname` needs beside the entry, as the build's manifest names them (a source
 * path, or the name of a code-splitting group of vite.config.ts): the whole app, the session's chunk, the header's
 * scanner, the route's own screen (/checkout's when the browser session opened it: else the app leaves it) and, where
 * the server draws it (drawsFooterAt), the layout's footer. What prepareFullApp (src/app/full-app.tsx) loads before that
 * render: the server inlines their styles where it draws the page, and names their scripts so that they come beside the
 * entry. The footer's styles are its lazily loaded chunk's: without them, the footer of a first visit to home, which
 * hydrates only once the customer turns to it, stays unstyled until then. Elsewhere it comes after the first paint,
 * its styles with its chunk.
 */
export function firstScreenModules(pathname: string, checkoutEntry: boolean): string[] {
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const screen =
    route === paths.mainMenu ? ['src/app/screens/main-menu-screen.tsx']
    : route === paths.checkout && checkoutEntry ? ['src/features/checkout/checkout-page.tsx']
    : [];
  const footer = drawsFooterAt(pathname) ? ['src/app/layout/footer.tsx'] : [];
  return ['full-app', 'src/app/session/session-chunk.ts', 'src/features/loyalty/lazy/qr-scanner-button.tsx', ...screen, ...footer];
}

/**
 * Reads, on the server, every answer the first screen at `pathname` draws from into `queryClient` (the answers the page
 * then carries for its hydration): the settings and the default brand, home's banners, the kept store and its menu.
 * Resolves to the kept store as the store list has it (null when the server has none by that code). A read that fails
 * is left out: the screen draws its waiting state for it, on the server and in the hydrating render alike.
 */
export async function loadFirstScreen(queryClient: QueryClient, pathname: string, locale: Locale, kept: KeptForFirstScreen): Promise<{ store: Store | null }> {
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const [settings, defaultBrand] = await Promise.all([
    queryClient.fetchQuery(getSettingsQueryOptions()),
    queryClient.fetchQuery(getDefaultBrandAndStoreQueryOptions()).catch(() => null),
  ]);
  if (route === paths.home) {
    if (settings.useBanner && defaultBrand)
      await queryClient.prefetchQuery(getBannersQueryOptions(brandCodeFor(settings, defaultBrand.brand, BRAND_CODE), locale));
    return { store: null };
  }
  if (!kept.storeCode) return { store: null };
  const stores = await queryClient.fetchQuery(getStoresQueryOptions()).catch(() => []);
  // the whole store list (some 35 KB) is the fulfilment machine's to read once it starts; the page carries the one store
  queryClient.removeQueries({ queryKey: getStoresQueryOptions().queryKey });
  const store = stores.find((candidate) => candidate.code === kept.storeCode) ?? null;
  if (store && route === paths.mainMenu) {
    const key = { brandcd: store.brand_code, storecd: store.code, lang: menuLanguage(settings, locale) };
    await Promise.all([
      queryClient.prefetchQuery(getCategoriesQueryOptions(key)),
      queryClient.prefetchQuery(getClassesQueryOptions(key)),
      queryClient.prefetchQuery(getMenuItemsQueryOptions(key)),
    ]);
  }
  return { store };
}

/** What the ordering system and the session restore from the browser: with any of it, they start before the first render. */
const KEPT_FOR_ORDERING = [STORAGE_KEYS.token, STORAGE_KEYS.refreshToken, STORAGE_KEYS.session, STORAGE_KEYS.cart, STORAGE_KEYS.fulfilment] as const;

/**
 * Whether this page opens as a first visit to home: it is `/`, and the browser keeps no session, cart, store or guest
 * allowance that the first screen would show. Its whole app (xstate, the ordering system, the session) is then loaded,
 * and the server's drawing of home hydrated, only once the customer turns to the page (src/main.tsx).
 * Not where the order starts at the default store (the settings the page was drawn from, `useDefaultStore`): there
 * "Confirm location" is the first tap, and it is enabled by the ordering system alone once it has the store, so a
 * drawing that waited for a touch would show it disabled to a customer who has nothing else to do.
 */
export function opensAsFirstVisit(
  pathname: string,
  settings: Pick<Settings, 'useDefaultStore'> | undefined,
  kept: KeyValueStore = storage,
  guestAllowance = readGuestAllowance,
): boolean {
  return (
    pathname === paths.home &&
    settings?.useDefaultStore !== true &&
    KEPT_FOR_ORDERING.every((key) => kept.get(key) === null) &&
    guestAllowance() === null
  );
}

/** The settings a page the server drew carries (loadFirstScreen read them), or undefined for one it did not draw. */
export const drawnSettings = (queryClient: QueryClient): Settings | undefined =>
  queryClient.getQueryData(getSettingsQueryOptions().queryKey);
