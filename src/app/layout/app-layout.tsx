import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { routeHistory } from '../../lib/route-history';
import * as styles from './app-layout.css';
import { Header } from './header';

const MAIN_ID = 'main-content';

// Below the fold on every screen: it arrives after the first render, off the initial bundle.
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));

export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  // A new route opens at the top; the first screen stays where the browser, or a first visit's hand-over, has it.
  const shownLocation = useRef(location);
  useEffect(() => {
    if (shownLocation.current !== location) window.scrollTo(0, 0);
    shownLocation.current = location;
    routeHistory.record(location);
  }, [location]);

  return (
    <>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}
