import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { ADDRESS_LIST_LIMIT } from '../../domain/constants';
import {
  allStateNodes,
  allTransitionKeys,
  describePath,
  emptyCoverage,
  graphPaths,
  missing,
  neverSettlingActors,
  replayPath,
} from '../test-support/replay-paths';
import { addressBookMachine, addressFormProblem, duplicateOfDraft, type Address, type AddressBookContext, type AddressBookInput } from './machine';

const saved = (id: number, overrides: Partial<Address> = {}): Address => ({
  id,
  lat: 10.78 + id / 1000,
  lng: 106.7,
  address: `${id} Nam Kỳ Khởi Nghĩa, Quận 1`,
  contact_name: 'Nguyễn Văn A',
  phone_number: '+84901234567',
  contact_string: null,
  google_data: null,
  is_default: id === 1,
  customer: 7,
  ...overrides,
});
const home = saved(1);
const office = saved(2);
const created = saved(3);
const full = Array.from({ length: ADDRESS_LIST_LIMIT }, (_, i) => saved(i + 1));
const newPlace = { lat: 10.7725, lng: 106.698, address: 'Chợ Bến Thành, Quận 1' };
const homePlace = { lat: home.lat, lng: home.lng, address: home.address };

const labelled: Record<string, AnyEventObject> = {
  'done:loadAddresses': { type: 'xstate.done.actor.loadAddresses', output: { addresses: [home, office] } },
  'done:loadAddresses(full)': { type: 'xstate.done.actor.loadAddresses', output: { addresses: full } },
  'error:loadAddresses': { type: 'xstate.error.actor.loadAddresses', error: { status: 502, code: 'COMMON_ERROR', message: 'down' } },
  'list.retry': { type: 'list.retry' },
  'address.create': { type: 'address.create' },
  'address.edit(2)': { type: 'address.edit', id: 2 },
  'address.setDefault(2)': { type: 'address.setDefault', id: 2 },
  'address.setDefault(1)': { type: 'address.setDefault', id: 1 },
  'address.delete(2)': { type: 'address.delete', id: 2 },
  'address.delete(1)': { type: 'address.delete', id: 1 },
  'place.pick(new)': { type: 'place.pick', place: newPlace },
  'place.pick(home)': { type: 'place.pick', place: homePlace },
  'draft.edit(name)': { type: 'draft.edit', values: { contact_name: 'Mẹ' } },
  'draft.edit(blank)': { type: 'draft.edit', values: { contact_name: ' ' } },
  'draft.save': { type: 'draft.save' },
  'draft.cancel': { type: 'draft.cancel' },
  'done:saveAddress': { type: 'xstate.done.actor.saveAddress', output: { addresses: [home, office, created], saved: created } },
  'error:saveAddress': { type: 'xstate.error.actor.saveAddress', error: { status: 409, code: 'DUPLICATE_ADDRESS', field: 'address', message: 'saved' } },
  'delete.confirm': { type: 'delete.confirm' },
  'delete.cancel': { type: 'delete.cancel' },
  'done:deleteAddress': { type: 'xstate.done.actor.deleteAddress', output: { addresses: [home] } },
  'error:deleteAddress': { type: 'xstate.error.actor.deleteAddress', error: { status: 502, code: 'COMMON_ERROR', message: 'down' } },
  'selection.change(2)': { type: 'selection.change', id: 2 },
  'selection.change(1)': { type: 'selection.change', id: 1 },
  'notice.dismiss': { type: 'notice.dismiss' },
};
const events = Object.values(labelled);
const labels = new Map(Object.entries(labelled).map(([name, event]) => [event as EventObject, name]));
const label = (event: EventObject) => labels.get(event);

/** Facts told apart: only what the guards and selectors read, not the rows themselves. */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as AddressBookContext;
  return JSON.stringify([
    snapshot.value,
    c.addresses.map((a) => a.id).join(',').slice(0, 12),
    c.selectedAddressId,
    c.draft && (addressFormProblem(c)?.reason ?? 'ok'),
    c.editingId,
    c.deletingId,
    c.offeredPlace !== null,
  ]);
};

const formStates = ['editing', 'saving', 'failed'] as const;
const deleteStates = ['confirmingDelete', 'deleting', 'deleteFailed'] as const;

function invariants(snapshot: AnyMachineSnapshot) {
  const s = snapshot;
  const c = s.context as AddressBookContext;
  const inForm = formStates.some((state) => s.matches(state));
  const inDelete = deleteStates.some((state) => s.matches(state));
  expect(s.hasTag('busy')).toBe(s.matches('saving') || s.matches('deleting'));
  expect(c.draft !== null).toBe(inForm);
  expect(c.deletingId !== null).toBe(inDelete);
  expect(c.error !== null).toBe(s.matches('loadFailed') || s.matches('failed') || s.matches('deleteFailed'));
  // the address selected for ordering can never be deleted, whatever the state
  if (c.selectedAddressId !== null) expect(s.can({ type: 'address.delete', id: c.selectedAddressId })).toBe(false);
  expect(s.can({ type: 'delete.confirm' })).toBe(inDelete && !s.matches('deleting') && c.deletingId !== c.selectedAddressId);
  // at most 100: a new form opens only from the list with room left
  expect(s.can({ type: 'address.create' })).toBe(s.matches('list') && c.addresses.length < ADDRESS_LIST_LIMIT);
  // the save button follows the one rule: a valid form that copies no saved address
  const savable = (s.matches('editing') || s.matches('failed')) && addressFormProblem(c) === null;
  expect(s.can({ type: 'draft.save' })).toBe(savable);
  if (s.matches('saving')) expect(duplicateOfDraft(c)).toBeUndefined();
  expect(c.savedId !== null).toBe(s.matches({ list: 'saved' }));
  if (c.savedId !== null) expect(c.addresses.map((a) => a.id)).toContain(c.savedId);
}

const inputs: Record<string, AddressBookInput> = {
  /** Logged in with address 1 selected, the place picked on home offered, the customer's own contact. */
  member: { selectedAddressId: 1, offeredPlace: newPlace, contact: { name: 'Nguyễn Văn A', phone: '+84901234567' } },
};
/** Nothing selected, the offered place is a saved address of the same contact (not offered again). */
const offeredSaved: AddressBookInput = { selectedAddressId: null, offeredPlace: homePlace, contact: { name: 'Nguyễn Văn A', phone: '0901234567' } };

describe('address book graph paths', () => {
  beforeAll(() => vi.useFakeTimers());
  afterAll(() => vi.useRealTimers());
  const coverage = emptyCoverage();
  const all = Object.fromEntries(
    Object.entries(inputs).map(([name, input]) => [name, graphPaths(addressBookMachine, { input, events, serializeState, limit: 50_000 })]),
  );

  for (const [name, input] of Object.entries(inputs)) {
    describe(name, () => {
      const { statePaths, transitionPaths } = all[name]!;
      it(`should replay the ${statePaths.length} shortest paths with every invariant`, () => {
        for (const path of statePaths) {
          try {
            replayPath(addressBookMachine, path, { input, check: invariants, serialize: serializeState, coverage });
          } catch (error) {
            throw new Error(`${describePath(path, label)}: ${String(error)}`);
          }
        }
      });
      it(`should take each of the ${transitionPaths.length} transitions from every state`, { timeout: 120_000 }, () => {
        for (const path of transitionPaths) {
          try {
            replayPath(addressBookMachine, path, { input, check: invariants, serialize: serializeState, coverage });
          } catch (error) {
            throw new Error(`${describePath(path, label)}: ${String(error)}`);
          }
        }
      });
    });
  }

  it('should reach every state and take every transition', () => {
    expect(missing(allStateNodes(addressBookMachine).map((node) => node.id), coverage.stateIds)).toEqual([]);
    expect(missing(allTransitionKeys(addressBookMachine), coverage.transitions)).toEqual([]);
  });

  it('should offer the place picked on home only when it is not saved already', () => {
    const created = (input: AddressBookInput) => {
      const actor = createActor(addressBookMachine.provide({ actors: neverSettlingActors(addressBookMachine) }), { input }).start();
      actor.send(labelled['done:loadAddresses'] as never);
      actor.send({ type: 'address.create' });
      return actor.getSnapshot().context.draft;
    };
    expect(created(inputs.member!)).toMatchObject({ place: newPlace, contact_name: 'Nguyễn Văn A', is_default: false });
    expect(created(offeredSaved)).toMatchObject({ place: null, contact_name: 'Nguyễn Văn A' });
  });

  it('should list the same kinds of paths (review added or removed ones)', () => {
    const kinds = [...new Set(all.member!.statePaths.map((p) => JSON.stringify(p.state.value).replace(/"/g, '')))].sort();
    expect(kinds).toMatchInlineSnapshot(`
      [
        "confirmingDelete",
        "deleteFailed",
        "deleting",
        "editing",
        "failed",
        "loadFailed",
        "loading",
        "saving",
        "{list:browsing}",
        "{list:deleted}",
        "{list:saved}",
      ]
    `);
  });
});
