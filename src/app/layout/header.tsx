import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { BRAND_NAME } from '../../config/brand';
import { paths } from '../../config/paths';
import { useCartCount } from '../../features/cart/use-cart-count';
import { AccountMenu } from '../../features/session/components/account-menu';
import { BrandMark } from './brand-mark';
import { visuallyHidden } from '../../styles/utilities.css';
import * as styles from './header.css';
import { HeaderActions } from './header-actions';
import { LanguageSwitch } from './language-switch';

const QrScannerButton = lazy(() => import('../../features/loyalty/lazy/qr-scanner-button'));

export function Header() {
  const { t } = useLingui();
  const count = useCartCount();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href={paths.home} className={styles.brand} aria-label={t`${BRAND_NAME} – home`}>
          <BrandMark className={styles.brandMark} />
          <span className={styles.brandText}>{BRAND_NAME}</span>
        </Link>
        <HeaderActions />
        <Suspense fallback={null}>
          <QrScannerButton />
        </Suspense>
        <AccountMenu />
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
          <span className={styles.cartCount} aria-hidden="true">
            {count}
          </span>
          <span className={visuallyHidden}>
            <Plural value={count} one="# item" other="# items" />
          </span>
        </Link>
        <LanguageSwitch />
      </div>
    </header>
  );
}
