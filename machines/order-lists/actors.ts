import { fromPromise } from 'xstate';
import { notImplemented } from '../shared/not-implemented';
import type { LoadOrdersInput, LoadOrdersOutput } from './types';

/** The order lists' effects: typed stubs that throw until the app provides them (machine.provide). */
export const orderListsActors = {
  /** get-user-order (mode orders) or get-order-history (mode history), one page. */
  loadOrders: fromPromise<LoadOrdersOutput, LoadOrdersInput>(notImplemented('loadOrders')),
};
