import { fromCallback, fromPromise } from 'xstate';
import { cartMachine } from '../cart/machine';
import { fulfilmentMachine } from '../fulfilment/machine';
import { watchSessionActor } from '../session/watch';
import { notImplemented } from '../shared/not-implemented';
import { sessionViewOf } from './rules';
import type {
  LoadDishNamesInput,
  LoadSoldOutCodesInput,
  OrderingEvent,
  RepeatedOrder,
  RepeatOrderInput,
  ResumedOrder,
  ResumeOrderInput,
} from './types';

/**
 * The children the system spawns (fulfilment and cart; the checkout and payment come with checkout.open), and its
 * effects: typed stubs that throw until the app provides them (machine.provide), and the session watcher.
 */
export const orderingActors = {
  fulfilment: fulfilmentMachine,
  cart: cartMachine,
  /** The menu codes the store has but sold out (get-master-menu). */
  loadSoldOutCodes: fromPromise<string[], LoadSoldOutCodesInput>(notImplemented('loadSoldOutCodes')),
  /** The dish and topping names of the cart's dishes in the interface language's menu, by menu code. */
  loadDishNames: fromPromise<Record<string, string>, LoadDishNamesInput>(notImplemented('loadDishNames')),
  /** Reads an open order by its number and prices its dishes from its store's current menu. */
  resumeOrder: fromPromise<ResumedOrder, ResumeOrderInput>(notImplemented('resumeOrder')),
  /** Reads a past order and asks the server which of its dishes can be ordered again (reorder). */
  repeatOrder: fromPromise<RepeatedOrder, RepeatOrderInput>(notImplemented('repeatOrder')),
  /** Reports the session actor's facts to the system (`session.change`) whenever it changes. */
  watchSession: watchSessionActor<OrderingEvent>((snapshot) => ({
    type: 'session.change',
    session: sessionViewOf(snapshot),
  })),
  /** Reports the device's network (`network.change`) as it comes and goes; the app provides it (no network here). */
  watchNetwork: fromCallback<OrderingEvent>(() => undefined),
};
