/**
 * The feature switches and values of SPEC §9 (`GET v2/variable/`): one table of defaults and one
 * parser, used by the seed, the server and the app. A code the server leaves out reads as its
 * seeded default, so the app and the server never disagree about a missing row.
 */
import { DEFAULT_VAT_RATE, DELIVERY_RADIUS_METRES, FUTURE_ORDER_DAYS, METRES_PER_KM, NEXT_DELIVERY_TIME_INTERVAL_MINUTES } from './constants';

export type EinvoiceType = 'FORM' | 'REF';

/** One row of `GET v2/variable/`; `value` is text ("true", "7", JSON). */
export interface SettingItem {
  code: string;
  value: unknown;
}

/** Feature switches and values of SPEC §9, typed. */
export interface Settings {
  useGooglemaps: boolean;
  useDefaultStore: boolean;
  useDefaultBrand: boolean;
  useFeatureAddressManage: boolean;
  useFeatureOrderHistory: boolean;
  /** A flat delivery fee (`fee`) instead of distance pricing. */
  useDeliveryFeeV1: boolean;
  /** Off: deliveries are free. */
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
  /** The flat delivery fee in dong when useDeliveryFeeV1 is on. */
  fee: number;
  /** The delivery radius in km (SPEC §9, at most 10); every text and rule reads it through deliveryRadiusMetres. */
  deliveryRadiusKm: number;
  /** Minutes of the payment polling window (the QR modal). */
  time_interval_payload: number;
  /** A scheduled (not ASAP) serve time is at least this many minutes after now (domain/time-slots). */
  nextDeliveryTimeInterval: number;
  /** Store used by the default-store flow. */
  defaultStoreCode: string;
  /** Customer hotline. */
  hotline: string;
  /** Every code as received, for switches not typed above. */
  raw: Readonly<Record<string, unknown>>;
}

type TypedKey = Exclude<keyof Settings, 'raw'>;

/** A setting's seeded value and what it does (the seed writes both). */
export interface SettingDefault<K extends TypedKey = TypedKey> {
  code: K;
  value: Settings[K];
  description: string;
}

const row = <K extends TypedKey>(code: K, value: Settings[K], description: string): SettingDefault<K> => ({ code, value, description });

/** The one defaults table: what the seed writes and what a missing or unreadable row reads as. */
export const SETTING_DEFAULTS = [
  row('useGooglemaps', false, 'Maps: the open-map option on home, drawn by Google with VITE_GOOGLE_MAPS_API_KEY (and Google places), else the local map; off: no map, the local gazetteer'),
  row('useDefaultStore', false, 'Start an order at the default store without an address'),
  row('useDefaultBrand', true, 'Use the default brand'),
  row('useFeatureAddressManage', true, 'Saved addresses and recipient list'),
  row('useFeatureOrderHistory', true, 'Order history screen'),
  row('useDeliveryFeeV1', false, 'Flat fee from the fee setting instead of distance tiers'),
  row('useFeatureDeliveryFee', true, 'Charge a delivery fee'),
  row('useFavoriteMenu', true, 'Favourites'),
  row('useFutureDeliveryInXDays', FUTURE_ORDER_DAYS, 'Days ahead an order can be placed for'),
  row('useMomo', true, 'MoMo payment'),
  row('usePayoo', true, 'Payoo payment'),
  row('useLanguageDelivery', true, 'Menus in the interface language'),
  row('useMembership', true, 'Membership card and point history'),
  row('useBanner', true, 'Banner carousel on home'),
  row('useCrmPromotion', true, 'Owned promotions'),
  row('useEPromotion', true, 'E-promotions at checkout'),
  row('useTradingPromotion', true, 'Redeem promotions with points'),
  row('useFeatureTakeaway', false, 'Takeaway: pickup forced and a store picker'),
  row('useQrcode', true, 'QR event code scanner'),
  row('useFeatureAdressInput', true, 'Free address input'),
  row('useEinvoice', true, 'E-invoice section at checkout'),
  row('useEinvoiceType', 'FORM', 'E-invoice mode: FORM or REF'),
  row('useDeliveryClient', true, 'Deliveries through the courier provider (booking, driver search); off, the store\'s own riders'),
  row('tax', DEFAULT_VAT_RATE, 'Default VAT percent'),
  row('fee', 15000, 'Flat delivery fee in dong when useDeliveryFeeV1 is on'),
  row('deliveryRadiusKm', DELIVERY_RADIUS_METRES / METRES_PER_KM, 'Delivery radius in km (at most 10); a store may deliver within less'),
  row('time_interval_payload', 5, 'Minutes the QR payment modal polls before giving up, and an unpaid wallet order waits for its payment before it is closed'),
  row('nextDeliveryTimeInterval', NEXT_DELIVERY_TIME_INTERVAL_MINUTES, 'Minutes a scheduled (not ASAP) serve time lies at least after now'),
  row('hotline', '19008012', 'Customer hotline'),
  row('defaultStoreCode', 'S001', 'Store used by the default-store flow'),
] as const satisfies readonly SettingDefault[];

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

function readValue(fallback: Settings[TypedKey], value: unknown): Settings[TypedKey] {
  if (typeof fallback === 'boolean') return toBoolean(value) ?? fallback;
  if (typeof fallback === 'number') return toNumber(value) ?? fallback;
  if (fallback === 'FORM' || fallback === 'REF') {
    const word = typeof value === 'string' ? value.trim().toUpperCase() : '';
    return word === 'FORM' || word === 'REF' ? word : fallback;
  }
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/**
 * Turns `{code, value}` rows into typed settings; a missing or unreadable value reads as its
 * default in {@link SETTING_DEFAULTS}.
 * @example parseSettings([{ code: 'useMomo', value: '0' }]).useMomo // false
 */
export function parseSettings(items: readonly SettingItem[]): Settings {
  const raw: Record<string, unknown> = {};
  for (const item of items) raw[item.code] = item.value;
  const settings = { raw } as Record<string, unknown>;
  for (const { code, value } of SETTING_DEFAULTS) settings[code] = readValue(value, raw[code]);
  return settings as unknown as Settings;
}

/** The settings when the server sent none. */
export const DEFAULT_SETTINGS: Settings = parseSettings([]);

/** The store's own language: menus are written in it first. */
export const STORE_LANGUAGE = 'vi';

/**
 * The language menu and category names are asked in (useLanguageDelivery): the interface
 * language when on, the store's own language (vi) when off.
 * @example menuLanguage({ useLanguageDelivery: false }, 'ja') // 'vi'
 */
export function menuLanguage<L extends string>(settings: Pick<Settings, 'useLanguageDelivery'>, interfaceLanguage: L): L | typeof STORE_LANGUAGE {
  return settings.useLanguageDelivery ? interfaceLanguage : STORE_LANGUAGE;
}

/**
 * The brand the app asks the catalogue for (useDefaultBrand): on, the server's default brand
 * (get_default_brand_and_default_store); off, or while the server names none, the brand the app
 * was configured with.
 * @example brandCodeFor({ useDefaultBrand: false }, { code: 'OTHER' }, 'BNSG') // 'BNSG'
 */
export function brandCodeFor(settings: Pick<Settings, 'useDefaultBrand'>, defaultBrand: { code: string } | null | undefined, configuredBrandCode: string): string {
  return brandFor(settings, defaultBrand, { code: configuredBrandCode }).code;
}

/**
 * The brand the app is (useDefaultBrand, the rule of {@link brandCodeFor}): its code for the catalogue,
 * its name for the header and the page title.
 * @example brandFor({ useDefaultBrand: true }, { code: 'OTHER', name: 'Other' }, { code: 'BNSG', name: 'Bếp Nhà Sài Gòn' }).name // 'Other'
 */
export function brandFor<B extends { code: string }>(settings: Pick<Settings, 'useDefaultBrand'>, defaultBrand: B | null | undefined, configuredBrand: B): B {
  return settings.useDefaultBrand && defaultBrand ? defaultBrand : configuredBrand;
}
