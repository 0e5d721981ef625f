import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { BRAND_NAME } from '../../config/brand';
import { useDocumentTitle } from '../../lib/use-document-title';
import { policyLinks } from '../policies/policies';
import * as styles from './home-page.css';

/** Placeholder home: brand hero, welcome text and the policy pages. */
export default function HomePage() {
  const { i18n } = useLingui();
  useDocumentTitle(undefined);
  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <h1 className={styles.title}>{BRAND_NAME}</h1>
          <p className={styles.tagline}>
            <Trans>Home-style Saigon cooking, delivered hot to your door.</Trans>
          </p>
        </div>
      </section>
      <div className={styles.content}>
        <p>
          <Trans>
            Welcome! Online ordering is opening soon: you will be able to choose your dishes, pay in cash or online and
            follow your delivery right here.
          </Trans>
        </p>
        <h2 className={styles.sectionTitle}>
          <Trans>Our policies</Trans>
        </h2>
        <ul className={styles.policyList}>
          {policyLinks.map((policy) => (
            <li key={policy.path}>
              <Link href={policy.path} className={styles.policyLink}>
                {i18n._(policy.title)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
