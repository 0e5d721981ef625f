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
  'order-status': { fetchOrder: 'getDeliveryInfoByOrderNo' },
  ordering: { loadSoldOutCodes: 'getMasterMenu', resumeOrder: 'getMenuDetailWithTopping' },
  'otp-registration': { checkPhoneNumber: 'checkPhoneNumber', sendOtp: 'sendOtp', register: 'register' },
  payment: {
    requestPaymentUrl: 'createPayment',
    sendOrder: 'saveDeliveryInfo',
    pollPaymentStatus: 'checkPayment',
    checkPayment: 'checkPayment',
    updatePaymentMethod: 'updatePaymentMethod',
  },
  promotions: { loadPromotions: 'getPromotions' },
  session: {
    refreshToken: 'refreshToken',
    checkPhoneNumber: 'checkPhoneNumber',
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
