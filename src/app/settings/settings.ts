import type { components } from '../../../openapi/schema';

export { DEFAULT_SETTINGS, parseSettings, toBoolean, toNumber, type EinvoiceType, type Settings } from '../../../domain/settings';

/** One row of `GET v2/variable/`; `value` is text ("true", "7", JSON). */
export type SettingItem = Pick<components['schemas']['Variable'], 'code' | 'value'>;
