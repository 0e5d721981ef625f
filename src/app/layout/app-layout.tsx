import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { useLocation } from 'wouter';
import { routeHistory } from '../../lib/route-history';
import { drawsFooter, useFirstScreen } from '../../lib/first-screen';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import * as styles from './app-layout.css';
import { Header, preloadHeader } from './header';

const MAIN_ID = 'main-content';

// Below the fold on every screen: off the initial bundle, fetched beside the first screen's (preloadLayout).
const Footer = lazyWithPreload(() => import('./footer').then((module) => ({ default: module.Footer })));

/**
 * Fetches the layout's own chunks before the app's first render. A part that suspends in that render holds the
 * whole commit back (React waits a while for it before it shows the fallback) and then shows itself some 300 ms
 * later, in a commit of its own that lays the whole drawn page out again.
 */
export const preloadLayout = () => Promise.all([Footer.preload(), preloadHeader()]);

export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  // Below the fold on every screen: its text sizes are laid out after the first screen's, not in the same task; where
  // the server drew it, it is there from the start, as the server drew it (laid out only near the screen).
  const first = useFirstScreen();
  const footerShown = useAfterFirstPaint(first !== null && drawsFooter(first.screen));
  // A new route opens at the top; the first screen stays where the browser has it (a first visit's hydration comes
  // once the customer has turned to the page, maybe scrolled it).
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
      {footerShown ? (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      ) : null}
    </>
  );
}
