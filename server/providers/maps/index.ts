/**
 * The server's maps port: suggestions, place details, reverse geocoding and driving distances.
 * Local (the seeded gazetteer, great-circle x 1.3) unless the configuration says live and gives a
 * server key; then Google's Places API (New), Geocoding API and Routes API answer. Distances fall
 * back to the local estimate when Google fails (pricing asks `drivingMetres`), so a Google outage
 * never stops an order (the warning is logged).
 */
import { estimatedDrivingMetres } from '../../../domain/store-choice';
import type { Queryable } from '../../db/database';
import type { Fetch } from '../payments/http';
import { createGooglePlaces, type CallOptions } from './google-places';
import { createGoogleRoutes, type DistanceRow } from './google-routes';
import { createLocalMaps, type LatLng } from './local-maps';

export type MapsMode = 'live' | 'local';

/** MAPS_MODE and GOOGLE_MAPS_SERVER_KEY, read by server/config.ts. */
export interface MapsConfig {
  /** live when MAPS_MODE=live and GOOGLE_MAPS_SERVER_KEY is set; otherwise local */
  mode: MapsMode;
  serverKey: string | null;
}

export function readMapsConfig(env: NodeJS.ProcessEnv): MapsConfig {
  const serverKey = env.GOOGLE_MAPS_SERVER_KEY || null;
  return { mode: env.MAPS_MODE === 'live' && serverKey ? 'live' : 'local', serverKey };
}

export interface MapsPort {
  mode: MapsMode;
  autocomplete(input: string, call?: CallOptions): Promise<Array<{ place_id: string; description: string; main_text: string; secondary_text: string }>>;
  placeDetails(placeId: string, call?: CallOptions): Promise<{ place_id: string; name: string; formatted_address: string; lat: number; lng: number } | undefined>;
  reverseGeocode(
    point: LatLng,
    call?: CallOptions,
  ): Promise<{ place_id: string; name: string; formatted_address: string; lat: number; lng: number; distance_m: number } | undefined>;
  drivingDistances(origin: LatLng, destinations: Array<LatLng & { id: string }>): Promise<DistanceRow[]>;
  /** The gazetteer's places around a point (the local map's dots): never Google's, whatever the mode. */
  placesNear(point: LatLng, radiusMetres: number): Promise<Array<{ place_id: string; name: string; formatted_address: string; lat: number; lng: number }>>;
  /** The driving distance the price is computed from; null when no road joins the two points. */
  drivingMetres(from: LatLng, to: LatLng): Promise<number | null>;
  /** Whether the provider answers (the local gazetteer always does). */
  probe(): Promise<boolean>;
}

export function createMaps(options: { db: Queryable; config: MapsConfig; fetch?: Fetch; warn?: (message: string) => void }): MapsPort {
  const local = createLocalMaps(options.db);
  const { serverKey } = options.config;
  if (options.config.mode === 'local' || !serverKey) {
    return {
      mode: 'local',
      autocomplete: (input) => local.autocomplete(input),
      placeDetails: (placeId) => local.placeDetails(placeId),
      reverseGeocode: (point) => local.reverseGeocode(point),
      drivingDistances: async (origin, destinations) => local.drivingDistances(origin, destinations),
      placesNear: (point, radius) => local.placesNear(point, radius),
      drivingMetres: async (from, to) => estimatedDrivingMetres(from, to),
      probe: async () => true,
    };
  }
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const places = createGooglePlaces({ apiKey: serverKey, fetch: options.fetch });
  const routes = createGoogleRoutes({ apiKey: serverKey, fetch: options.fetch });
  return {
    mode: 'live',
    autocomplete: (input, call) => places.autocomplete(input, call),
    placeDetails: (placeId, call) => places.placeDetails(placeId, call),
    reverseGeocode: (point, call) => places.reverseGeocode(point, call),
    async drivingDistances(origin, destinations) {
      try {
        return await routes.drivingDistances(origin, destinations);
      } catch (error) {
        warn(`Maps: the Routes API failed (${(error as Error).message}); answering the local estimates.`);
        return local.drivingDistances(origin, destinations);
      }
    },
    async drivingMetres(from, to) {
      try {
        const [row] = await routes.drivingDistances(from, [{ id: 'to', ...to }]);
        return row?.status === 'OK' ? row.distance.value : null;
      } catch (error) {
        const estimate = estimatedDrivingMetres(from, to);
        warn(`Maps: the Routes API failed (${(error as Error).message}); pricing with the local estimate of ${estimate} m.`);
        return estimate;
      }
    },
    placesNear: (point, radius) => local.placesNear(point, radius),
    probe: () => places.probe(),
  };
}
