import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { buildApp } from '../app';
import { readConfig } from '../config';
import {
  caller,
  confirmOrder,
  insertOrder,
  MONDAY_0900,
  orderInfo,
  type TestServer,
} from '../routes/checkout-fixtures';
import { createOverrides } from './overrides';
import { qaDocument } from './qa';

const clock = fixedClock(MONDAY_0900);
const pathOf = (
  machine: string,
  needs: (start: ReturnType<typeof qaDocument>['machines'][number]['paths'][number]['start']) => boolean,
) =>
  qaDocument()
    .machines.find((m) => m.name === machine)!
    .paths.find((p) => needs(p.start))!;
const defaultStorePath = pathOf(
  'fulfilment',
  (start) => start.settings.useDefaultStore === true && start.faults.length === 0,
);
const trackingPath = pathOf('order-status', (start) => start.orderClockSpeed === 60);

describe('a QA browser’s own settings and order clock (sandbox overrides)', () => {
  let server: TestServer;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  /** A browser of its own: the qa_session cookie the sandbox sets on its first visit. */
  async function newBrowser() {
    const page = await server.app.inject({ method: 'GET', url: '/sandbox/qa' });
    return String(page.headers['set-cookie']).split(';')[0];
  }
  const start = (cookie: string, pathId: string) =>
    server.app.inject({
      method: 'POST',
      url: `/sandbox/qa/paths/${pathId}/start`,
      payload: { tester: 'Lan' },
      headers: { cookie, accept: 'application/json' },
    });
  const settingOf = async (code: string, cookie?: string) => {
    const answer = await call('GET', '/api/v2/variable/?group__in=delivery', undefined, {
      headers: cookie ? { cookie } : {},
    });
    return answer.results.find((row: { code: string }) => row.code === code)?.value;
  };

  it("should serve a started path's settings to the tester's browser only", async () => {
    const tester = await newBrowser();
    const other = await newBrowser();
    const started = await start(tester, defaultStorePath.id);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ open: '/?inspect=1', settings: { useDefaultStore: true } });

    expect(await settingOf('useDefaultStore', tester)).toBe('true');
    expect(await settingOf('useDefaultStore', other)).toBe('false');
    expect(await settingOf('useDefaultStore')).toBe('false');
    const [{ value }] = await server.db.query<{ value: string }>(
      "select value from setting where code = 'useDefaultStore'",
    );
    expect(value).toBe('false');

    const page = await server.app.inject({ method: 'GET', url: '/sandbox/qa?lang=en', headers: { cookie: tester } });
    expect(page.body).toContain('Prepared for this browser only: Default store (no address asked): on');
    const reset = await server.app.inject({
      method: 'POST',
      url: '/sandbox/qa/reset',
      headers: { cookie: tester, accept: 'application/json' },
    });
    expect(reset.json()).toEqual({ reset: true });
    expect(await settingOf('useDefaultStore', tester)).toBe('false');
  });

  it('should keep the catalogue answers made with one browser’s settings from everyone else', async () => {
    const tester = await newBrowser();
    const overrides = createOverrides(server.db, () => clock().toString());
    await overrides.set(tester.split('=')[1], { settings: { useFutureDeliveryInXDays: 1 } });
    const openDays = async (cookie?: string) => {
      const answer = await call('POST', '/api/delivery/get-all-store', {}, { headers: cookie ? { cookie } : {} });
      return Math.max(...answer.data.store.map((store: { openDays: unknown[] }) => store.openDays.length));
    };
    const everyone = await openDays();
    expect(everyone).toBeGreaterThan(1);
    expect(await openDays(tester)).toBe(1);
    expect(await openDays()).toBe(everyone);
    expect(await openDays(tester)).toBe(1);
  });

  it("should run the orders a tracking path's browser places on its order clock, whoever reads them", async () => {
    const tester = await newBrowser();
    expect((await start(tester, trackingPath.id)).json()).toMatchObject({
      open: '/delivery-status?inspect=1',
      orderClockSpeed: 60,
    });
    clock.set(MONDAY_0900);
    const info = orderInfo({ isASAP: true, servsTime: '2026-11-23 10:00' });
    const fast = await insertOrder(call, info, { headers: { cookie: tester } });
    await confirmOrder(call, fast.id, info, { headers: { cookie: tester } });
    const slow = await insertOrder(call, info);
    await confirmOrder(call, slow.id, info);
    // 3 seconds later: 3 minutes on an order clock 60 times faster, past the 2 before a delivery is accepted
    clock.set(Temporal.Instant.from(MONDAY_0900).add({ seconds: 3 }).toString());
    const statusOf = async (orderNo: string) =>
      (await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: orderNo })).data.info.status;
    expect(await statusOf(fast.orderNo)).toBe('accepted');
    expect(await statusOf(slow.orderNo)).toBe('orderSent');
  });

  it('should refuse an unknown setting and an order clock out of range', async () => {
    const overrides = createOverrides(server.db, () => clock().toString());
    await expect(overrides.set('a-browser-of-sixteen', { settings: { useTeleport: true } })).rejects.toMatchObject({
      statusCode: 400,
      field: 'settings',
    });
    await expect(overrides.set('a-browser-of-sixteen', { orderClockSpeed: 0 })).rejects.toMatchObject({
      statusCode: 400,
      field: 'orderClockSpeed',
    });
  });

  it('should be ignored where the sandbox is off, as in production', async () => {
    const tester = await newBrowser();
    await start(tester, defaultStorePath.id);
    const production = await buildApp({
      db: server.db,
      config: { ...readConfig({}), sandbox: false, distDir: '/nonexistent' },
    });
    try {
      const answer = await production.inject({
        method: 'GET',
        url: '/api/v2/variable/?group__in=delivery',
        headers: { cookie: tester },
      });
      expect(answer.json().results.find((row: { code: string }) => row.code === 'useDefaultStore').value).toBe('false');
      expect(await settingOf('useDefaultStore', tester)).toBe('true');
    } finally {
      await production.close();
    }
  });
});

describe("a browser's own server clock (POST /sandbox/clock, sandbox only)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  const browser = async () => String((await server.app.inject({ method: 'GET', url: '/sandbox/qa' })).headers['set-cookie']).split(';')[0]!;
  const firstOpenDay = async (cookie: string) => {
    const answer = await server.app.inject({ method: 'POST', url: '/api/delivery/get-all-store', payload: { brand_id: 1 }, headers: { cookie } });
    const stores = (answer.json() as { data: { store: { openDays: string[] }[] } }).data.store;
    return stores.find((s) => s.openDays.length === 7)!.openDays[0];
  };

  it("should answer that browser at the time it fixed, and every other browser at the server's own", async () => {
    const fixed = await browser();
    const other = await browser();
    const today = await firstOpenDay(fixed);
    const set = await server.app.inject({
      method: 'POST',
      url: '/sandbox/clock',
      payload: { now: Temporal.Instant.from(MONDAY_0900).add({ hours: 72 }).toString() },
      headers: { cookie: fixed },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await firstOpenDay(fixed)).not.toBe(today);
    expect(await firstOpenDay(other)).toBe(today);
    await server.app.inject({ method: 'POST', url: '/sandbox/clock', payload: { now: null }, headers: { cookie: fixed } });
    expect(await firstOpenDay(fixed)).toBe(today);
  });

  it('should move a fixed clock to a later time from the real one, not from the time it ran on', async () => {
    const fixed = await browser();
    const at = (days: number) => Temporal.Instant.from(MONDAY_0900).add({ hours: 24 * days }).toString();
    const setTo = (now: string) => server.app.inject({ method: 'POST', url: '/sandbox/clock', payload: { now }, headers: { cookie: fixed } });
    expect((await setTo(at(3))).statusCode).toBe(200);
    const threeDaysOn = await firstOpenDay(fixed);
    expect((await setTo(at(1))).statusCode).toBe(200);
    expect((await setTo(at(3))).statusCode).toBe(200);
    // set twice in a row, the second time still means that very time
    expect(await firstOpenDay(fixed)).toBe(threeDaysOn);
  });

  it('should not exist in production, where the sandbox is off', async () => {
    const config = { ...readConfig({}), sandbox: false, distDir: '/nonexistent' };
    const app = await buildApp({ db: server.db, config, clock });
    const answer = await app.inject({ method: 'POST', url: '/sandbox/clock', payload: { now: '2030-01-01T00:00:00Z' } });
    expect(answer.statusCode).toBe(404);
    await app.close();
  });
});
