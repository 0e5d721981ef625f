/** Feature switches and delivery settings served by v2/variable/ (SPEC §9), as first seeded from domain/settings. */
import { SETTING_DEFAULTS } from '../../domain/settings';

export interface SettingDefault {
  code: string;
  value: string;
  grp: string;
  description: string;
}

export const SETTING_GROUP = 'delivery';

export const settingDefaults: SettingDefault[] = SETTING_DEFAULTS.map(({ code, value, description }) => ({
  code,
  value: String(value),
  grp: SETTING_GROUP,
  description,
}));
