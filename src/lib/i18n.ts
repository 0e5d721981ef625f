import { i18n, type Messages } from '@lingui/core';
import { cookies, FIRST_SCREEN_COOKIES } from '../adapters/cookies';
import { localeStore } from '../adapters/storage';

export const LOCALES = ['ja', 'vi', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Switch labels (SPEC §2 Header: EN/VI/JA) and each language's own name, in switch order. */
export const LOCALE_OPTIONS: readonly { locale: Locale; label: string; name: string }[] = [
  { locale: 'en', label: 'EN', name: 'English' },
  { locale: 'vi', label: 'VI', name: 'Tiếng Việt' },
  { locale: 'ja', label: 'JA', name: '日本語' },
];

/** Default and fallback interface language (SPEC §1). */
export const DEFAULT_LOCALE: Locale = 'ja';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of the browser's preferred languages that the app speaks ("vi-VN" counts as vi),
 * else the default.
 * @example browserLocale(['fr-FR', 'en-GB']) // "en"
 */
export function browserLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

const navigatorLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);

/** The stored choice when it is a supported locale; on a first visit the browser's language. */
export function initialLocale(languages: readonly string[] = navigatorLanguages()): Locale {
  const stored = localeStore.get();
  return isLocale(stored) ? stored : browserLocale(languages);
}

type CatalogLoader = (locale: Locale) => Promise<Messages>;

const loadCatalog: CatalogLoader = async (locale) => {
  const { messages } = (await import(`../i18n/locales/${locale}/messages.po`)) as { messages: Messages };
  return messages;
};

const loaded = new Set<Locale>();

/**
 * Loads the catalog of `locale` (only that one), activates it, remembers the choice and
 * updates `<html lang>`.
 */
export async function activateLocale(locale: Locale, load: CatalogLoader = loadCatalog): Promise<void> {
  if (!loaded.has(locale)) {
    i18n.load(locale, await load(locale));
    loaded.add(locale);
  }
  i18n.activate(locale);
  localeStore.set(locale);
  cookies.keep(FIRST_SCREEN_COOKIES.locale, locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export { i18n };
