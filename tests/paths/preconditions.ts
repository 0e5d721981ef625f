import type { MachineName } from './machines';

/** The screen a walk of each machine's paths starts on. */
export const startScreens: Record<MachineName, string> = {
  'address-book': '/address-manage',
  cart: '/main-menu',
  checkout: '/checkout',
  fulfilment: '/',
  'loyalty-qr-scan': '/membership',
  'loyalty-redeem': '/promotion',
  'order-lists': '/order-history',
  'order-status': '/delivery-status',
  'order-notifications': '/delivery-status',
  ordering: '/main-menu',
  'otp-registration': '/register',
  payment: '/checkout',
  promotions: '/checkout',
  session: '/login/',
};

/**
 * The contract operation behind an invoked actor, where a sandbox fault can make it fail: a path
 * whose first call of that actor fails arms the fault when it is started (server/sandbox/faults.ts).
 */
export const faultOperations: Partial<Record<MachineName, Record<string, string>>> = {
  'address-book': { loadAddresses: 'getAddresses', saveAddress: 'googleAddressCreate', deleteAddress: 'deleteAddress' },
  checkout: {
    notifyNotAsap: 'confirmNotAsap',
    checkPromotions: 'checkApplyPromotion',
    submitOrder: 'saveDeliveryInfo',
    saveAddress: 'googleAddressCreate',
  },
  fulfilment: {
    loadStores: 'getAllStore',
    loadDefaultStore: 'getDefaultBrandAndDefaultStore',
    fetchSuggestions: 'mapsAutocomplete',
    fetchPlaceDetails: 'mapsPlaceDetails',
    reverseGeocode: 'mapsReverseGeocode',
    measureDistances: 'mapsDrivingDistances',
    checkMenuExist: 'checkMenuExist',
    reloadMenus: 'getMasterMenu',
  },
  'loyalty-qr-scan': { submitCode: 'scanEventQrcode' },
  'loyalty-redeem': {
    checkPoints: 'getCustomerProfile',
    redeemPromotion: 'buyPromotion',
    refreshCustomer: 'getCustomerProfile',
  },
  'order-lists': { loadOrders: 'getUserOrder', loadMoreOrders: 'getUserOrder' },
  'order-status': { fetchOrder: 'getDeliveryInfoByOrderNo', estimateDelivery: 'estimateDeliveryClient' },
  'order-notifications': { checkNotifications: 'getPushSettings', subscribeToOrder: 'subscribeOrderPush', unsubscribeFromOrder: 'unsubscribeOrderPush' },
  ordering: { loadSoldOutCodes: 'getMasterMenu', resumeOrder: 'getMenuDetailWithTopping' },
  'otp-registration': {
    checkPhoneNumber: 'checkPhoneNumber',
    sendOtp: 'sendOtp',
    verifyOtp: 'verifyOtp',
    register: 'register',
  },
  payment: {
    requestPaymentUrl: 'createPayment',
    sendOrder: 'saveDeliveryInfo',
    pollPaymentStatus: 'checkPayment',
    checkPayment: 'checkPayment',
    updatePaymentMethod: 'updatePaymentMethod',
    switchToCash: 'updatePaymentMethod',
  },
  promotions: { loadPromotions: 'getPromotions' },
  session: {
    refreshToken: 'refreshToken',
    checkPhoneNumber: 'checkPhoneNumber',
    login: 'login',
    loadAddresses: 'getAddresses',
    checkUserAccount: 'checkUserAccount',
  },
};

/**
 * Reads the app makes through TanStack Query, which tries a failed read once more (src/lib/query-client.ts
 * `retry: 1`): a fault meant to show the failure applies to both tries.
 */
export const readsRetriedOnce = new Set([
  'getAllStore',
  'getDefaultBrandAndDefaultStore',
  'getMasterMenu',
  'checkMenuExist',
  'getVariables',
  'mapsAutocomplete',
  'mapsPlaceDetails',
  'mapsReverseGeocode',
  'mapsDrivingDistances',
]);

/**
 * The sandbox gateway's decision a path needs, by the state it ends in: started from /sandbox/qa, the next MoMo or
 * Payoo page of that browser decides by itself (server/sandbox/payments.ts).
 */
export const paymentOutcomeByEnd: Partial<Record<MachineName, Record<string, 'paid' | 'declined' | 'cancelled'>>> = {
  payment: { 'settled.paid': 'paid', 'settled.failed': 'declined', 'settled.cancelled': 'cancelled' },
};

/**
 * The answer a guarded error branch needs, by its guard: "start this path" arms exactly it (a fault answering that
 * status and code, or a call held past the client's timeout for "unreachable"). An unguarded error branch gets a 500.
 * tests/paths/qa-paths.test.ts proves each makes its branch's guard pass and every earlier branch's fail.
 */
export const errorAnswerByGuard: Record<string, { kind: 'error'; status: number; code: string } | { kind: 'timeout' }> =
  {
    isInvalidOrder: { kind: 'error', status: 409, code: 'INVALID_ORDER' },
    isCustomerError: { kind: 'error', status: 400, code: 'ERROR_CUSTOMER' },
    isNotEnoughPoints: { kind: 'error', status: 409, code: 'NOT_ENOUGH_POINTS' },
    isTooManyRequests: { kind: 'error', status: 429, code: 'TOO_MANY_REQUESTS' },
    isPhoneAlreadyRegistered: { kind: 'error', status: 409, code: 'PHONE_ALREADY_REGISTERED' },
    isInvalidOtp: { kind: 'error', status: 400, code: 'INVALID_OTP' },
    isUnauthorized: { kind: 'error', status: 401, code: 'UNAUTHORIZED' },
    isUnreachable: { kind: 'timeout' },
  };

/**
 * The answer a branch on a call's result needs, by the guard it needs true (`name`) or false (`!name`): "start this
 * path" arms it as the next answer of the call (e.g. the address search finds nothing).
 */
export const resultAnswerByGuard: Record<string, { kind: 'reply'; body: unknown }> = {
  '!hasSuggestions': { kind: 'reply', body: { predictions: [] } },
  // the server has switched order notifications off (PUSH_NOTIFICATIONS=off)
  isUnavailable: { kind: 'reply', body: { enabled: false, mode: 'sandbox', public_key: null } },
};

/**
 * The settings (SPEC §9) a branch needs, by the guard that reads them: "start this path" sets them for the tester's
 * browser only (server/sandbox/overrides.ts). A `not(…)` of the guard needs the opposite switch.
 */
export const settingsByGuard: Record<string, Record<string, boolean>> = {
  isDefaultStoreFlow: { useDefaultStore: true },
  isMapEnabled: { useGooglemaps: true },
  isStorePickAllowed: { useFeatureTakeaway: true },
  isTypeSelectable: { useFeatureTakeaway: false },
};

/**
 * The order clock speed a machine's paths run with (the orders placed from the tester's browser): an order's
 * 30-minute delivery lifecycle passes in about half a minute, so a tester sees every status.
 */
export const orderClockSpeedByMachine: Partial<Record<MachineName, number>> = {
  'order-status': 60,
  'order-notifications': 60,
};

/** What the app must hold before a path's first step. */
export interface PathNeeds {
  /** A dish in the kept cart. */
  cart: boolean;
  /** A member logged in in the tester's browser. */
  member: boolean;
  /** A delivery address and an open store chosen on home. */
  store: boolean;
}

/**
 * What each machine's paths need before step 1, which "start this path" prepares in the tester's browser (a new member,
 * logged in; the address and store; a dish in the cart) so that the app opens on the path's screen ready for it.
 */
export const needsByMachine: Partial<Record<MachineName, PathNeeds>> = {
  checkout: { cart: true, member: true, store: true },
  payment: { cart: true, member: true, store: true },
  promotions: { cart: true, member: true, store: true },
  cart: { cart: false, member: false, store: true },
  ordering: { cart: false, member: false, store: true },
  'address-book': { cart: false, member: true, store: false },
  'loyalty-qr-scan': { cart: false, member: true, store: false },
  'loyalty-redeem': { cart: false, member: true, store: false },
  'order-lists': { cart: false, member: true, store: false },
};
