import type { QueryClient } from '@tanstack/react-query';
import type { AnyActorLogic, Snapshot } from 'xstate';
import { fulfilmentMachine } from '../../../machines/fulfilment/machine';
import { api } from '../../lib/api-client';
import { createFulfilmentActors } from './fulfilment-actors';

/**
 * `logic` that starts from `snapshot` (a persisted one) when given: the ordering system spawns
 * its children by name, so a restored child is a logic whose first snapshot is the stored one.
 */
function startingFrom<TLogic extends AnyActorLogic>(logic: TLogic, snapshot: Snapshot<unknown> | undefined): TLogic {
  if (!snapshot || !logic.restoreSnapshot) return logic;
  const restored = Object.create(logic) as TLogic;
  restored.getInitialSnapshot = (scope) => logic.restoreSnapshot!(snapshot, scope);
  return restored;
}

export interface FulfilmentLogicOptions {
  queryClient: QueryClient;
  /** The interface language, read when a question goes to the maps. */
  language: () => string;
  /** The snapshot kept for a reload (the chosen store); none: the machine starts afresh. */
  snapshot: Snapshot<unknown> | undefined;
  /** Google's browser key: live maps; none: the API's local maps. */
  googleMapsKey?: string;
  /** Where a confirmed location leads: the menu. */
  openMenu: () => void;
  /** Where a reorder's destination leads once its store is chosen: the checkout. */
  openCheckout: () => void;
}

/**
 * The fulfilment machine with the app's effects (API, query cache, Google's maps when a browser key is
 * given, the router), from the chosen store kept for a reload.
 */
export const createFulfilmentLogic = ({ queryClient, language, snapshot, googleMapsKey, openMenu, openCheckout }: FulfilmentLogicOptions) =>
  startingFrom(
    fulfilmentMachine.provide({ actors: createFulfilmentActors(api, queryClient, language, googleMapsKey), actions: { openMenu, openCheckout } }),
    snapshot,
  );
