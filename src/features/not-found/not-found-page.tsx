import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import * as styles from './not-found-page.css';

export const NOT_FOUND_IMAGE = '/media/404.svg';

export default function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <img className={styles.image} src={NOT_FOUND_IMAGE} alt={t`An empty plate: the page was not found`} width={320} height={240} />
      <h1 id="not-found-title" className={styles.title}>
        <Trans>Page not found</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>The page you are looking for does not exist or is not available yet.</Trans>
      </p>
      <Link href={paths.home} className={styles.homeLink}>
        <Trans>Back to the home page</Trans>
      </Link>
    </section>
  );
}
