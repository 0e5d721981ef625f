import { fromPromise } from 'xstate';
import { notImplemented } from '../shared/not-implemented';
import type { Promotion, LoadPromotionsInput } from './types';

/** The machine's effects: typed stubs that throw until the app provides them (machine.provide), and the machines it spawns. */
export const promotionsActors = {
  loadPromotions: fromPromise<Promotion[], LoadPromotionsInput>(notImplemented('loadPromotions')),
};
