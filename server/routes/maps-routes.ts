import { notFound } from '../api-error';
import { createLocalMaps } from '../providers/maps/local-maps';
import type { HandlerContext, Handlers } from './handlers';

export function mapsHandlers({ db }: HandlerContext): Handlers {
  const maps = createLocalMaps(db);
  return {
    async mapsAutocomplete(request) {
      return { predictions: await maps.autocomplete(request.query.input) };
    },
    async mapsPlaceDetails(request) {
      const place = await maps.placeDetails(request.query.place_id);
      if (!place) throw notFound('No place with this id; please enter the address again.', 'ADDRESS_NOT_FOUND');
      return { result: place };
    },
    async mapsReverseGeocode(request) {
      const place = await maps.reverseGeocode(request.query);
      if (!place) throw notFound('Geocoder failed', 'ADDRESS_NOT_FOUND');
      return { result: place };
    },
    async mapsDrivingDistances(request) {
      return { rows: maps.drivingDistances(request.body.origin, request.body.destinations) };
    },
  };
}
