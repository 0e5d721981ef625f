/** The public entry of the settings feature: what other features may use. */
export { DEFAULT_SETTINGS, type Settings } from './settings';
export { useHotline, useSettings, useSettingsState } from './settings-provider';
