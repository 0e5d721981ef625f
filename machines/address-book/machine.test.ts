import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { addressBookMachine, type Address, type SaveAddressInput } from './machine';

const address = (id: number, overrides: Partial<Address> = {}): Address => ({
  id,
  lat: 10.78,
  lng: 106.7 + id / 1000,
  address: `${id} Lê Lợi, Quận 1`,
  contact_name: 'Nguyễn Văn An',
  phone_number: '+84901234567',
  contact_string: null,
  google_data: null,
  is_default: id === 1,
  customer: 7,
  ...overrides,
});
const benThanh = { lat: 10.7725, lng: 106.698, address: 'Chợ Bến Thành, Quận 1', google_data: { place_id: 'p-ben-thanh' } };

function start(addresses = [address(1), address(2)]) {
  let saved = [...addresses];
  const spies = {
    loadAddresses: vi.fn(async () => ({ addresses: saved })),
    saveAddress: vi.fn(async ({ input }: { input: SaveAddressInput }) => {
      const place = input.draft.place!;
      const next = address(input.id ?? 3, { ...place, contact_name: input.draft.contact_name, is_default: input.draft.is_default });
      saved = [...saved.filter((a) => a.id !== next.id).map((a) => (next.is_default ? { ...a, is_default: false } : a)), next];
      return { addresses: saved, saved: next };
    }),
    deleteAddress: vi.fn(async ({ input }: { input: { id: number } }) => {
      saved = saved.filter((a) => a.id !== input.id);
      return { addresses: saved };
    }),
  };
  const logic = addressBookMachine.provide({
    actors: {
      loadAddresses: fromPromise(spies.loadAddresses),
      saveAddress: fromPromise(spies.saveAddress),
      deleteAddress: fromPromise(spies.deleteAddress),
    },
  });
  const actor = createActor(logic, { input: { selectedAddressId: 1, offeredPlace: null, contact: { name: 'Nguyễn Văn An', phone: '0901234567' } } }).start();
  return { actor, spies };
}

describe('address book', () => {
  it('should create an address from a picked place and the contact, then show it saved', async () => {
    const { actor, spies } = start();
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'address.create' });
    /** Nothing picked yet: the form cannot be saved. */
    expect(actor.getSnapshot().can({ type: 'draft.save' })).toBe(false);
    actor.send({ type: 'place.pick', place: benThanh });
    actor.send({ type: 'draft.edit', values: { contact_string: 'Cổng số 3' } });
    actor.send({ type: 'draft.save' });
    await waitFor(actor, (s) => s.matches({ list: 'saved' }));
    expect(spies.saveAddress.mock.calls[0]![0].input).toEqual({
      id: null,
      draft: { place: benThanh, contact_name: 'Nguyễn Văn An', phone_number: '0901234567', contact_string: 'Cổng số 3', is_default: false },
    });
    expect(actor.getSnapshot().context).toMatchObject({ savedId: 3, draft: null });
    expect(actor.getSnapshot().context.addresses.map((a) => a.id)).toEqual([1, 2, 3]);
  });

  it('should not save a copy of a saved address for the same contact', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'address.create' });
    actor.send({ type: 'place.pick', place: { lat: 10.78, lng: 106.702, address: '2 le loi, quan 1' } });
    expect(actor.getSnapshot().can({ type: 'draft.save' })).toBe(false);
    /** Another recipient at the same place is another entry. */
    actor.send({ type: 'draft.edit', values: { contact_name: 'Mẹ' } });
    expect(actor.getSnapshot().can({ type: 'draft.save' })).toBe(true);
  });

  it('should make another address the default through an update', async () => {
    const { actor, spies } = start();
    await waitFor(actor, (s) => s.matches('list'));
    expect(actor.getSnapshot().can({ type: 'address.setDefault', id: 1 })).toBe(false);
    actor.send({ type: 'address.setDefault', id: 2 });
    await waitFor(actor, (s) => s.matches({ list: 'saved' }));
    expect(spies.saveAddress.mock.calls[0]![0].input).toMatchObject({ id: 2, draft: { is_default: true } });
    expect(actor.getSnapshot().context.addresses.filter((a) => a.is_default).map((a) => a.id)).toEqual([2]);
  });

  it('should delete after the confirmation, never the selected address', async () => {
    const { actor, spies } = start();
    await waitFor(actor, (s) => s.matches('list'));
    expect(actor.getSnapshot().can({ type: 'address.delete', id: 1 })).toBe(false);
    actor.send({ type: 'address.delete', id: 2 });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    /** The selection moves to the address awaiting deletion: the confirmation is refused. */
    actor.send({ type: 'selection.change', id: 2 });
    expect(actor.getSnapshot().can({ type: 'delete.confirm' })).toBe(false);
    actor.send({ type: 'selection.change', id: 1 });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches({ list: 'deleted' }));
    expect(spies.deleteAddress).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.addresses.map((a) => a.id)).toEqual([1]);
  });

  it('should open no new form with 100 addresses', async () => {
    const { actor } = start(Array.from({ length: 100 }, (_, i) => address(i + 1)));
    await waitFor(actor, (s) => s.matches('list'));
    expect(actor.getSnapshot().can({ type: 'address.create' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'address.edit', id: 5 })).toBe(true);
  });
  it('should keep the form after a failed save (SPEC §8 "Register or address save failure") and save it on the retry', async () => {
    const { actor, spies } = start();
    spies.saveAddress.mockRejectedValueOnce({ status: 500, code: 'COMMON_ERROR', message: 'The server failed.' });
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'address.create' });
    actor.send({ type: 'place.pick', place: benThanh });
    actor.send({ type: 'draft.save' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toMatchObject({ status: 500, code: 'COMMON_ERROR' });
    /** Nothing is lost: the picked place is still in the form, the list unchanged. */
    expect(failed.context.draft?.place).toEqual(benThanh);
    expect(failed.context.addresses.map((a) => a.id)).toEqual([1, 2]);
    actor.send({ type: 'draft.save' });
    await waitFor(actor, (s) => s.matches({ list: 'saved' }));
    expect(spies.saveAddress).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context).toMatchObject({ savedId: 3, draft: null, error: null });
  });
});
