import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { caller, confirmOrder, insertOrder, orderInfo, type TestServer } from './checkout-fixtures';

/**
 * SPEC §9 "delivery 10:00 to 21:00, last order 20:00", from the store's own data: S001 delivers
 * 10:00-21:00, takes its last order at 20:00 and prepares in 30 minutes. Monday 2026-11-23.
 */
const AT_2000 = '2026-11-23T13:00:00Z';
const AT_2001 = '2026-11-23T13:01:00Z';
const clock = fixedClock(AT_2001);

describe("a store's last order of the day", () => {
  let server: TestServer;
  const call = caller(() => server);
  const s001 = async () => (await call('POST', '/api/delivery/get-all-store', { store_id: 1 })).data.store[0];
  const todaysSlots = async () => {
    const store = await s001();
    const today = store.openDays.indexOf('20261123');
    return today < 0 ? [] : (store.openTimes[today] as string[]);
  };
  const servsTimeOf = async (id: number) => (await call('POST', '/api/delivery/get-delivery-info-by-id', { id })).data.info.servs_time as string;

  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  it("should give each store's last-order time with its hours", async () => {
    const store = await s001();
    expect(store).toMatchObject({ start_time: '10:00', end_time: '21:00', last_order_time: '20:00' });
  });

  it("should offer today's 20:30 to 21:00 and take ASAP at 20:00, the last order", async () => {
    clock.set(AT_2000);
    try {
      expect(await todaysSlots()).toEqual(['20:30', '20:45', '21:00']);
      const info = orderInfo({ isASAP: true });
      const { id } = await insertOrder(call, info);
      expect((await confirmOrder(call, id, info)).data.status).toBe('SUCCESS');
      expect(await servsTimeOf(id)).toBe('2026-11-23 20:30');
    } finally {
      clock.set(AT_2001);
    }
  });

  it('should offer no slot of today at 20:01, though the stores list was read within the minute before', async () => {
    // at 20:00:30 and at 20:01 the earliest serve time is the same (20:45): only the last order tells them apart
    clock.set('2026-11-23T13:00:30Z');
    expect(await todaysSlots()).toEqual(['20:45', '21:00']);
    clock.set(AT_2001);
    expect(await todaysSlots()).toEqual([]);
    const tomorrow = await s001();
    expect(tomorrow.openTimes[tomorrow.openDays.indexOf('20261124')][0]).toBe('10:00');
  });

  it('should refuse ASAP at 20:01 with LAST_ORDER_PASSED naming 20:00', async () => {
    const info = orderInfo({ isASAP: true });
    const { id } = await insertOrder(call, info);
    const refused = await confirmOrder(call, id, info, { status: 400 });
    expect(refused).toMatchObject({ code: 'LAST_ORDER_PASSED', field: 'info.servsTime', details: { reason: 'last_order_passed', last_order_time: '20:00' } });
  });

  it("should refuse today's 20:45 and 21:00 at 20:01, and take tomorrow's", async () => {
    for (const time of ['20:45', '21:00']) {
      const info = orderInfo({ servsTime: `2026-11-23 ${time}`, orderTime: time });
      const { id } = await insertOrder(call, info);
      expect(await confirmOrder(call, id, info, { status: 400 })).toMatchObject({ code: 'LAST_ORDER_PASSED', details: { last_order_time: '20:00' } });
      const slot = await call('GET', `/api/v2/customer/place_order_not_ASAP/?store_id=1&date=2026-11-23&time=${time}`);
      expect(slot.data).toEqual({ available: false, message: 'LAST_ORDER_PASSED' });
    }
    const info = orderInfo({ servsTime: '2026-11-24 12:00', orderTime: '12:00' });
    const { id } = await insertOrder(call, info);
    expect((await confirmOrder(call, id, info)).data.status).toBe('SUCCESS');
  });
});
