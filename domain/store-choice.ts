import {
  DELIVERY_RADIUS_METRES,
  DRIVING_DISTANCE_FACTOR,
  EARTH_RADIUS_METRES,
  METRES_PER_KM,
  MISSING_DISTANCE_METRES,
  NEXT_NEAREST_STORES,
} from './constants';

/** A store as the store choice sees it. */
export interface StoreCandidate {
  id: number | string;
  code: string;
  /** Metres; null, undefined or <= 0 means only the overall radius applies. */
  max_delivery_distance?: number | null;
  /** Driving distance from the address; undefined when the maps provider returned none. */
  distanceMetres?: number | null;
  isOpen: boolean;
  delivery: boolean;
  pickup: boolean;
}

/** Delivery or pickup. */
export type FulfilmentType = 'delivery' | 'pickup';

/** A store with its distance. */
export interface StoreAtDistance<S extends StoreCandidate = StoreCandidate> {
  store: S;
  distance: number;
}

/** Result of {@link chooseStore}. */
export type StoreChoice<S extends StoreCandidate = StoreCandidate> =
  | { kind: 'chosen'; store: S; distance: number; nextNearest: StoreAtDistance<S>[] }
  | { kind: 'outOfRange'; allowedKm: number; store: S; distance: number }
  | { kind: 'notFound' };

/** Metres a store may serve for a fulfilment type. */
export function allowedMetres(store: StoreCandidate, type: FulfilmentType): number {
  const own = store.max_delivery_distance;
  if (type === 'pickup' || own === null || own === undefined || !(own > 0)) return DELIVERY_RADIUS_METRES;
  return Math.min(own, DELIVERY_RADIUS_METRES);
}

function distanceOf(store: StoreCandidate): number {
  const d = store.distanceMetres;
  return d === null || d === undefined || !Number.isFinite(d) ? MISSING_DISTANCE_METRES : Math.max(0, d);
}

const nearestFirst = <S extends StoreCandidate>(a: StoreAtDistance<S>, b: StoreAtDistance<S>) =>
  a.distance - b.distance || (a.store.code < b.store.code ? -1 : a.store.code > b.store.code ? 1 : 0);

/**
 * Chooses the nearest open store by driving distance for a fulfilment type (missing distance
 * counts as MISSING_DISTANCE_METRES; ties go to the lower store code).
 *
 * - Candidates are open stores that offer the type. A candidate is eligible when its distance
 *   is within {@link allowedMetres}: the store's max_delivery_distance capped at 10 km for
 *   delivery, the 10 km radius alone for pickup.
 * - `chosen`: the nearest eligible store, with up to NEXT_NEAREST_STORES next eligible stores
 *   nearest first.
 * - `outOfRange`: no eligible store but some candidate has a real distance; reports the nearest
 *   such candidate and its allowed km.
 * - `notFound`: no candidate, or no candidate has a distance (no path).
 */
export function chooseStore<S extends StoreCandidate>(
  stores: readonly S[],
  type: FulfilmentType,
): StoreChoice<S> {
  const candidates = stores
    .filter((s) => s.isOpen && (type === 'delivery' ? s.delivery : s.pickup))
    .map((store) => ({ store, distance: distanceOf(store) }))
    .sort(nearestFirst);
  const eligible = candidates.filter((c) => c.distance <= allowedMetres(c.store, type));
  const [chosen, ...rest] = eligible;
  if (chosen) {
    return { kind: 'chosen', ...chosen, nextNearest: rest.slice(0, NEXT_NEAREST_STORES) };
  }
  const nearest = candidates.find((c) => c.distance < MISSING_DISTANCE_METRES);
  if (!nearest) return { kind: 'notFound' };
  return { kind: 'outOfRange', allowedKm: allowedMetres(nearest.store, type) / METRES_PER_KM, ...nearest };
}

/** A point in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in metres. */
export function greatCircleMetres(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Driving distance estimate of the local maps provider: round(great circle x 1.3), metres. */
export function estimatedDrivingMetres(a: LatLng, b: LatLng): number {
  return Math.round(greatCircleMetres(a, b) * DRIVING_DISTANCE_FACTOR);
}
