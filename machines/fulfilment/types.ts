import type { RestrictedArea } from '../../domain/restricted-areas';
import type { DeliveryFeeSettings } from '../../domain/delivery-fee';
import type { components } from '../../openapi/schema';
import type { DeliveryType, LatLng, StoreCandidate, StoreDecision, TypeNotice } from '../../domain/store-choice';

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
  /** How deliveries are charged (useFeatureDeliveryFee, useDeliveryFeeV1, fee); the seeded defaults when left out. */
  deliveryFee?: DeliveryFeeSettings;
  /** The deliveryRadiusKm setting (domain/store-choice deliveryRadiusMetres); 10 km when left out. */
  deliveryRadiusKm?: number;
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
  /** Areas where delivery is unavailable (get restricted-areas), read once. */
  restrictedAreas: RestrictedArea[];
  /** The restricted delivery area the place lies in (its name), set in address.restricted. */
  restrictedArea: string | null;
  /** Interface language. */
  language: string;
  /** The screen that opens once the destination set last has its store (a saved address on home, a reorder); none: the customer confirms. */
  onward: Onward | null;
}

/** Where the customer goes once a known destination has its store: the menu (a saved address on home) or the checkout (a reorder). */
export type Onward = 'menu' | 'checkout';

export type FulfilmentEvent =
  | { type: 'address.change'; value: string }
  | { type: 'place.pick'; placeId: string }
  | { type: 'map.pick'; lat: number; lng: number }
  /**
   * A known destination (a saved recipient address): its place is measured as is. With `onward`, the screen named
   * opens as soon as its store is chosen, with no confirm (one tap from home, a reorder straight to the checkout).
   */
  | { type: 'destination.set'; place: Place; onward?: Onward }
  | { type: 'lookup.retry' }
  | { type: 'stores.retry' }
  | { type: 'store.pick'; storeCode: string }
  | { type: 'deliveryType.select'; deliveryType: DeliveryType }
  | { type: 'cart.open'; menuCodes: string[] }
  | { type: 'cart.sync'; menuCodes: string[] }
  | { type: 'language.change'; language: string }
  | { type: 'location.confirm' }
  | { type: 'notice.dismiss' }
  | { type: 'home.enter' };

export type FulfilmentEmitted = { type: 'menu.unavailable'; codes: string[] };

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

/** Outcome of a store lookup (domain/store-choice decideStore over the measured stores). */
export type Decision = StoreDecision<MeasuredStore>;
