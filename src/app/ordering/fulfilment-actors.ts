import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type {
  CheckMenuExistInput,
  DistanceRow,
  FetchSuggestionsInput,
  LoadStoresInput,
  MeasureDistancesInput,
  Place,
  Prediction,
  ReloadMenusInput,
  Store,
} from '../../../machines/fulfilment/machine';
import type { LatLng } from '../../../domain/store-choice';
import { googleMapsAdapter } from '../../adapters/maps/live-maps';
import { pageTypingSession } from '../../adapters/maps/typing-session';
import type { ApiClient } from '../../lib/api-client';
import { isLocale } from '../../lib/i18n';
import { MENU_QUERY_ROOT } from '../../lib/query-keys';
import { getDefaultBrandAndStoreQueryOptions, getRestrictedAreasQueryOptions, getStoresQueryOptions } from '../../lib/api/get-stores';

/**
 * The named actors of the fulfilment machine, on the API and the query cache. Maps questions go to
 * the API's local maps service, or to Google's live services when a browser key is given (useGooglemaps
 * on): the adapter and Google's script load on the first question, never without a key.
 */
export function createFulfilmentActors(client: ApiClient, queryClient: QueryClient, language: () => string, googleMapsKey?: string) {
  const lang = () => {
    const value = language();
    return isLocale(value) ? value : 'ja';
  };
  const google = googleMapsKey ? () => googleMapsAdapter(googleMapsKey, lang) : null;
  return {
    loadStores: fromPromise<Store[], LoadStoresInput>(() => queryClient.fetchQuery(getStoresQueryOptions())),
    loadDefaultStore: fromPromise<Store | null, { stores: Store[] }>(async ({ input }) => {
      const { store } = await queryClient.fetchQuery(getDefaultBrandAndStoreQueryOptions());
      if (!store) return null;
      return input.stores.find((s) => s.code === store.code) ?? store;
    }),
    fetchSuggestions: fromPromise<Prediction[], FetchSuggestionsInput>(async ({ input, signal }) => {
      if (google) return (await google()).suggest(input.text);
      const { data } = await client.GET('/maps/autocomplete', {
        params: { query: { input: input.text, language: lang(), session_token: pageTypingSession.token() } },
        signal,
      });
      return data!.predictions;
    }),
    fetchPlaceDetails: fromPromise<Place, { placeId: string }>(async ({ input, signal }) => {
      if (google) return (await google()).placeDetails(input.placeId);
      const { data } = await client.GET('/maps/place-details', {
        params: { query: { place_id: input.placeId, language: lang(), session_token: pageTypingSession.end() } },
        signal,
      });
      return data!.result;
    }),
    reverseGeocode: fromPromise<Place, LatLng>(async ({ input, signal }) => {
      if (google) return (await google()).reverseGeocode(input);
      const { data } = await client.GET('/maps/reverse-geocode', {
        params: { query: { lat: input.lat, lng: input.lng, language: lang() } },
        signal,
      });
      const { distance_m: _distance, ...place } = data!.result;
      return place;
    }),
    measureDistances: fromPromise<DistanceRow[], MeasureDistancesInput>(async ({ input, signal }) => {
      const destinations = input.stores.map((s) => ({ id: s.code, lat: s.latitude, lng: s.longitude }));
      if (google) return (await google()).drivingDistances(input.origin, destinations);
      const { data } = await client.POST('/maps/driving-distances', { body: { origin: input.origin, destinations }, signal });
      return data!.rows;
    }),
    checkMenuExist: fromPromise<string[], CheckMenuExistInput>(async ({ input, signal }) => {
      const { data } = await client.POST('/delivery/check-menu-exist', { body: { ...input }, signal });
      return data!.data;
    }),
    reloadMenus: fromPromise<void, ReloadMenusInput>(() => queryClient.invalidateQueries({ queryKey: [MENU_QUERY_ROOT] })),
    loadRestrictedAreas: fromPromise(() => queryClient.fetchQuery(getRestrictedAreasQueryOptions())),
  };
}
