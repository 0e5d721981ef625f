import type { LatLng } from '../../../adapters/maps/mercator';
import { api, type ApiClient } from '../../../lib/api-client';

/** The gazetteer's places within `radius` metres of `center`, nearest first: the local map's labelled dots. */
export async function getPlacesNear(center: LatLng, radius: number, client: ApiClient = api) {
  const { data } = await client.GET('/maps/places-near', { params: { query: { lat: center.lat, lng: center.lng, radius } } });
  return data!.places;
}
