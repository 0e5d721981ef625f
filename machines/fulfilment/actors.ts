import { fromPromise } from 'xstate';
import type { RestrictedArea } from '../../domain/restricted-areas';
import type { LatLng } from '../../domain/store-choice';
import { notImplemented } from '../shared/not-implemented';
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
} from './types';

/** The fulfilment machine's effects: typed stubs that throw until the app provides them (machine.provide). */
export const fulfilmentActors = {
  loadStores: fromPromise<Store[], LoadStoresInput>(notImplemented('loadStores')),
  loadDefaultStore: fromPromise<Store | null, { stores: Store[] }>(notImplemented('loadDefaultStore')),
  fetchSuggestions: fromPromise<Prediction[], FetchSuggestionsInput>(notImplemented('fetchSuggestions')),
  fetchPlaceDetails: fromPromise<Place, { placeId: string }>(notImplemented('fetchPlaceDetails')),
  reverseGeocode: fromPromise<Place, LatLng>(notImplemented('reverseGeocode')),
  measureDistances: fromPromise<DistanceRow[], MeasureDistancesInput>(notImplemented('measureDistances')),
  checkMenuExist: fromPromise<string[], CheckMenuExistInput>(notImplemented('checkMenuExist')),
  reloadMenus: fromPromise<void, ReloadMenusInput>(notImplemented('reloadMenus')),
  loadRestrictedAreas: fromPromise<RestrictedArea[]>(notImplemented('loadRestrictedAreas')),
};
