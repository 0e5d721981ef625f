import { Plural, Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { visuallyHidden } from '../../styles/utilities.css';
import * as styles from './header.css';

/** The header's cart button with its count; without one (null) where the count is not known yet. */
export function CartLink({ count }: { count: number | null }) {
  return (
    <Link href={paths.myCart} className={styles.cartButton}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 6h15l-1.5 9h-12z" strokeLinejoin="round" />
        <path d="M6 6 5 3H2" strokeLinecap="round" />
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
      </svg>
      <span className={styles.cartLabel}>
        <Trans>Cart</Trans>
      </span>
      {count === null ? null : (
        <>
          <span className={styles.cartCount} aria-hidden="true">
            {count}
          </span>
          <span className={visuallyHidden}>
            <Plural value={count} one="# item" other="# items" />
          </span>
        </>
      )}
    </Link>
  );
}
