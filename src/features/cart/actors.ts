import { fromPromise } from 'xstate';
import type { PersistedCart, SaveOrderInput } from '../../../machines/cart/machine';
import type { components } from '../../../openapi/schema';
import { STORAGE_KEYS, storage, type KeyValueStore } from '../../adapters/storage';
import type { ApiClient } from '../../lib/api-client';
import { isLocale } from '../../lib/i18n';

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

/** The named actors of the cart machine. */
export function createCartActors(client: ApiClient, language: () => string, store: KeyValueStore = storage) {
  return {
    loadCart: fromPromise<PersistedCart | null>(async () => parsePersistedCart(store.get(STORAGE_KEYS.cart))),
    saveOrder: fromPromise<void, SaveOrderInput>(async ({ input, signal }) => {
      const lang = isLocale(language()) ? (language() as 'ja' | 'vi' | 'en') : 'ja';
      await client.POST('/delivery/save-delivery-info', {
        body: {
          id: Number(input.orderId),
          info: {
            foods: input.lines as unknown as components['schemas']['CartLine'][],
            subTotal: input.totals.subTotal,
            vat: input.totals.vat,
            includedVat: input.totals.includedVat,
            total: input.totals.total,
            lang,
          },
          lang,
        },
        signal,
      });
    }),
  };
}
