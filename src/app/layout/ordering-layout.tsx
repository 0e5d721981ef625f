import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import CartSummary from '../../features/cart/components/cart-summary';
import StorePanel from '../ordering/components/store-panel';
import { media } from '../../styles/breakpoints';
import * as styles from './ordering-layout.css';

function useIsDesktop() {
  const query = media.desktop;
  const [matches, setMatches] = useState(() => typeof window !== 'undefined' && window.matchMedia?.(query).matches === true);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const update = () => setMatches(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
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
