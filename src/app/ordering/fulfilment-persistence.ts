import { createActor, type Snapshot } from 'xstate';
import { fulfilmentMachine, type FulfilmentSettings } from '../../../machines/fulfilment/machine';
import type { FirstScreen } from '../../lib/first-screen';
import { cookies, FIRST_SCREEN_COOKIES, type CookieJar } from '../../adapters/cookies';
import { STORAGE_KEYS, storage, type KeyValueStore } from '../../adapters/storage';

interface Stored {
  settingsKey: string;
  snapshot: Snapshot<unknown>;
}

/** Identifies the settings a snapshot was taken under; a snapshot of other settings is dropped. */
export function settingsKey(settings: FulfilmentSettings): string {
  const switches = [settings.useDefaultStore, settings.useFeatureTakeaway, settings.useGooglemaps].map(Number).join('');
  const fee = settings.deliveryFee;
  const key = fee ? `${switches}:${Number(fee.useFeatureDeliveryFee)}${Number(fee.useDeliveryFeeV1)}${fee.fee}` : switches;
  return settings.deliveryRadiusKm === undefined ? key : `${key}:${settings.deliveryRadiusKm}km`;
}

const storeCodeOf = (snapshot: Snapshot<unknown>) => {
  const code = (snapshot as { context?: { store?: { code?: unknown } | null } }).context?.store?.code;
  return typeof code === 'string' ? code : null;
};

/** The distance in whole metres from a delivery's address to its store, or null for a pickup or an unknown distance. */
const deliveryDistanceOf = (snapshot: Snapshot<unknown>) => {
  const context = (snapshot as { context?: { deliveryType?: unknown; distance?: unknown } }).context;
  return context?.deliveryType === 'typeDelivery' && typeof context.distance === 'number' && Number.isFinite(context.distance)
    ? String(Math.round(context.distance))
    : null;
};

/**
 * Keeps the chosen store across reloads: the machine's persisted snapshot, saved only while a
 * store is chosen (a state without running actors) and removed when the address starts over.
 * The store's code goes to a cookie too, for the server to draw the menu's first screen, and a delivery's
 * distance to it, for the checkout's.
 */
export function createFulfilmentStore(settings: FulfilmentSettings, store: KeyValueStore = storage, jar: CookieJar = cookies) {
  const key = settingsKey(settings);
  return {
    read(): Snapshot<unknown> | undefined {
      const raw = store.get(STORAGE_KEYS.fulfilment);
      if (!raw) return undefined;
      try {
        const stored = JSON.parse(raw) as Stored;
        return stored.settingsKey === key && stored.snapshot ? stored.snapshot : undefined;
      } catch {
        return undefined;
      }
    },
    save(snapshot: Snapshot<unknown>): void {
      store.set(STORAGE_KEYS.fulfilment, JSON.stringify({ settingsKey: key, snapshot } satisfies Stored));
      jar.keep(FIRST_SCREEN_COOKIES.store, storeCodeOf(snapshot));
      jar.keep(FIRST_SCREEN_COOKIES.deliveryDistance, deliveryDistanceOf(snapshot));
    },
    clear(): void {
      store.remove(STORAGE_KEYS.fulfilment);
      jar.keep(FIRST_SCREEN_COOKIES.store, null);
      jar.keep(FIRST_SCREEN_COOKIES.deliveryDistance, null);
    },
  };
}

/** Where the chosen store is written, and the page whose leaving writes a pending one at once. */
interface KeeperTarget {
  store: Pick<ReturnType<typeof createFulfilmentStore>, 'save' | 'clear'>;
  page?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Saves the chosen store for a reload (`persist`, with fulfilment's snapshot) and forgets it when the address starts
 * over (`forget`). A burst of snapshots (the machines starting, a checkout opening) is written once, in a task of its
 * own after it (serialising the store list on each snapshot was a share of /checkout's long tasks), and at once when
 * the page is left. `persistedOf` turns a snapshot into what is stored, as it was when it came.
 */
export function createChosenStoreKeeper(
  { store, page }: KeeperTarget,
  persistedOf: (snapshot: Snapshot<unknown>) => Snapshot<unknown>,
) {
  // the window is read when a snapshot is kept, not when the keeper is made: the server makes one too, to draw a
  // first screen, and keeps nothing (its ordering system is never started)
  const pageOf = () => page ?? window;
  let pending: ReturnType<typeof setTimeout> | null = null;
  let latest: Snapshot<unknown> | 'forget' | null = null;
  const write = () => {
    if (pending !== null) clearTimeout(pending);
    pending = null;
    pageOf().removeEventListener('pagehide', write);
    if (latest === 'forget') store.clear();
    else if (latest) store.save(persistedOf(latest));
    latest = null;
  };
  const keep = (next: Snapshot<unknown> | 'forget') => {
    latest = next;
    if (pending !== null) return;
    pending = setTimeout(write, 0);
    pageOf().addEventListener('pagehide', write);
  };
  return { persist: (snapshot: Snapshot<unknown>) => keep(snapshot), forget: () => keep('forget') };
}

/**
 * The store kept chosen as the server knows it (the cookies above: the store and a delivery's distance, not the
 * address), as a persisted snapshot for the first render of a page the server drew; none when it knows of no store.
 */
export function keptStoreAsServerKnows(settings: FulfilmentSettings, language: string, screen: FirstScreen): Snapshot<unknown> | undefined {
  if (!screen.store) return undefined;
  const fresh = createActor(fulfilmentMachine, { input: { settings, language } }).getSnapshot();
  const deliveryType = screen.deliveryDistance === null ? 'typePickup' : 'typeDelivery';
  const chosen = fulfilmentMachine.resolveState({
    value: { storeChosen: 'ready' },
    context: { ...fresh.context, store: screen.store, requestedType: deliveryType, deliveryType, distance: screen.deliveryDistance },
  });
  return fulfilmentMachine.getPersistedSnapshot(chosen) as Snapshot<unknown>;
}
