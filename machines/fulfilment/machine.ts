import { and, assign, emit, not, setup } from 'xstate';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../domain/constants';
import { restrictedAreaAt, type RestrictedArea } from '../../domain/restricted-areas';
import { decideStore, deliveryRadiusMetres, storeOffers, storePricing } from '../../domain/store-choice';
import {
  AUTOCOMPLETE_REGION,
  addressReset,
  isAutocompleteText,
  measuredStores,
  noSelection,
  preferredType,
  selectStore,
  selectionFor,
  storesToMeasure,
  typeDecision,
} from './rules';
import type {
  Decision,
  DeliveryType,
  DistanceRow,
  FulfilmentContext,
  FulfilmentEmitted,
  FulfilmentEvent,
  FulfilmentInput,
  LookupError,
  Onward,
  Place,
  Prediction,
  Store,
} from './types';
import { fulfilmentActors } from './actors';

export * from './types';
export * from './rules';

const restrictedAreaOf = (place: Place, areas: readonly RestrictedArea[]) =>
  restrictedAreaAt(areas, { lat: place.lat, lng: place.lng, address: place.formatted_address });

export const fulfilmentMachine = setup({
  types: {
    context: {} as FulfilmentContext,
    events: {} as FulfilmentEvent,
    input: {} as FulfilmentInput,
    emitted: {} as FulfilmentEmitted,
  },
  actors: fulfilmentActors,
  guards: {
    isDefaultStoreFlow: ({ context }) => context.settings.useDefaultStore,
    isAutocompleteText: ({ event }) => event.type === 'address.change' && isAutocompleteText(event.value),
    /** Text typed while the stores loaded is looked up once they are in. */
    hasTypedAutocompleteText: ({ context }) => isAutocompleteText(context.input),
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
    isOnward: ({ context }, params: { onward: Onward }) => context.onward === params.onward,
    hasUnavailableMenus: (_, params: { codes: string[] }) => params.codes.length > 0,
    /** A delivery to the place falls in a restricted area (domain/restricted-areas, the rule the server refuses with). */
    isPlaceRestricted: ({ context }) =>
      preferredType(context) === 'typeDelivery' && context.place !== null && restrictedAreaOf(context.place, context.restrictedAreas) !== null,
  },
  actions: {
    assignInput: assign(({ event }) => (event.type === 'address.change' ? { input: event.value } : {})),
    assignStores: assign((_, params: { stores: Store[] }) => ({ stores: params.stores })),
    assignSuggestions: assign((_, params: { suggestions: Prediction[] }) => ({ suggestions: params.suggestions })),
    clearSuggestions: assign({ suggestions: [] }),
    startLookup: assign(({ context, event }) => ({
      ...noSelection,
      // another address typed or dropped on the map is confirmed by the customer; destination.set names its own
      onward: null,
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
    decide: assign(({ context }) => ({ decision: decideStore(context.measured, preferredType(context), deliveryRadiusMetres(context.settings)) })),
    applyDecision: assign(({ context }) => (context.decision ? selectionFor(context, context.decision) : {})),
    applyTypeDecision: assign(({ context, event }) => selectionFor(context, typeDecision(context, event))),
    assignRestrictedArea: assign(({ context }) => ({
      ...noSelection,
      restrictedArea: context.place ? (restrictedAreaOf(context.place, context.restrictedAreas)?.name ?? null) : null,
    })),
    assignRestrictedAreas: assign((_, params: { areas: RestrictedArea[] }) => ({ restrictedAreas: params.areas })),
    forgetRestrictedAreas: assign({ restrictedAreas: [] }),
    setLookupError: assign((_, params: { error: LookupError }) => ({ ...noSelection, lookupError: params.error })),
    selectDefaultStore: assign(({ context }, params: { store: Store }) => selectStore(context, params.store)),
    selectPickedStore: assign(({ context, event }) => {
      if (event.type !== 'store.pick') return {};
      const store = context.stores.find((s) => s.code === event.storeCode);
      return store ? selectStore(context, store) : {};
    }),
    assignDeliveryType: assign(({ context, event }) => {
      if (event.type !== 'deliveryType.select') return {};
      const deliveryType = event.deliveryType;
      return {
        requestedType: deliveryType,
        deliveryType,
        typeNotice: null,
        ...(context.store ? storePricing(context.store, deliveryType, context.distance, context.settings.deliveryFee) : {}),
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
    /** A confirmed location opens the menu; the app provides it (its router). */
    openMenu: (_, _params: { store: Store; deliveryType: DeliveryType }) => undefined,
    /** A reorder's destination has its store: the checkout opens, ready; the app provides it (its router). */
    openCheckout: (_, _params: undefined) => undefined,
    assignOnward: assign(({ event }) => ({ onward: event.type === 'destination.set' ? (event.onward ?? null) : null })),
    forgetOnward: assign({ onward: null }),
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
    restrictedAreas: [],
    restrictedArea: null,
    language: input.language ?? 'ja',
    onward: null,
  }),
  initial: 'loadingStores',
  // read once for the actor's life; without them (a failed read) the server's refusal still stands
  invoke: {
    id: 'loadRestrictedAreas',
    src: 'loadRestrictedAreas',
    onDone: { actions: { type: 'assignRestrictedAreas', params: ({ event }) => ({ areas: event.output }) } },
    onError: { actions: 'forgetRestrictedAreas' },
  },
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
      actions: ['startLookup', { type: 'assignKnownPlace', params: ({ event }) => ({ place: event.place }) }, 'assignOnward'],
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
          {
            guard: 'hasTypedAutocompleteText',
            target: 'address.debouncing',
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
        restricted: {
          description: 'Delivery is unavailable at the place (a restricted area): the notice names it; pickup or another address.',
          on: {
            'deliveryType.select': {
              guard: 'isTypeSelectable',
              target: 'measuring',
              actions: 'assignDeliveryType',
            },
          },
        },
        measuring: {
          tags: ['loading', 'lookup'],
          description: 'Driving distances from the place to the nearest open stores; a place in a restricted delivery area stops here.',
          always: { guard: 'isPlaceRestricted', target: 'restricted', actions: 'assignRestrictedArea' },
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
        'location.confirm': { actions: { type: 'openMenu', params: ({ context }) => ({ store: context.store as Store, deliveryType: context.deliveryType }) } },
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
        ready: {
          description: 'The store is chosen and its menu checked; a destination set with an onward screen opens it now.',
          always: [
            {
              guard: { type: 'isOnward', params: { onward: 'menu' as const } },
              actions: [
                'forgetOnward',
                { type: 'openMenu', params: ({ context }) => ({ store: context.store as Store, deliveryType: context.deliveryType }) },
              ],
            },
            { guard: { type: 'isOnward', params: { onward: 'checkout' as const } }, actions: ['forgetOnward', 'openCheckout'] },
          ],
        },
      },
    },
  },
});
