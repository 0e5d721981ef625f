import { fromPromise } from 'xstate';
import type { PersistedCart } from '../../../machines/cart/machine';
import { STORAGE_KEYS, readStorageOrThrow, storage, type KeyValueStore } from '../../adapters/storage';

/**
 * The stored cart (localStorage 'cart') when it has the shape `persistCart` writes, else null.
 * @example parsePersistedCart('{"lines":[],"orderId":null,"orderSubmitted":false}')
 */
export function parsePersistedCart(raw: string | null): PersistedCart | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PersistedCart> | null;
    if (!value || !Array.isArray(value.lines)) return null;
    return {
      lines: value.lines,
      orderId: typeof value.orderId === 'string' ? value.orderId : null,
      orderSubmitted: value.orderSubmitted === true,
    };
  } catch {
    return null;
  }
}

/** Writes the cart for the next visit (the `persistCart` action). */
export const writeCart = (cart: PersistedCart, store: KeyValueStore = storage) =>
  store.set(STORAGE_KEYS.cart, JSON.stringify(cart));

/** The named actors of the cart machine: a storage that cannot be read rejects `loadCart` (the machine starts an empty cart). */
export function createCartActors(readStoredCart: () => string | null = () => readStorageOrThrow(STORAGE_KEYS.cart)) {
  return {
    loadCart: fromPromise<PersistedCart | null>(async () => parsePersistedCart(readStoredCart())),
  };
}
