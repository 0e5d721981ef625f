import { fromPromise } from 'xstate';
import { cartMachine, type PersistedCart } from '../../../machines/cart/machine';
import { logActorFailure } from '../../lib/logger';
import { STORAGE_KEYS, readStorageOrThrow, storage, type KeyValueStore } from '../../adapters/storage';

/**
 * The stored cart (localStorage 'cart') when it has the shape `persistCart` writes, else null.
 * A cart stored by an older version may still carry `orderId`/`orderSubmitted`: they are dropped,
 * since a placed order empties the cart and the order the cart continues is the ordering system's.
 * @example parsePersistedCart('{"lines":[]}') // { lines: [] }
 */
export function parsePersistedCart(raw: string | null): PersistedCart | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PersistedCart> | null;
    if (!value || !Array.isArray(value.lines)) return null;
    return { lines: value.lines };
  } catch {
    return null;
  }
}

/** Writes the cart for the next visit (the `persistCart` action). */
export const writeCart = (cart: PersistedCart, store: KeyValueStore = storage) =>
  store.set(STORAGE_KEYS.cart, JSON.stringify(cart));

/**
 * The cart the browser kept, read as the app starts (the cart machine's `input.stored`); undefined when the storage
 * cannot be read, so that the cart's own `loadCart` meets the failure and starts an empty cart.
 */
export function readCartAtStart(readStoredCart: () => string | null = () => readStorageOrThrow(STORAGE_KEYS.cart)): PersistedCart | null | undefined {
  try {
    return parsePersistedCart(readStoredCart());
  } catch {
    return undefined;
  }
}

/** The named actors of the cart machine: a storage that cannot be read rejects `loadCart` (the machine starts an empty cart). */
export function createCartActors(readStoredCart: () => string | null = () => readStorageOrThrow(STORAGE_KEYS.cart)) {
  return {
    loadCart: fromPromise<PersistedCart | null>(async () => parsePersistedCart(readStoredCart())),
  };
}

/** The cart machine with the app's effects (local storage, the log), spawned by the ordering system. */
export const createCartLogic = () =>
  cartMachine.provide({
    actors: createCartActors(),
    actions: { persistCart: (_, cart) => writeCart(cart), logActorFailure },
  });
