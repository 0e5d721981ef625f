import { DEFAULT_VAT_RATE, FUTURE_ORDER_DAYS, NEXT_DELIVERY_TIME_INTERVAL_MINUTES } from '../../../domain/constants';
import type { components } from '../../../openapi/schema';

/** One row of `GET v2/variable/`; `value` is text ("true", "7", JSON). */
export type SettingItem = Pick<components['schemas']['Variable'], 'code' | 'value'>;

export type EinvoiceType = 'FORM' | 'REF';

/** Feature switches and values of SPEC §9, typed. */
export interface Settings {
  useGooglemaps: boolean;
  useDefaultStore: boolean;
  useDefaultBrand: boolean;
  useFeatureAddressManage: boolean;
  useFeatureOrderHistory: boolean;
  useDeliveryFeeV1: boolean;
  useFeatureDeliveryFee: boolean;
  useFavoriteMenu: boolean;
  /** How many days ahead an order may be placed. */
  useFutureDeliveryInXDays: number;
  useMomo: boolean;
  usePayoo: boolean;
  useLanguageDelivery: boolean;
  useMembership: boolean;
  useBanner: boolean;
  useCrmPromotion: boolean;
  useEPromotion: boolean;
  useTradingPromotion: boolean;
  useFeatureTakeaway: boolean;
  useQrcode: boolean;
  useFeatureAdressInput: boolean;
  useEinvoice: boolean;
  useEinvoiceType: EinvoiceType;
  useDeliveryClient: boolean;
  /** Default VAT percent; a store's own tax overrides it. */
  tax: number;
  /** Flat fee setting in dong (meaning left to the delivery-fee feature). */
  fee: number;
  /** Minutes of the payment polling window. */
  time_interval_payload: number;
  /** Minutes between delivery-time suggestions. */
  nextDeliveryTimeInterval: number;
  /** Every code as received, for switches not typed above. */
  raw: Readonly<Record<string, unknown>>;
}

const BOOLEAN_KEYS = [
  'useGooglemaps',
  'useDefaultStore',
  'useDefaultBrand',
  'useFeatureAddressManage',
  'useFeatureOrderHistory',
  'useDeliveryFeeV1',
  'useFeatureDeliveryFee',
  'useFavoriteMenu',
  'useMomo',
  'usePayoo',
  'useLanguageDelivery',
  'useMembership',
  'useBanner',
  'useCrmPromotion',
  'useEPromotion',
  'useTradingPromotion',
  'useFeatureTakeaway',
  'useQrcode',
  'useFeatureAdressInput',
  'useEinvoice',
  'useDeliveryClient',
] as const satisfies readonly (keyof Settings)[];

const NUMBER_KEYS = [
  'useFutureDeliveryInXDays',
  'tax',
  'fee',
  'time_interval_payload',
  'nextDeliveryTimeInterval',
] as const satisfies readonly (keyof Settings)[];

/**
 * Used for every code the server leaves out. Switches default to off, so a missing row never
 * turns on a feature whose data may not exist; cash payment and the address flow still work.
 */
export const DEFAULT_SETTINGS: Settings = {
  useGooglemaps: false,
  useDefaultStore: false,
  useDefaultBrand: false,
  useFeatureAddressManage: false,
  useFeatureOrderHistory: false,
  useDeliveryFeeV1: false,
  useFeatureDeliveryFee: false,
  useFavoriteMenu: false,
  useFutureDeliveryInXDays: FUTURE_ORDER_DAYS,
  useMomo: false,
  usePayoo: false,
  useLanguageDelivery: false,
  useMembership: false,
  useBanner: false,
  useCrmPromotion: false,
  useEPromotion: false,
  useTradingPromotion: false,
  useFeatureTakeaway: false,
  useQrcode: false,
  useFeatureAdressInput: false,
  useEinvoice: false,
  useEinvoiceType: 'FORM',
  useDeliveryClient: false,
  tax: DEFAULT_VAT_RATE,
  fee: 0,
  time_interval_payload: 15,
  nextDeliveryTimeInterval: NEXT_DELIVERY_TIME_INTERVAL_MINUTES,
  raw: {},
};

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on', 'y']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off', 'n', '']);

/** Reads booleans sent as `true`, `1`, `"true"`, `"1"`, `"on"`…; anything else is `undefined`. */
export function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  return undefined;
}

/** Reads finite numbers sent as numbers or numeric strings; anything else is `undefined`. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/**
 * Turns `{code, value}` rows into typed settings, falling back to `DEFAULT_SETTINGS` for each
 * missing or unreadable value.
 * @example parseSettings([{ code: 'useMomo', value: '1' }]).useMomo // true
 */
export function parseSettings(items: readonly SettingItem[]): Settings {
  const raw: Record<string, unknown> = {};
  for (const item of items) raw[item.code] = item.value;

  const settings: Settings = { ...DEFAULT_SETTINGS, raw };
  for (const key of BOOLEAN_KEYS) settings[key] = toBoolean(raw[key]) ?? DEFAULT_SETTINGS[key];
  for (const key of NUMBER_KEYS) settings[key] = toNumber(raw[key]) ?? DEFAULT_SETTINGS[key];
  const einvoiceType = typeof raw.useEinvoiceType === 'string' ? raw.useEinvoiceType.trim().toUpperCase() : '';
  settings.useEinvoiceType = einvoiceType === 'REF' || einvoiceType === 'FORM' ? einvoiceType : DEFAULT_SETTINGS.useEinvoiceType;
  return settings;
}
