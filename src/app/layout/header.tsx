import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { useBrandName } from '../../lib/brand-name';
import { useAsServerDrew } from '../../lib/first-screen';
import { useCartCount } from '../../features/cart/use-cart-count';
import { AccountMenu } from '../session/components/account-menu';
import { BrandMark } from './brand-mark';
import { CartLink } from './cart-link';
import * as styles from './header.css';
import { HeaderActions } from './header-actions';
import { LanguageSwitch } from './language-switch';

const QrScannerButton = lazyWithPreload(() => import('../../features/loyalty/lazy/qr-scanner-button'));

/** The header's chunks, fetched before the app's first render (app-layout.tsx, preloadLayout). */
export const preloadHeader = () => QrScannerButton.preload();

export function Header() {
  const { t } = useLingui();
  const cartCount = useCartCount();
  // A browser that keeps a store or a session may keep a cart, which the server does not see: its count is drawn once
  // the app has it, never a wrong one first.
  const count = useAsServerDrew(() => cartCount, (screen) => (screen.store || screen.session ? null : cartCount));
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
