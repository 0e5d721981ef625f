import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Store } from '../../machines/fulfilment/machine';
import type { Locale } from './i18n';

/**
 * What the server knew of this browser when it drew the page (the cookies the app keeps for it, src/adapters/cookies.ts:
 * never personal data), written into the page beside the answers it drew from: the first render draws from it too,
 * so that it hydrates the server's markup; what the browser keeps beyond it is drawn right after.
 */
export interface FirstScreen {
  /** The page's path and query, as requested. */
  path: string;
  /** The interface language the page was drawn in. */
  locale: Locale;
  /** The store this browser keeps chosen, as the store list has it; null when none is kept or the server has no such store. */
  store: Store | null;
  /** A kept delivery's distance to that store in whole metres; null for a pickup or when unknown. */
  deliveryDistance: number | null;
  /** This browser keeps a member's session (whose, the server does not know). */
  session: boolean;
  /** The checkout was opened from an allowed screen in this browser session. */
  checkoutEntry: boolean;
}

/** The first screen a render draws: on the server, and in the browser's render that hydrates it. */
export interface FirstScreenRender {
  screen: FirstScreen;
  /** True on the server: what the server knows is all there is. */
  onServer: boolean;
}

/** Set around the app on the server and while the browser hydrates what it drew; null for a render of the browser's own. */
export const FirstScreenContext = createContext<FirstScreenRender | null>(null);

export const useFirstScreen = () => useContext(FirstScreenContext);

/**
 * Whether the server draws the footer in the page: on home, which may wait for the customer before it hydrates (a first
 * visit), so that its hours and policy links are there without the app. Elsewhere it comes after the first paint.
 */
export const drawsFooter = (screen: FirstScreen) => drawsFooterAt(screen.path);

/** drawsFooter by the page's path (and query) alone: where the server inlines the footer's styles (firstScreenModules). */
export const drawsFooterAt = (path: string) => path.split('?')[0] === '/';

const subscribeToNothing = () => () => undefined;

/**
 * `inBrowser()` (a read of what this browser keeps), except on the server and while the page hydrates, where it is
 * `drawn` (what the server knew); a hydrated page draws again with `inBrowser()` right after, where it differs.
 */
export function useAsServerDrew<T>(inBrowser: () => T, drawn: (screen: FirstScreen) => T): T {
  const first = useFirstScreen();
  const browserValue = useSyncExternalStore(subscribeToNothing, inBrowser, () => (first ? drawn(first.screen) : inBrowser()));
  return first?.onServer ? drawn(first.screen) : browserValue;
}
