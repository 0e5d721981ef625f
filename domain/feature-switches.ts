/**
 * Which operations each SPEC §9 switch owns: the one table the server's guard reads to refuse an
 * operation whose capability a setting turns off (403 FEATURE_OFF naming the setting), and the
 * source of the table in docs. Pure: the guard hands in the settings and the request.
 */
import type { Settings } from './settings';

/** The switches that turn a capability off (useFeatureTakeaway: on, it turns delivery off). */
export type FeatureSwitch =
  | 'useMomo'
  | 'usePayoo'
  | 'useCrmPromotion'
  | 'useEPromotion'
  | 'useTradingPromotion'
  | 'useFeatureTakeaway'
  | 'useFeatureOrderHistory'
  | 'useFeatureAddressManage'
  | 'useMembership'
  | 'useFavoriteMenu'
  | 'useQrcode';

/** What the guard sees of a request: the contract's validated body and query. */
export interface SwitchedRequest {
  body?: unknown;
  query?: unknown;
}

/** One operation a switch owns; `when` narrows it to the requests that use the capability. */
export interface OwnedOperation {
  operationId: string;
  /** Only these requests use the capability (a body field chose it); every request when absent. */
  when?: (request: SwitchedRequest) => boolean;
  /** The request field that chose the capability, named in the refusal. */
  field?: string;
}

/** One row of the table: a setting, the value that refuses, and the operations it owns. */
export interface FeatureSwitchRow {
  setting: FeatureSwitch;
  /** The setting's value that turns the capability off: false for every switch but useFeatureTakeaway. */
  refusedWhen: boolean;
  /** The capability in words, for the refusal's message and the docs. */
  capability: string;
  owns: readonly OwnedOperation[];
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
const bodyOf = (request: SwitchedRequest) => record(request.body);
const infoOf = (request: SwitchedRequest) => record(bodyOf(request).info);
const isConfirmation = (request: SwitchedRequest) => bodyOf(request).isConfirm === true;
const flag = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';
const nonEmpty = (value: unknown) => Array.isArray(value) && value.length > 0;

/** A confirmation paying with e-money type `type` (1 MoMo, 2 Payoo). */
const confirmsWith = (type: 1 | 2) => (request: SwitchedRequest) => isConfirmation(request) && Number(infoOf(request).emoneyType) === type;
/** A request choosing `method` in its payment_method. */
const choosesMethod = (method: 'momo' | 'payoo') => (request: SwitchedRequest) => bodyOf(request).payment_method === method;
/** A confirmation that applies promotions (ticket_used or the cart's listPromotion). */
const confirmsPromotions = (request: SwitchedRequest) =>
  isConfirmation(request) && (nonEmpty(record(bodyOf(request).ticket_used).promotions) || nonEmpty(infoOf(request).listPromotion));
const queryHas = (name: string, value?: string) => (request: SwitchedRequest) => {
  const found = record(request.query)[name];
  return value === undefined ? found !== undefined && found !== '' : found === value;
};

const walletRow = (setting: 'useMomo' | 'usePayoo', method: 'momo' | 'payoo', type: 1 | 2, gateway: string, capability: string): FeatureSwitchRow => ({
  setting,
  refusedWhen: false,
  capability,
  owns: [
    { operationId: 'createPayment', when: choosesMethod(method), field: 'payment_method' },
    { operationId: gateway },
    { operationId: 'updatePaymentMethod', when: choosesMethod(method), field: 'payment_method' },
    { operationId: 'updateDeliveryInfo', when: confirmsWith(type), field: 'info.emoneyType' },
  ],
});

/**
 * The one table of switched operations. A payment already opened still settles with its switch off
 * (status polls, checkPayment and the gateways' notifications are not owned): the money was taken.
 */
export const FEATURE_SWITCHES: readonly FeatureSwitchRow[] = [
  walletRow('useMomo', 'momo', 1, 'paymentMomo', 'MoMo payment'),
  walletRow('usePayoo', 'payoo', 2, 'paymentPayoo', 'Payoo payment'),
  {
    setting: 'useCrmPromotion',
    refusedWhen: false,
    capability: 'promotions',
    owns: [
      { operationId: 'getMyPromotion' },
      { operationId: 'checkApplyPromotion' },
      { operationId: 'checkIsAvailablePromotion' },
      { operationId: 'decodePromotion' },
      { operationId: 'getPromotions' },
      { operationId: 'postPromotionCode' },
      { operationId: 'buyPromotion' },
      { operationId: 'updateDeliveryInfo', when: confirmsPromotions, field: 'ticket_used.promotions' },
    ],
  },
  {
    setting: 'useEPromotion',
    refusedWhen: false,
    capability: 'promotion codes',
    owns: [{ operationId: 'postPromotionCode' }, { operationId: 'getPromotions', when: queryHas('code'), field: 'code' }],
  },
  {
    setting: 'useTradingPromotion',
    refusedWhen: false,
    capability: 'redeeming promotions with points',
    owns: [{ operationId: 'buyPromotion' }, { operationId: 'getPromotions', when: queryHas('by', 'trade_by'), field: 'by' }],
  },
  {
    setting: 'useFeatureTakeaway',
    refusedWhen: true,
    capability: 'delivery (takeaway forces pickup)',
    owns: [{ operationId: 'updateDeliveryInfo', when: (request) => isConfirmation(request) && !flag(infoOf(request).pickUpAtStore), field: 'info.pickUpAtStore' }],
  },
  { setting: 'useFeatureOrderHistory', refusedWhen: false, capability: 'order history', owns: [{ operationId: 'getOrderHistory' }] },
  {
    setting: 'useFeatureAddressManage',
    refusedWhen: false,
    capability: 'saved addresses',
    owns: [{ operationId: 'getAddresses' }, { operationId: 'googleAddressCreate' }, { operationId: 'googleAddressUpdate' }, { operationId: 'deleteAddress' }],
  },
  { setting: 'useMembership', refusedWhen: false, capability: 'membership and point history', owns: [{ operationId: 'getPointHistory' }, { operationId: 'getPaymentHistory' }] },
  { setting: 'useFavoriteMenu', refusedWhen: false, capability: 'favourites', owns: [{ operationId: 'getFavoriteMenu' }, { operationId: 'setFavoriteMenu' }] },
  { setting: 'useQrcode', refusedWhen: false, capability: 'event QR codes', owns: [{ operationId: 'scanEventQrcode' }] },
];

/** Every operation some switch owns: the guard reads the settings only for these. */
export const SWITCHED_OPERATIONS: ReadonlySet<string> = new Set(FEATURE_SWITCHES.flatMap((row) => row.owns.map((o) => o.operationId)));

/** A request refused by a switch: the setting, its capability and the field that chose it. */
export interface SwitchRefusal {
  setting: FeatureSwitch;
  capability: string;
  field?: string;
}

/**
 * The first switch of {@link FEATURE_SWITCHES} that refuses this request under `settings`, or null.
 * @example switchRefusal({ ...settings, useQrcode: false }, 'scanEventQrcode', {}) // { setting: 'useQrcode', … }
 */
export function switchRefusal(settings: Pick<Settings, FeatureSwitch>, operationId: string, request: SwitchedRequest): SwitchRefusal | null {
  if (!SWITCHED_OPERATIONS.has(operationId)) return null;
  for (const row of FEATURE_SWITCHES) {
    if (settings[row.setting] !== row.refusedWhen) continue;
    const owned = row.owns.find((o) => o.operationId === operationId && (!o.when || o.when(request)));
    if (owned) return { setting: row.setting, capability: row.capability, ...(owned.field ? { field: owned.field } : {}) };
  }
  return null;
}
