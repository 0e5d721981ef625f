import { Temporal } from 'temporal-polyfill';
import {
  BASE_FEE_DISTANCE_METRES,
  DELIVERY_BASE_FEE,
  DELIVERY_FEE_PER_KM,
  DELIVERY_RADIUS_METRES,
  DELIVERY_TIME_BANDS,
  MALL_DELIVERY_BASE_FEE,
  MALL_PARKING_FEE,
  METRES_PER_KM,
  PEAK_HOURS,
  TIME_ZONE,
} from './constants';
import { DEFAULT_SETTINGS, type Settings } from './settings';

/** A store's delivery fee tier: up to `distance` km the fee is `baika` dong. */
export interface DeliveryFeeTier {
  /** Upper bound of the tier in km, inclusive. */
  distance: number;
  baika: number;
}

/** Options of {@link deliveryFee}. */
export interface DeliveryFeeOptions {
  /** The store is inside a shopping mall. */
  isMall?: boolean;
  /** The store's own fee table; when non-empty it replaces the distance formula. */
  tiers?: readonly DeliveryFeeTier[] | null;
}

/**
 * The delivery fee in dong for a driving distance, or null when not deliverable (distance
 * missing, not a number, beyond DELIVERY_RADIUS_METRES, or beyond the last tier).
 *
 * - Formula: the base fee (15,000; 20,000 for a mall store) up to 3 km, plus 5,500 per further
 *   started km (3,001 m costs one further km).
 * - Tiers: the baika of the first tier, by ascending distance, whose distance x 1,000 m is at
 *   least the actual distance.
 * - A mall store adds 5,000 parking per order, with either way of pricing.
 *
 * @example deliveryFee(4200) // 15000 + 2 x 5500 = 26000
 */
export function deliveryFee(
  distanceMetres: number | null | undefined,
  { isMall = false, tiers }: DeliveryFeeOptions = {},
): number | null {
  if (distanceMetres === null || distanceMetres === undefined || !Number.isFinite(distanceMetres)) {
    return null;
  }
  const distance = Math.max(0, distanceMetres);
  if (distance > DELIVERY_RADIUS_METRES) return null;
  const parking = isMall ? MALL_PARKING_FEE : 0;
  if (tiers && tiers.length > 0) {
    const tier = [...tiers]
      .sort((a, b) => a.distance - b.distance)
      .find((t) => t.distance * METRES_PER_KM >= distance);
    return tier ? tier.baika + parking : null;
  }
  const base = isMall ? MALL_DELIVERY_BASE_FEE : DELIVERY_BASE_FEE;
  const furtherKm = Math.max(0, Math.ceil((distance - BASE_FEE_DISTANCE_METRES) / METRES_PER_KM));
  return base + furtherKm * DELIVERY_FEE_PER_KM + parking;
}

/** The settings (SPEC §9) that shape the delivery fee. */
export type DeliveryFeeSettings = Pick<Settings, 'useFeatureDeliveryFee' | 'useDeliveryFeeV1' | 'fee'>;

/** The fee settings of the seeded defaults (domain/settings). */
export const DEFAULT_DELIVERY_FEE_SETTINGS: DeliveryFeeSettings = {
  useFeatureDeliveryFee: DEFAULT_SETTINGS.useFeatureDeliveryFee,
  useDeliveryFeeV1: DEFAULT_SETTINGS.useDeliveryFeeV1,
  fee: DEFAULT_SETTINGS.fee,
};

/**
 * The delivery fee of a delivery as the settings say, the one rule of the app and the server:
 * null when the distance is unknown or beyond the store's range ({@link deliveryFee}), whatever
 * the settings; otherwise 0 with `useFeatureDeliveryFee` off, the flat `fee` with
 * `useDeliveryFeeV1` on (no parking added), else the distance or tier price.
 * @example deliveryFeeFor(4200, {}, { useFeatureDeliveryFee: true, useDeliveryFeeV1: true, fee: 12000 }) // 12000
 */
export function deliveryFeeFor(
  distanceMetres: number | null | undefined,
  options: DeliveryFeeOptions,
  settings: DeliveryFeeSettings = DEFAULT_DELIVERY_FEE_SETTINGS,
): number | null {
  const byDistance = deliveryFee(distanceMetres, options);
  if (byDistance === null) return null;
  if (!settings.useFeatureDeliveryFee) return 0;
  if (settings.useDeliveryFeeV1) return Math.max(0, Math.trunc(settings.fee));
  return byDistance;
}

/**
 * Estimated delivery minutes by distance band (0-3 km, 3-5 km, 5-10 km; upper bounds
 * inclusive), normal or peak; null beyond the last band or for a missing distance.
 */
export function estimatedDeliveryMinutes(
  distanceMetres: number | null | undefined,
  { peak = false }: { peak?: boolean } = {},
): number | null {
  if (distanceMetres === null || distanceMetres === undefined || !Number.isFinite(distanceMetres)) {
    return null;
  }
  const band = DELIVERY_TIME_BANDS.find((b) => Math.max(0, distanceMetres) <= b.upToMetres);
  if (!band) return null;
  return peak ? band.peakMinutes : band.normalMinutes;
}

/** True when the moment, in business time, falls in a PEAK_HOURS window (start inclusive). */
export function isPeak(now: Temporal.ZonedDateTime | Temporal.Instant): boolean {
  const local = (now instanceof Temporal.Instant ? now : now.toInstant()).toZonedDateTimeISO(TIME_ZONE);
  const time = local.toPlainTime();
  return PEAK_HOURS.some(
    (w) =>
      Temporal.PlainTime.compare(time, Temporal.PlainTime.from(w.start)) >= 0 &&
      Temporal.PlainTime.compare(time, Temporal.PlainTime.from(w.end)) < 0,
  );
}
