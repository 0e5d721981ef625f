import type { AnyActorRef, StateValue } from 'xstate';
import { stateNameOf } from '../../machines/shared/state-name';
import { useActorSelector } from './actor-context';

/** The attributes that tell a browser test which machine a screen projects and its active state. */
export interface StateMarker {
  'data-machine': string;
  'data-state': string;
}

/**
 * `data-machine` and `data-state` for the root of a screen that projects `actor`, its state value
 * named as the graph paths name it (tests/e2e/machine-paths asserts it at every step).
 */
export function useStateMarker(machine: string, actor: AnyActorRef): StateMarker {
  const state = useActorSelector(actor, (snapshot: { value: StateValue }) => stateNameOf(snapshot.value));
  return { 'data-machine': machine, 'data-state': state };
}
