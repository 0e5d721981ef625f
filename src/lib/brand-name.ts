import { createContext, useContext } from 'react';
import { BRAND_NAME } from '../config/brand';

const KEPT_BRAND_NAME = 'brand-name';

/**
 * The brand's name to start from, before the settings are known. The server writes the brand the settings choose
 * into index.html's `<title>` and marks it `served-brand` (server/spa-shell.ts withBrandName). A page the service
 * worker answers from its cache is the build's index.html, without the mark: the name this browser last showed is
 * then a better guess than the build's, so that a returning customer does not see the configured name first.
 */
export function servedBrandName(doc: Document | undefined, storage: Pick<Storage, 'getItem'> | undefined): string {
  const served = doc?.querySelector('meta[name="served-brand"]')?.getAttribute('content');
  if (served) return served;
  return readKept(storage) ?? (doc?.title || BRAND_NAME);
}

function readKept(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(KEPT_BRAND_NAME) || null;
  } catch {
    // storage blocked (some private modes): the page's own name will do
    return null;
  }
}

/** Keeps the name the settings chose, for the next visit the service worker answers. */
export function keepBrandName(storage: Pick<Storage, 'setItem'> | undefined, name: string): void {
  try {
    storage?.setItem(KEPT_BRAND_NAME, name);
  } catch {
    // storage blocked or full: the next visit starts from the page's name
  }
}

const browserStorage = () => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

/** Read once, before any screen sets its own title. */
export const SERVED_BRAND_NAME = servedBrandName(typeof document === 'undefined' ? undefined : document, browserStorage());

export const keepChosenBrandName = (name: string) => keepBrandName(browserStorage(), name);

/** The name of the brand the settings choose (domain/settings brandFor); the one the page started from until known. */
export const BrandNameContext = createContext<string>(SERVED_BRAND_NAME);

/** The brand's name as the header and the page title show it. */
export const useBrandName = () => useContext(BrandNameContext);
