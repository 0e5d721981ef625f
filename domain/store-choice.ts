import {
  DELIVERY_RADIUS_METRES,
  DRIVING_DISTANCE_FACTOR,
  EARTH_RADIUS_METRES,
  METRES_PER_KM,
  MISSING_DISTANCE_METRES,
  NEXT_NEAREST_STORES,
} from './constants';
import { deliveryFeeFor, estimatedDeliveryMinutes, type DeliveryFeeSettings, type DeliveryFeeTier } from './delivery-fee';

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

/**
 * The delivery radius in metres: the deliveryRadiusKm setting, at most SPEC §9's 10 km; 10 km when
 * the setting is missing or not positive. The one source of the radius for every rule and text.
 * @example deliveryRadiusMetres({ deliveryRadiusKm: 8 }) // 8000
 */
export function deliveryRadiusMetres(settings?: { deliveryRadiusKm?: number | null } | null): number {
  const km = settings?.deliveryRadiusKm;
  if (typeof km !== 'number' || !Number.isFinite(km) || km <= 0) return DELIVERY_RADIUS_METRES;
  return Math.min(Math.round(km * METRES_PER_KM), DELIVERY_RADIUS_METRES);
}

/** Metres a store may serve for a fulfilment type: its own limit within the delivery radius. */
export function allowedMetres(store: StoreCandidate, type: FulfilmentType, radiusMetres: number = DELIVERY_RADIUS_METRES): number {
  const own = store.max_delivery_distance;
  if (type === 'pickup' || own === null || own === undefined || !(own > 0)) return radiusMetres;
  return Math.min(own, radiusMetres);
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
 *   such candidate and the km the customer is told: the delivery radius when the address is beyond
 *   it, else that store's own shorter limit.
 * - `notFound`: no candidate, or no candidate has a distance (no path).
 */
export function chooseStore<S extends StoreCandidate>(
  stores: readonly S[],
  type: FulfilmentType,
  radiusMetres: number = DELIVERY_RADIUS_METRES,
): StoreChoice<S> {
  const candidates = stores
    .filter((s) => s.isOpen && (type === 'delivery' ? s.delivery : s.pickup))
    .map((store) => ({ store, distance: distanceOf(store) }))
    .sort(nearestFirst);
  const eligible = candidates.filter((c) => c.distance <= allowedMetres(c.store, type, radiusMetres));
  const [chosen, ...rest] = eligible;
  if (chosen) {
    return { kind: 'chosen', ...chosen, nextNearest: rest.slice(0, NEXT_NEAREST_STORES) };
  }
  const nearest = candidates.find((c) => c.distance < MISSING_DISTANCE_METRES);
  if (!nearest) return { kind: 'notFound' };
  const allowed = nearest.distance > radiusMetres ? radiusMetres : allowedMetres(nearest.store, type, radiusMetres);
  return { kind: 'outOfRange', allowedKm: allowed / METRES_PER_KM, ...nearest };
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

/** Delivery or pickup as the app and the contract name them. */
export type DeliveryType = 'typeDelivery' | 'typePickup';
/** Why the delivery type was switched for the chosen store (SPEC §8 off-delivery, off-pickup). */
export type TypeNotice = 'offDelivery' | 'offPickup';

const fulfilmentTypeOf = (type: DeliveryType): FulfilmentType => (type === 'typeDelivery' ? 'delivery' : 'pickup');
const otherType = (type: DeliveryType): DeliveryType => (type === 'typeDelivery' ? 'typePickup' : 'typeDelivery');
/** Whether a store offers a type; a flag that is not false means it does. */
export const storeOffers = (store: { delivery?: boolean | null; pickup?: boolean | null }, type: DeliveryType) =>
  type === 'typeDelivery' ? store.delivery !== false : store.pickup !== false;

/**
 * The type a chosen store gets (SPEC §4): the preferred one, or the other one with its notice
 * when the store lacks the preferred one and offers the other.
 */
export function typeForStore(
  store: { delivery?: boolean | null; pickup?: boolean | null },
  preferred: DeliveryType,
): { deliveryType: DeliveryType; typeNotice: TypeNotice | null } {
  if (storeOffers(store, preferred) || !storeOffers(store, otherType(preferred))) return { deliveryType: preferred, typeNotice: null };
  return { deliveryType: otherType(preferred), typeNotice: preferred === 'typeDelivery' ? 'offDelivery' : 'offPickup' };
}

/** Outcome of a store lookup for measured candidates. */
export type StoreDecision<S extends StoreCandidate> =
  | {
      kind: 'chosen';
      store: S;
      distance: number;
      nextNearest: StoreAtDistance<S>[];
      deliveryType: DeliveryType;
      typeNotice: TypeNotice | null;
    }
  | { kind: 'outOfRange'; allowedKm: number }
  | { kind: 'noPath' }
  | { kind: 'notFound' };

/**
 * Chooses the store for measured candidates with {@link chooseStore}: the preferred type first;
 * when no store offers it, the other type with its notice (SPEC §4, §8 off-delivery/off-pickup).
 * No open candidate is `notFound`; no candidate with a distance is `noPath`.
 */
export function decideStore<S extends StoreCandidate>(
  measured: readonly S[],
  preferred: DeliveryType,
  radiusMetres: number = DELIVERY_RADIUS_METRES,
): StoreDecision<S> {
  const open = measured.filter((s) => s.isOpen);
  if (open.length === 0) return { kind: 'notFound' };
  if (open.every((s) => s.distanceMetres === null || s.distanceMetres === undefined)) return { kind: 'noPath' };
  for (const type of [preferred, otherType(preferred)]) {
    const choice = chooseStore(open, fulfilmentTypeOf(type), radiusMetres);
    if (choice.kind === 'chosen') {
      return {
        kind: 'chosen',
        store: choice.store,
        distance: choice.distance,
        nextNearest: choice.nextNearest,
        deliveryType: type,
        typeNotice: type === preferred ? null : preferred === 'typeDelivery' ? 'offDelivery' : 'offPickup',
      };
    }
    if (choice.kind === 'outOfRange') return { kind: 'outOfRange', allowedKm: choice.allowedKm };
  }
  return { kind: 'noPath' };
}

/** The delivery fee of an order: pickup has none (the one place that says so); null when unknown. */
export const feeForType = (deliveryType: DeliveryType, fee: number | null): number | null => (deliveryType === 'typePickup' ? 0 : fee);

/**
 * Money and time of a chosen store for a type and distance: the delivery fee (domain/delivery-fee;
 * 0 for pickup, null without a distance) and the estimated delivery minutes, normal and at peak.
 */
export function storePricing(
  store: { is_mall?: boolean | null; delivery_fee_list?: readonly DeliveryFeeTier[] | null },
  deliveryType: DeliveryType,
  distance: number | null,
  feeSettings?: DeliveryFeeSettings,
): { deliveryFee: number | null; estimatedMinutes: { normal: number; peak: number } | null } {
  if (deliveryType === 'typePickup' || distance === null) return { deliveryFee: feeForType(deliveryType, null), estimatedMinutes: null };
  const normal = estimatedDeliveryMinutes(distance);
  const peak = estimatedDeliveryMinutes(distance, { peak: true });
  return {
    deliveryFee: feeForType(deliveryType, deliveryFeeFor(distance, { isMall: store.is_mall ?? false, tiers: store.delivery_fee_list }, feeSettings)),
    estimatedMinutes: normal !== null && peak !== null ? { normal, peak } : null,
  };
}
