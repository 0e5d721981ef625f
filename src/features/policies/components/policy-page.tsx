import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePolicyCatalog } from '../policy-catalog';
import * as styles from './policy-page.css';

/** Frame of a policy page: localized heading, effective date and the sections. */
export function PolicyPage({ title, children }: { title: MessageDescriptor; children: ReactNode }) {
  const { i18n } = useLingui();
  const heading = i18n._(title);
  const textsReady = usePolicyCatalog();
  useDocumentTitle(heading);
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        <p className={styles.meta}>
          <Trans>Effective from 1 January 2025</Trans>
        </p>
      </header>
      {textsReady ? children : <ProgressBar />}
    </article>
  );
}

export function PolicySection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
