import { createContext, useContext } from 'react';
import { navigate } from 'wouter/use-browser-location';

/**
 * How machines provided by the app move the router and read where it stands: their navigation actions are
 * built on it where the app composes them, so no view follows a machine to navigate.
 */
export interface Navigation {
  /** Goes to `to`, in a new history entry unless `replace`. */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The path the router shows now. */
  path(): string;
  /** The query the router shows now ('' or '?…'). */
  search(): string;
}

/** The browser's address bar, which the app's router follows (wouter's browser location). */
export const browserNavigation: Navigation = {
  navigate: (to, options) => navigate(to, options),
  path: () => window.location.pathname,
  search: () => window.location.search,
};

/** The navigation the app's providers build their machines' actions on; a test may give its own. */
export const NavigationContext = createContext<Navigation>(browserNavigation);

export const useNavigation = (): Navigation => useContext(NavigationContext);
