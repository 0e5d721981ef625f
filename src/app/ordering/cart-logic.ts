import { cartMachine } from '../../../machines/cart/machine';
import { logActorFailure } from '../../lib/logger';
import { createCartActors, writeCart } from './cart-actors';

export { readCartAtStart } from './cart-actors';


/** The cart machine with the app's effects (local storage, the log), spawned by the ordering system. */
export const createCartLogic = () =>
  cartMachine.provide({
    actors: createCartActors(),
    actions: { persistCart: (_, cart) => writeCart(cart), logActorFailure },
  });
