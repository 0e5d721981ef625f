import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer } from '../tests/support/server-harness';
import { preferredEncoding } from './http-caching';

const MENU = { brandcd: 'BNSG', storecd: 'S001', bumoncd: '', bunruicd: '', language: 'vi', theme: 'light' };

describe('preferredEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'gzip'],
    ['x-gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('should choose from %s: %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

/** A repeated catalogue answer goes out as the bytes kept for it, never stale after a write. */
describe('kept answer bytes', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ clock: fixedClock('2026-11-22T02:00:00Z') });
  });
  afterAll(() => server.close());

  const menu = (acceptEncoding?: string) =>
    server.app.inject({ method: 'POST', url: '/api/delivery/get-master-menu', payload: MENU, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
  const stores = (acceptEncoding: string) =>
    server.app.inject({ method: 'POST', url: '/api/delivery/get-all-store', payload: { brand_id: 1 }, headers: { 'accept-encoding': acceptEncoding } });

  it('should send the same bytes for a repeated menu and store list, in the encoding asked for', async () => {
    const plain = await menu();
    await menu('br');
    const [second, third] = [await menu('br'), await menu('br')];
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(second.headers['content-length'])).toBe(second.rawPayload.length);
    expect(third.rawPayload.equals(second.rawPayload)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(second.rawPayload).toString())).toEqual(plain.json());

    const gzip = await menu('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const identity = await menu();
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);

    await stores('br');
    const [storesAgain, storesOnceMore] = [await stores('br'), await stores('br')];
    expect(storesAgain.headers['content-encoding']).toBe('br');
    expect(storesOnceMore.rawPayload.equals(storesAgain.rawPayload)).toBe(true);
  });

  it('should send new bytes once a dish changes', async () => {
    const before = JSON.parse(brotliDecompressSync((await menu('br')).rawPayload).toString()) as { data: Array<{ menucd: string; baika: number }> };
    await menu('br');
    const [dish] = before.data;
    await server.db.query('update menu_item set baika = baika + 1000 where menucd = $1', [dish.menucd]);
    const after = JSON.parse(brotliDecompressSync((await menu('br')).rawPayload).toString()) as typeof before;
    expect(after.data.find((row) => row.menucd === dish.menucd)!.baika).toBe(dish.baika + 1000);
  });
});
