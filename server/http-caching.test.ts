import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractProblems } from '../tests/support/contract-validator';
import { fixedClock, startTestServer } from '../tests/support/server-harness';
import { listOperations, loadContract } from './contract';
import { revalidatedReads } from './http-caching';

/** ETags and 304 on the public reads the contract marks `x-cache: revalidate`. */
describe('revalidated API reads', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ clock: fixedClock('2026-11-22T02:00:00Z') });
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  const reads = [
    '/api/v2/variable/?group__in=delivery',
    '/api/v2/banners/?brand_code=BNSG',
    '/api/delivery/get_default_brand_and_default_store',
    '/api/v2/delivery/get-delivery-type/?store_id=1',
  ];

  it('should mark only public GET reads as revalidated', () => {
    const document = loadContract();
    const marked = revalidatedReads();
    expect([...marked].sort()).toEqual(
      ['getBanners', 'getDefaultBrandAndDefaultStore', 'getDeliveryType', 'getSysContsGroup', 'getSysContsGroupDelivery', 'getVariables'],
    );
    for (const operation of listOperations().filter((o) => marked.has(o.operationId))) {
      const declared = document.paths[operation.path].get;
      expect(operation.method, operation.operationId).toBe('GET');
      expect(declared.security, operation.operationId).toEqual([]);
      expect(declared['x-order-access'], operation.operationId).toBeUndefined();
    }
  });

  it.each(reads)('should answer %s with an ETag, and 304 without a body when it is sent back', async (url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const again = await get(url, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.payload).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers['content-security-policy']).toContain("default-src 'self'");
    expect(contractProblems('GET', url, 304, undefined)).toEqual([]);

    const stale = await get(url, { 'if-none-match': 'W/"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('should give a new ETag when the answer changes (a setting switched)', async () => {
    const url = '/api/v2/variable/?group__in=delivery';
    const before = await get(url);
    await server.db.query(`update setting set value = case when value = '1' then '0' else '1' end where code = 'useMomo'`);
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('should keep every other answer no-store, without an ETag', async () => {
    const privateRead = await get('/api/v2/customer/1/profile/');
    expect(privateRead.statusCode).toBe(401);
    expect(privateRead.headers['cache-control']).toBe('no-store');
    const write = await server.app.inject({ method: 'POST', url: '/api/delivery/get-all-store', payload: { brand_id: 1 } });
    expect(write.headers['cache-control']).toBe('no-store');
    expect(write.headers.etag).toBeUndefined();
    const missing = await get('/api/v2/delivery/get-delivery-type/?store_id=9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers.etag).toBeUndefined();
  });
});
