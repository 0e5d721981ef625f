/** The public entry of the fulfilment feature: what other features may use. */
export { getDefaultBrandAndStoreQueryOptions, getStoresQueryOptions } from './api/get-stores';
export { StorePicker } from './components/store-picker';
export { TypeNotice } from './components/type-notice';
export { FulfilmentContext } from './provider';
export { useDeliveryHours } from './use-delivery-hours';
