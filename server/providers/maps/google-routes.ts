/**
 * Live driving distances on the server: Google's Routes API v2 computeRouteMatrix
 * (developers.google.com/maps/documentation/routes, "Review the route matrix response";
 * reference: rest/v2/TopLevel/computeRouteMatrix) with a server key (GOOGLE_MAPS_SERVER_KEY):
 * driving, metric, avoiding highways and tolls, as SPEC §7 asks of the client's matrix. The answer
 * has the shape of the local provider's drivingDistances, so either serves the same callers.
 */
import { asRecord, type Fetch } from '../payments/http';
import type { LatLng } from '../../../domain/store-choice';

export const ROUTES_MATRIX_URL = 'https://routes.googleapis.com/distanceMatrix/v2:computeRouteMatrix';
/** "It is critical that you include status in your field mask" (Google's reference). */
export const ROUTES_FIELD_MASK = 'originIndex,destinationIndex,status,condition,distanceMeters,duration';
/** A route matrix that does not answer within this time is given up on (the caller falls back to the local estimate). */
export const ROUTES_TIMEOUT_MS = 5_000;

export type DistanceRow =
  | { id: string; status: 'OK'; distance: { value: number; text: string }; duration: { value: number; text: string } }
  | { id: string; status: 'ZERO_RESULTS' };

const waypoint = (point: LatLng) => ({ waypoint: { location: { latLng: { latitude: point.lat, longitude: point.lng } } } });

/** "160s" or "160.5s" (protobuf Duration in JSON) to whole seconds. */
const seconds = (duration: unknown) => Math.round(Number(String(duration ?? '').replace(/s$/, '')));

export function createGoogleRoutes(options: { apiKey: string; fetch?: Fetch; timeoutMs?: number }) {
  const fetcher = options.fetch ?? fetch;
  return {
    /** Driving distance from one origin to each destination; throws when Google does not answer or refuses. */
    async drivingDistances(origin: LatLng, destinations: Array<LatLng & { id: string }>): Promise<DistanceRow[]> {
      if (destinations.length === 0) return [];
      const response = await fetcher(ROUTES_MATRIX_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Goog-Api-Key': options.apiKey, 'X-Goog-FieldMask': ROUTES_FIELD_MASK },
        body: JSON.stringify({
          origins: [waypoint(origin)],
          destinations: destinations.map(waypoint),
          travelMode: 'DRIVE',
          routingPreference: 'TRAFFIC_UNAWARE',
          units: 'METRIC',
          routeModifiers: { avoidHighways: true, avoidTolls: true },
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? ROUTES_TIMEOUT_MS),
      });
      const body = (await response.json()) as unknown;
      if (!response.ok || !Array.isArray(body)) throw new Error(`Routes API answered ${response.status}: ${JSON.stringify(asRecord(body).error ?? body).slice(0, 200)}`);
      const byDestination = new Map(body.map((element) => [Number(asRecord(element).destinationIndex ?? 0), asRecord(element)]));
      return destinations.map((destination, index): DistanceRow => {
        const element = byDestination.get(index);
        // an element's status is an RPC status: empty (or code 0) when it is fine
        const failed = !element || (asRecord(element.status).code ?? 0) !== 0 || element.condition !== 'ROUTE_EXISTS';
        if (failed) return { id: destination.id, status: 'ZERO_RESULTS' };
        const metres = Number(element.distanceMeters ?? 0);
        const duration = seconds(element.duration);
        return {
          id: destination.id,
          status: 'OK',
          distance: { value: metres, text: metres < 1000 ? `${metres} m` : `${(metres / 1000).toFixed(1)} km` },
          duration: { value: duration, text: `${Math.max(1, Math.round(duration / 60))} mins` },
        };
      });
    },
  };
}

export type GoogleRoutes = ReturnType<typeof createGoogleRoutes>;
