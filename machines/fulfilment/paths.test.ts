import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate';
import { deliveryFee } from '../../domain/delivery-fee';
import {
  afterEventType,
  allStateNodes,
  allTransitionKeys,
  describePath,
  graphPaths,
  emptyCoverage,
  missing,
  replayPath,
} from '../test-support/replay-paths';
import { mapPlace, place, prediction, rows, stores } from '../test-support/fulfilment-fixtures';
import { decideStore } from '../../domain/store-choice';
import { fulfilmentMachine, type FulfilmentContext, type FulfilmentInput } from './machine';
import { isAutocompleteText } from './rules';

const debounce = afterEventType(fulfilmentMachine, 'fulfilment.address.debouncing');

/** Every event the app or an actor can deliver, named by the label the path lists show. */
const labelled: Record<string, AnyEventObject> = {
  'done:loadStores': { type: 'xstate.done.actor.loadStores', output: stores },
  'error:loadStores': { type: 'xstate.error.actor.loadStores', error: new Error('get-all-store') },
  'stores.retry': { type: 'stores.retry' },
  'done:loadDefaultStore': { type: 'xstate.done.actor.loadDefaultStore', output: stores[1] },
  'done:loadDefaultStore(none)': { type: 'xstate.done.actor.loadDefaultStore', output: null },
  'error:loadDefaultStore': { type: 'xstate.error.actor.loadDefaultStore', error: new Error('default store') },
  'address.change(short)': { type: 'address.change', value: 'Chợ' },
  'address.change': { type: 'address.change', value: 'Chợ Bến Thành' },
  'after:debounce': { type: debounce },
  'done:fetchSuggestions': { type: 'xstate.done.actor.fetchSuggestions', output: [prediction] },
  'done:fetchSuggestions(none)': { type: 'xstate.done.actor.fetchSuggestions', output: [] },
  'error:fetchSuggestions': { type: 'xstate.error.actor.fetchSuggestions', error: new Error('autocomplete') },
  'place.pick': { type: 'place.pick', placeId: prediction.place_id },
  'done:fetchPlaceDetails': { type: 'xstate.done.actor.fetchPlaceDetails', output: place },
  'error:fetchPlaceDetails': { type: 'xstate.error.actor.fetchPlaceDetails', error: new Error('details') },
  'map.pick': { type: 'map.pick', lat: mapPlace.lat, lng: mapPlace.lng },
  'done:reverseGeocode': { type: 'xstate.done.actor.reverseGeocode', output: mapPlace },
  'error:reverseGeocode': { type: 'xstate.error.actor.reverseGeocode', error: new Error('Geocoder failed') },
  'destination.set': { type: 'destination.set', place: mapPlace },
  // a saved address on home (the menu opens) and a reorder (the checkout opens) once the store is chosen
  'destination.set(menu)': { type: 'destination.set', place: place, onward: 'menu' },
  'destination.set(checkout)': { type: 'destination.set', place: place, onward: 'checkout' },
  // mapPlace is in Quận 1: a delivery there is refused while this area is restricted
  'done:loadRestrictedAreas': { type: 'xstate.done.actor.loadRestrictedAreas', output: [{ name: 'Quận 1', ward: 'Quận 1' }] },
  'error:loadRestrictedAreas': { type: 'xstate.error.actor.loadRestrictedAreas', error: new Error('restricted-areas') },
  ...Object.fromEntries(
    Object.entries(rows).map(([name, output]) => [
      `done:measureDistances(${name})`,
      { type: 'xstate.done.actor.measureDistances', output },
    ]),
  ),
  'error:measureDistances': { type: 'xstate.error.actor.measureDistances', error: new Error('distances') },
  'lookup.retry': { type: 'lookup.retry' },
  'store.pick(S3)': { type: 'store.pick', storeCode: 'S3' },
  'select(pickup)': { type: 'deliveryType.select', deliveryType: 'typePickup' },
  'select(delivery)': { type: 'deliveryType.select', deliveryType: 'typeDelivery' },
  'cart.open': { type: 'cart.open', menuCodes: ['PHO01', 'TEA01'] },
  'cart.open(empty)': { type: 'cart.open', menuCodes: [] },
  'cart.sync': { type: 'cart.sync', menuCodes: ['PHO01'] },
  'done:checkMenuExist(TEA01)': { type: 'xstate.done.actor.checkMenuExist', output: ['TEA01'] },
  'done:checkMenuExist': { type: 'xstate.done.actor.checkMenuExist', output: [] },
  'error:checkMenuExist': { type: 'xstate.error.actor.checkMenuExist', error: new Error('check-menu-exist') },
  'language.change': { type: 'language.change', language: 'en' },
  'done:reloadMenus': { type: 'xstate.done.actor.reloadMenus', output: undefined },
  'error:reloadMenus': { type: 'xstate.error.actor.reloadMenus', error: new Error('menus') },
  'location.confirm': { type: 'location.confirm' },
  'notice.dismiss': { type: 'notice.dismiss' },
  'home.enter': { type: 'home.enter' },
};
const events = Object.values(labelled);
const labels = new Map(Object.entries(labelled).map(([name, event]) => [event as EventObject, name]));
const label = (event: EventObject) => labels.get(event);

/**
 * States are told apart by their value and the context facts the invariants and guards read;
 * texts, languages and lists are left out so the graph stays finite and small.
 */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as FulfilmentContext;
  return JSON.stringify([
    snapshot.value,
    c.deliveryType,
    // Where choosing the other type re-decides, what it would find (its guards read that).
    (snapshot.matches('storeChosen') || snapshot.matches({ address: 'outOfRange' })) &&
      decideStore(c.measured, c.deliveryType === 'typeDelivery' ? 'typePickup' : 'typeDelivery').kind,
    // Text typed before the stores are in is looked up once they are (hasTypedAutocompleteText).
    (snapshot.matches('loadingStores') || snapshot.matches('storesUnavailable')) && isAutocompleteText(c.input),
    // Restricted areas matter until a store is chosen (isPlaceRestricted).
    !snapshot.matches('storeChosen') && c.restrictedAreas.length > 0,
    // The screen a known destination opens once its store is chosen (the ready state's guards).
    c.onward,
  ]);
};

/** Invariants of every state, asserted at every step of every path. */
function checkInvariants(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as FulfilmentContext;
  const s = snapshot as AnyMachineSnapshot & { matches: (v: unknown) => boolean; can: (e: EventObject) => boolean };
  const preferred = c.settings.useFeatureTakeaway ? 'typePickup' : c.requestedType;
  if (c.store === null) expect(c.deliveryType).toBe(preferred);
  else if (c.deliveryType !== preferred) {
    expect(preferred === 'typeDelivery' ? c.store.delivery : c.store.pickup).toBe(false);
  }
  if (c.typeNotice !== null) expect(c.deliveryType).not.toBe(preferred);
  if (s.matches('storeChosen')) {
    expect(c.store).not.toBeNull();
    expect(s.can({ type: 'location.confirm' })).toBe(true);
    if (c.deliveryType === 'typePickup') {
      expect(c.deliveryFee).toBe(0);
      expect(c.store?.pickup).not.toBe(false);
    } else {
      expect(c.store?.delivery).not.toBe(false);
      if (c.distance !== null) {
        expect(c.deliveryFee).toBe(
          deliveryFee(c.distance, { isMall: c.store?.is_mall ?? false, tiers: c.store?.delivery_fee_list }),
        );
        if (c.deliveryFee !== null) expect(c.deliveryFee).toBeGreaterThan(0);
      }
    }
    expect(c.nextNearest.length).toBeLessThanOrEqual(3);
    expect(c.allowedKm).toBeNull();
  } else {
    expect(s.can({ type: 'location.confirm' })).toBe(false);
  }
  if (s.matches({ address: 'outOfRange' })) {
    expect(c.store).toBeNull();
    expect(c.deliveryFee).toBeNull();
    expect(c.allowedKm).toBeGreaterThan(0);
  }
  for (const failed of ['noPath', 'notFound', 'lookupFailed'] as const) {
    if (s.matches({ address: failed })) {
      expect(c.store).toBeNull();
      expect(c.lookupError === null).toBe(failed === 'noPath');
    }
  }
  if (s.hasTag('lookup')) expect(c.store).toBeNull();
  if (s.matches({ address: 'restricted' })) {
    expect(c.store).toBeNull();
    expect(c.deliveryType).toBe('typeDelivery');
    expect(c.restrictedArea).toBe('Quận 1');
  }
  if (s.matches({ address: 'suggestionsShown' })) expect(c.suggestions.length).toBeGreaterThan(0);
  if (s.matches({ address: 'debouncing' }) || s.matches({ address: 'autocompleting' })) {
    expect([...c.input.trim()].length).toBeGreaterThanOrEqual(5);
  }
}

const inputs: Record<string, FulfilmentInput> = {
  addressFlow: {
    settings: { useDefaultStore: false, useFeatureTakeaway: false, useGooglemaps: true },
    cartMenuCodes: ['PHO01', 'TEA01'],
  },
  takeaway: {
    settings: { useDefaultStore: false, useFeatureTakeaway: true, useGooglemaps: false },
  },
  defaultStore: {
    settings: { useDefaultStore: true, useFeatureTakeaway: false, useGooglemaps: true },
    cartMenuCodes: ['PHO01'],
  },
};

const pathsFor = (input: FulfilmentInput) =>
  graphPaths(fulfilmentMachine, { input, events, serializeState, limit: 50_000 });

describe('fulfilment graph paths', () => {
  beforeAll(() => vi.useFakeTimers());
  afterAll(() => vi.useRealTimers());
  const coverage = emptyCoverage();
  const all = Object.fromEntries(Object.entries(inputs).map(([name, input]) => [name, pathsFor(input)]));

  for (const [name, input] of Object.entries(inputs)) {
    describe(name, () => {
      const { statePaths, transitionPaths } = all[name]!;
      it.each(statePaths.map((p) => [describePath(p, label), p] as const))('should replay %s', (_, path) => {
        replayPath(fulfilmentMachine, path, { input, check: checkInvariants, serialize: serializeState, coverage });
      });
      it(`should take each of the ${transitionPaths.length} transitions from every state`, () => {
        for (const path of transitionPaths) {
          try {
            replayPath(fulfilmentMachine, path, { input, check: checkInvariants, serialize: serializeState, coverage });
          } catch (error) {
            throw new Error(`${describePath(path, label)}: ${String(error)}`);
          }
        }
      });
    });
  }

  it('should list the same state paths (review added or removed ones)', () => {
    expect(Object.fromEntries(Object.entries(all).map(([n, p]) => [n, p.statePaths.map((path) => describePath(path, label))]))).toMatchInlineSnapshot(`
      {
        "addressFlow": [
          "loadingStores <- (initial)",
          "{address:editing} <- done:loadStores",
          "storesUnavailable <- error:loadStores",
          "loadingStores <- address.change",
          "loadingStores <- done:loadRestrictedAreas",
          "loadingStores <- select(pickup)",
          "{address:debouncing} <- done:loadStores > address.change",
          "{address:locating} <- done:loadStores > map.pick",
          "{address:measuring} <- done:loadStores > destination.set",
          "{address:measuring} <- done:loadStores > destination.set(menu)",
          "{address:measuring} <- done:loadStores > destination.set(checkout)",
          "{address:editing} <- done:loadStores > done:loadRestrictedAreas",
          "{address:editing} <- done:loadStores > select(pickup)",
          "storesUnavailable <- error:loadStores > address.change",
          "storesUnavailable <- error:loadStores > done:loadRestrictedAreas",
          "storesUnavailable <- error:loadStores > select(pickup)",
          "loadingStores <- address.change > done:loadRestrictedAreas",
          "loadingStores <- address.change > select(pickup)",
          "loadingStores <- done:loadRestrictedAreas > select(pickup)",
          "{address:autocompleting} <- done:loadStores > address.change > after:debounce",
          "{address:debouncing} <- done:loadStores > address.change > done:loadRestrictedAreas",
          "{address:debouncing} <- done:loadStores > address.change > select(pickup)",
          "{address:notFound} <- done:loadStores > map.pick > error:reverseGeocode",
          "{address:locating} <- done:loadStores > map.pick > done:loadRestrictedAreas",
          "{address:locating} <- done:loadStores > map.pick > select(pickup)",
          "{address:restricted} <- done:loadStores > destination.set > done:loadRestrictedAreas",
          "{storeChosen:checkingMenu} <- done:loadStores > destination.set > done:measureDistances(near)",
          "{address:outOfRange} <- done:loadStores > destination.set > done:measureDistances(far)",
          "{address:outOfRange} <- done:loadStores > destination.set > done:measureDistances(deliveryFar)",
          "{address:noPath} <- done:loadStores > destination.set > done:measureDistances(noPath)",
          "{storeChosen:checkingMenu} <- done:loadStores > destination.set > done:measureDistances(pickupOnly)",
          "{address:lookupFailed} <- done:loadStores > destination.set > error:measureDistances",
          "{address:measuring} <- done:loadStores > destination.set > select(pickup)",
          "{address:editing} <- done:loadStores > destination.set(menu) > address.change(short)",
          "{address:debouncing} <- done:loadStores > destination.set(menu) > address.change",
          "{address:restricted} <- done:loadStores > destination.set(menu) > done:loadRestrictedAreas",
          "{storeChosen:checkingMenu} <- done:loadStores > destination.set(menu) > done:measureDistances(near)",
          "{address:outOfRange} <- done:loadStores > destination.set(menu) > done:measureDistances(far)",
          "{address:outOfRange} <- done:loadStores > destination.set(menu) > done:measureDistances(deliveryFar)",
          "{address:noPath} <- done:loadStores > destination.set(menu) > done:measureDistances(noPath)",
          "{storeChosen:checkingMenu} <- done:loadStores > destination.set(menu) > done:measureDistances(pickupOnly)",
          "{address:notFound} <- done:loadStores > destination.set(menu) > done:measureDistances(none)",
          "{address:lookupFailed} <- done:loadStores > destination.set(menu) > error:measureDistances",
          "{address:measuring} <- done:loadStores > destination.set(menu) > select(pickup)",
          "{address:editing} <- done:loadStores > destination.set(checkout) > address.change(short)",
          "{address:debouncing} <- done:loadStores > destination.set(checkout) > address.change",
          "{address:restricted} <- done:loadStores > destination.set(checkout) > done:loadRestrictedAreas",
          "{storeChosen:checkingMenu} <- done:loadStores > destination.set(checkout) > done:measureDistances(near)",
          "{address:outOfRange} <- done:loadStores > destination.set(checkout) > done:measureDistances(far)",
          "{address:outOfRange} <- done:loadStores > destination.set(checkout) > done:measureDistances(deliveryFar)",
          "{address:noPath} <- done:loadStores > destination.set(checkout) > done:measureDistances(noPath)",
          "{storeChosen:checkingMenu} <- done:loadStores > destination.set(checkout) > done:measureDistances(pickupOnly)",
          "{address:notFound} <- done:loadStores > destination.set(checkout) > done:measureDistances(none)",
          "{address:lookupFailed} <- done:loadStores > destination.set(checkout) > error:measureDistances",
          "{address:measuring} <- done:loadStores > destination.set(checkout) > select(pickup)",
          "{address:editing} <- done:loadStores > done:loadRestrictedAreas > select(pickup)",
          "storesUnavailable <- error:loadStores > address.change > done:loadRestrictedAreas",
          "storesUnavailable <- error:loadStores > address.change > select(pickup)",
          "storesUnavailable <- error:loadStores > done:loadRestrictedAreas > select(pickup)",
          "loadingStores <- address.change > done:loadRestrictedAreas > select(pickup)",
          "{address:suggestionsShown} <- done:loadStores > address.change > after:debounce > done:fetchSuggestions",
          "{address:noSuggestions} <- done:loadStores > address.change > after:debounce > done:fetchSuggestions(none)",
          "{address:autocompleting} <- done:loadStores > address.change > after:debounce > done:loadRestrictedAreas",
          "{address:autocompleting} <- done:loadStores > address.change > after:debounce > select(pickup)",
          "{address:debouncing} <- done:loadStores > address.change > done:loadRestrictedAreas > select(pickup)",
          "{address:notFound} <- done:loadStores > map.pick > error:reverseGeocode > done:loadRestrictedAreas",
          "{address:notFound} <- done:loadStores > map.pick > error:reverseGeocode > select(pickup)",
          "{address:locating} <- done:loadStores > map.pick > done:loadRestrictedAreas > select(pickup)",
          "{address:restricted} <- done:loadStores > destination.set > done:loadRestrictedAreas > error:loadRestrictedAreas",
          "{address:measuring} <- done:loadStores > destination.set > done:loadRestrictedAreas > select(pickup)",
          "{storeChosen:ready} <- done:loadStores > destination.set > done:measureDistances(near) > cart.open(empty)",
          "{storeChosen:reloadingMenus} <- done:loadStores > destination.set > done:measureDistances(near) > language.change",
          "{address:outOfRange} <- done:loadStores > destination.set > done:measureDistances(far) > done:loadRestrictedAreas",
          "{address:outOfRange} <- done:loadStores > destination.set > done:measureDistances(far) > select(pickup)",
          "{address:outOfRange} <- done:loadStores > destination.set > done:measureDistances(deliveryFar) > done:loadRestrictedAreas",
          "{storeChosen:checkingMenu} <- done:loadStores > destination.set > done:measureDistances(deliveryFar) > select(pickup)",
          "{address:noPath} <- done:loadStores > destination.set > done:measureDistances(noPath) > done:loadRestrictedAreas",
          "{address:noPath} <- done:loadStores > destination.set > done:measureDistances(noPath) > select(pickup)",
          "{storeChosen:ready} <- done:loadStores > destination.set > done:measureDistances(pickupOnly) > cart.open(empty)",
          "{storeChosen:reloadingMenus} <- done:loadStores > destination.set > done:measureDistances(pickupOnly) > language.change",
          "{address:lookupFailed} <- done:loadStores > destination.set > error:measureDistances > done:loadRestrictedAreas",
          "{address:lookupFailed} <- done:loadStores > destination.set > error:measureDistances > select(pickup)",
          "{address:editing} <- done:loadStores > destination.set(menu) > address.change(short) > done:loadRestrictedAreas",
          "{address:editing} <- done:loadStores > destination.set(menu) > address.change(short) > select(pickup)",
          "{address:autocompleting} <- done:loadStores > destination.set(menu) > address.change > after:debounce",
          "{address:debouncing} <- done:loadStores > destination.set(menu) > address.change > done:loadRestrictedAreas",
          "{address:debouncing} <- done:loadStores > destination.set(menu) > address.change > select(pickup)",
          "{address:restricted} <- done:loadStores > destination.set(menu) > done:loadRestrictedAreas > error:loadRestrictedAreas",
          "{address:measuring} <- done:loadStores > destination.set(menu) > done:loadRestrictedAreas > select(pickup)",
          "{storeChosen:reloadingMenus} <- done:loadStores > destination.set(menu) > done:measureDistances(near) > language.change",
          "{address:outOfRange} <- done:loadStores > destination.set(menu) > done:measureDistances(far) > done:loadRestrictedAreas",
          "{address:outOfRange} <- done:loadStores > destination.set(menu) > done:measureDistances(far) > select(pickup)",
          "{address:outOfRange} <- done:loadStores > destination.set(menu) > done:measureDistances(deliveryFar) > done:loadRestrictedAreas",
          "{storeChosen:checkingMenu} <- done:loadStores > destination.set(menu) > done:measureDistances(deliveryFar) > select(pickup)",
          "{address:noPath} <- done:loadStores > destination.set(menu) > done:measureDistances(noPath) > done:loadRestrictedAreas",
          "{address:noPath} <- done:loadStores > destination.set(menu) > done:measureDistances(noPath) > select(pickup)",
          "{storeChosen:reloadingMenus} <- done:loadStores > destination.set(menu) > done:measureDistances(pickupOnly) > language.change",
          "{address:notFound} <- done:loadStores > destination.set(menu) > done:measureDistances(none) > done:loadRestrictedAreas",
          "{address:notFound} <- done:loadStores > destination.set(menu) > done:measureDistances(none) > select(pickup)",
          "{address:lookupFailed} <- done:loadStores > destination.set(menu) > error:measureDistances > done:loadRestrictedAreas",
          "{address:lookupFailed} <- done:loadStores > destination.set(menu) > error:measureDistances > select(pickup)",
          "{address:editing} <- done:loadStores > destination.set(checkout) > address.change(short) > done:loadRestrictedAreas",
          "{address:editing} <- done:loadStores > destination.set(checkout) > address.change(short) > select(pickup)",
          "{address:autocompleting} <- done:loadStores > destination.set(checkout) > address.change > after:debounce",
          "{address:debouncing} <- done:loadStores > destination.set(checkout) > address.change > done:loadRestrictedAreas",
          "{address:debouncing} <- done:loadStores > destination.set(checkout) > address.change > select(pickup)",
          "{address:restricted} <- done:loadStores > destination.set(checkout) > done:loadRestrictedAreas > error:loadRestrictedAreas",
          "{address:measuring} <- done:loadStores > destination.set(checkout) > done:loadRestrictedAreas > select(pickup)",
          "{storeChosen:reloadingMenus} <- done:loadStores > destination.set(checkout) > done:measureDistances(near) > language.change",
          "{address:outOfRange} <- done:loadStores > destination.set(checkout) > done:measureDistances(far) > done:loadRestrictedAreas",
          "{address:outOfRange} <- done:loadStores > destination.set(checkout) > done:measureDistances(far) > select(pickup)",
          "{address:outOfRange} <- done:loadStores > destination.set(checkout) > done:measureDistances(deliveryFar) > done:loadRestrictedAreas",
          "{storeChosen:checkingMenu} <- done:loadStores > destination.set(checkout) > done:measureDistances(deliveryFar) > select(pickup)",
          "{address:noPath} <- done:loadStores > destination.set(checkout) > done:measureDistances(noPath) > done:loadRestrictedAreas",
          "{address:noPath} <- done:loadStores > destination.set(checkout) > done:measureDistances(noPath) > select(pickup)",
          "{storeChosen:reloadingMenus} <- done:loadStores > destination.set(checkout) > done:measureDistances(pickupOnly) > language.change",
          "{address:notFound} <- done:loadStores > destination.set(checkout) > done:measureDistances(none) > done:loadRestrictedAreas",
          "{address:notFound} <- done:loadStores > destination.set(checkout) > done:measureDistances(none) > select(pickup)",
          "{address:lookupFailed} <- done:loadStores > destination.set(checkout) > error:measureDistances > done:loadRestrictedAreas",
          "{address:lookupFailed} <- done:loadStores > destination.set(checkout) > error:measureDistances > select(pickup)",
          "storesUnavailable <- error:loadStores > address.change > done:loadRestrictedAreas > select(pickup)",
          "{address:resolving} <- done:loadStores > address.change > after:debounce > done:fetchSuggestions > place.pick",
          "{address:suggestionsShown} <- done:loadStores > address.change > after:debounce > done:fetchSuggestions > done:loadRestrictedAreas",
          "{address:suggestionsShown} <- done:loadStores > address.change > after:debounce > done:fetchSuggestions > select(pickup)",
          "{address:noSuggestions} <- done:loadStores > address.change > after:debounce > done:fetchSuggestions(none) > done:loadRestrictedAreas",
          "{address:noSuggestions} <- done:loadStores > address.change > after:debounce > done:fetchSuggestions(none) > select(pickup)",
          "{address:autocompleting} <- done:loadStores > address.change > after:debounce > done:loadRestrictedAreas > select(pickup)",
          "{address:notFound} <- done:loadStores > map.pick > error:reverseGeocode > done:loadRestrictedAreas > select(pickup)",
          "{address:outOfRange} <- done:loadStores > destination.set > done:loadRestrictedAreas > select(pickup) > done:measureDistances(far)",
          "{address:noPath} <- done:loadStores > destination.set > done:loadRestrictedAreas > select(pickup) > done:measureDistances(noPath)",
          "{address:lookupFailed} <- done:loadStores > destination.set > done:loadRestrictedAreas > select(pickup) > error:measureDistances",
          "{storeChosen:ready} <- done:loadStores > destination.set > done:measureDistances(deliveryFar) > select(pickup) > cart.open(empty)",
          "{storeChosen:reloadingMenus} <- done:loadStores > destination.set > done:measureDistances(deliveryFar) > select(pickup) > language.change",
          "{address:editing} <- done:loadStores > destination.set(menu) > address.change(short) > done:loadRestrictedAreas > select(pickup)",
          "{address:suggestionsShown} <- done:loadStores > destination.set(menu) > address.change > after:debounce > done:fetchSuggestions",
          "{address:noSuggestions} <- done:loadStores > destination.set(menu) > address.change > after:debounce > done:fetchSuggestions(none)",
          "{address:autocompleting} <- done:loadStores > destination.set(menu) > address.change > after:debounce > done:loadRestrictedAreas",
          "{address:autocompleting} <- done:loadStores > destination.set(menu) > address.change > after:debounce > select(pickup)",
          "{address:debouncing} <- done:loadStores > destination.set(menu) > address.change > done:loadRestrictedAreas > select(pickup)",
          "{address:outOfRange} <- done:loadStores > destination.set(menu) > done:loadRestrictedAreas > select(pickup) > done:measureDistances(far)",
          "{address:noPath} <- done:loadStores > destination.set(menu) > done:loadRestrictedAreas > select(pickup) > done:measureDistances(noPath)",
          "{address:notFound} <- done:loadStores > destination.set(menu) > done:loadRestrictedAreas > select(pickup) > done:measureDistances(none)",
          "{address:lookupFailed} <- done:loadStores > destination.set(menu) > done:loadRestrictedAreas > select(pickup) > error:measureDistances",
          "{storeChosen:reloadingMenus} <- done:loadStores > destination.set(menu) > done:measureDistances(deliveryFar) > select(pickup) > language.change",
          "{address:editing} <- done:loadStores > destination.set(checkout) > address.change(short) > done:loadRestrictedAreas > select(pickup)",
          "{address:suggestionsShown} <- done:loadStores > destination.set(checkout) > address.change > after:debounce > done:fetchSuggestions",
          "{address:noSuggestions} <- done:loadStores > destination.set(checkout) > address.change > after:debounce > done:fetchSuggestions(none)",
          "{address:autocompleting} <- done:loadStores > destination.set(checkout) > address.change > after:debounce > done:loadRestrictedAreas",
          "{address:autocompleting} <- done:loadStores > destination.set(checkout) > address.change > after:debounce > select(pickup)",
          "{address:debouncing} <- done:loadStores > destination.set(checkout) > address.change > done:loadRestrictedAreas > select(pickup)",
          "{address:outOfRange} <- done:loadStores > destination.set(checkout) > done:loadRestrictedAreas > select(pickup) > done:measureDistances(far)",
          "{address:noPath} <- done:loadStores > destination.set(checkout) > done:loadRestrictedAreas > select(pickup) > done:measureDistances(noPath)",
          "{address:notFound} <- done:loadStores > destination.set(checkout) > done:loadRestrictedAreas > select(pickup) > done:measureDistances(none)",
          "{address:lookupFailed} <- done:loadStores > destination.set(checkout) > done:loadRestrictedAreas > select(pickup) > error:measureDistances",
          "{storeChosen:reloadingMenus} <- done:loadStores > destination.set(checkout) > done:measureDistances(deliveryFar) > select(pickup) > language.change",
          "{address:resolving} <- done:loadStores > address.change > after:debounce > done:fetchSuggestions > place.pick > done:loadRestrictedAreas",
          "{address:resolving} <- done:loadStores > address.change > after:debounce > done:fetchSuggestions > place.pick > select(pickup)",
          "{address:suggestionsShown} <- done:loadStores > address.change > after:debounce > done:fetchSuggestions > done:loadRestrictedAreas > select(pickup)",
          "{address:noSuggestions} <- done:loadStores > address.change > after:debounce > done:fetchSuggestions(none) > done:loadRestrictedAreas > select(pickup)",
          "{address:suggestionsShown} <- done:loadStores > destination.set(menu) > address.change > after:debounce > done:fetchSuggestions > done:loadRestrictedAreas",
          "{address:suggestionsShown} <- done:loadStores > destination.set(menu) > address.change > after:debounce > done:fetchSuggestions > select(pickup)",
          "{address:noSuggestions} <- done:loadStores > destination.set(menu) > address.change > after:debounce > done:fetchSuggestions(none) > done:loadRestrictedAreas",
          "{address:noSuggestions} <- done:loadStores > destination.set(menu) > address.change > after:debounce > done:fetchSuggestions(none) > select(pickup)",
          "{address:autocompleting} <- done:loadStores > destination.set(menu) > address.change > after:debounce > done:loadRestrictedAreas > select(pickup)",
          "{address:suggestionsShown} <- done:loadStores > destination.set(checkout) > address.change > after:debounce > done:fetchSuggestions > done:loadRestrictedAreas",
          "{address:suggestionsShown} <- done:loadStores > destination.set(checkout) > address.change > after:debounce > done:fetchSuggestions > select(pickup)",
          "{address:noSuggestions} <- done:loadStores > destination.set(checkout) > address.change > after:debounce > done:fetchSuggestions(none) > done:loadRestrictedAreas",
          "{address:noSuggestions} <- done:loadStores > destination.set(checkout) > address.change > after:debounce > done:fetchSuggestions(none) > select(pickup)",
          "{address:autocompleting} <- done:loadStores > destination.set(checkout) > address.change > after:debounce > done:loadRestrictedAreas > select(pickup)",
          "{address:resolving} <- done:loadStores > address.change > after:debounce > done:fetchSuggestions > place.pick > done:loadRestrictedAreas > select(pickup)",
          "{address:suggestionsShown} <- done:loadStores > destination.set(menu) > address.change > after:debounce > done:fetchSuggestions > done:loadRestrictedAreas > select(pickup)",
          "{address:noSuggestions} <- done:loadStores > destination.set(menu) > address.change > after:debounce > done:fetchSuggestions(none) > done:loadRestrictedAreas > select(pickup)",
          "{address:suggestionsShown} <- done:loadStores > destination.set(checkout) > address.change > after:debounce > done:fetchSuggestions > done:loadRestrictedAreas > select(pickup)",
          "{address:noSuggestions} <- done:loadStores > destination.set(checkout) > address.change > after:debounce > done:fetchSuggestions(none) > done:loadRestrictedAreas > select(pickup)",
        ],
        "defaultStore": [
          "loadingStores <- (initial)",
          "loadingDefaultStore <- done:loadStores",
          "storesUnavailable <- error:loadStores",
          "loadingStores <- address.change",
          "loadingStores <- done:loadRestrictedAreas",
          "loadingStores <- select(pickup)",
          "{storeChosen:checkingMenu} <- done:loadStores > done:loadDefaultStore",
          "loadingDefaultStore <- done:loadStores > done:loadRestrictedAreas",
          "loadingDefaultStore <- done:loadStores > select(pickup)",
          "storesUnavailable <- error:loadStores > address.change",
          "storesUnavailable <- error:loadStores > done:loadRestrictedAreas",
          "storesUnavailable <- error:loadStores > select(pickup)",
          "loadingStores <- address.change > done:loadRestrictedAreas",
          "loadingStores <- address.change > select(pickup)",
          "loadingStores <- done:loadRestrictedAreas > select(pickup)",
          "{storeChosen:ready} <- done:loadStores > done:loadDefaultStore > cart.open(empty)",
          "{storeChosen:reloadingMenus} <- done:loadStores > done:loadDefaultStore > language.change",
          "loadingDefaultStore <- done:loadStores > done:loadRestrictedAreas > select(pickup)",
          "storesUnavailable <- error:loadStores > address.change > done:loadRestrictedAreas",
          "storesUnavailable <- error:loadStores > address.change > select(pickup)",
          "storesUnavailable <- error:loadStores > done:loadRestrictedAreas > select(pickup)",
          "loadingStores <- address.change > done:loadRestrictedAreas > select(pickup)",
          "storesUnavailable <- error:loadStores > address.change > done:loadRestrictedAreas > select(pickup)",
        ],
        "takeaway": [
          "loadingStores <- (initial)",
          "{address:editing} <- done:loadStores",
          "storesUnavailable <- error:loadStores",
          "loadingStores <- address.change",
          "loadingStores <- done:loadRestrictedAreas",
          "{address:debouncing} <- done:loadStores > address.change",
          "{address:measuring} <- done:loadStores > destination.set",
          "{address:measuring} <- done:loadStores > destination.set(menu)",
          "{address:measuring} <- done:loadStores > destination.set(checkout)",
          "{address:editing} <- done:loadStores > done:loadRestrictedAreas",
          "{storeChosen:ready} <- done:loadStores > store.pick(S3)",
          "storesUnavailable <- error:loadStores > address.change",
          "storesUnavailable <- error:loadStores > done:loadRestrictedAreas",
          "loadingStores <- address.change > done:loadRestrictedAreas",
          "{address:autocompleting} <- done:loadStores > address.change > after:debounce",
          "{address:debouncing} <- done:loadStores > address.change > done:loadRestrictedAreas",
          "{address:measuring} <- done:loadStores > destination.set > done:loadRestrictedAreas",
          "{storeChosen:ready} <- done:loadStores > destination.set > done:measureDistances(near)",
          "{address:outOfRange} <- done:loadStores > destination.set > done:measureDistances(far)",
          "{storeChosen:ready} <- done:loadStores > destination.set > done:measureDistances(deliveryFar)",
          "{address:noPath} <- done:loadStores > destination.set > done:measureDistances(noPath)",
          "{storeChosen:ready} <- done:loadStores > destination.set > done:measureDistances(deliveryOnly)",
          "{address:notFound} <- done:loadStores > destination.set > done:measureDistances(none)",
          "{address:lookupFailed} <- done:loadStores > destination.set > error:measureDistances",
          "{address:editing} <- done:loadStores > destination.set(menu) > address.change(short)",
          "{address:debouncing} <- done:loadStores > destination.set(menu) > address.change",
          "{address:measuring} <- done:loadStores > destination.set(menu) > done:loadRestrictedAreas",
          "{address:outOfRange} <- done:loadStores > destination.set(menu) > done:measureDistances(far)",
          "{address:noPath} <- done:loadStores > destination.set(menu) > done:measureDistances(noPath)",
          "{address:notFound} <- done:loadStores > destination.set(menu) > done:measureDistances(none)",
          "{address:lookupFailed} <- done:loadStores > destination.set(menu) > error:measureDistances",
          "{address:editing} <- done:loadStores > destination.set(checkout) > address.change(short)",
          "{address:debouncing} <- done:loadStores > destination.set(checkout) > address.change",
          "{address:measuring} <- done:loadStores > destination.set(checkout) > done:loadRestrictedAreas",
          "{address:outOfRange} <- done:loadStores > destination.set(checkout) > done:measureDistances(far)",
          "{address:noPath} <- done:loadStores > destination.set(checkout) > done:measureDistances(noPath)",
          "{address:notFound} <- done:loadStores > destination.set(checkout) > done:measureDistances(none)",
          "{address:lookupFailed} <- done:loadStores > destination.set(checkout) > error:measureDistances",
          "{address:editing} <- done:loadStores > store.pick(S3) > address.change(short)",
          "{address:debouncing} <- done:loadStores > store.pick(S3) > address.change",
          "{storeChosen:checkingMenu} <- done:loadStores > store.pick(S3) > cart.open",
          "{storeChosen:reloadingMenus} <- done:loadStores > store.pick(S3) > language.change",
          "storesUnavailable <- error:loadStores > address.change > done:loadRestrictedAreas",
          "{address:suggestionsShown} <- done:loadStores > address.change > after:debounce > done:fetchSuggestions",
          "{address:noSuggestions} <- done:loadStores > address.change > after:debounce > done:fetchSuggestions(none)",
          "{address:autocompleting} <- done:loadStores > address.change > after:debounce > done:loadRestrictedAreas",
          "{address:outOfRange} <- done:loadStores > destination.set > done:loadRestrictedAreas > done:measureDistances(far)",
          "{address:noPath} <- done:loadStores > destination.set > done:loadRestrictedAreas > done:measureDistances(noPath)",
          "{address:notFound} <- done:loadStores > destination.set > done:loadRestrictedAreas > done:measureDistances(none)",
          "{address:lookupFailed} <- done:loadStores > destination.set > done:loadRestrictedAreas > error:measureDistances",
          "{storeChosen:checkingMenu} <- done:loadStores > destination.set > done:measureDistances(near) > cart.open",
          "{storeChosen:reloadingMenus} <- done:loadStores > destination.set > done:measureDistances(near) > language.change",
          "{storeChosen:ready} <- done:loadStores > destination.set > done:measureDistances(far) > store.pick(S3)",
          "{storeChosen:checkingMenu} <- done:loadStores > destination.set > done:measureDistances(deliveryFar) > cart.open",
          "{storeChosen:reloadingMenus} <- done:loadStores > destination.set > done:measureDistances(deliveryFar) > language.change",
          "{storeChosen:ready} <- done:loadStores > destination.set > done:measureDistances(noPath) > store.pick(S3)",
          "{storeChosen:checkingMenu} <- done:loadStores > destination.set > done:measureDistances(deliveryOnly) > cart.open",
          "{storeChosen:reloadingMenus} <- done:loadStores > destination.set > done:measureDistances(deliveryOnly) > language.change",
          "{address:editing} <- done:loadStores > destination.set(menu) > address.change(short) > done:loadRestrictedAreas",
          "{address:autocompleting} <- done:loadStores > destination.set(menu) > address.change > after:debounce",
          "{address:debouncing} <- done:loadStores > destination.set(menu) > address.change > done:loadRestrictedAreas",
          "{address:outOfRange} <- done:loadStores > destination.set(menu) > done:loadRestrictedAreas > done:measureDistances(far)",
          "{address:noPath} <- done:loadStores > destination.set(menu) > done:loadRestrictedAreas > done:measureDistances(noPath)",
          "{address:notFound} <- done:loadStores > destination.set(menu) > done:loadRestrictedAreas > done:measureDistances(none)",
          "{address:lookupFailed} <- done:loadStores > destination.set(menu) > done:loadRestrictedAreas > error:measureDistances",
          "{address:editing} <- done:loadStores > destination.set(checkout) > address.change(short) > done:loadRestrictedAreas",
          "{address:autocompleting} <- done:loadStores > destination.set(checkout) > address.change > after:debounce",
          "{address:debouncing} <- done:loadStores > destination.set(checkout) > address.change > done:loadRestrictedAreas",
          "{address:outOfRange} <- done:loadStores > destination.set(checkout) > done:loadRestrictedAreas > done:measureDistances(far)",
          "{address:noPath} <- done:loadStores > destination.set(checkout) > done:loadRestrictedAreas > done:measureDistances(noPath)",
          "{address:notFound} <- done:loadStores > destination.set(checkout) > done:loadRestrictedAreas > done:measureDistances(none)",
          "{address:lookupFailed} <- done:loadStores > destination.set(checkout) > done:loadRestrictedAreas > error:measureDistances",
          "{address:editing} <- done:loadStores > store.pick(S3) > address.change(short) > done:loadRestrictedAreas",
          "{address:autocompleting} <- done:loadStores > store.pick(S3) > address.change > after:debounce",
          "{address:debouncing} <- done:loadStores > store.pick(S3) > address.change > done:loadRestrictedAreas",
          "{address:resolving} <- done:loadStores > address.change > after:debounce > done:fetchSuggestions > place.pick",
          "{address:suggestionsShown} <- done:loadStores > address.change > after:debounce > done:fetchSuggestions > done:loadRestrictedAreas",
          "{address:noSuggestions} <- done:loadStores > address.change > after:debounce > done:fetchSuggestions(none) > done:loadRestrictedAreas",
          "{storeChosen:checkingMenu} <- done:loadStores > destination.set > done:measureDistances(far) > store.pick(S3) > cart.open",
          "{storeChosen:reloadingMenus} <- done:loadStores > destination.set > done:measureDistances(far) > store.pick(S3) > language.change",
          "{storeChosen:checkingMenu} <- done:loadStores > destination.set > done:measureDistances(noPath) > store.pick(S3) > cart.open",
          "{storeChosen:reloadingMenus} <- done:loadStores > destination.set > done:measureDistances(noPath) > store.pick(S3) > language.change",
          "{address:suggestionsShown} <- done:loadStores > destination.set(menu) > address.change > after:debounce > done:fetchSuggestions",
          "{address:noSuggestions} <- done:loadStores > destination.set(menu) > address.change > after:debounce > done:fetchSuggestions(none)",
          "{address:autocompleting} <- done:loadStores > destination.set(menu) > address.change > after:debounce > done:loadRestrictedAreas",
          "{address:suggestionsShown} <- done:loadStores > destination.set(checkout) > address.change > after:debounce > done:fetchSuggestions",
          "{address:noSuggestions} <- done:loadStores > destination.set(checkout) > address.change > after:debounce > done:fetchSuggestions(none)",
          "{address:autocompleting} <- done:loadStores > destination.set(checkout) > address.change > after:debounce > done:loadRestrictedAreas",
          "{address:suggestionsShown} <- done:loadStores > store.pick(S3) > address.change > after:debounce > done:fetchSuggestions",
          "{address:noSuggestions} <- done:loadStores > store.pick(S3) > address.change > after:debounce > done:fetchSuggestions(none)",
          "{address:autocompleting} <- done:loadStores > store.pick(S3) > address.change > after:debounce > done:loadRestrictedAreas",
          "{address:resolving} <- done:loadStores > address.change > after:debounce > done:fetchSuggestions > place.pick > done:loadRestrictedAreas",
          "{address:suggestionsShown} <- done:loadStores > destination.set(menu) > address.change > after:debounce > done:fetchSuggestions > done:loadRestrictedAreas",
          "{address:noSuggestions} <- done:loadStores > destination.set(menu) > address.change > after:debounce > done:fetchSuggestions(none) > done:loadRestrictedAreas",
          "{address:suggestionsShown} <- done:loadStores > destination.set(checkout) > address.change > after:debounce > done:fetchSuggestions > done:loadRestrictedAreas",
          "{address:noSuggestions} <- done:loadStores > destination.set(checkout) > address.change > after:debounce > done:fetchSuggestions(none) > done:loadRestrictedAreas",
          "{address:suggestionsShown} <- done:loadStores > store.pick(S3) > address.change > after:debounce > done:fetchSuggestions > done:loadRestrictedAreas",
          "{address:noSuggestions} <- done:loadStores > store.pick(S3) > address.change > after:debounce > done:fetchSuggestions(none) > done:loadRestrictedAreas",
        ],
      }
    `);
  });

  it('should reach every state node and take every transition', () => {
    // A transient (eventless) state is never at rest after a step: it is reached when one of its
    // transitions is taken (the keys start with the source state id).
    const reached = new Set([...coverage.stateIds, ...[...coverage.transitions].map((key) => key.split(' ')[0]!)]);
    expect(missing(allStateNodes(fulfilmentMachine).map((n) => n.id), reached)).toEqual([]);
    expect(missing(allTransitionKeys(fulfilmentMachine), coverage.transitions)).toEqual([]);
  });
});
