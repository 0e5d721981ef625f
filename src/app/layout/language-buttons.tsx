import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ProgressBar } from '../../components/ui/progress-bar';
import { activateLocale, LOCALE_OPTIONS, type Locale } from '../../lib/i18n';
import * as styles from './header.css';

/** The header's language buttons; `onChanged` tells whoever keeps the language (the ordering system) once the catalog is active. */
export function LanguageButtons({ onChanged }: { onChanged?: (locale: Locale) => void }) {
  const { i18n, t } = useLingui();
  const [pending, setPending] = useState<Locale | null>(null);

  const choose = (locale: Locale) => {
    if (locale === i18n.locale) return;
    setPending(locale);
    activateLocale(locale)
      .then(() => onChanged?.(locale))
      .catch((error: unknown) => console.error(error))
      .finally(() => setPending(null));
  };

  return (
    <div className={styles.languageSwitch} role="group" aria-label={t`Language`}>
      {pending ? <ProgressBar /> : null}
      {LOCALE_OPTIONS.map((option) => (
        <button
          key={option.locale}
          type="button"
          lang={option.locale}
          title={option.name}
          className={styles.languageButton}
          aria-pressed={i18n.locale === option.locale}
          onClick={() => choose(option.locale)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
