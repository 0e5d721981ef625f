import { cartMachine } from '../../../machines/cart/machine';
import { api } from '../../lib/api-client';
import { createCartActors, writeCart } from './actors';

export { CartContext } from '../../lib/ordering-context';

/** The cart machine with the app's effects (API, local storage), spawned by the ordering system. */
export const createCartLogic = (language: () => string) =>
  cartMachine.provide({
    actors: createCartActors(api, language),
    actions: { persistCart: (_, cart) => writeCart(cart) },
  });
