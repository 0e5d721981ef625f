import { and, assign, emit, fromPromise, not, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS, MAX_MEASURED_STORES } from '../../domain/constants';
import {
  decideStore,
  greatCircleMetres,
  storeOffers,
  storePricing,
  typeForStore,
  type DeliveryType,
  type LatLng,
  type StoreCandidate,
  type StoreDecision,
  type TypeNotice,
} from '../../domain/store-choice';
import { notImplemented } from '../shared/not-implemented';

export type Store = components['schemas']['Store'];
export type Prediction = components['schemas']['Prediction'];
export type Place = components['schemas']['Place'];
export type DistanceRow = components['schemas']['DistanceRow'];

/** Delivery or pickup, as SPEC §4 names them. */
export type { DeliveryType, TypeNotice };
/** Why a lookup ended without a store. */
export type LookupError = 'placeNotFound' | 'geocoderFailed' | 'noStore' | 'distanceFailed' | 'noDefaultStore' | null;

/** Feature settings of SPEC §9 that shape this flow. */
export interface FulfilmentSettings {
  useDefaultStore: boolean;
  useFeatureTakeaway: boolean;
  useGooglemaps: boolean;
}

export interface FulfilmentInput {
  settings: FulfilmentSettings;
  /** menucd of every dish in the cart, for the menu availability check. */
  cartMenuCodes?: string[];
  /** Interface language (vi, en, ja). */
  language?: string;
}

/** A store with its driving distance, as the side panel lists them. */
export interface StoreAtDistance {
  store: Store;
  /** Metres. */
  distance: number;
}

/** Estimated delivery minutes, normal and at peak (SPEC §9); the view picks by the clock. */
export interface EstimatedMinutes {
  normal: number;
  peak: number;
}

/** A measured store as domain/store-choice sees it. */
export type MeasuredStore = Store & StoreCandidate & { distanceMetres: number | null };

export interface FulfilmentContext {
  /** Feature settings, fixed for the actor's life. */
  settings: FulfilmentSettings;
  /** Stores of the brand from get-all-store. */
  stores: Store[];
  /** The address field's text; never cleared by an error, only by home entry. */
  input: string;
  /** Autocomplete predictions for `input` (Vietnam only). */
  suggestions: Prediction[];
  /** The temporary address: the picked or reverse-geocoded place. */
  place: Place | null;
  /** Stores measured from `place` with their driving distance (null: no path). */
  measured: MeasuredStore[];
  /** The store decision for `measured`, made once when the distances arrive; null before. */
  decision: Decision | null;
  /** The type the customer asked for (pickup while takeaway is on). */
  requestedType: DeliveryType;
  /** The effective type: the requested one unless the chosen store lacks it (see typeNotice). */
  deliveryType: DeliveryType;
  /** Set when the chosen store forced the other type; cleared by `notice.dismiss`. */
  typeNotice: TypeNotice | null;
  /** The chosen (selected) store. */
  store: Store | null;
  /** Driving distance to the chosen store in metres; null when unknown (default store, picker). */
  distance: number | null;
  /** Delivery fee in dong from domain/delivery-fee: 0 for pickup, null when no distance. */
  deliveryFee: number | null;
  /** Estimated delivery minutes for the distance; null for pickup or without distance. */
  estimatedMinutes: EstimatedMinutes | null;
  /** Up to NEXT_NEAREST_STORES further stores, nearest first. */
  nextNearest: StoreAtDistance[];
  /** Allowed km shown when the address is out of range. */
  allowedKm: number | null;
  /** Why the last lookup found no store. */
  lookupError: LookupError;
  /** menucd of every dish in the cart. */
  cartMenuCodes: string[];
  /** Dishes found unavailable at the chosen store; the app removes them from the cart. */
  unavailableCodes: string[];
  /** The last menu availability check failed (logged; SPEC §8 says the customer is contacted). */
  menuCheckFailed: boolean;
  /** Interface language. */
  language: string;
}

export type FulfilmentEvent =
  | { type: 'address.change'; value: string }
  | { type: 'place.pick'; placeId: string }
  | { type: 'map.pick'; lat: number; lng: number }
  /** A known destination (a saved recipient address): its place is measured as is. */
  | { type: 'destination.set'; place: Place }
  | { type: 'lookup.retry' }
  | { type: 'stores.retry' }
  | { type: 'store.pick'; storeCode: string }
  | { type: 'store.change'; store: Store }
  | { type: 'deliveryType.select'; deliveryType: DeliveryType }
  | { type: 'cart.open'; menuCodes: string[] }
  | { type: 'cart.sync'; menuCodes: string[] }
  | { type: 'language.change'; language: string }
  | { type: 'location.confirm' }
  | { type: 'notice.dismiss' }
  | { type: 'home.enter' };

export type FulfilmentEmitted =
  | { type: 'menu.unavailable'; codes: string[] }
  | { type: 'location.confirmed'; store: Store; deliveryType: DeliveryType };

export interface LoadStoresInput {
  /** The default store only, in the default-store flow. */
  useDefaultStore: boolean;
}
export interface FetchSuggestionsInput {
  text: string;
  /** Always 'vn': autocomplete is restricted to Vietnam. */
  region: 'vn';
}
export interface MeasureDistancesInput {
  origin: LatLng;
  /** Candidate stores; each answer row's `id` must be the store's `code`. */
  stores: Store[];
}
export interface CheckMenuExistInput {
  storeCode: string;
  brandCode: string;
  menu: string[];
}
export interface ReloadMenusInput {
  storeCode: string;
  brandCode: string;
  language: string;
}

export { AUTOCOMPLETE_DEBOUNCE_MS } from '../../domain/constants';
/** Autocomplete region. */
export const AUTOCOMPLETE_REGION = 'vn';


/** A store is open when it has a serving slot on some open day of the order window. */
export const isStoreOpen = (store: Store) => store.openTimes.some((slots) => slots.length > 0);

/** Autocomplete starts at AUTOCOMPLETE_MIN_CHARS letters (code points, trimmed). */
export const isAutocompleteText = (text: string) => [...text.trim()].length >= AUTOCOMPLETE_MIN_CHARS;

const preferredType = (context: FulfilmentContext): DeliveryType =>
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

/** Outcome of a store lookup (domain/store-choice decideStore over the measured stores). */
export type Decision = StoreDecision<MeasuredStore>;

const stripMeasure = ({ isOpen: _o, distanceMetres: _d, ...store }: MeasuredStore): Store => ({
  ...store,
});

const noSelection = {
  store: null,
  distance: null,
  deliveryFee: null,
  estimatedMinutes: null,
  nextNearest: [],
  allowedKm: null,
} satisfies Partial<FulfilmentContext>;

/** The decision for fresh distance rows. */
/** The decision for the measured stores under another delivery type. */
const typeDecision = (context: FulfilmentContext, event: FulfilmentEvent) =>
  decideStore(context.measured, event.type === 'deliveryType.select' ? event.deliveryType : preferredType(context));

function selectionFor(context: FulfilmentContext, decision: Decision): Partial<FulfilmentContext> {
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
    ...storePricing(decision.store, decision.deliveryType, decision.distance),
  };
}

/** Selects `store` keeping the measured distance when there is one. */
function selectStore(context: FulfilmentContext, store: Store): Partial<FulfilmentContext> {
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
    ...storePricing(store, deliveryType, distance),
  };
}

const addressReset = (settings: FulfilmentSettings): Partial<FulfilmentContext> => ({
  ...noSelection,
  input: '',
  suggestions: [],
  place: null,
  measured: [],
  lookupError: null,
  typeNotice: null,
  unavailableCodes: [],
  requestedType: settings.useFeatureTakeaway ? 'typePickup' : 'typeDelivery',
  deliveryType: settings.useFeatureTakeaway ? 'typePickup' : 'typeDelivery',
});


export const fulfilmentMachine = setup({
  types: {
    context: {} as FulfilmentContext,
    events: {} as FulfilmentEvent,
    input: {} as FulfilmentInput,
    emitted: {} as FulfilmentEmitted,
  },
  actors: {
    loadStores: fromPromise<Store[], LoadStoresInput>(notImplemented('loadStores')),
    loadDefaultStore: fromPromise<Store | null, { stores: Store[] }>(notImplemented('loadDefaultStore')),
    fetchSuggestions: fromPromise<Prediction[], FetchSuggestionsInput>(notImplemented('fetchSuggestions')),
    fetchPlaceDetails: fromPromise<Place, { placeId: string }>(notImplemented('fetchPlaceDetails')),
    reverseGeocode: fromPromise<Place, LatLng>(notImplemented('reverseGeocode')),
    measureDistances: fromPromise<DistanceRow[], MeasureDistancesInput>(notImplemented('measureDistances')),
    checkMenuExist: fromPromise<string[], CheckMenuExistInput>(notImplemented('checkMenuExist')),
    reloadMenus: fromPromise<void, ReloadMenusInput>(notImplemented('reloadMenus')),
  },
  guards: {
    isDefaultStoreFlow: ({ context }) => context.settings.useDefaultStore,
    isAutocompleteText: ({ event }) => event.type === 'address.change' && isAutocompleteText(event.value),
    hasSuggestions: (_, params: { suggestions: Prediction[] }) => params.suggestions.length > 0,
    hasDefaultStore: (_, params: { store: Store | null }) => params.store !== null,
    isMapEnabled: ({ context }) => context.settings.useGooglemaps,
    isStorePickAllowed: ({ context, event }) =>
      context.settings.useFeatureTakeaway &&
      event.type === 'store.pick' &&
      context.stores.some((s) => s.code === event.storeCode),
    isTypeSelectable: ({ context, event }) =>
      !context.settings.useFeatureTakeaway &&
      event.type === 'deliveryType.select' &&
      event.deliveryType !== context.requestedType,
    isTypeOfferedByStore: ({ context, event }) =>
      event.type === 'deliveryType.select' && (context.store === null || storeOffers(context.store, event.deliveryType)),
    hasStores: ({ context }) => context.stores.length > 0,
    hasMeasuredStores: ({ context }) => context.measured.length > 0,
    isDecided: ({ context }, params: { kind: Decision['kind'] }) => context.decision?.kind === params.kind,
    isTypeDecision: ({ context, event }, params: { kind: Decision['kind'] }) => typeDecision(context, event).kind === params.kind,
    hasCartMenuCodes: ({ context }) => context.cartMenuCodes.length > 0,
    hasUnavailableMenus: (_, params: { codes: string[] }) => params.codes.length > 0,
  },
  actions: {
    assignInput: assign(({ event }) => (event.type === 'address.change' ? { input: event.value } : {})),
    assignStores: assign((_, params: { stores: Store[] }) => ({ stores: params.stores })),
    assignSuggestions: assign((_, params: { suggestions: Prediction[] }) => ({ suggestions: params.suggestions })),
    clearSuggestions: assign({ suggestions: [] }),
    startLookup: assign(({ context, event }) => ({
      ...noSelection,
      measured: [],
      lookupError: null,
      typeNotice: null,
      deliveryType: preferredType(context),
      input:
        event.type === 'place.pick'
          ? (context.suggestions.find((s) => s.place_id === event.placeId)?.description ?? context.input)
          : context.input,
    })),
    assignPlace: assign(({ context }, params: { place: Place }) => ({
      place: params.place,
      input: context.input.trim() === '' ? params.place.formatted_address : context.input,
    })),
    /** The place as the address text: a reverse-geocoded map point or a known destination. */
    assignKnownPlace: assign((_, params: { place: Place }) => ({ place: params.place, input: params.place.formatted_address })),
    assignMeasured: assign(({ context }, params: { rows: DistanceRow[] }) => ({
      measured: measuredStores(context.stores, params.rows),
    })),
    decide: assign(({ context }) => ({ decision: decideStore(context.measured, preferredType(context)) })),
    applyDecision: assign(({ context }) => (context.decision ? selectionFor(context, context.decision) : {})),
    applyTypeDecision: assign(({ context, event }) => selectionFor(context, typeDecision(context, event))),
    setLookupError: assign((_, params: { error: LookupError }) => ({ ...noSelection, lookupError: params.error })),
    selectDefaultStore: assign(({ context }, params: { store: Store }) => selectStore(context, params.store)),
    selectPickedStore: assign(({ context, event }) => {
      if (event.type !== 'store.pick') return {};
      const store = context.stores.find((s) => s.code === event.storeCode);
      return store ? selectStore(context, store) : {};
    }),
    selectChangedStore: assign(({ context, event }) => (event.type === 'store.change' ? selectStore(context, event.store) : {})),
    assignDeliveryType: assign(({ context, event }) => {
      if (event.type !== 'deliveryType.select') return {};
      const deliveryType = event.deliveryType;
      return {
        requestedType: deliveryType,
        deliveryType,
        typeNotice: null,
        ...(context.store ? storePricing(context.store, deliveryType, context.distance) : {}),
      };
    }),
    assignCartMenuCodes: assign(({ event }) =>
      event.type === 'cart.open' || event.type === 'cart.sync' ? { cartMenuCodes: event.menuCodes } : {},
    ),
    assignUnavailable: assign(({ context }, params: { codes: string[] }) => ({
      unavailableCodes: params.codes,
      menuCheckFailed: false,
      cartMenuCodes: context.cartMenuCodes.filter((c) => !params.codes.includes(c)),
    })),
    clearUnavailable: assign({ unavailableCodes: [], menuCheckFailed: false }),
    flagMenuCheckFailed: assign({ menuCheckFailed: true }),
    emitMenuUnavailable: emit((_, params: { codes: string[] }) => ({ type: 'menu.unavailable' as const, codes: params.codes })),
    emitLocationConfirmed: emit(({ context }) => ({
      type: 'location.confirmed' as const,
      store: context.store as Store,
      deliveryType: context.deliveryType,
    })),
    assignLanguage: assign(({ event }) => (event.type === 'language.change' ? { language: event.language } : {})),
    dismissNotices: assign({ typeNotice: null, unavailableCodes: [] }),
    resetAddress: assign(({ context }) => addressReset(context.settings)),
  },
  delays: {
    autocompleteDebounce: AUTOCOMPLETE_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'fulfilment',
  context: ({ input }) => ({
    settings: input.settings,
    stores: [],
    input: '',
    suggestions: [],
    place: null,
    measured: [],
    decision: null,
    requestedType: input.settings.useFeatureTakeaway ? 'typePickup' : 'typeDelivery',
    deliveryType: input.settings.useFeatureTakeaway ? 'typePickup' : 'typeDelivery',
    typeNotice: null,
    ...noSelection,
    lookupError: null,
    cartMenuCodes: input.cartMenuCodes ?? [],
    unavailableCodes: [],
    menuCheckFailed: false,
    language: input.language ?? 'ja',
  }),
  initial: 'loadingStores',
  on: {
    'address.change': [
      { guard: 'isDefaultStoreFlow', actions: 'assignInput' },
      { guard: 'isAutocompleteText', target: '.address.debouncing', actions: 'assignInput' },
      { target: '.address.editing', actions: ['assignInput', 'clearSuggestions'] },
    ],
    'map.pick': {
      guard: and(['isMapEnabled', not('isDefaultStoreFlow'), 'hasStores']),
      target: '.address.locating',
      actions: 'startLookup',
    },
    'destination.set': {
      guard: and([not('isDefaultStoreFlow'), 'hasStores']),
      target: '.address.measuring',
      actions: ['startLookup', { type: 'assignKnownPlace', params: ({ event }) => ({ place: event.place }) }],
    },
    'store.pick': { guard: 'isStorePickAllowed', target: '.storeChosen', actions: 'selectPickedStore' },
    'deliveryType.select': { guard: and(['isTypeSelectable', 'isTypeOfferedByStore']), actions: 'assignDeliveryType' },
    'cart.open': { actions: 'assignCartMenuCodes' },
    'cart.sync': { actions: 'assignCartMenuCodes' },
    'language.change': { actions: 'assignLanguage' },
    'notice.dismiss': { actions: 'dismissNotices' },
    'home.enter': { target: '.loadingStores', actions: 'resetAddress' },
  },
  states: {
    loadingStores: {
      tags: ['loading'],
      invoke: {
        id: 'loadStores',
        src: 'loadStores',
        input: ({ context }) => ({ useDefaultStore: context.settings.useDefaultStore }),
        onDone: [
          {
            guard: 'isDefaultStoreFlow',
            target: 'loadingDefaultStore',
            actions: { type: 'assignStores', params: ({ event }) => ({ stores: event.output }) },
          },
          { target: 'address', actions: { type: 'assignStores', params: ({ event }) => ({ stores: event.output }) } },
        ],
        onError: 'storesUnavailable',
      },
      on: {
        'address.change': { actions: 'assignInput' },
        'home.enter': { actions: 'resetAddress' },
      },
    },
    storesUnavailable: {
      description: 'get-all-store (or the default store) failed; the view offers a retry.',
      on: {
        'stores.retry': 'loadingStores',
        'address.change': { actions: 'assignInput' },
      },
    },
    loadingDefaultStore: {
      tags: ['loading'],
      description: 'useDefaultStore: the order starts at once at the default store, no address.',
      invoke: {
        id: 'loadDefaultStore',
        src: 'loadDefaultStore',
        input: ({ context }) => ({ stores: context.stores }),
        onDone: [
          {
            guard: { type: 'hasDefaultStore', params: ({ event }) => ({ store: event.output }) },
            target: 'storeChosen',
            actions: { type: 'selectDefaultStore', params: ({ event }) => ({ store: event.output as Store }) },
          },
          { target: 'storesUnavailable', actions: { type: 'setLookupError', params: { error: 'noDefaultStore' } } },
        ],
        onError: 'storesUnavailable',
      },
    },
    address: {
      initial: 'editing',
      states: {
        editing: {
          description: 'Fewer than AUTOCOMPLETE_MIN_CHARS letters, or a fresh start.',
        },
        debouncing: {
          description: 'Enough letters; waits for typing to pause before autocompleting.',
          after: { autocompleteDebounce: 'autocompleting' },
        },
        autocompleting: {
          tags: ['loading'],
          invoke: {
            id: 'fetchSuggestions',
            src: 'fetchSuggestions',
            input: ({ context }) => ({ text: context.input.trim(), region: AUTOCOMPLETE_REGION }),
            onDone: [
              {
                guard: { type: 'hasSuggestions', params: ({ event }) => ({ suggestions: event.output }) },
                target: 'suggestionsShown',
                actions: { type: 'assignSuggestions', params: ({ event }) => ({ suggestions: event.output }) },
              },
              { target: 'noSuggestions', actions: 'clearSuggestions' },
            ],
            onError: { target: 'noSuggestions', actions: 'clearSuggestions' },
          },
        },
        suggestionsShown: {
          on: {
            'place.pick': { target: 'resolving', actions: 'startLookup' },
          },
        },
        noSuggestions: {
          description: "Autocomplete found nothing or failed: 'No results found'; the input stays.",
        },
        resolving: {
          tags: ['loading', 'lookup'],
          invoke: {
            id: 'fetchPlaceDetails',
            src: 'fetchPlaceDetails',
            input: ({ context, event }) => ({
              placeId: event.type === 'place.pick' ? event.placeId : (context.place?.place_id ?? ''),
            }),
            onDone: { target: 'measuring', actions: { type: 'assignPlace', params: ({ event }) => ({ place: event.output }) } },
            onError: { target: 'notFound', actions: { type: 'setLookupError', params: { error: 'placeNotFound' } } },
          },
        },
        locating: {
          tags: ['loading', 'lookup'],
          description: 'Map marker dropped: reverse geocoding its point.',
          invoke: {
            id: 'reverseGeocode',
            src: 'reverseGeocode',
            input: ({ event }) => (event.type === 'map.pick' ? { lat: event.lat, lng: event.lng } : { lat: 0, lng: 0 }),
            onDone: { target: 'measuring', actions: { type: 'assignKnownPlace', params: ({ event }) => ({ place: event.output }) } },
            onError: { target: 'notFound', actions: { type: 'setLookupError', params: { error: 'geocoderFailed' } } },
          },
        },
        measuring: {
          tags: ['loading', 'lookup'],
          description: 'Driving distances from the place to the nearest open stores.',
          invoke: {
            id: 'measureDistances',
            src: 'measureDistances',
            input: ({ context }) => {
              const origin = { lat: context.place?.lat ?? 0, lng: context.place?.lng ?? 0 };
              return { origin, stores: storesToMeasure(context.stores, origin) };
            },
            onDone: {
              target: 'deciding',
              actions: [{ type: 'assignMeasured', params: ({ event }) => ({ rows: event.output }) }, 'decide'],
            },
            onError: { target: 'lookupFailed', actions: { type: 'setLookupError', params: { error: 'distanceFailed' } } },
          },
        },
        deciding: {
          description: 'The distances are in: the store decision (domain/store-choice), made once, picks the next state.',
          always: [
            { guard: { type: 'isDecided', params: { kind: 'chosen' } }, target: '#fulfilment.storeChosen', actions: 'applyDecision' },
            { guard: { type: 'isDecided', params: { kind: 'outOfRange' } }, target: 'outOfRange', actions: 'applyDecision' },
            { guard: { type: 'isDecided', params: { kind: 'noPath' } }, target: 'noPath', actions: 'applyDecision' },
            { target: 'notFound', actions: 'applyDecision' },
          ],
        },
        lookupFailed: {
          description: "Store finding did not finish: 'Try again' re-measures the same place.",
          on: { 'lookup.retry': 'measuring' },
        },
        outOfRange: {
          description: 'Farther than the allowed distance: shows allowedKm; no store selected.',
          on: {
            'deliveryType.select': [
              {
                guard: and(['isTypeSelectable', { type: 'isTypeDecision', params: { kind: 'chosen' as const } }]),
                target: '#fulfilment.storeChosen',
                actions: ['assignDeliveryType', 'applyTypeDecision'],
              },
              {
                guard: and(['isTypeSelectable', { type: 'isTypeDecision', params: { kind: 'outOfRange' as const } }]),
                target: 'outOfRange',
                reenter: true,
                actions: ['assignDeliveryType', 'applyTypeDecision'],
              },
            ],
          },
        },
        noPath: {
          description: 'No store has a driving path to the place: delivery path not found.',
        },
        notFound: {
          description: 'Place details or reverse geocoding failed, or no open store: re-enter.',
        },
      },
    },
    storeChosen: {
      description: 'A store is selected; menu availability is checked for the cart on entry.',
      initial: 'checkingMenu',
      on: {
        'location.confirm': { actions: 'emitLocationConfirmed' },
        'store.change': { target: 'storeChosen', reenter: true, actions: 'selectChangedStore' },
        'cart.open': { target: '.checkingMenu', actions: 'assignCartMenuCodes' },
        'language.change': { target: '.reloadingMenus', actions: 'assignLanguage' },
        'deliveryType.select': [
          {
            guard: and(['isTypeSelectable', 'hasMeasuredStores', { type: 'isTypeDecision', params: { kind: 'chosen' as const } }]),
            target: 'storeChosen',
            reenter: true,
            actions: ['assignDeliveryType', 'applyTypeDecision'],
          },
          {
            guard: and(['isTypeSelectable', 'hasMeasuredStores', { type: 'isTypeDecision', params: { kind: 'outOfRange' as const } }]),
            target: '#fulfilment.address.outOfRange',
            actions: ['assignDeliveryType', 'applyTypeDecision'],
          },
        ],
      },
      states: {
        checkingMenu: {
          tags: ['loading'],
          description: 'check-menu-exist for the cart dishes at the chosen store (skipped for an empty cart).',
          always: { guard: not('hasCartMenuCodes'), target: 'ready' },
          invoke: {
            id: 'checkMenuExist',
            src: 'checkMenuExist',
            input: ({ context }) => ({
              storeCode: context.store?.code ?? '',
              brandCode: context.store?.brand_code ?? '',
              menu: context.cartMenuCodes,
            }),
            onDone: [
              {
                guard: { type: 'hasUnavailableMenus', params: ({ event }) => ({ codes: event.output }) },
                target: 'ready',
                actions: [
                  { type: 'assignUnavailable', params: ({ event }) => ({ codes: event.output }) },
                  { type: 'emitMenuUnavailable', params: ({ event }) => ({ codes: event.output }) },
                ],
              },
              { target: 'ready', actions: 'clearUnavailable' },
            ],
            onError: { target: 'ready', actions: 'flagMenuCheckFailed' },
          },
        },
        reloadingMenus: {
          tags: ['loading'],
          description: 'The language changed: menus of the chosen store are reloaded.',
          invoke: {
            id: 'reloadMenus',
            src: 'reloadMenus',
            input: ({ context }) => ({
              storeCode: context.store?.code ?? '',
              brandCode: context.store?.brand_code ?? '',
              language: context.language,
            }),
            onDone: 'ready',
            onError: 'ready',
          },
        },
        ready: {},
      },
    },
  },
});
