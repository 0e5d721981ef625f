import type { SnapshotFrom } from 'xstate';
import { Temporal } from 'temporal-polyfill';
import { isPeak } from '../../domain/delivery-fee';
import type { fulfilmentMachine } from './machine';

type Snapshot = SnapshotFrom<typeof fulfilmentMachine>;

export const addressInputSelector = (s: Snapshot) => s.context.input;
export const suggestionsSelector = (s: Snapshot) => s.context.suggestions;
export const placeSelector = (s: Snapshot) => s.context.place;
export const chosenStoreSelector = (s: Snapshot) => s.context.store;
export const distanceSelector = (s: Snapshot) => s.context.distance;
export const nextNearestStoresSelector = (s: Snapshot) => s.context.nextNearest;
export const storesSelector = (s: Snapshot) => s.context.stores;
export const deliveryTypeSelector = (s: Snapshot) => s.context.deliveryType;
export const typeNoticeSelector = (s: Snapshot) => s.context.typeNotice;
/** The last menu availability check of the cart failed (SPEC §8: the customer is contacted if a dish is unavailable). */
export const menuCheckFailedSelector = (s: Snapshot) => s.context.menuCheckFailed;
export const allowedKmSelector = (s: Snapshot) => (s.matches({ address: 'outOfRange' }) ? s.context.allowedKm : null);
export const restrictedAreaSelector = (s: Snapshot) => (s.matches({ address: 'restricted' }) ? s.context.restrictedArea : null);
/** The map point could not be turned into an address (SPEC §8 Maps 'Geocoder failed'), rather than a place not found. */
export const isGeocoderFailedSelector = (s: Snapshot) => s.matches({ address: 'notFound' }) && s.context.lookupError === 'geocoderFailed';
export const isLoadingSelector = (s: Snapshot) => s.hasTag('loading');
export const canConfirmLocationSelector = (s: Snapshot) => s.can({ type: 'location.confirm' });
export const isStorePickerVisibleSelector = (s: Snapshot) => s.context.settings.useFeatureTakeaway;
export const isMapAvailableSelector = (s: Snapshot) =>
  s.context.settings.useGooglemaps && !s.context.settings.useDefaultStore;
export const isDeliveryTypeSelectableSelector = (s: Snapshot) => !s.context.settings.useFeatureTakeaway;

/** Which outcome the address lookup reached, for the home page's message. */
export const addressStatusSelector = (s: Snapshot) => {
  if (s.matches('storeChosen')) return 'storeChosen' as const;
  if (s.matches({ address: 'outOfRange' })) return 'outOfRange' as const;
  if (s.matches({ address: 'noPath' })) return 'noPath' as const;
  if (s.matches({ address: 'restricted' })) return 'restricted' as const;
  if (s.matches({ address: 'notFound' })) return 'notFound' as const;
  if (s.matches({ address: 'lookupFailed' })) return 'lookupFailed' as const;
  if (s.matches({ address: 'noSuggestions' })) return 'noSuggestions' as const;
  if (s.hasTag('lookup')) return 'pending' as const;
  return 'entering' as const;
};

/**
 * Estimated delivery minutes at `now` (peak or normal band of SPEC §9); null for pickup or
 * an unknown distance. The clock is the caller's.
 */
export const estimatedMinutesSelector = (s: Snapshot, now: Temporal.Instant) => {
  const minutes = s.context.estimatedMinutes;
  if (!minutes) return null;
  return isPeak(now) ? minutes.peak : minutes.normal;
};
