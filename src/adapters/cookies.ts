/**
 * Cookies the app keeps for the server, which never sees localStorage: the store the customer chose and the
 * interface language, so that /main-menu's HTML carries its first screen (server/spa-shell.ts menuFirstScreen).
 */
export const FIRST_SCREEN_COOKIES = { store: 'kept_store', locale: 'kept_locale' } as const;

/** A year: as long as localStorage keeps the choice it mirrors. */
const KEPT_COOKIE_SECONDS = 365 * 24 * 60 * 60;

export interface CookieJar {
  /** Writes `value` under `name`, or removes the cookie when `value` is null. */
  keep(name: string, value: string | null): void;
}

export const cookies: CookieJar = {
  keep(name, value) {
    if (typeof document === 'undefined') return;
    document.cookie =
      value === null
        ? `${name}=; path=/; max-age=0; samesite=lax`
        : `${name}=${encodeURIComponent(value)}; path=/; max-age=${KEPT_COOKIE_SECONDS}; samesite=lax`;
  },
};
