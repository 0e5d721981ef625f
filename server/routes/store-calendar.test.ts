import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { caller, confirmOrder, insertOrder, MONDAY_0900, orderInfo, type TestServer } from './checkout-fixtures';

const clock = fixedClock(MONDAY_0900);
/** A place of the maps service in Phường Tân Định, the seeded restricted area. */
const TAN_DINH_PLACE = 'hcm-lm-cho-tan-dinh';

describe('store calendar and restricted areas', () => {
  let server: TestServer;
  const call = caller(() => server);
  const sandbox = async (url: string, payload?: object, status = 200) => {
    const response = await server.app.inject({ method: 'POST', url, payload, headers: { accept: 'application/json' } });
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };
  const s001 = async () => (await call('POST', '/api/delivery/get-all-store', { store_id: 1 })).data.store[0];

  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  it('should seed an example of each calendar entry and a restricted area, listed in the sandbox', async () => {
    const listed = (await server.app.inject({ method: 'GET', url: '/sandbox/calendar', headers: { accept: 'application/json' } })).json();
    expect(listed.entries.map((e: { kind: string }) => e.kind).sort()).toEqual(['closure', 'delivery_only', 'pickup_only']);
    expect(listed.entries).toContainEqual(expect.objectContaining({ store_code: 'S001', kind: 'delivery_only', from: '2025-01-28', to: '2025-01-31' }));
    const page = await server.app.inject({ method: 'GET', url: '/sandbox/calendar' });
    expect(page.body).toContain('Add a calendar entry');
    expect(page.body).toContain('Phường Tân Định');
    const areas = await call('GET', '/api/delivery/restricted-areas');
    expect(areas.data).toEqual([expect.objectContaining({ name: 'Phường Tân Định (Quận 1)', ward: 'Phường Tân Định', polygon: null })]);
  });

  it('should leave a holiday closure out of the open days, list it on the store, and refuse a slot and an order in it', async () => {
    const { id: entryId } = await sandbox('/sandbox/calendar/entries', { store_code: 'S001', kind: 'closure', from: '2026-11-24', to: '2026-11-25', reopen: '2026-11-26' });
    try {
      const store = await s001();
      expect(store.openDays).not.toContain('20261124');
      expect(store.openDays).not.toContain('20261125');
      expect(store.openDays).toContain('20261126');
      expect(store.calendar).toEqual([{ kind: 'closure', from: '2026-11-24', to: '2026-11-25', reopen: '2026-11-26' }]);

      const slot = await call('GET', '/api/v2/customer/place_order_not_ASAP/?store_id=1&date=2026-11-24&time=12:00');
      expect(slot.data).toEqual({ available: false, message: 'HOLIDAY_CLOSURE' });

      // a client that lies about the closed date is refused, naming the field
      const info = orderInfo({ servsTime: '2026-11-24 12:00', orderTime: '12:00' });
      const { id } = await insertOrder(call, info);
      const refused = await confirmOrder(call, id, info, { status: 409 });
      expect(refused).toMatchObject({ code: 'HOLIDAY_CLOSURE', field: 'info.servsTime', details: { reopen: '2026-11-26' } });
      expect((await confirmOrder(call, id, orderInfo({ servsTime: '2026-11-26 12:00', orderTime: '12:00' }))).data.status).toBe('SUCCESS');
    } finally {
      await sandbox(`/sandbox/calendar/entries/${entryId}/delete`);
    }
    expect((await s001()).openDays).toContain('20261124');
  });

  it('should refuse the order type a pickup-only or delivery-only window leaves out, today and ASAP too', async () => {
    const { id: entryId } = await sandbox('/sandbox/calendar/entries', { store_code: 'S001', kind: 'pickup_only', from: '2026-11-23', to: '2026-11-23' });
    try {
      expect((await s001()).calendar).toEqual([{ kind: 'pickup_only', from: '2026-11-23', to: '2026-11-23', reopen: null }]);
      const info = orderInfo();
      const { id } = await insertOrder(call, info);
      expect(await confirmOrder(call, id, info, { status: 409 })).toMatchObject({ code: 'PICKUP_ONLY', field: 'info.pickUpAtStore' });
      expect(await confirmOrder(call, id, orderInfo({ isASAP: true }), { status: 409 })).toMatchObject({ code: 'PICKUP_ONLY' });
      expect((await confirmOrder(call, id, orderInfo({ pickUpAtStore: true, deliveryPlaceId: null, deliveryLocation: null, deliveryFee: 0 }))).data.status).toBe('SUCCESS');
    } finally {
      await sandbox(`/sandbox/calendar/entries/${entryId}/delete`);
    }
    const { id: windowId } = await sandbox('/sandbox/calendar/entries', { store_code: 'S001', kind: 'delivery_only', from: '2026-11-23', to: '2026-11-24' });
    try {
      const info = orderInfo({ pickUpAtStore: true, deliveryPlaceId: null, deliveryLocation: null, deliveryFee: 0 });
      const { id } = await insertOrder(call, info);
      expect(await confirmOrder(call, id, info, { status: 409 })).toMatchObject({ code: 'DELIVERY_ONLY', field: 'info.pickUpAtStore' });
    } finally {
      await sandbox(`/sandbox/calendar/entries/${windowId}/delete`);
    }
  });

  it('should refuse a delivery into a restricted area, and deliver there again once the area is removed', async () => {
    const info = orderInfo({ deliveryPlaceId: TAN_DINH_PLACE, deliveryTo: '48 Hai Bà Trưng, Phường Tân Định', deliveryFee: 15000 });
    const { id } = await insertOrder(call, info);
    expect(await confirmOrder(call, id, info, { status: 409 })).toMatchObject({ code: 'DELIVERY_AREA_RESTRICTED', field: 'info.deliveryPlaceId' });
    // an outline around the place refuses it as well, whatever its address says
    const [seeded] = (await call('GET', '/api/delivery/restricted-areas')).data;
    await sandbox(`/sandbox/calendar/areas/${seeded.id}/delete`);
    const { id: outline } = await sandbox('/sandbox/calendar/areas', { name: 'Block', polygon: '[[10.78,106.68],[10.78,106.70],[10.80,106.70],[10.80,106.68]]' });
    expect(await confirmOrder(call, id, info, { status: 409 })).toMatchObject({ code: 'DELIVERY_AREA_RESTRICTED' });
    await sandbox(`/sandbox/calendar/areas/${outline}/delete`);
    expect((await confirmOrder(call, id, info)).data.status).toBe('SUCCESS');
    await sandbox('/sandbox/calendar/areas', { name: seeded.name, ward: seeded.ward });
  });

  it('should refuse sandbox entries that make no sense, naming the field', async () => {
    expect(await sandbox('/sandbox/calendar/entries', { store_code: 'S001', kind: 'holiday', from: '2026-11-24', to: '2026-11-25' }, 400)).toMatchObject({ field: 'kind' });
    expect(await sandbox('/sandbox/calendar/entries', { store_code: 'S001', kind: 'closure', from: '2026-11-25', to: '2026-11-24' }, 400)).toMatchObject({ field: 'to' });
    expect(await sandbox('/sandbox/calendar/entries', { store_code: 'S001', kind: 'pickup_only', from: '2026-11-24', to: '2026-11-24', reopen: '2026-11-25' }, 400)).toMatchObject({ field: 'reopen' });
    expect(await sandbox('/sandbox/calendar/areas', { name: 'Nowhere' }, 400)).toMatchObject({ field: 'ward' });
    expect(await sandbox('/sandbox/calendar/areas', { name: 'Bad', polygon: '[[1,2]]' }, 400)).toMatchObject({ field: 'polygon' });
  });
});
