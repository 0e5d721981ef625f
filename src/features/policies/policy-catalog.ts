import type { Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { isLocale, type Locale } from '../../lib/i18n';

/**
 * The policy texts are a catalog of their own (lingui.config.ts), loaded with the first policy
 * page instead of with the app: they are a third of all messages.
 */
const loaded = new Set<Locale>();

async function loadPolicyCatalog(locale: Locale): Promise<Messages> {
  const { messages } = (await import(`../../i18n/locales/${locale}/policies.po`)) as { messages: Messages };
  return messages;
}

/** True once the active language's policy texts are in; loads them on first use and on a language change. */
export function usePolicyCatalog(): boolean {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : undefined;
  const [ready, setReady] = useState(() => locale !== undefined && loaded.has(locale));
  useEffect(() => {
    if (!locale) return;
    if (loaded.has(locale)) {
      setReady(true);
      return;
    }
    let current = true;
    setReady(false);
    loadPolicyCatalog(locale)
      .then((messages) => {
        i18n.load(locale, messages);
        loaded.add(locale);
        if (current) setReady(true);
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      current = false;
    };
  }, [i18n, locale]);
  return ready;
}
