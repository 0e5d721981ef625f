import type { PathKey } from './paths';

/**
 * Routes whose screens are not built yet (the loyalty screens of issue 12): the account menu leaves
 * their entries out rather than link to the 404 page. Remove a route here when its screen lands.
 */
export const PENDING_SCREENS: ReadonlySet<PathKey> = new Set<PathKey>(['membership', 'transactionHistory']);
