/**
 * Google's live services in the browser (SPEC §7), answering in the shapes of the local maps
 * service so that the fulfilment machine sees the same events with either: new Places
 * (AutocompleteSuggestion restricted to Vietnam, with a session token per typing session that the
 * details call ends), the Geocoder for the draggable marker, and RouteMatrix for driving distances
 * (driving, metric, avoiding highways and tolls).
 */
import { AUTOCOMPLETE_MIN_CHARS } from '../../../domain/constants';
import type { LatLng } from '../../../domain/store-choice';
import type { DistanceRow, Place, Prediction } from '../../../machines/fulfilment/machine';
import { loadGoogleLibrary } from './google-loader';

/** What the app asks of a maps provider; the local one is the API's /maps calls. */
export interface MapsAdapter {
  suggest(text: string): Promise<Prediction[]>;
  placeDetails(placeId: string): Promise<Place>;
  reverseGeocode(point: LatLng): Promise<Place>;
  drivingDistances(origin: LatLng, destinations: Array<LatLng & { id: string }>): Promise<DistanceRow[]>;
}

/** The parts of Google's libraries the adapter uses (a fake namespace stands in for them in tests). */
export interface GoogleLibraries {
  places(): Promise<Pick<google.maps.PlacesLibrary, 'AutocompleteSuggestion' | 'AutocompleteSessionToken' | 'Place'>>;
  geocoding(): Promise<Pick<google.maps.GeocodingLibrary, 'Geocoder'>>;
  routes(): Promise<Pick<google.maps.RoutesLibrary, 'RouteMatrix'>>;
}

/** Google's region code for Vietnam. */
export const VIETNAM_REGION = 'vn';
/** The place fields a Place needs: a narrower list is a cheaper SKU. */
export const PLACE_FIELDS = ['id', 'displayName', 'formattedAddress', 'location'];
/** The route matrix fields a DistanceRow needs (Google requires a field list). */
export const ROUTE_MATRIX_FIELDS = ['distanceMeters', 'durationMillis', 'condition'];
/** google.maps.UnitSystem.METRIC, written out so that nothing reads Google's namespace before it loads. */
const METRIC = 0 as google.maps.UnitSystem;

const leadingPart = (address: string) => address.split(',')[0]!.trim();

const distanceText = (metres: number) => (metres < 1000 ? `${metres} m` : `${(metres / 1000).toFixed(1)} km`);

export function googleLibrariesFor(key: string, language: () => string): GoogleLibraries {
  const options = () => ({ key, language: language() });
  return {
    places: () => loadGoogleLibrary('places', options()),
    geocoding: () => loadGoogleLibrary('geocoding', options()),
    routes: () => loadGoogleLibrary('routes', options()),
  };
}

export function createGoogleMapsAdapter(libraries: GoogleLibraries, language: () => string): MapsAdapter {
  /** The typing session: its token, and its predictions, whose places carry the token into the details call. */
  let session: { token: google.maps.places.AutocompleteSessionToken; predictions: Map<string, google.maps.places.PlacePrediction> } | null = null;

  return {
    async suggest(text) {
      const input = text.trim();
      if ([...input].length < AUTOCOMPLETE_MIN_CHARS) return [];
      const { AutocompleteSuggestion, AutocompleteSessionToken } = await libraries.places();
      session ??= { token: new AutocompleteSessionToken(), predictions: new Map() };
      const { suggestions } = await AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input,
        includedRegionCodes: [VIETNAM_REGION],
        language: language(),
        sessionToken: session.token,
      });
      return suggestions.flatMap(({ placePrediction }) => {
        if (!placePrediction) return [];
        session?.predictions.set(placePrediction.placeId, placePrediction);
        const description = placePrediction.text.text;
        return [
          {
            place_id: placePrediction.placeId,
            description,
            main_text: placePrediction.mainText?.text ?? leadingPart(description),
            secondary_text: placePrediction.secondaryText?.text ?? '',
          },
        ];
      });
    },

    async placeDetails(placeId) {
      const { Place } = await libraries.places();
      const prediction = session?.predictions.get(placeId);
      const place = prediction ? prediction.toPlace() : new Place({ id: placeId, requestedLanguage: language() });
      // the details call ends the typing session: the next letters start a new one
      session = null;
      await place.fetchFields({ fields: PLACE_FIELDS });
      if (!place.location) throw new Error(`Place ${placeId} has no location`);
      const formattedAddress = place.formattedAddress ?? '';
      return {
        place_id: place.id,
        name: place.displayName ?? leadingPart(formattedAddress),
        formatted_address: formattedAddress,
        lat: place.location.lat(),
        lng: place.location.lng(),
      };
    },

    async reverseGeocode(point) {
      const { Geocoder } = await libraries.geocoding();
      const { results } = await new Geocoder().geocode({ location: point, language: language() });
      const [first] = results;
      if (!first) throw new Error('Geocoder found no address');
      return {
        place_id: first.place_id,
        name: leadingPart(first.formatted_address),
        formatted_address: first.formatted_address,
        lat: first.geometry.location.lat(),
        lng: first.geometry.location.lng(),
      };
    },

    async drivingDistances(origin, destinations) {
      if (destinations.length === 0) return [];
      const { RouteMatrix } = await libraries.routes();
      const { matrix } = await RouteMatrix.computeRouteMatrix({
        origins: [{ waypoint: origin, routeModifiers: { avoidHighways: true, avoidTolls: true } }],
        destinations: destinations.map(({ lat, lng }) => ({ lat, lng })),
        travelMode: 'DRIVING',
        routingPreference: 'TRAFFIC_UNAWARE',
        units: METRIC,
        fields: ROUTE_MATRIX_FIELDS,
      });
      const items = matrix.rows[0]?.items ?? [];
      return destinations.map((destination, index): DistanceRow => {
        const item = items[index];
        if (!item || item.condition !== 'ROUTE_EXISTS' || item.error || item.distanceMeters === undefined) return { id: destination.id, status: 'ZERO_RESULTS' };
        const seconds = Math.round((item.durationMillis ?? 0) / 1000);
        return {
          id: destination.id,
          status: 'OK',
          distance: { value: item.distanceMeters, text: distanceText(item.distanceMeters) },
          duration: { value: seconds, text: `${Math.max(1, Math.round(seconds / 60))} mins` },
        };
      });
    },
  };
}
