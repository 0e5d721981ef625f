/**
 * Cookies the app keeps for the server, which never sees localStorage: the store the customer chose and the
 * interface language, so that /main-menu's HTML carries its first screen (server/spa-shell.ts menuFirstScreen),
 * and, for this browser session, that the checkout was opened from an allowed screen (its HTML then names the
 * checkout page's chunks); with the delivery's distance to the store in metres, /checkout's HTML carries its
 * "Nearest store" line (server/spa-shell.ts checkoutFirstScreen).
 */
export const FIRST_SCREEN_COOKIES = {
  store: 'kept_store',
  locale: 'kept_locale',
  checkoutEntry: 'checkout_entry',
  deliveryDistance: 'kept_distance',
} as const;

/** A year: as long as localStorage keeps the choice it mirrors. */
const KEPT_COOKIE_SECONDS = 365 * 24 * 60 * 60;

export interface CookieJar {
  /** Writes `value` under `name` for a year (or the browser session), or removes the cookie when `value` is null. */
  keep(name: string, value: string | null, lifetime?: 'year' | 'session'): void;
}

export const cookies: CookieJar = {
  keep(name, value, lifetime = 'year') {
    if (typeof document === 'undefined') return;
    const maxAge = value === null ? '; max-age=0' : lifetime === 'year' ? `; max-age=${KEPT_COOKIE_SECONDS}` : '';
    document.cookie = `${name}=${value === null ? '' : encodeURIComponent(value)}; path=/${maxAge}; samesite=lax`;
  },
};
