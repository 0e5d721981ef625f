import { useLingui } from '@lingui/react/macro';
import { Suspense, type MouseEvent } from 'react';
import { isNewOrderAskedSelector } from '../../../machines/ordering/selectors';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { useBrandName } from '../../lib/brand-name';
import { OrderingContext } from '../../lib/ordering-context';
import { useCartCount } from '../../features/cart/use-cart-count';
import { AccountMenu } from '../../features/session/components/account-menu';
import { BrandMark } from './brand-mark';
import { CartLink } from './cart-link';
import * as styles from './header.css';
import { HeaderActions } from './header-actions';
import { LanguageSwitch } from './language-switch';

const QrScannerButton = lazyWithPreload(() => import('../../features/loyalty/lazy/qr-scanner-button'));
// Only asked with dishes in the cart: the dialog library stays off the first screen's chunk.
const NewOrderDialog = lazyWithPreload(() => import('./new-order-dialog'));

/** The header's chunks, fetched before the app's first render (app-layout.tsx, preloadLayout). */
export const preloadHeader = () => QrScannerButton.preload();

export function Header() {
  const { t } = useLingui();
  const count = useCartCount();
  const brandName = useBrandName();
  const ordering = OrderingContext.useActorRef();
  const newOrderAsked = OrderingContext.useSelector(isNewOrderAskedSelector);
  // The ordering system decides whether home opens at once or asks first; a new tab or window opens as a link does.
  const openHome = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    ordering.send({ type: 'home.open' });
  };
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href={paths.home} className={styles.brand} aria-label={t`${brandName} – home`} onClick={openHome}>
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
      {newOrderAsked ? (
        <Suspense fallback={null}>
          <NewOrderDialog />
        </Suspense>
      ) : null}
    </header>
  );
}
