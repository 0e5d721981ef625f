/**
 * Thin, failure-tolerant wrapper around Web Storage. Private browsing modes and disabled
 * cookies make `localStorage` throw; the app then behaves as if nothing was stored.
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export const STORAGE_KEYS = {
  locale: 'locale',
  token: 'token',
  refreshToken: 'refreshToken',
  /** The logged-in user and customer (the login answer without its tokens). */
  session: 'session',
  cart: 'cart',
  /** The open order found on home that the stored cart continues (its id and number). */
  continuedOrder: 'continuedOrder',
  fulfilment: 'fulfilment',
  /** Per member (the key ends with the customer id): the last order's payment method and the terms version accepted. */
  checkoutChoices: 'checkoutChoices',
  /** The brand name the settings chose last, for a page the service worker answers (src/lib/brand-name.ts). */
  brandName: 'brand-name',
} as const;

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Wraps a `Storage` (localStorage by default) so that reads and writes never throw. */
export function createKeyValueStore(backend: () => Storage | undefined = browserStorage): KeyValueStore {
  return {
    get(key) {
      try {
        return backend()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        backend()?.setItem(key, value);
      } catch {
        // quota exceeded or storage disabled: keep working without persistence
      }
    },
    remove(key) {
      try {
        backend()?.removeItem(key);
      } catch {
        // see set()
      }
    },
  };
}

export const storage = createKeyValueStore();

/**
 * Reads `key` without the wrapper's tolerance: a blocked localStorage throws (a SecurityError in some private
 * modes), for a reader whose machine handles the failure itself (the cart's loadCart starts an empty cart).
 */
export function readStorageOrThrow(key: string, backend: () => Storage | undefined = () => window.localStorage): string | null {
  return backend()?.getItem(key) ?? null;
}

/** Where the bearer token lives; the API client reads it on every request. */
export const tokenStore = {
  get: (): string | null => storage.get(STORAGE_KEYS.token),
  set: (token: string): void => storage.set(STORAGE_KEYS.token, token),
  clear: (): void => {
    storage.remove(STORAGE_KEYS.token);
    storage.remove(STORAGE_KEYS.refreshToken);
  },
};

/** The interface language the visitor chose last (any string; validated by the i18n module). */
export const localeStore = {
  get: (): string | null => storage.get(STORAGE_KEYS.locale),
  set: (locale: string): void => storage.set(STORAGE_KEYS.locale, locale),
};
