import { useLingui } from '@lingui/react/macro';
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import CartSummary from '../../features/cart/components/cart-summary';
import StorePanel from '../ordering/components/store-panel';
import { media } from '../../styles/breakpoints';
import * as styles from './ordering-layout.css';

/** Whether the screen is a desktop's; a phone's as the server draws the page, and while the browser hydrates it. */
function useIsDesktop() {
  const query = media.desktop;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(query).matches === true, () => false);
}

/** Menu screens: store panel left, cart summary right on desktop; collapsed on smaller screens. */
export default function OrderingLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const desktop = useIsDesktop();
  return (
    <div className={styles.layout}>
      <aside className={styles.side} aria-label={t`Store and delivery`}>
        {desktop ? (
          <StorePanel />
        ) : (
          <details className={styles.collapsible}>
            <summary>{t`Store and delivery`}</summary>
            <StorePanel />
          </details>
        )}
      </aside>
      <div>{children}</div>
      <aside className={styles.cartSide} aria-label={t`Cart summary`}>
        <CartSummary />
      </aside>
    </div>
  );
}
