import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate';
import { isTaxCodeLookable } from '../../domain/einvoice';
import {
  allStateNodes,
  allTransitionKeys,
  describePath,
  emptyCoverage,
  graphPaths,
  missing,
  replayPath,
} from '../test-support/replay-paths';
import { taxCodeLookupMachine as machine, type TaxCodeLookupContext } from './machine';

/** Every event the checkout or the actor can deliver, named as the path lists show it. */
const labelled: Record<string, AnyEventObject> = {
  'taxCode.change(lookable)': { type: 'taxCode.change', taxCode: '0300588569' },
  'taxCode.change(zeros)': { type: 'taxCode.change', taxCode: '000-000' },
  'taxCode.lookUp': { type: 'taxCode.lookUp' },
  'done:fetchCompany': {
    type: 'xstate.done.actor.fetchCompany',
    output: { company_name: 'Công ty Cổ phần Sữa Việt Nam', company_address: '10 Tân Trào, Quận 7' },
  },
  'error:fetchCompany': { type: 'xstate.error.actor.fetchCompany', error: { status: 404, code: 'NOT_FOUND' } },
};
const labels = new Map(Object.entries(labelled).map(([name, event]) => [event as EventObject, name]));
const label = (event: EventObject) => labels.get(event);

/** The state value and the one fact the guard reads. */
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, isTaxCodeLookable((snapshot.context as TaxCodeLookupContext).taxCode)]);

/** Invariants of every state, asserted after the start and after every step. */
function checkInvariants(s: AnyMachineSnapshot) {
  const { taxCode } = s.context as TaxCodeLookupContext;
  expect(s.hasTag('busy')).toBe(s.matches('lookingUp'));
  /** Only a code that can name a company is ever looked up, or said to be unknown. */
  if (s.matches('lookingUp') || s.matches('notFound')) expect(isTaxCodeLookable(taxCode)).toBe(true);
  expect(s.can({ type: 'taxCode.lookUp' })).toBe(!s.matches('lookingUp') && isTaxCodeLookable(taxCode));
}

describe('taxCodeLookup graph paths', () => {
  beforeAll(() => vi.useFakeTimers());
  afterAll(() => vi.useRealTimers());
  const coverage = emptyCoverage();
  const input = { taxCode: '' };
  const { statePaths, transitionPaths } = graphPaths(machine, { input, events: Object.values(labelled), serializeState });
  const options = { input, check: checkInvariants, serialize: serializeState, coverage };

  it.each(statePaths.map((p) => [describePath(p, label), p] as const))('should replay %s', (_, path) => {
    replayPath(machine, path, options);
  });

  it(`should take each of the ${transitionPaths.length} transitions from every state`, () => {
    for (const path of transitionPaths) {
      try {
        replayPath(machine, path, options);
      } catch (error) {
        throw new Error(`${describePath(path, label)}: ${String(error)}`);
      }
    }
  });

  it('should reach every state node and take every transition', () => {
    expect(missing(allStateNodes(machine).map((n) => n.id), coverage.stateIds)).toEqual([]);
    expect(missing(allTransitionKeys(machine), coverage.transitions)).toEqual([]);
  });

  it('should list the same state paths (review added or removed ones)', () => {
    expect(statePaths.map((path) => describePath(path, label))).toMatchInlineSnapshot(`
      [
        "idle <- (initial)",
        "idle <- taxCode.change(lookable)",
        "lookingUp <- taxCode.change(lookable) > taxCode.lookUp",
        "notFound <- taxCode.change(lookable) > taxCode.lookUp > error:fetchCompany",
      ]
    `);
  });
});
