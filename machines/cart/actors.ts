import { fromPromise } from 'xstate';
import { notImplemented } from '../shared/not-implemented';
import type { PersistedCart } from './types';

/** The cart's effects: typed stubs that throw until the app provides them (machine.provide). */
export const cartActors = {
  loadCart: fromPromise<PersistedCart | null>(notImplemented('loadCart')),
};
