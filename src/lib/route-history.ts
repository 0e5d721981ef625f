import { createKeyValueStore, type KeyValueStore } from '../adapters/storage';

const KEY = 'routeHistory';

interface Recorded {
  current: string | null;
  previous: string | null;
}

const bare = (path: string) => path.split(/[?#]/)[0] ?? path;

/**
 * The in-app route shown before the current one, for this tab (sessionStorage, so a reload
 * or a typed URL in the same tab still knows where the customer came from).
 */
export function createRouteHistory(store: KeyValueStore) {
  const read = (): Recorded => {
    try {
      const value = JSON.parse(store.get(KEY) ?? 'null') as Partial<Recorded> | null;
      return { current: value?.current ?? null, previous: value?.previous ?? null };
    } catch {
      return { current: null, previous: null };
    }
  };
  return {
    /** The tab now shows `path`; the route shown until now becomes the previous one. */
    record(path: string): void {
      const next = bare(path);
      const { current } = read();
      if (next !== current) store.set(KEY, JSON.stringify({ current: next, previous: current }));
    },
    /**
     * The route the customer came to `path` from, or null. It holds whether or not `path` was
     * recorded yet (a screen's effects run before the layout's).
     * @example history.record('/profile'); history.cameFrom('/main-menu') // '/profile'
     */
    cameFrom(path: string): string | null {
      const { current, previous } = read();
      return current === bare(path) ? previous : current;
    },
  };
}

export const routeHistory = createRouteHistory(
  createKeyValueStore(() => (typeof window === 'undefined' ? undefined : window.sessionStorage)),
);
