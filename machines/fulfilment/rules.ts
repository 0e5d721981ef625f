import { AUTOCOMPLETE_MIN_CHARS, MAX_MEASURED_STORES } from '../../domain/constants';
import { decideStore, deliveryRadiusMetres, greatCircleMetres, storePricing, typeForStore, type DeliveryType, type LatLng } from '../../domain/store-choice';
import type {
  Decision,
  DistanceRow,
  FulfilmentContext,
  FulfilmentEvent,
  FulfilmentSettings,
  MeasuredStore,
  Store,
} from './types';

export { AUTOCOMPLETE_DEBOUNCE_MS } from '../../domain/constants';
/** Autocomplete region. */
export const AUTOCOMPLETE_REGION = 'vn';


/** A store is open when it has a serving slot on some open day of the order window. */
export const isStoreOpen = (store: Store) => store.openTimes.some((slots) => slots.length > 0);

/** Autocomplete starts at AUTOCOMPLETE_MIN_CHARS letters (code points, trimmed). */
export const isAutocompleteText = (text: string) => [...text.trim()].length >= AUTOCOMPLETE_MIN_CHARS;

export const preferredType = (context: FulfilmentContext): DeliveryType =>
  context.settings.useFeatureTakeaway ? 'typePickup' : context.requestedType;

/** Open stores nearest first by great-circle distance, at most MAX_MEASURED_STORES. */
export function storesToMeasure(stores: readonly Store[], origin: LatLng): Store[] {
  return stores
    .filter(isStoreOpen)
    .map((store) => ({ store, d: greatCircleMetres(origin, { lat: store.latitude, lng: store.longitude }) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, MAX_MEASURED_STORES)
    .map((x) => x.store);
}

/** Joins distance rows (row id = store code) to the stores they measure. */
export function measuredStores(stores: readonly Store[], rows: readonly DistanceRow[]): MeasuredStore[] {
  const byCode = new Map(rows.map((r) => [r.id, r]));
  return stores.flatMap((store) => {
    const row = byCode.get(store.code);
    if (!row) return [];
    const distanceMetres = row.status === 'OK' && row.distance ? row.distance.value : null;
    return [{ ...store, isOpen: isStoreOpen(store), delivery: store.delivery !== false, pickup: store.pickup !== false, distanceMetres }];
  });
}


export const stripMeasure = ({ isOpen: _o, distanceMetres: _d, ...store }: MeasuredStore): Store => ({
  ...store,
});

export const noSelection = {
  store: null,
  distance: null,
  deliveryFee: null,
  estimatedMinutes: null,
  nextNearest: [],
  allowedKm: null,
} satisfies Partial<FulfilmentContext>;

/** The decision for fresh distance rows. */
/** The decision for the measured stores under another delivery type. */
export const typeDecision = (context: FulfilmentContext, event: FulfilmentEvent) =>
  decideStore(
    context.measured,
    event.type === 'deliveryType.select' ? event.deliveryType : preferredType(context),
    deliveryRadiusMetres(context.settings),
  );

export function selectionFor(context: FulfilmentContext, decision: Decision): Partial<FulfilmentContext> {
  if (decision.kind !== 'chosen') {
    return { ...noSelection, allowedKm: decision.kind === 'outOfRange' ? decision.allowedKm : null, lookupError: decision.kind === 'notFound' ? 'noStore' : null };
  }
  return {
    store: stripMeasure(decision.store),
    distance: decision.distance,
    nextNearest: decision.nextNearest.map((n) => ({ store: stripMeasure(n.store), distance: n.distance })),
    allowedKm: null,
    lookupError: null,
    deliveryType: decision.deliveryType,
    typeNotice: decision.typeNotice,
    ...storePricing(decision.store, decision.deliveryType, decision.distance, context.settings.deliveryFee),
  };
}

/** Selects `store` keeping the measured distance when there is one. */
export function selectStore(context: FulfilmentContext, store: Store): Partial<FulfilmentContext> {
  const { deliveryType, typeNotice } = typeForStore(store, preferredType(context));
  const distance = context.measured.find((m) => m.code === store.code)?.distanceMetres ?? null;
  return {
    store,
    distance,
    nextNearest: [],
    allowedKm: null,
    lookupError: null,
    deliveryType,
    typeNotice,
    ...storePricing(store, deliveryType, distance, context.settings.deliveryFee),
  };
}

export const addressReset = (settings: FulfilmentSettings): Partial<FulfilmentContext> => ({
  ...noSelection,
  input: '',
  suggestions: [],
  place: null,
  measured: [],
  lookupError: null,
  typeNotice: null,
  unavailableCodes: [],
  onward: null,
  requestedType: settings.useFeatureTakeaway ? 'typePickup' : 'typeDelivery',
  deliveryType: settings.useFeatureTakeaway ? 'typePickup' : 'typeDelivery',
});


