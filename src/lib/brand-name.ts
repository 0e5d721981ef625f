import { createContext, useContext } from 'react';
import { storage, STORAGE_KEYS, type KeyValueStore } from '../adapters/storage';
import { BRAND_NAME } from '../config/brand';

/**
 * The brand's name to start from, before the settings are known. The server writes the brand the settings choose
 * into index.html's `<title>` and marks it `served-brand` (server/index-html.ts withBrandName). A page the service
 * worker answers from its cache is the build's index.html, without the mark: the name this browser last showed is
 * then a better guess than the build's, so that a returning customer does not see the configured name first.
 */
export function servedBrandName(doc: Document | undefined, kept: KeyValueStore): string {
  const served = doc?.querySelector('meta[name="served-brand"]')?.getAttribute('content');
  if (served) return served;
  return kept.get(STORAGE_KEYS.brandName) || doc?.title || BRAND_NAME;
}

/** Read once, before any screen sets its own title. */
export const SERVED_BRAND_NAME = servedBrandName(typeof document === 'undefined' ? undefined : document, storage);

/** Keeps the name the settings chose, for the next visit the service worker answers. */
export const keepChosenBrandName = (name: string) => storage.set(STORAGE_KEYS.brandName, name);

/** The name of the brand the settings choose (domain/settings brandFor); the one the page started from until known. */
export const BrandNameContext = createContext<string>(SERVED_BRAND_NAME);

/** The brand's name as the header and the page title show it. */
export const useBrandName = () => useContext(BrandNameContext);
