import { expect, type Page, type Route } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../../domain/constants';
import { decideStore } from '../../../domain/store-choice';
import { fulfilmentMachine as machine, isAutocompleteText, type DistanceRow, type FulfilmentContext, type FulfilmentInput } from '../../../machines/fulfilment/machine';
import { mapPlace, place, prediction, rows, stores } from '../../../machines/test-support/fulfilment-fixtures';
import { BEN_THANH_DELIVERY, insertOpenOrder, loggedInCustomer, useLocale } from '../../support/e2e-steps';
import type { Action, MachineAdapter, Screen, WalkContext } from './adapter';
import { afterEventType } from './graph';

const error = (code: string) => ({ code, message: code, field: null });

const ok = (id: string, metres: number): DistanceRow => ({
  id,
  status: 'OK',
  distance: { text: `${(metres / 1000).toFixed(1)} km`, value: metres },
  duration: { text: '9 mins', value: 540 },
});
const zero = (id: string): DistanceRow => ({ id, status: 'ZERO_RESULTS' });

/**
 * The driving distances a path names, on the seed's stores, deciding as the model's fixture rows
 * decide on its fixture stores: S001 (8 km), S002 (6 km), S004 (7 km) deliver and pick up, S003
 * only picks up, S006 only delivers; pickup reaches 10 km. `near` is the gazetteer's own answer.
 */
const seedRows: Record<Exclude<keyof typeof rows, 'near'>, DistanceRow[]> = {
  far: [ok('S001', 15_000), ok('S002', 16_000), ok('S004', 17_000)],
  deliveryFar: [ok('S001', 9_000), ok('S002', 9_500), ok('S004', 9_800)],
  noPath: [zero('S001'), zero('S002'), zero('S004')],
  pickupOnly: [ok('S003', 900)],
  deliveryOnly: [ok('S006', 1_500)],
  none: [],
};

/** A ward of the place the path picks (Chợ Bến Thành), by its outline: delivery there is refused. */
const restrictedAround = { name: 'Phường Bến Thành (Quận 1)', ward: null, polygon: [[10.77, 106.695], [10.775, 106.695], [10.775, 106.701], [10.77, 106.701]] };

/**
 * Every call of the machine's actors, held here until the step that answers it. The newest live
 * call is answered: a state left and entered again asks again (the earlier call is aborted), and
 * the reads made through the query cache (stores, restricted areas) are tried once more after a
 * failure (retry: 1 in src/lib/query-client.ts), after a delay on the page's clock, before the
 * machine hears of it.
 */
const actorCalls = {
  loadStores: /\/api\/delivery\/get-all-store$/,
  loadDefaultStore: /\/api\/delivery\/get_default_brand_and_default_store$/,
  loadRestrictedAreas: /\/api\/delivery\/restricted-areas$/,
  fetchSuggestions: /\/api\/maps\/autocomplete\?/,
  fetchPlaceDetails: /\/api\/maps\/place-details\?/,
  reverseGeocode: /\/api\/maps\/reverse-geocode\?/,
  measureDistances: /\/api\/maps\/driving-distances$/,
  checkMenuExist: /\/api\/delivery\/check-menu-exist$/,
};
type ActorCall = keyof typeof actorCalls;
interface HeldCall {
  route: Route;
  aborted: boolean;
}
const heldCalls = new WeakMap<Page, Record<ActorCall, HeldCall[]>>();
/** React Query asks once more a second after a failure (retry: 1 in src/lib/query-client.ts, its default delay). */
const QUERY_RETRY_DELAY_MS = 1_000;

/** Holds every actor call but `passing` (calls the walk's machine flow never makes, which other screens wait for). */
async function holdActorCalls(page: Page, passing: ActorCall[] = []) {
  const held = Object.fromEntries(Object.keys(actorCalls).map((call) => [call, []])) as unknown as Record<ActorCall, HeldCall[]>;
  heldCalls.set(page, held);
  page.on('requestfailed', (request) => {
    for (const calls of Object.values(held)) for (const call of calls) if (call.route.request() === request) call.aborted = true;
  });
  for (const [call, path] of Object.entries(actorCalls))
    if (!passing.includes(call as ActorCall)) await page.route(path, (route) => void held[call as ActorCall].push({ route, aborted: false }));
}

const hasLiveCall = (page: Page, call: ActorCall) => heldCalls.get(page)![call].some((held) => !held.aborted);

async function newestCall(page: Page, call: ActorCall): Promise<Route> {
  const calls = heldCalls.get(page)![call];
  await expect.poll(() => hasLiveCall(page, call), `a ${call} call to answer`).toBe(true);
  const newest = calls.findLast((held) => !held.aborted)!;
  calls.splice(0, calls.length);
  return newest.route;
}

/** The server's answer (`json` absent) or the contract's. */
const answered = (call: ActorCall, answer?: { status: number; json: unknown }): Action => ({
  ui: async ({ page }) => {
    const route = await newestCall(page, call);
    await (answer ? route.fulfill(answer) : route.continue());
  },
});

/**
 * The query's retry: its timer is set on the page's clock only once the failed answer has reached the
 * page's scripts, some time after fulfil() returns. Moving the clock once at once raced that: under
 * load the timer was set after the move, on a clock standing still, and the retry never came (one walk
 * in ten with two workers). The clock moves one retry delay at a time until the retry reaches its route.
 */
async function queryRetry(page: Page, call: ActorCall): Promise<Route> {
  await expect
    .poll(async () => {
      if (hasLiveCall(page, call)) return true;
      await page.clock.runFor(QUERY_RETRY_DELAY_MS);
      return hasLiveCall(page, call);
    }, `the retry of ${call}`)
    .toBe(true);
  return newestCall(page, call);
}

const failed = (call: ActorCall, status: number, code: string): Action => ({
  ui: async ({ page }) => {
    await (await newestCall(page, call)).fulfill({ status, json: error(code) });
    if (call !== 'loadStores' && call !== 'loadDefaultStore' && call !== 'loadRestrictedAreas') return;
    await (await queryRetry(page, call)).fulfill({ status, json: error(code) });
  },
});

const input: FulfilmentInput = { settings: { useDefaultStore: false, useFeatureTakeaway: false, useGooglemaps: false }, language: 'en' };

const marker = (page: Page) => page.locator('[data-machine="fulfilment"]');
const alertSays = (text: string): Screen => ({ check: async ({ page }) => expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible() });
const combobox = (walk: WalkContext) => walk.page.getByRole('combobox', { name: /Delivery address|Your location/ });
const storeName = /Bếp Nhà Sài Gòn/;
const dish = { code: 'PHO005', name: 'Phở Rolls' };
const cartLines = (page: Page) => page.getByRole('list', { name: 'Dishes in your cart' });

/**
 * /my-cart/ once the menu check has answered (the cart scenario): the dish stays, or the ordering
 * system took it out with the notice that names it (the check found it missing at the store).
 */
async function cartAfterMenuCheck({ page, data }: WalkContext) {
  const removed = page.getByRole('alert').filter({ hasText: `were removed from your cart: ${dish.name}` });
  if (data.menuCheck === 'unavailable') {
    await expect(removed).toBeVisible();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    return;
  }
  await expect(cartLines(page).getByText(dish.name)).toBeVisible();
  await expect(removed).toHaveCount(0);
}

/** Home on a paused page clock, its machine's calls held (see holdActorCalls). */
async function openHome(page: Page, passing: ActorCall[] = []) {
  // The clock stands still between steps (the 300 ms debounce and the query retries run only when a step says so).
  const start = Date.now();
  await page.clock.install({ time: start });
  await holdActorCalls(page, passing);
  await useLocale(page, 'en');
  // A first visit to / draws a home without machines until an order starts: the walk comes from another page.
  await page.goto('/privacy-policy');
  await page.getByRole('banner').getByRole('link', { name: / – home$/ }).click();
  await expect(marker(page)).toBeVisible();
  await page.clock.pauseAt(start + 30_000);
}

/**
 * Home's address flow (SPEC §2 steps 1–2, §8) with the seed's settings (no default store, no
 * takeaway, no Google key: the local gazetteer): typing, suggestions, the pick, the store decision
 * and the delivery type. The stores, suggestions, place and distances are the server's, held until
 * the step that names them; the outcomes the gazetteer cannot give on demand (no suggestion, other
 * distances, failures, a restricted area) are the contract's answers. The debounce runs on page.clock.
 */
export const fulfilmentHomeAdapter: MachineAdapter<typeof machine> = {
  name: 'fulfilment',
  scenario: 'home',
  machine,
  input,
  events: {
    'done:loadStores': { type: 'xstate.done.actor.loadStores', output: stores },
    'error:loadStores': { type: 'xstate.error.actor.loadStores', error: new Error('get-all-store') },
    'stores.retry': { type: 'stores.retry' },
    'address.change(short)': { type: 'address.change', value: 'Chợ' },
    'address.change': { type: 'address.change', value: 'Chợ Bến Thành' },
    'after:debounce': { type: afterEventType(machine, 'fulfilment.address.debouncing') },
    'done:fetchSuggestions': { type: 'xstate.done.actor.fetchSuggestions', output: [prediction] },
    'done:fetchSuggestions(none)': { type: 'xstate.done.actor.fetchSuggestions', output: [] },
    'error:fetchSuggestions': { type: 'xstate.error.actor.fetchSuggestions', error: new Error('autocomplete') },
    'place.pick': { type: 'place.pick', placeId: prediction.place_id },
    'done:fetchPlaceDetails': { type: 'xstate.done.actor.fetchPlaceDetails', output: place },
    'error:fetchPlaceDetails': { type: 'xstate.error.actor.fetchPlaceDetails', error: new Error('details') },
    'done:loadRestrictedAreas': { type: 'xstate.done.actor.loadRestrictedAreas', output: [{ name: 'Quận 1', ward: 'Quận 1' }] },
    'error:loadRestrictedAreas': { type: 'xstate.error.actor.loadRestrictedAreas', error: new Error('restricted-areas') },
    ...Object.fromEntries(Object.entries(rows).map(([name, output]) => [`done:measureDistances(${name})`, { type: 'xstate.done.actor.measureDistances', output }])),
    'error:measureDistances': { type: 'xstate.error.actor.measureDistances', error: new Error('distances') },
    'lookup.retry': { type: 'lookup.retry' },
    'select(pickup)': { type: 'deliveryType.select', deliveryType: 'typePickup' },
    'select(delivery)': { type: 'deliveryType.select', deliveryType: 'typeDelivery' },
    'language.change': { type: 'language.change', language: 'en' },
    'done:reloadMenus': { type: 'xstate.done.actor.reloadMenus', output: undefined },
    'location.confirm': { type: 'location.confirm' },
    'notice.dismiss': { type: 'notice.dismiss' },
    'home.enter': { type: 'home.enter' },
  },
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as FulfilmentContext;
    return JSON.stringify([
      snapshot.value,
      c.deliveryType,
      (snapshot.matches('storeChosen') || snapshot.matches({ address: 'outOfRange' })) &&
        decideStore(c.measured, c.deliveryType === 'typeDelivery' ? 'typePickup' : 'typeDelivery').kind,
      (snapshot.matches('loadingStores') || snapshot.matches('storesUnavailable')) && isAutocompleteText(c.input),
      !snapshot.matches('storeChosen') && c.restrictedAreas.length > 0,
      c.typeNotice !== null,
    ]);
  },
  filterEvents: (snapshot, event: AnyEventObject) => {
    const c = snapshot.context as FulfilmentContext;
    // The notice's OK button is on screen only with a notice.
    if (event.type === 'notice.dismiss') return c.typeNotice !== null;
    // Reloading the menus is a cache invalidation (no menu is loaded on home): it ends at once.
    if (snapshot.matches({ storeChosen: 'reloadingMenus' })) return event.type === 'xstate.done.actor.reloadMenus';
    return true;
  },
  // Held by the arrange (holdActorCalls), not by the walk: see there.
  calls: {},
  arrange: ({ page }) => openHome(page),
  actions: {
    'done:loadStores': answered('loadStores'),
    'error:loadStores': failed('loadStores', 500, 'COMMON_ERROR'),
    'stores.retry': { ui: async ({ page }) => page.getByRole('alert').getByRole('button', { name: 'Try again' }).click() },
    'address.change(short)': { ui: async (walk) => combobox(walk).fill('Chợ') },
    'address.change': { ui: async (walk) => combobox(walk).fill('Chợ Bến Thành') },
    'after:debounce': { wait: AUTOCOMPLETE_DEBOUNCE_MS },
    'done:fetchSuggestions': answered('fetchSuggestions'),
    'done:fetchSuggestions(none)': answered('fetchSuggestions', { status: 200, json: { predictions: [] } }),
    'error:fetchSuggestions': failed('fetchSuggestions', 502, 'MAPS_UNAVAILABLE'),
    'place.pick': { ui: async ({ page }) => page.getByRole('option', { name: /Chợ Bến Thành/ }).first().click() },
    'done:fetchPlaceDetails': answered('fetchPlaceDetails'),
    'error:fetchPlaceDetails': failed('fetchPlaceDetails', 502, 'MAPS_UNAVAILABLE'),
    'done:loadRestrictedAreas': answered('loadRestrictedAreas', { status: 200, json: { data: [restrictedAround] } }),
    'error:loadRestrictedAreas': failed('loadRestrictedAreas', 500, 'COMMON_ERROR'),
    'done:measureDistances(near)': answered('measureDistances'),
    ...Object.fromEntries(
      Object.entries(seedRows).map(([name, json]): [string, Action] => [
        `done:measureDistances(${name})`,
        answered('measureDistances', { status: 200, json: { rows: json } }),
      ]),
    ),
    'error:measureDistances': failed('measureDistances', 502, 'MAPS_UNAVAILABLE'),
    'lookup.retry': { ui: async ({ page }) => page.getByRole('alert').getByRole('button', { name: 'Try again' }).click() },
    'select(pickup)': { ui: async ({ page }) => page.getByRole('radio', { name: 'Pickup at the store' }).check() },
    'select(delivery)': { ui: async ({ page }) => page.getByRole('radio', { name: 'Delivery', exact: true }).check() },
    // There and back (two changes), so that the screen's English checks hold; each reloads the chosen store's menus.
    'language.change': {
      ui: async ({ page }) => {
        const languages = page.getByRole('group', { name: 'Language' });
        await languages.locator('button[lang="vi"]').click();
        await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
        await page.getByRole('group', { name: 'Ngôn ngữ' }).locator('button[lang="en"]').click();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      },
    },
    'done:reloadMenus': { follow: true },
    // The chosen store and type are confirmed: the menu opens (the machine stays where it was).
    'location.confirm': {
      ui: async ({ page }) => {
        await page.getByRole('button', { name: 'Confirm location' }).click();
        await expect(page).toHaveURL(/\/main-menu$/);
      },
    },
    'notice.dismiss': {
      ui: async ({ page }) => {
        const notice = page.getByRole('status').filter({ hasText: 'Your order was switched' });
        await notice.getByRole('button', { name: 'OK' }).click();
        await expect(notice).toBeHidden();
      },
    },
    // Home is entered again: to a policy page and back a minute later (the stores are read again once stale).
    'home.enter': {
      ui: async ({ page }) => {
        await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
        await expect(page).not.toHaveURL(/\/$/);
        await page.clock.runFor(61_000);
        await page.goBack();
      },
    },
  },
  screens: {
    loadingStores: {},
    storesUnavailable: alertSays('The stores could not be loaded.'),
    '{address:editing}': { check: async (walk) => expect(combobox(walk)).toHaveAttribute('aria-expanded', 'false') },
    '{address:debouncing}': { check: async (walk) => expect(combobox(walk)).toHaveValue('Chợ Bến Thành') },
    '{address:autocompleting}': { check: async (walk) => expect(combobox(walk)).toHaveValue('Chợ Bến Thành') },
    '{address:suggestionsShown}': { check: async ({ page }) => expect(page.getByRole('option', { name: /Chợ Bến Thành/ }).first()).toBeVisible() },
    '{address:noSuggestions}': { check: async ({ page }) => expect(page.getByRole('status').filter({ hasText: 'No results found' })).toBeVisible() },
    '{address:resolving}': { check: async ({ page }) => expect(page.getByRole('status', { name: 'Finding the nearest store' })).toBeVisible() },
    '{address:measuring}': { check: async ({ page }) => expect(page.getByRole('status', { name: 'Finding the nearest store' })).toBeVisible() },
    '{address:restricted}': alertSays('Delivery is unavailable in Phường Bến Thành (Quận 1)'),
    '{address:lookupFailed}': alertSays('Finding the store did not finish.'),
    '{address:outOfRange}': alertSays('we deliver to'),
    '{address:noPath}': alertSays('Delivery path not found.'),
    '{address:notFound}': alertSays('Address not found.'),
    // Left at once: the menus are a cache invalidation on home.
    '{storeChosen:reloadingMenus}': { marker: false },
    '{storeChosen:ready}': {
      marker: false,
      check: async (walk) => {
        // After "Confirm location" the menu is open; on home the marker and the chosen store show.
        const pathname = new URL(walk.page.url()).pathname;
        if (pathname === '/main-menu') return;
        if (/^\/my-cart\/?$/.test(pathname)) return cartAfterMenuCheck(walk);
        await expect(marker(walk.page)).toHaveAttribute('data-state', '{storeChosen:ready}');
        await expect(walk.page.getByText(storeName).first()).toBeVisible();
        await expect(walk.page.getByRole('button', { name: 'Confirm location' })).toBeEnabled();
      },
    },
  },
  // The coverage report lists these for the machine, whichever scenario it hears of first: both scenarios share them.
  unreachable: {},
  untakeable: {
    'fulfilment address.change#0': 'typing while a default store is used (useDefaultStore): that flow shows no address form',
    'fulfilment.storeChosen.reloadingMenus xstate.error.actor.reloadMenus#0': 'reloading is a query-cache invalidation, which does not fail (no menu query is active on home)',
  },
};

/** The server's answer, changed as the path needs it (e.g. the default brand without its store). */
const answeredFrom = (call: ActorCall, change: (json: Record<string, unknown>) => unknown): Action => ({
  ui: async ({ page }) => {
    const route = await newestCall(page, call);
    const response = await route.fetch();
    await route.fulfill({ response, json: change((await response.json()) as Record<string, unknown>) });
  },
});

/**
 * This page reads a setting on (SPEC §9 useDefaultStore, useFeatureTakeaway): settings are app-wide on the
 * server (/sandbox/settings), and walks run beside other tests, so only this page's read of it changes.
 */
async function readsSettingOn(page: Page, code: 'useDefaultStore' | 'useFeatureTakeaway' | 'useGooglemaps') {
  await page.route(/\/api\/v2\/variable\/\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { results: { code: string; value: unknown }[] };
    const rows = body.results.filter((row) => row.code !== code);
    await route.fulfill({ response, json: { ...body, results: [...rows, { ...body.results[0], code, value: '1' }] } });
  });
}
const readsDefaultStoreOn = (page: Page) => readsSettingOn(page, 'useDefaultStore');

/**
 * Home with a default store (SPEC §9 useDefaultStore): no address; the order starts at the store
 * get_default_brand_and_default_store names, or the home says the stores are unavailable.
 */
export const fulfilmentDefaultStoreAdapter: MachineAdapter<typeof machine> = {
  ...fulfilmentHomeAdapter,
  scenario: 'default store',
  input: { ...input, settings: { ...input.settings, useDefaultStore: true } },
  // What only this flow does; the type, language, confirm and re-entry are walked by the home scenario.
  events: {
    'done:loadStores': fulfilmentHomeAdapter.events['done:loadStores']!,
    'error:loadStores': fulfilmentHomeAdapter.events['error:loadStores']!,
    'stores.retry': fulfilmentHomeAdapter.events['stores.retry']!,
    // The seed's default store delivers and picks up, as S1 does.
    'done:loadDefaultStore': { type: 'xstate.done.actor.loadDefaultStore', output: stores[0] },
    'done:loadDefaultStore(none)': { type: 'xstate.done.actor.loadDefaultStore', output: null },
    'error:loadDefaultStore': { type: 'xstate.error.actor.loadDefaultStore', error: new Error('default store') },
  },
  async arrange(walk) {
    await readsDefaultStoreOn(walk.page);
    await fulfilmentHomeAdapter.arrange(walk);
  },
  actions: {
    ...fulfilmentHomeAdapter.actions,
    'done:loadDefaultStore': answered('loadDefaultStore'),
    'done:loadDefaultStore(none)': answeredFrom('loadDefaultStore', (json) => ({ ...json, data: { ...(json.data as object), store: null } })),
    'error:loadDefaultStore': failed('loadDefaultStore', 500, 'COMMON_ERROR'),
  },
  screens: {
    ...fulfilmentHomeAdapter.screens,
    loadingDefaultStore: {},
  },
};

/**
 * The menu and the cart page are drawn after React's own timers (a lazy screen's Suspense reveal, the
 * dish list shown in steps): on a clock standing still they never show. The home steps are done, so
 * the clock runs on from here; the menu check is held by its route, not by the clock.
 */
const leaveHome = (page: Page) => page.clock.resume();

/** On /main-menu after "Confirm location": a dish added, which the ordering system sends to fulfilment as cart.sync. */
async function addDishFromMenu(page: Page) {
  await leaveHome(page);
  if (new URL(page.url()).pathname !== '/main-menu') {
    await page.getByRole('button', { name: 'Confirm location' }).click();
    await expect(page).toHaveURL(/\/main-menu$/);
  }
  await page.getByRole('button', { name: `Add ${dish.name} to the cart` }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart 1 item' })).toBeVisible();
}

const onCartPage = (page: Page) => /^\/my-cart\/?$/.test(new URL(page.url()).pathname);

/**
 * The cart's side of fulfilment (SPEC §4): a dish added on the menu (cart.sync), the cart page opened
 * (cart.open) and the menu check it starts at the chosen store, held until the step that answers it:
 * the server's (the dish is there), the contract's list naming the dish (the ordering system takes it
 * out with a notice), or a failure (the cart stays as it was). The cart page shows no fulfilment
 * marker: there, a state shows by what the page does (the check's call made and waiting, the lines).
 */
export const fulfilmentCartAdapter: MachineAdapter<typeof machine> = {
  ...fulfilmentHomeAdapter,
  scenario: 'cart',
  // Home asks for the default brand (its banner): the menu and the cart wait for it; this flow's machine never does.
  arrange: ({ page }) => openHome(page, ['loadDefaultStore']),
  events: {
    ...Object.fromEntries(
      (['done:loadStores', 'address.change', 'after:debounce', 'done:fetchSuggestions', 'place.pick', 'done:fetchPlaceDetails', 'done:measureDistances(near)'] as const).map(
        (label) => [label, fulfilmentHomeAdapter.events[label]!],
      ),
    ),
    'cart.sync': { type: 'cart.sync', menuCodes: [dish.code] },
    'cart.open': { type: 'cart.open', menuCodes: [dish.code] },
    'done:checkMenuExist': { type: 'xstate.done.actor.checkMenuExist', output: [] },
    'done:checkMenuExist(unavailable)': { type: 'xstate.done.actor.checkMenuExist', output: [dish.code] },
    'error:checkMenuExist': { type: 'xstate.error.actor.checkMenuExist', error: new Error('check-menu-exist') },
  },
  filterEvents: (snapshot, event: AnyEventObject) => {
    const c = snapshot.context as FulfilmentContext;
    // The address is typed once, with the stores in: its other edits are the home scenario's.
    if (event.type === 'address.change') return c.input === '' && !snapshot.matches('loadingStores');
    // A dish is added on the menu of a chosen store; the cart opens with it, or before any store while the stores load.
    if (event.type === 'cart.sync') return snapshot.matches({ storeChosen: 'ready' });
    if (event.type === 'cart.open') return snapshot.matches({ storeChosen: 'ready' }) || snapshot.matches('loadingStores');
    return true;
  },
  actions: {
    ...fulfilmentHomeAdapter.actions,
    'cart.sync': { ui: async ({ page }) => addDishFromMenu(page) },
    'cart.open': {
      ui: async ({ page }, { from }) => {
        if (from === 'loadingStores') await leaveHome(page);
        else await addDishFromMenu(page);
        await page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
        await expect(page).toHaveURL(/\/my-cart\/?$/);
      },
    },
    'done:checkMenuExist': answered('checkMenuExist'),
    'done:checkMenuExist(unavailable)': {
      ui: async (walk) => {
        walk.data.menuCheck = 'unavailable';
        await (await newestCall(walk.page, 'checkMenuExist')).fulfill({ status: 200, json: { data: [dish.code] } });
      },
    },
    'error:checkMenuExist': failed('checkMenuExist', 500, 'COMMON_ERROR'),
  },
  screens: {
    ...fulfilmentHomeAdapter.screens,
    // The cart page opened while the stores load: it lists no dish, and the stores' call still waits.
    loadingStores: {
      marker: false,
      check: async ({ page }) => {
        if (!onCartPage(page)) return expect(marker(page)).toHaveAttribute('data-state', 'loadingStores');
        await expect(page.getByText('Your cart is empty.')).toBeVisible();
        expect(hasLiveCall(page, 'loadStores')).toBe(true);
      },
    },
    // The check's call is made and held: the cart lists the dish meanwhile.
    '{storeChosen:checkingMenu}': {
      marker: false,
      check: async ({ page }) => {
        await expect(cartLines(page).getByText(dish.name)).toBeVisible();
        await expect.poll(() => hasLiveCall(page, 'checkMenuExist'), 'the menu check waits for its answer').toBe(true);
      },
    },
  },
};

/** The seed's stores the picker lists first, standing for the model's S1 and S2 (the path picks by code). */
const pickedStores: Record<string, RegExp> = { [stores[0]!.code]: /Nguyễn Huệ/, [stores[1]!.code]: /Lê Văn Sỹ/ };
const storeRadio = (page: Page, code: string) => page.getByRole('group', { name: 'Choose a store' }).getByRole('radio', { name: pickedStores[code] });
async function pickStore(walk: WalkContext, code: string) {
  walk.data.pickedStore = code;
  await storeRadio(walk.page, code).check();
}

/**
 * Home with takeaway (SPEC §9 useFeatureTakeaway, read on by this page only): the store picker lists the
 * stores and the customer picks one, then another (store.pick); no address is needed for a takeaway.
 */
export const fulfilmentTakeawayAdapter: MachineAdapter<typeof machine> = {
  ...fulfilmentHomeAdapter,
  scenario: 'takeaway',
  input: { ...input, settings: { ...input.settings, useFeatureTakeaway: true } },
  events: {
    'done:loadStores': fulfilmentHomeAdapter.events['done:loadStores']!,
    'store.pick': { type: 'store.pick', storeCode: stores[0]!.code },
    'store.pick(another)': { type: 'store.pick', storeCode: stores[1]!.code },
  },
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, (snapshot.context as FulfilmentContext).store?.code ?? null]),
  // A radio already checked sends nothing.
  filterEvents: (snapshot, event: AnyEventObject) => event.type !== 'store.pick' || (snapshot.context as FulfilmentContext).store?.code !== event.storeCode,
  async arrange(walk) {
    await readsSettingOn(walk.page, 'useFeatureTakeaway');
    await fulfilmentHomeAdapter.arrange(walk);
  },
  actions: {
    ...fulfilmentHomeAdapter.actions,
    'store.pick': { ui: async (walk) => pickStore(walk, stores[0]!.code) },
    'store.pick(another)': { ui: async (walk) => pickStore(walk, stores[1]!.code) },
  },
  screens: {
    ...fulfilmentHomeAdapter.screens,
    '{storeChosen:ready}': {
      check: async ({ page, data }) => {
        await expect(storeRadio(page, data.pickedStore!)).toBeChecked();
        await expect(page.getByRole('group', { name: 'Choose a store' }).getByRole('radio', { checked: true })).toHaveCount(1);
        await expect(page.getByRole('button', { name: 'Confirm location' })).toBeEnabled();
      },
    },
  },
};

/** The resumed order's dish (a bowl of phở at the seed's first store), as the cart lists it in English. */
const resumedDish = { code: 'PHO001', name: 'Rare Beef Phở' };

/**
 * The header's "Store info" opened on the page, its fulfilment marker and content read, and closed again: away
 * from home, the delivery info dialog is where the customer sees fulfilment's store and address.
 */
async function storeInfoShows(page: Page, state: string, check: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('banner').getByRole('button', { name: 'Store info' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery info' });
  await expect(dialog.locator('[data-machine="fulfilment"]'), `the delivery info of ${state}`).toHaveAttribute('data-state', state);
  await check(dialog);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

/** /my-cart/ with the resumed order's dish and the number it keeps. */
async function resumedCartShown({ page, data }: WalkContext) {
  await expect(page).toHaveURL(/\/my-cart\/$/);
  await expect(cartLines(page).getByRole('listitem', { name: resumedDish.name })).toBeVisible();
  await expect(page.getByRole('main').getByText(`You are finishing order ${data.orderNo}`)).toBeVisible();
}

/**
 * An open delivery order found with home's order search and resumed (SPEC §2 Home, src/app/ordering/resume-order.ts):
 * the ordering system puts its dishes back in the cart and sends fulfilment the order's place
 * (`destination.set`), whose stores are measured while the customer is on /my-cart/. The cart page carries
 * no fulfilment marker; the header's delivery info dialog, a view of fulfilment on every page, carries it.
 * The distances and the menu check are the server's, held until the step that names them.
 */
export const fulfilmentResumedOrderAdapter: MachineAdapter<typeof machine> = {
  ...fulfilmentHomeAdapter,
  scenario: 'resumed order',
  // The ordering system syncs the resumed dish to fulfilment (cart.sync) as it puts it back, before the distances are in.
  input: { ...input, cartMenuCodes: [resumedDish.code] },
  events: {
    'done:loadStores': fulfilmentHomeAdapter.events['done:loadStores']!,
    'destination.set': { type: 'destination.set', place },
    'done:measureDistances(near)': fulfilmentHomeAdapter.events['done:measureDistances(near)']!,
    'done:checkMenuExist': fulfilmentCartAdapter.events['done:checkMenuExist']!,
  },
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, (snapshot.context as FulfilmentContext).place !== null]),
  // An order is resumed once, from home with the stores in: its place is the destination.
  filterEvents: (snapshot, event: AnyEventObject) => event.type !== 'destination.set' || (snapshot.context as FulfilmentContext).place === null,
  async arrange(walk) {
    const account = await loggedInCustomer(walk.page, walk.request);
    walk.data.orderNo = (await insertOpenOrder(walk.request, { customer: account }, { delivery: BEN_THANH_DELIVERY })).orderNo;
    // Home asks for the default brand (its banner): the cart waits for it; this flow's machine never does.
    await openHome(walk.page, ['loadDefaultStore']);
  },
  actions: {
    'done:loadStores': fulfilmentHomeAdapter.actions['done:loadStores']!,
    'destination.set': {
      ui: async (walk) => {
        await leaveHome(walk.page);
        const search = walk.page.getByRole('search', { name: 'Find an order' });
        await search.getByLabel('Order number').fill(walk.data.orderNo!);
        await search.getByRole('button', { name: 'Search' }).click();
        await resumedCartShown(walk);
      },
    },
    'done:measureDistances(near)': answered('measureDistances'),
    'done:checkMenuExist': answered('checkMenuExist'),
  },
  screens: {
    loadingStores: fulfilmentHomeAdapter.screens.loadingStores!,
    '{address:editing}': fulfilmentHomeAdapter.screens['{address:editing}']!,
    // The order's place is measured from: no store is chosen meanwhile, the distances' call is made and held.
    '{address:measuring}': {
      marker: false,
      check: async (walk) => {
        await resumedCartShown(walk);
        await expect.poll(() => hasLiveCall(walk.page, 'measureDistances'), 'the distances wait for their answer').toBe(true);
        await storeInfoShows(walk.page, '{address:measuring}', async (dialog) => {
          await expect(dialog.getByRole('status', { name: 'Finding the nearest store' })).toBeVisible();
          await expect(dialog.getByText(storeName)).toHaveCount(0);
        });
      },
    },
    // The nearest store to the order's place is chosen; the dish is checked there (held).
    '{storeChosen:checkingMenu}': {
      marker: false,
      check: async (walk) => {
        await resumedCartShown(walk);
        await expect.poll(() => hasLiveCall(walk.page, 'checkMenuExist'), 'the menu check waits for its answer').toBe(true);
        await storeInfoShows(walk.page, '{storeChosen:checkingMenu}', async (dialog) => {
          await expect(dialog.getByText(storeName).first()).toBeVisible();
          await expect(dialog.getByText(/Chợ Bến Thành/).first()).toBeVisible();
        });
      },
    },
    // The store has the dish: it stays in the cart, nothing removed.
    '{storeChosen:ready}': {
      marker: false,
      check: async (walk) => {
        await resumedCartShown(walk);
        await expect(walk.page.getByRole('alert').filter({ hasText: 'were removed from your cart' })).toHaveCount(0);
        await storeInfoShows(walk.page, '{storeChosen:ready}', async (dialog) => {
          await expect(dialog.getByText(storeName).first()).toBeVisible();
          await expect(dialog.getByRole('status', { name: 'Finding the nearest store' })).toHaveCount(0);
        });
      },
    },
  },
};

const mapMarker = (page: Page) => page.getByRole('button', { name: 'Marker of your address' });

/**
 * The open-map option, opened once, then the marker dragged with the mouse and released (map.pick). The
 * map is a lazy chunk whose Suspense reveal waits on React's timers: the paused clock moves until it shows.
 * Drags go up-right, then down-left, so that the marker stays in the view.
 */
async function dragMapMarker(walk: WalkContext) {
  const { page, data } = walk;
  const open = page.getByRole('button', { name: 'Choose on the map' });
  if (await open.isVisible()) await open.click();
  await expect
    .poll(async () => {
      if (await mapMarker(page).isVisible()) return true;
      await page.clock.runFor(100);
      return mapMarker(page).isVisible();
    }, 'the map with its marker')
    .toBe(true);
  const drags = Number(data.drags ?? 0);
  data.drags = String(drags + 1);
  const sign = drags % 2 === 0 ? 1 : -1;
  const box = (await mapMarker(page).boundingBox())!;
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 40 * sign, from.y - 30 * sign, { steps: 5 });
  await page.mouse.up();
}

/**
 * Home with the maps setting on (SPEC §2 'open-map option', §9 useGooglemaps, read on by this page only)
 * and no Google browser key: the local map. The marker is dragged, its point reverse-geocoded by the
 * server's gazetteer (held until the step that answers it) and the stores measured from the address it
 * resolves to; or the geocoder's failure (the contract's 404 for a point with nothing near) says
 * SPEC §8's 'Geocoder failed'.
 */
export const fulfilmentMapAdapter: MachineAdapter<typeof machine> = {
  ...fulfilmentHomeAdapter,
  scenario: 'map',
  input: { ...input, settings: { ...input.settings, useGooglemaps: true } },
  events: {
    'done:loadStores': fulfilmentHomeAdapter.events['done:loadStores']!,
    'map.pick': { type: 'map.pick', lat: mapPlace.lat, lng: mapPlace.lng },
    'done:reverseGeocode': { type: 'xstate.done.actor.reverseGeocode', output: mapPlace },
    'error:reverseGeocode': { type: 'xstate.error.actor.reverseGeocode', error: new Error('reverse-geocode') },
    'done:measureDistances(near)': fulfilmentHomeAdapter.events['done:measureDistances(near)']!,
  },
  async arrange(walk) {
    await readsSettingOn(walk.page, 'useGooglemaps');
    await fulfilmentHomeAdapter.arrange(walk);
  },
  actions: {
    ...fulfilmentHomeAdapter.actions,
    'map.pick': { ui: async (walk) => dragMapMarker(walk) },
    'done:reverseGeocode': {
      ui: async ({ page, data }) => {
        const route = await newestCall(page, 'reverseGeocode');
        const response = await route.fetch();
        const body = (await response.json()) as { result: { formatted_address: string } };
        data.geocoded = body.result.formatted_address;
        await route.fulfill({ response, json: body });
      },
    },
    'error:reverseGeocode': answered('reverseGeocode', { status: 404, json: { code: 'ADDRESS_NOT_FOUND', message: 'Geocoder failed', field: null } }),
  },
  screens: {
    ...fulfilmentHomeAdapter.screens,
    '{address:locating}': {
      check: async ({ page }) => {
        await expect(page.getByRole('status', { name: 'Finding the nearest store' })).toBeVisible();
        await expect.poll(() => hasLiveCall(page, 'reverseGeocode'), 'the dropped point waits for its address').toBe(true);
      },
    },
    '{address:notFound}': alertSays('Geocoder failed: the point on the map could not be turned into an address.'),
    '{storeChosen:ready}': {
      check: async (walk) => {
        await fulfilmentHomeAdapter.screens['{storeChosen:ready}']!.check!(walk);
        // the address the dropped point resolved to, in the address box
        await expect(combobox(walk)).toHaveValue(walk.data.geocoded!);
      },
    },
  },
};
