/**
 * Live place search on the server with a server key (GOOGLE_MAPS_SERVER_KEY):
 * - Places API (New) autocomplete, POST places:autocomplete, restricted to Vietnam
 *   (developers.google.com/maps/documentation/places/web-service/place-autocomplete);
 * - Places API (New) details, GET places/{id} with a field mask
 *   (developers.google.com/maps/documentation/places/web-service/place-details);
 * - Geocoding API reverse geocoding, GET geocode/json?latlng=
 *   (developers.google.com/maps/documentation/geocoding/requests-reverse-geocoding).
 * Answers have the local gazetteer's shapes (local-maps.ts), so either serves the same callers.
 */
import { estimatedDrivingMetres } from '../../../domain/store-choice';
import { asRecord, type Fetch } from '../payments/http';
import type { LatLng } from './local-maps';

export const PLACES_AUTOCOMPLETE_URL = 'https://places.googleapis.com/v1/places:autocomplete';
export const PLACES_DETAILS_URL = 'https://places.googleapis.com/v1/places/';
export const GEOCODE_URL = 'https://maps.googleapis.com/maps/api/geocode/json';
/** Only the fields a Place needs: a narrower mask is a cheaper SKU. */
export const PLACE_DETAILS_FIELD_MASK = 'id,displayName,formattedAddress,location';
/** Google's region code for Vietnam (CLDR, lower case as the Places reference writes it). */
export const VIETNAM_REGION_CODE = 'vn';
/** A place call that does not answer within this time is given up on. */
export const PLACES_TIMEOUT_MS = 5_000;

export interface CallOptions {
  language?: string;
  /** Groups a typing session's autocomplete calls with the details call that ends it (billed as one session). */
  sessionToken?: string;
}

const text = (value: unknown) => String(asRecord(value).text ?? '');

/** The first part of an address ("36 Lê Lợi, Bến Nghé, …" names "36 Lê Lợi"). */
const leadingPart = (address: string) => address.split(',')[0]!.trim();

export function createGooglePlaces(options: { apiKey: string; fetch?: Fetch; timeoutMs?: number }) {
  const fetcher = options.fetch ?? fetch;
  const signal = () => AbortSignal.timeout(options.timeoutMs ?? PLACES_TIMEOUT_MS);

  async function readJson(response: Response, what: string): Promise<Record<string, unknown>> {
    const body = asRecord(await response.json().catch(() => ({})));
    if (!response.ok) throw new Error(`${what} answered ${response.status}: ${String(asRecord(body.error).status ?? asRecord(body.error).message ?? '')}`);
    return body;
  }

  return {
    /** Place predictions for `input`, Vietnam only; query predictions (no place) are left out. */
    async autocomplete(input: string, call: CallOptions = {}) {
      const response = await fetcher(PLACES_AUTOCOMPLETE_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Goog-Api-Key': options.apiKey },
        body: JSON.stringify({
          input,
          includedRegionCodes: [VIETNAM_REGION_CODE],
          ...(call.language ? { languageCode: call.language } : {}),
          ...(call.sessionToken ? { sessionToken: call.sessionToken } : {}),
        }),
        signal: signal(),
      });
      const body = await readJson(response, 'Places autocomplete');
      const suggestions = Array.isArray(body.suggestions) ? body.suggestions : [];
      return suggestions.flatMap((suggestion) => {
        const prediction = asRecord(asRecord(suggestion).placePrediction);
        if (!prediction.placeId) return [];
        const format = asRecord(prediction.structuredFormat);
        return [
          {
            place_id: String(prediction.placeId),
            description: text(prediction.text),
            main_text: text(format.mainText),
            secondary_text: text(format.secondaryText),
          },
        ];
      });
    },

    /** The place with this id, or undefined when Google knows none (404 NOT_FOUND). */
    async placeDetails(placeId: string, call: CallOptions = {}) {
      const query = new URLSearchParams({
        ...(call.language ? { languageCode: call.language } : {}),
        ...(call.sessionToken ? { sessionToken: call.sessionToken } : {}),
      });
      const response = await fetcher(`${PLACES_DETAILS_URL}${encodeURIComponent(placeId)}${query.size > 0 ? `?${query}` : ''}`, {
        method: 'GET',
        headers: { 'X-Goog-Api-Key': options.apiKey, 'X-Goog-FieldMask': PLACE_DETAILS_FIELD_MASK },
        signal: signal(),
      });
      if (response.status === 404) return undefined;
      const body = await readJson(response, 'Place details');
      const location = asRecord(body.location);
      return {
        place_id: String(body.id ?? placeId),
        name: text(body.displayName) || leadingPart(String(body.formattedAddress ?? '')),
        formatted_address: String(body.formattedAddress ?? ''),
        lat: Number(location.latitude),
        lng: Number(location.longitude),
      };
    },

    /** The most precise address Google finds at `point`, or undefined when it finds none (ZERO_RESULTS). */
    async reverseGeocode(point: LatLng, call: CallOptions = {}) {
      const query = new URLSearchParams({ latlng: `${point.lat},${point.lng}`, key: options.apiKey, ...(call.language ? { language: call.language } : {}) });
      const response = await fetcher(`${GEOCODE_URL}?${query}`, { method: 'GET', signal: signal() });
      const body = await readJson(response, 'Geocoding');
      if (body.status === 'ZERO_RESULTS') return undefined;
      if (body.status !== 'OK') throw new Error(`Geocoding answered ${String(body.status)}: ${String(body.error_message ?? '')}`);
      const [first] = Array.isArray(body.results) ? body.results.map(asRecord) : [];
      if (!first) return undefined;
      const location = asRecord(asRecord(first.geometry).location);
      const place = { lat: Number(location.lat), lng: Number(location.lng) };
      const address = String(first.formatted_address ?? '');
      return {
        place_id: String(first.place_id),
        name: leadingPart(address),
        formatted_address: address,
        ...place,
        distance_m: estimatedDrivingMetres(point, place),
      };
    },

    /** Whether Google's Places host answers at all (any HTTP status counts), for /api/health. */
    async probe(timeoutMs = 2_000) {
      try {
        await fetcher(PLACES_AUTOCOMPLETE_URL, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) });
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type GooglePlaces = ReturnType<typeof createGooglePlaces>;
