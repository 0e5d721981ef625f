import { parseSettings, type Settings } from '../../domain/settings';
import type { OverridesOfRequest } from '../context';
import type { Queryable } from '../db/database';
import { SETTING_GROUP } from '../db/settings-defaults';

/**
 * The settings as the app reads them (domain/settings, the one parser), read fresh on each
 * request so that /sandbox/ changes apply at once; the request's own overrides (sandbox only) in place.
 */
export async function readSettings(db: Queryable, overrides: OverridesOfRequest): Promise<Settings> {
  return parseSettings(withSettingOverrides(await db.query<{ code: string; value: string }>('select code, value from setting where grp = $1', [SETTING_GROUP]), overrides));
}

/** Setting rows with the request's overridden values put in their place. */
export function withSettingOverrides<Row extends { code: string; value: string }>(rows: Row[], overrides: OverridesOfRequest): Row[] {
  const settings = overrides()?.settings;
  if (!settings || Object.keys(settings).length === 0) return rows;
  return rows.map((row) => (Object.hasOwn(settings, row.code) ? { ...row, value: settings[row.code] } : row));
}

/** The settings of one app: read as above, and listed by group as v2/variable/ answers them. */
export function createSettings(db: Queryable, overrides: OverridesOfRequest) {
  return {
    read: () => readSettings(db, overrides),

    /** Setting rows of these groups (every group when none), by code, the request's overrides in place. */
    async variables(groups: string[]) {
      const rows = await db.query<{ code: string; value: string; grp: string }>(
        'select code, value, grp from setting where cardinality($1::text[]) = 0 or grp = any($1::text[]) order by code',
        [groups],
      );
      return withSettingOverrides(rows, overrides);
    },
  };
}

export type SettingsReader = ReturnType<typeof createSettings>;
