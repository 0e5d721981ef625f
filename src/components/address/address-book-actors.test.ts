import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { addressBookMachine, type Address } from '../../../machines/address-book/machine';
import { createApiClient } from '../../lib/api-client';
import { createAddressBookActors } from './address-book-actors';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const saved: Address = {
  id: 7,
  lat: 10.7725,
  lng: 106.698,
  address: 'Chợ Bến Thành, Lê Lợi, Phường Bến Thành, Quận 1',
  contact_name: 'Nguyễn Văn An',
  phone_number: '0901234567',
  is_default: true,
  customer: 3,
};

/** The address book on a client whose server answers `create` to google_address_create and the list otherwise. */
function bookWith(create: () => Response) {
  const fetch = vi.fn(async (request: Request) => (request.url.includes('google_address_create') ? create() : json({ count: 0, results: [] })));
  const hooks = { onListChanged: vi.fn(), onDuplicate: vi.fn() };
  const client = createApiClient({ baseUrl: 'http://shop.test/api', fetch, getToken: () => 'token' });
  const actor = createActor(addressBookMachine.provide({ actors: createAddressBookActors(client, 3, hooks) }), {
    input: { contact: { name: saved.contact_name, phone: saved.phone_number } },
  }).start();
  return { actor, hooks };
}

async function saveBenThanh(actor: ReturnType<typeof bookWith>['actor']) {
  await waitFor(actor, (s) => s.matches('list'));
  actor.send({ type: 'address.create' });
  actor.send({ type: 'place.pick', place: { lat: saved.lat, lng: saved.lng, address: saved.address } });
  actor.send({ type: 'draft.save' });
}

describe('createAddressBookActors', () => {
  it('should tell the app which saved copy the server named when it refuses a duplicate (409 DUPLICATE_ADDRESS)', async () => {
    const { actor, hooks } = bookWith(() =>
      json({ code: 'DUPLICATE_ADDRESS', message: 'address: this address is already saved.', field: 'address', details: { address_id: 7 } }, 409),
    );
    await saveBenThanh(actor);
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toMatchObject({ status: 409, code: 'DUPLICATE_ADDRESS' });
    expect(hooks.onDuplicate).toHaveBeenCalledWith(7);
    expect(hooks.onListChanged).not.toHaveBeenCalled();
  });

  it('should answer the saved address and tell the app its id', async () => {
    const { actor, hooks } = bookWith(() => json({ data: saved }));
    await saveBenThanh(actor);
    const done = await waitFor(actor, (s) => s.matches({ list: 'saved' }));
    expect(done.context.savedId).toBe(7);
    expect(hooks.onListChanged).toHaveBeenCalledWith(7);
    expect(hooks.onDuplicate).not.toHaveBeenCalled();
  });
});
