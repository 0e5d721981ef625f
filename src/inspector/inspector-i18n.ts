import { i18n, type Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { qaLanguageCookie, type QaLanguage } from './qa-words';

/**
 * The inspector's own catalog (src/i18n/locales/<language>/inspector.po, lingui.config.ts), in the tester's
 * language: built into the inspector's page, so nothing is loaded from elsewhere, and never part of the app's.
 */
const loadCatalog = async (language: QaLanguage): Promise<Messages> =>
  ((await import(`../i18n/locales/${language}/inspector.po`)) as { messages: Messages }).messages;

const pageTitle = msg`Inspector · Sandbox`;

/** Loads and activates the catalog of `language`, and names the page in it. */
export async function activateQaLanguage(language: QaLanguage): Promise<void> {
  i18n.loadAndActivate({ locale: language, messages: await loadCatalog(language) });
  document.documentElement.lang = language;
  document.title = i18n._(pageTitle);
}

/** The tester's choice, kept for /sandbox/qa and /sandbox/faults too (the same cookie), then shown. */
export async function chooseQaLanguage(language: QaLanguage): Promise<void> {
  document.cookie = qaLanguageCookie(language);
  await activateQaLanguage(language);
}

export { i18n };
