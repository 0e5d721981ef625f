import { paths, routePattern } from '../../config/paths';

/** What the /main-menu guard looks at (SPEC §2 Menu and detail, Guards). */
export interface MenuGuardInput {
  /** A store is chosen (in the default-store flow, the default store). */
  hasStore: boolean;
  /** Cart, store or session are still loading (e.g. the default store is being fetched). */
  pending: boolean;
  /** The in-app route the customer came from in this tab, or null. */
  cameFrom: string | null;
  loggedIn: boolean;
}

/**
 * Where /main-menu sends the customer instead of showing the menu: home when no store is chosen
 * (the default-store flow brings its store while `pending`), or when they came from Profile while
 * not logged in; null to show the menu (or wait). SPEC's "cart status orderSent" cannot happen: a
 * placed order empties the cart, so the menu stays open for the next order.
 * @example menuGuardRedirect({ hasStore: false, pending: false, cameFrom: null, loggedIn: true }) // '/'
 */
export function menuGuardRedirect(input: MenuGuardInput): string | null {
  if (input.pending) return null;
  if (!input.hasStore) return paths.home;
  const fromProfile = input.cameFrom !== null && routePattern(paths.profile).test(input.cameFrom);
  return fromProfile && !input.loggedIn ? paths.home : null;
}
