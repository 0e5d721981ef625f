import type { OverridesOfRequest } from '../context';
import type { Queryable } from '../db/database';

/** Catalogue answers kept per process: a key's value for one catalogue version (stores, menus, settings). */
export const CATALOGUE_CACHE_ENTRIES = 1_000;

export interface CatalogueSnapshot {
  /** The catalogue version this request reads at. */
  version: bigint;
  /** The value kept for `key` at this version, else `compute()`d now and kept. */
  read<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

/**
 * Computed store and menu answers, valid while the database's `catalogue_version` (raised by a trigger
 * on every write to the stores, the menu and the settings, by any process) is the one they were read at.
 * One cheap query per request instead of the catalogue's queries and the opening slots' computing.
 */
export function createCatalogueCache(db: Queryable, overrides: OverridesOfRequest, maxEntries = CATALOGUE_CACHE_ENTRIES) {
  let keptVersion = -1n;
  const entries = new Map<string, Promise<unknown>>();

  function keep<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const kept = entries.get(key) as Promise<T> | undefined;
    if (kept) return kept;
    const computing = compute();
    entries.set(key, computing);
    computing.catch(() => entries.delete(key));
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return computing;
  }

  return {
    async snapshot(): Promise<CatalogueSnapshot> {
      const [row] = await db.query<{ version: string }>('select version::text as version from catalogue_version');
      const version = BigInt(row.version);
      if (version > keptVersion) {
        entries.clear();
        keptVersion = version;
      }
      // A request that read an older version than another already did computes for itself alone, and so
      // does a QA browser's with its own settings (sandbox only): its answers are not everyone's.
      const ownSettings = Object.keys(overrides()?.settings ?? {}).length > 0;
      const read = version === keptVersion && !ownSettings ? keep : <T>(_key: string, compute: () => Promise<T>) => compute();
      return { version, read };
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
