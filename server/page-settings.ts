/**
 * The settings the server's own pages are drawn with: server/index-html.ts is given the database alone, not the
 * services, so it reads through this the services' reader with the sandbox's reader of the asking browser's
 * overrides, and a QA browser's pages name the brand its API answers name. Production registers no overrides hook,
 * so there this reads the stored settings.
 */
import type { Queryable } from './db/database';
import { overridesOfRequest } from './sandbox/overrides';
import { readSettings as readWithOverrides } from './services/settings';

export const readSettings = (db: Queryable) => readWithOverrides(db, overridesOfRequest);
