import { parseSettings, type Settings } from '../../domain/settings';
import type { Queryable } from '../db/database';
import { SETTING_GROUP } from '../db/settings-defaults';
import { withSettingOverrides } from './sandbox-overrides';

/**
 * The settings as the app reads them (domain/settings, the one parser), read fresh on each
 * request so that /sandbox/ changes apply at once; a QA browser's own overrides (sandbox only) in place.
 */
export async function readSettings(db: Queryable): Promise<Settings> {
  return parseSettings(withSettingOverrides(await db.query<{ code: string; value: string }>('select code, value from setting where grp = $1', [SETTING_GROUP])));
}
