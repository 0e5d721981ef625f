/**
 * Cookies the app keeps for the server, which never sees localStorage, so that it draws the first screens as the app
 * will (server/first-screen.ts): the store the customer chose and the interface language, the delivery's distance to
 * the store in metres (the checkout's "Nearest store" line), that a session is kept (never whose: the header draws no
 * login link), and, for this browser session, that the checkout was opened from an allowed screen.
 */
export const FIRST_SCREEN_COOKIES = {
  store: 'kept_store',
  locale: 'kept_locale',
  checkoutEntry: 'checkout_entry',
  deliveryDistance: 'kept_distance',
  session: 'kept_session',
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
