import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { useBrandName } from '../../lib/brand-name';
import { useCartCount } from '../../features/cart/use-cart-count';
import { AccountMenu } from '../../features/session/components/account-menu';
import { BrandMark } from './brand-mark';
import { CartLink } from './cart-link';
import * as styles from './header.css';
import { HeaderActions } from './header-actions';
import { LanguageSwitch } from './language-switch';

const QrScannerButton = lazy(() => import('../../features/loyalty/lazy/qr-scanner-button'));

export function Header() {
  const { t } = useLingui();
  const count = useCartCount();
  const brandName = useBrandName();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href={paths.home} className={styles.brand} aria-label={t`${brandName} – home`}>
          <BrandMark className={styles.brandMark} />
          <span className={styles.brandText}>{brandName}</span>
        </Link>
        <HeaderActions />
        <Suspense fallback={null}>
          <QrScannerButton />
        </Suspense>
        <AccountMenu />
        <CartLink count={count} />
        <LanguageSwitch />
      </div>
    </header>
  );
}
