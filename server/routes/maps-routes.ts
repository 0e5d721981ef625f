import { notFound } from '../api-error';
import { WORDS } from '../words';
import type { HandlerContext, Handlers } from './handlers';

export function mapsHandlers({ services }: HandlerContext): Handlers {
  const { maps } = services;
  return {
    async mapsAutocomplete(request) {
      return { predictions: await maps.autocomplete(request.query.input, { language: request.query.language, sessionToken: request.query.session_token }) };
    },
    async mapsPlaceDetails(request) {
      const place = await maps.placeDetails(request.query.place_id, { language: request.query.language, sessionToken: request.query.session_token });
      if (!place) throw notFound(WORDS.placeNotFound, 'ADDRESS_NOT_FOUND');
      return { result: place };
    },
    async mapsReverseGeocode(request) {
      const { lat, lng, language } = request.query;
      const place = await maps.reverseGeocode({ lat, lng }, { language });
      if (!place) throw notFound(WORDS.geocoderFailed, 'ADDRESS_NOT_FOUND');
      return { result: place };
    },
    async mapsPlacesNear(request) {
      const { lat, lng, radius } = request.query;
      return { places: await maps.placesNear({ lat, lng }, radius) };
    },
    async mapsDrivingDistances(request) {
      return { rows: await maps.drivingDistances(request.body.origin, request.body.destinations) };
    },
  };
}
