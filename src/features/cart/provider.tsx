import { cartMachine } from '../../../machines/cart/machine';
import { logActorFailure } from '../../lib/logger';
import { createCartActors, writeCart } from './actors';

export { readCartAtStart } from './actors';

export { CartContext } from '../../lib/ordering-context';

/** The cart machine with the app's effects (local storage, the log), spawned by the ordering system. */
export const createCartLogic = () =>
  cartMachine.provide({
    actors: createCartActors(),
    actions: { persistCart: (_, cart) => writeCart(cart), logActorFailure },
  });
