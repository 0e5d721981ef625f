import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { Temporal } from 'temporal-polyfill';
import { AUTOCOMPLETE_DEBOUNCE_MS, fulfilmentMachine, type FulfilmentInput, type Store } from './machine';
import {
  allowedKmSelector,
  canConfirmLocationSelector,
  chosenStoreSelector,
  estimatedMinutesSelector,
  nextNearestStoresSelector,
  typeNoticeSelector,
} from './selectors';
import { mapPlace, place, prediction, rows, stores } from '../test-support/fulfilment-fixtures';

const settings = { useDefaultStore: false, useFeatureTakeaway: false, useGooglemaps: true };

function start(
  input: FulfilmentInput = { settings },
  { distances = rows.near, unavailable = [] as string[], defaultStore = stores[1] as Store | null, storesFail = false } = {},
) {
  const spies = {
    loadStores: vi.fn(async () => stores),
    loadDefaultStore: vi.fn(async () => defaultStore),
    fetchSuggestions: vi.fn(async () => [prediction]),
    fetchPlaceDetails: vi.fn(async () => place),
    reverseGeocode: vi.fn(async () => mapPlace),
    measureDistances: vi.fn(async () => distances),
    checkMenuExist: vi.fn(async () => unavailable),
    reloadMenus: vi.fn(async () => undefined),
  };
  if (storesFail) spies.loadStores.mockRejectedValueOnce(new Error('500'));
  const actors = Object.fromEntries(
    Object.entries(spies).map(([name, fn]) => [name, fromPromise(({ input }) => (fn as (i: unknown) => Promise<unknown>)(input))]),
  );
  const openMenu = vi.fn();
  const actor = createActor(fulfilmentMachine.provide({ actors, actions: { openMenu: (_, params) => openMenu(params) } }), { input }).start();
  return { actor, spies, openMenu };
}

/** Lets resolved actor promises deliver their results. */
const settle = () => vi.advanceTimersByTimeAsync(0);

async function typeAndPick(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'address.change', value: 'Chợ Bến Thành' });
  await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
  actor.send({ type: 'place.pick', placeId: prediction.place_id });
  await settle();
}

describe('fulfilment machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should load the stores first, then wait for an address', async () => {
    const { actor, spies } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ address: 'editing' });
    expect(spies.loadStores).toHaveBeenCalledWith({ useDefaultStore: false });
  });

  it('should look up the text typed while the stores were loading once they are in', async () => {
    const { actor, spies } = start();
    /** Typed before get-all-store answered: only kept. */
    actor.send({ type: 'address.change', value: 'Chợ Bến Thành' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ address: 'debouncing' });
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
    expect(spies.fetchSuggestions).toHaveBeenCalledExactlyOnceWith({ text: 'Chợ Bến Thành', region: 'vn' });
    expect(actor.getSnapshot().value).toEqual({ address: 'suggestionsShown' });
  });

  it('should autocomplete only after 5 letters and a pause in typing', async () => {
    const { actor, spies } = start();
    await settle();
    /** Four letters: no lookup. */
    actor.send({ type: 'address.change', value: 'Chợ ' });
    actor.send({ type: 'address.change', value: 'Chợ B' });
    expect(actor.getSnapshot().value).toEqual({ address: 'debouncing' });
    actor.send({ type: 'address.change', value: 'Chợ' });
    expect(actor.getSnapshot().value).toEqual({ address: 'editing' });
    /** Each keystroke restarts the debounce. */
    actor.send({ type: 'address.change', value: 'Chợ Bến' });
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS - 1);
    actor.send({ type: 'address.change', value: 'Chợ Bến Thành' });
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS - 1);
    expect(spies.fetchSuggestions).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(spies.fetchSuggestions).toHaveBeenCalledExactlyOnceWith({ text: 'Chợ Bến Thành', region: 'vn' });
    expect(actor.getSnapshot().value).toEqual({ address: 'suggestionsShown' });
    expect(actor.getSnapshot().context.suggestions).toEqual([prediction]);
  });

  it('should choose the nearest delivering store with its fee, time and next stores', async () => {
    const { actor, spies } = start();
    await settle();
    await typeAndPick(actor);
    expect(spies.fetchPlaceDetails).toHaveBeenCalledWith({ placeId: prediction.place_id });
    const measured = spies.measureDistances.mock.calls[0] as unknown as [{ origin: unknown; stores: Store[] }];
    expect(measured[0].origin).toEqual({ lat: place.lat, lng: place.lng });
    /** The closed store S5 is not measured. */
    expect(measured[0].stores.map((s) => s.code).sort()).toEqual(['S1', 'S2', 'S3', 'S4']);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('storeChosen')).toBe(true);
    expect(chosenStoreSelector(snapshot)?.code).toBe('S1');
    expect(snapshot.context.distance).toBe(1_200);
    expect(snapshot.context.deliveryFee).toBe(15_000);
    expect(nextNearestStoresSelector(snapshot).map((n) => [n.store.code, n.distance])).toEqual([
      ['S3', 2_600],
      ['S4', 4_100],
    ]);
    expect(estimatedMinutesSelector(snapshot, Temporal.Instant.from('2025-06-01T03:00:00Z'))).toBe(25);
    expect(estimatedMinutesSelector(snapshot, Temporal.Instant.from('2025-06-01T05:00:00Z'))).toBe(35);
    expect(snapshot.context.input).toBe(prediction.description);
  });

  it('should allow confirming the location only once a store is chosen, which opens the menu', async () => {
    const { actor, openMenu } = start();
    await settle();
    expect(canConfirmLocationSelector(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'address.change', value: 'Chợ Bến Thành' });
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
    actor.send({ type: 'place.pick', placeId: prediction.place_id });
    /** Lookup pending. */
    expect(actor.getSnapshot().hasTag('lookup')).toBe(true);
    expect(canConfirmLocationSelector(actor.getSnapshot())).toBe(false);
    await settle();
    expect(canConfirmLocationSelector(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'location.confirm' });
    expect(openMenu).toHaveBeenCalledWith(expect.objectContaining({ deliveryType: 'typeDelivery', store: expect.objectContaining({ code: 'S1' }) }));
  });

  it('should show the allowed km and clear the selection when out of range', async () => {
    const { actor } = start({ settings }, { distances: rows.deliveryFar });
    await settle();
    await typeAndPick(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ address: 'outOfRange' });
    expect(allowedKmSelector(snapshot)).toBe(5);
    expect(chosenStoreSelector(snapshot)).toBeNull();
    expect(snapshot.context.input).toBe(prediction.description);
    /** Pickup reaches 10 km: choosing it finds the store. */
    actor.send({ type: 'deliveryType.select', deliveryType: 'typePickup' });
    expect(actor.getSnapshot().matches('storeChosen')).toBe(true);
    expect(chosenStoreSelector(actor.getSnapshot())?.code).toBe('S1');
    expect(actor.getSnapshot().context.deliveryFee).toBe(0);
  });

  it('should report no path and not found, keeping the input', async () => {
    const noPath = start({ settings }, { distances: rows.noPath });
    await settle();
    await typeAndPick(noPath.actor);
    expect(noPath.actor.getSnapshot().value).toEqual({ address: 'noPath' });

    const notFound = start();
    notFound.spies.fetchPlaceDetails.mockRejectedValueOnce(new Error('NOT_FOUND'));
    await settle();
    await typeAndPick(notFound.actor);
    expect(notFound.actor.getSnapshot().value).toEqual({ address: 'notFound' });
    expect(notFound.actor.getSnapshot().context.lookupError).toBe('placeNotFound');
    expect(notFound.actor.getSnapshot().context.input).toBe(prediction.description);
  });

  it('should let the customer retry when the distance lookup fails', async () => {
    const { actor, spies } = start();
    spies.measureDistances.mockRejectedValueOnce(new Error('timeout'));
    await settle();
    await typeAndPick(actor);
    expect(actor.getSnapshot().value).toEqual({ address: 'lookupFailed' });
    actor.send({ type: 'lookup.retry' });
    await settle();
    expect(actor.getSnapshot().matches('storeChosen')).toBe(true);
  });

  it('should switch to pickup with the off-delivery notice when only a pickup store is reachable', async () => {
    const { actor } = start({ settings }, { distances: rows.pickupOnly });
    await settle();
    await typeAndPick(actor);
    const snapshot = actor.getSnapshot();
    expect(chosenStoreSelector(snapshot)?.code).toBe('S2');
    expect(snapshot.context.deliveryType).toBe('typePickup');
    expect(typeNoticeSelector(snapshot)).toBe('offDelivery');
    actor.send({ type: 'notice.dismiss' });
    expect(typeNoticeSelector(actor.getSnapshot())).toBeNull();
  });

  it('should reverse-geocode a map pick, only when maps are on', async () => {
    const { actor, spies } = start();
    await settle();
    actor.send({ type: 'map.pick', lat: 10.77, lng: 106.69 });
    expect(actor.getSnapshot().value).toEqual({ address: 'locating' });
    await settle();
    expect(spies.reverseGeocode).toHaveBeenCalledWith({ lat: 10.77, lng: 106.69 });
    expect(actor.getSnapshot().context.input).toBe(mapPlace.formatted_address);
    expect(actor.getSnapshot().matches('storeChosen')).toBe(true);

    const noMaps = start({ settings: { ...settings, useGooglemaps: false } });
    await settle();
    expect(noMaps.actor.getSnapshot().can({ type: 'map.pick', lat: 1, lng: 1 })).toBe(false);
  });

  it('should measure a known destination from the chosen store and assign its nearest store', async () => {
    const { actor, spies } = start({ settings, cartMenuCodes: ['PHO01'] }, { unavailable: [] });
    await settle();
    await typeAndPick(actor);
    expect(chosenStoreSelector(actor.getSnapshot())?.code).toBe('S1');
    const destination = { place_id: 'p-crescent', name: 'Crescent Mall', formatted_address: 'Crescent Mall, Quận 7', lat: 10.8, lng: 106.72 };
    /** S4 is the nearest to the new destination. */
    spies.measureDistances.mockResolvedValueOnce([...rows.near.slice(0, 3).map((r) => ({ ...r, distance: { text: '9 km', value: 9_000 } })), rows.near[3]!]);
    actor.send({ type: 'destination.set', place: destination });
    /** Straight to measuring: no place details, no reverse geocoding. */
    expect(actor.getSnapshot().value).toEqual({ address: 'measuring' });
    expect(chosenStoreSelector(actor.getSnapshot())).toBeNull();
    await settle();
    expect(spies.fetchPlaceDetails).toHaveBeenCalledTimes(1);
    expect(spies.reverseGeocode).not.toHaveBeenCalled();
    expect((spies.measureDistances.mock.lastCall as unknown as [{ origin: unknown }])[0].origin).toEqual({ lat: 10.8, lng: 106.72 });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('storeChosen')).toBe(true);
    expect(chosenStoreSelector(snapshot)?.code).toBe('S4');
    expect(snapshot.context).toMatchObject({ place: destination, input: destination.formatted_address, distance: 4_100 });
    /** The new store's menu is checked for the cart. */
    expect(spies.checkMenuExist).toHaveBeenLastCalledWith({ storeCode: 'S4', brandCode: 'BR', menu: ['PHO01'] });

    /** An out-of-range destination leaves no store and shows the allowed km. */
    spies.measureDistances.mockResolvedValueOnce(rows.deliveryFar);
    actor.send({ type: 'destination.set', place: { ...destination, lat: 10.9 } });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ address: 'outOfRange' });
    expect(allowedKmSelector(actor.getSnapshot())).toBe(5);
    expect(chosenStoreSelector(actor.getSnapshot())).toBeNull();

    /** Not in the default-store flow. */
    const fixed = start({ settings: { ...settings, useDefaultStore: true } });
    await settle();
    expect(fixed.actor.getSnapshot().can({ type: 'destination.set', place: destination })).toBe(false);
  });

  it('should open the screen a known destination names once its store is chosen, with no confirm, and only once', async () => {
    const destination = { place_id: 'p-crescent', name: 'Crescent Mall', formatted_address: 'Crescent Mall, Quận 7', lat: 10.8, lng: 106.72 };
    const { actor, openMenu } = start({ settings, cartMenuCodes: ['PHO01'] });
    await settle();
    /** A saved address on home: one tap to the menu, after its store's menu check. */
    actor.send({ type: 'destination.set', place: destination, onward: 'menu' });
    expect(openMenu).not.toHaveBeenCalled();
    await settle();
    expect(actor.getSnapshot().matches({ storeChosen: 'ready' })).toBe(true);
    expect(openMenu).toHaveBeenCalledExactlyOnceWith({ store: expect.objectContaining({ code: 'S1' }), deliveryType: 'typeDelivery' });
    expect(actor.getSnapshot().context.onward).toBeNull();
    /** A recipient chosen at checkout (no onward) opens nothing. */
    actor.send({ type: 'destination.set', place: { ...destination, lat: 10.81 } });
    await settle();
    expect(openMenu).toHaveBeenCalledTimes(1);

    /** A typed address after a known destination is confirmed by the customer again. */
    const reorder = start({ settings });
    await settle();
    reorder.actor.send({ type: 'destination.set', place: destination, onward: 'checkout' });
    reorder.actor.send({ type: 'address.change', value: 'Chợ Bến Thành' });
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
    reorder.actor.send({ type: 'place.pick', placeId: prediction.place_id });
    await settle();
    expect(reorder.actor.getSnapshot().matches('storeChosen')).toBe(true);
    expect(reorder.actor.getSnapshot().context.onward).toBeNull();
    expect(reorder.openMenu).not.toHaveBeenCalled();
  });

  it('should open the checkout for a reorder once its store is chosen', async () => {
    const openCheckout = vi.fn();
    const actor = createActor(
      fulfilmentMachine.provide({
        actors: {
          loadStores: fromPromise(async () => stores),
          measureDistances: fromPromise(async () => rows.near),
          checkMenuExist: fromPromise(async (): Promise<string[]> => []),
        },
        actions: { openCheckout: () => openCheckout() },
      }),
      { input: { settings, cartMenuCodes: ['PHO01'] } },
    ).start();
    await settle();
    actor.send({ type: 'destination.set', place, onward: 'checkout' });
    await settle();
    expect(actor.getSnapshot().matches({ storeChosen: 'ready' })).toBe(true);
    expect(openCheckout).toHaveBeenCalledTimes(1);
  });

  it('should force pickup and accept the store picker only when takeaway is on', async () => {
    const off = start();
    await settle();
    expect(off.actor.getSnapshot().can({ type: 'store.pick', storeCode: 'S1' })).toBe(false);

    const { actor } = start({ settings: { ...settings, useFeatureTakeaway: true } });
    await settle();
    expect(actor.getSnapshot().context.deliveryType).toBe('typePickup');
    expect(actor.getSnapshot().can({ type: 'deliveryType.select', deliveryType: 'typeDelivery' })).toBe(false);
    actor.send({ type: 'store.pick', storeCode: 'S1' });
    expect(chosenStoreSelector(actor.getSnapshot())?.code).toBe('S1');
    expect(actor.getSnapshot().context.deliveryType).toBe('typePickup');
    /** S3 has no pickup: delivery with the off-pickup notice. */
    actor.send({ type: 'store.pick', storeCode: 'S3' });
    expect(actor.getSnapshot().context.deliveryType).toBe('typeDelivery');
    expect(typeNoticeSelector(actor.getSnapshot())).toBe('offPickup');
  });

  it('should start at the default store without an address when useDefaultStore is on', async () => {
    const { actor, spies } = start({ settings: { ...settings, useDefaultStore: true } });
    await settle();
    expect(spies.loadDefaultStore).toHaveBeenCalledWith({ stores });
    const snapshot = actor.getSnapshot();
    expect(chosenStoreSelector(snapshot)?.code).toBe('S2');
    /** S2 only offers pickup. */
    expect(snapshot.context.deliveryType).toBe('typePickup');
    expect(typeNoticeSelector(snapshot)).toBe('offDelivery');
    expect(snapshot.context.distance).toBeNull();
    expect(canConfirmLocationSelector(snapshot)).toBe(true);
  });

  it('should go to stores unavailable when there is no default store, and retry', async () => {
    const { actor, spies } = start({ settings: { ...settings, useDefaultStore: true } }, { defaultStore: null });
    await settle();
    expect(actor.getSnapshot().value).toBe('storesUnavailable');
    expect(actor.getSnapshot().context.lookupError).toBe('noDefaultStore');
    spies.loadDefaultStore.mockResolvedValueOnce(stores[0]!);
    actor.send({ type: 'stores.retry' });
    await settle();
    expect(actor.getSnapshot().matches('storeChosen')).toBe(true);
  });

  it('should keep the input and offer a retry when the stores cannot be loaded', async () => {
    const { actor } = start({ settings }, { storesFail: true });
    actor.send({ type: 'address.change', value: 'Chợ Bến Thành' });
    await settle();
    expect(actor.getSnapshot().value).toBe('storesUnavailable');
    expect(actor.getSnapshot().context.input).toBe('Chợ Bến Thành');
    actor.send({ type: 'stores.retry' });
    await settle();
    /** The kept text is looked up once the stores are in. */
    expect(actor.getSnapshot().value).toEqual({ address: 'debouncing' });
    expect(actor.getSnapshot().context.input).toBe('Chợ Bến Thành');
  });

  it('should check the cart dishes at the chosen store and report the unavailable ones', async () => {
    const { actor, spies } = start({ settings, cartMenuCodes: ['PHO01', 'TEA01'] }, { unavailable: ['TEA01'] });
    const unavailable = vi.fn();
    actor.on('menu.unavailable', unavailable);
    await settle();
    await typeAndPick(actor);
    expect(spies.checkMenuExist).toHaveBeenCalledWith({ storeCode: 'S1', brandCode: 'BR', menu: ['PHO01', 'TEA01'] });
    expect(unavailable).toHaveBeenCalledWith({ type: 'menu.unavailable', codes: ['TEA01'] });
    expect(actor.getSnapshot().context.unavailableCodes).toEqual(['TEA01']);
    expect(actor.getSnapshot().context.cartMenuCodes).toEqual(['PHO01']);

    /** Opening the cart checks again; a failed check is only flagged. */
    spies.checkMenuExist.mockRejectedValueOnce(new Error('500'));
    actor.send({ type: 'cart.open', menuCodes: ['PHO01'] });
    expect(actor.getSnapshot().value).toEqual({ storeChosen: 'checkingMenu' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ storeChosen: 'ready' });
    expect(actor.getSnapshot().context.menuCheckFailed).toBe(true);
  });

  it('should check the cart dishes again at a store picked by hand (takeaway)', async () => {
    const { actor, spies } = start({ settings: { ...settings, useFeatureTakeaway: true }, cartMenuCodes: ['PHO01'] });
    await settle();
    actor.send({ type: 'store.pick', storeCode: 'S1' });
    await settle();
    expect(spies.checkMenuExist).toHaveBeenLastCalledWith({ storeCode: 'S1', brandCode: 'BR', menu: ['PHO01'] });
    actor.send({ type: 'store.pick', storeCode: 'S4' });
    expect(actor.getSnapshot().value).toEqual({ storeChosen: 'checkingMenu' });
    await settle();
    expect(spies.checkMenuExist).toHaveBeenLastCalledWith({ storeCode: 'S4', brandCode: 'BR', menu: ['PHO01'] });
    expect(actor.getSnapshot().value).toEqual({ storeChosen: 'ready' });
  });

  it('should skip the menu check for an empty cart', async () => {
    const { actor, spies } = start();
    await settle();
    await typeAndPick(actor);
    expect(actor.getSnapshot().value).toEqual({ storeChosen: 'ready' });
    expect(spies.checkMenuExist).not.toHaveBeenCalled();
  });

  it('should reload the menus when the language changes', async () => {
    const { actor, spies } = start();
    await settle();
    await typeAndPick(actor);
    actor.send({ type: 'language.change', language: 'vi' });
    expect(actor.getSnapshot().value).toEqual({ storeChosen: 'reloadingMenus' });
    await settle();
    expect(spies.reloadMenus).toHaveBeenCalledWith({ storeCode: 'S1', brandCode: 'BR', language: 'vi' });
    expect(actor.getSnapshot().value).toEqual({ storeChosen: 'ready' });
  });

  it('should clear the address, the input and the selection on home entry', async () => {
    const { actor } = start();
    await settle();
    await typeAndPick(actor);
    actor.send({ type: 'home.enter' });
    await settle();
    const { context, value } = actor.getSnapshot();
    expect(value).toEqual({ address: 'editing' });
    expect(context).toMatchObject({ input: '', place: null, store: null, suggestions: [], measured: [], nextNearest: [] });
  });
});
