import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { cartMachine } from '../cart/machine';
import { fulfilmentMachine } from '../fulfilment/machine';
import { neverSettlingActors } from '../test-support/replay-paths';
import { orderingMachine, type LoadSoldOutCodesInput } from './machine';

/** Where a test step goes: a child of the system (by systemId) or the system itself. */
export type Target = 'fulfilment' | 'cart' | 'ordering';

export const systemInput = {
  fulfilment: { settings: { useDefaultStore: false, useFeatureTakeaway: false, useGooglemaps: false }, language: 'vi' },
};

/**
 * The ordering system with the real fulfilment and cart machines whose own effects never settle:
 * a test delivers their outcomes (`xstate.done.actor.<id>`) to the child that invoked them.
 */
export function startSystem(options: { soldOut?: (input: unknown) => Promise<string[]> } = {}) {
  const logic = orderingMachine.provide({
    actors: {
      fulfilment: fulfilmentMachine.provide({ actors: neverSettlingActors(fulfilmentMachine) as never }),
      cart: cartMachine.provide({ actors: neverSettlingActors(cartMachine) as never, actions: { persistCart: () => {} } }),
      loadSoldOutCodes: options.soldOut
        ? fromPromise<string[], LoadSoldOutCodesInput>(({ input }) => options.soldOut!(input))
        : fromPromise<string[], LoadSoldOutCodesInput>(() => new Promise<never>(() => {})),
    },
  });
  const system = createActor(logic, { input: systemInput }).start();
  const send = (to: Target, event: AnyEventObject) => {
    const target = to === 'ordering' ? system : system.system.get(to);
    if (!target) throw new Error(`no ${to} in the system`);
    target.send(event);
  };
  return { system, send };
}
