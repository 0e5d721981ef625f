import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { buildApp, type App } from '../app';
import { readConfig } from '../config';
import type { Database } from '../db/database';

/** A Sunday morning in Ho Chi Minh City (2026-11-22 09:00 +07:00). */
const clock = fixedClock('2026-11-22T02:00:00Z');

const MENU = { brandcd: 'BNSG', storecd: 'S001', bumoncd: '', bunruicd: '', language: 'vi', theme: 'light' };

/** Store and menu answers computed once per catalogue version, and every process seeing every write. */
describe('catalogue cache', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let app: App;
  let other: App;
  const queries: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ clock });
    const counted = new Proxy(server.db, {
      get(target, property) {
        if (property === 'query') {
          return (sql: string, params?: unknown[]) => {
            queries.push(sql);
            return target.query(sql, params);
          };
        }
        const value = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as Database;
    app = await buildApp({ db: counted, config: { ...readConfig({}), distDir: '/nonexistent' }, clock });
    await app.ready();
    ({ app: other } = await server.startAnotherInstance());
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  const post = async (on: App, url: string, payload: object) => {
    const response = await on.inject({ method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const menu = (on: App) => post(on, '/api/delivery/get-master-menu', MENU) as Promise<{ data: Array<{ menucd: string; menuname: string; baika: number; soldout: boolean }> }>;
  const stores = (on: App) => post(on, '/api/delivery/get-all-store', { brand_id: 1 }) as Promise<{ data: { store: Array<{ code: string; openDays: string[]; openTimes: string[][]; delivery: boolean }> } }>;
  const setSetting = (on: App, code: string, value: string) =>
    on.inject({ method: 'POST', url: `/sandbox/settings/${code}`, payload: { value }, headers: { accept: 'application/json' } });

  it('should read the menu and the stores once, then only the catalogue version', async () => {
    const firstMenu = await menu(app);
    const firstStores = await stores(app);
    queries.length = 0;
    expect(await menu(app)).toEqual(firstMenu);
    expect(await stores(app)).toEqual(firstStores);
    expect(queries).toEqual([expect.stringContaining('catalogue_version'), expect.stringContaining('catalogue_version')]);
  });

  it('should answer a dish changed in the database by any process at once', async () => {
    const [dish] = (await menu(app)).data;
    await menu(other);
    await server.db.query(`update menu_item set baika = baika + 1000, soldout = true where menucd = $1`, [dish.menucd]);
    for (const instance of [app, other]) {
      const changed = (await menu(instance)).data.find((row) => row.menucd === dish.menucd)!;
      expect(changed.baika).toBe(dish.baika + 1000);
      expect(changed.soldout).toBe(true);
    }
    await server.db.query(`insert into menu_unavailable (store_code, menucd) values ('S001', $1)`, [dish.menucd]);
    for (const instance of [app, other]) expect((await menu(instance)).data.map((row) => row.menucd)).not.toContain(dish.menucd);
  });

  it('should answer a setting switched at the sandbox of the other instance at once', async () => {
    const before = (await stores(app)).data.store.find((store) => store.openDays.length === 7)!;
    expect((await setSetting(other, 'useFutureDeliveryInXDays', '3')).statusCode).toBe(200);
    const after = (await stores(app)).data.store.find((store) => store.code === before.code)!;
    expect(after.openDays).toEqual(before.openDays.slice(0, 3));
    expect((await setSetting(app, 'useFutureDeliveryInXDays', '7')).statusCode).toBe(200);
    expect((await stores(other)).data.store.find((store) => store.code === before.code)!.openDays).toEqual(before.openDays);
  });

  it('should answer a store changed in the database at once', async () => {
    await stores(app);
    await server.db.query(`update store set delivery = not delivery where code = 'S001'`);
    const changed = (await stores(app)).data.store.find((store) => store.code === 'S001')!;
    const direct = await server.db.query<{ delivery: boolean }>(`select delivery from store where code = 'S001'`);
    expect(changed.delivery).toBe(direct[0].delivery);
  });

  it("should move today's first slot on as the clock moves, without a write", async () => {
    const firstSlot = async () => (await stores(app)).data.store.find((store) => store.openDays[0] === '20261122')!.openTimes[0][0];
    const at0900 = await firstSlot();
    clock.advance(4 * 60);
    const at1300 = await firstSlot();
    clock.advance(-4 * 60);
    expect(at1300 >= '13:30').toBe(true);
    expect(at1300 > at0900).toBe(true);
    expect(await firstSlot()).toBe(at0900);
  });

  it('should move the first slot on one millisecond past a slot boundary, though the schedule key is kept for the minute', async () => {
    const firstSlot = async () => (await stores(app)).data.store.find((store) => store.code === 'S001')!.openTimes[0][0];
    // 10:15 in Ho Chi Minh City; S001 prepares in 30 minutes: 10:45 is still on time, a millisecond later it is not
    clock.set('2026-11-22T03:15:00.000Z');
    expect(await firstSlot()).toBe('10:45');
    clock.set('2026-11-22T03:15:00.001Z');
    expect(await firstSlot()).toBe('11:00');
    clock.set('2026-11-22T03:15:59.999Z');
    expect(await firstSlot()).toBe('11:00');
    clock.set('2026-11-22T03:14:59.999Z');
    expect(await firstSlot()).toBe('10:45');
    clock.set('2026-11-22T02:00:00Z');
  });
});
