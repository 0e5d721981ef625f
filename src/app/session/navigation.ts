import { navigate as browserNavigate } from 'wouter/use-browser-location';

/**
 * How the session machine's redirects reach the router. The session starts above the router,
 * so SessionBridge (inside it) points these at the router's own location once it mounts.
 */
export const sessionNavigation = {
  navigate: (to: string) => browserNavigate(to),
  location: () => window.location.pathname,
  search: () => window.location.search,
};
