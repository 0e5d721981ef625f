import { storage, STORAGE_KEYS, type KeyValueStore } from '../../adapters/storage';
import { paths } from '../../config/paths';
import { readGuestAllowance } from '../../features/session/session-storage';

/** What the ordering system and the session restore from the browser: with any of it, they start before the first render. */
const KEPT_FOR_ORDERING = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.session,
  STORAGE_KEYS.cart,
  STORAGE_KEYS.fulfilment,
] as const;

/**
 * Whether this page can open as a first visit to home (src/app/first-visit/first-visit-app.tsx), without
 * the ordering system: it is `/`, and the browser keeps no session, cart, store or guest allowance that
 * the first screen would show.
 */
export function opensAsFirstVisit(
  pathname: string,
  kept: KeyValueStore = storage,
  guestAllowance = readGuestAllowance,
): boolean {
  return (
    pathname === paths.home && KEPT_FOR_ORDERING.every((key) => kept.get(key) === null) && guestAllowance() === null
  );
}
