import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { createKeyValueStore } from '../adapters/storage';
import { createApiClient } from './api-client';
import { CAPABILITY_PATHS, ORDER_CAPABILITIES_KEPT, createOrderCapabilities, orderLinkOf } from './order-capabilities';

type FetchStub = (request: Request, init?: RequestInit) => Promise<Response>;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function memoryStore() {
  const values = new Map<string, string>();
  const backend = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  } as Storage;
  return createKeyValueStore(() => backend);
}

const CAPABILITY = 'c'.repeat(43);

describe('order capabilities', () => {
  it('should keep the capability of an inserted guest order and send it with calls about that order only', async () => {
    const capabilities = createOrderCapabilities(memoryStore());
    const fetch = vi.fn<FetchStub>(async (request) =>
      request.url.endsWith('/insert-delivery-info') ? json({ data: { id: 7, order_no: '261123000007', order_capability: CAPABILITY } }) : json({ data: {} }),
    );
    const client = createApiClient({ baseUrl: 'http://shop.test/api', fetch, getToken: () => null, orderCapabilities: capabilities });
    await client.POST('/delivery/insert-delivery-info', { body: { info: { foods: [], lang: 'vi' }, lang: 'vi' } });
    await client.POST('/delivery/get-delivery-info-by-order-no', { body: { order_no: '261123000007' } });
    await client.POST('/delivery/get-delivery-info-by-id', { body: { id: 7 } });
    await client.POST('/delivery/get-delivery-info-by-order-no', { body: { order_no: '261123000008' } });
    await client.POST('/v2/payment-gateway/check-payment/', { body: { order_id: 7, order_no: '261123000007', store_name: 'S', store_code: 'S001', lang: 'vi', payment_method: 'momo' } });
    const sent = fetch.mock.calls.map(([request]) => request.headers.get('X-Order-Capability'));
    expect(sent).toEqual([null, CAPABILITY, CAPABILITY, null, CAPABILITY]);
  });

  it('should keep a link’s capability, the latest orders only, and survive broken storage', () => {
    const store = memoryStore();
    const capabilities = createOrderCapabilities(store);
    capabilities.remember({ orderNo: '1', id: 1, capability: 'first' });
    capabilities.remember({ orderNo: '1', id: null, capability: 'again' });
    expect(capabilities.find({ id: 1 })).toBe('again');
    for (let n = 2; n <= ORDER_CAPABILITIES_KEPT + 1; n++) capabilities.remember({ orderNo: String(n), id: n, capability: `k${n}` });
    expect(capabilities.find({ orderNo: '1' })).toBeNull();
    expect(capabilities.find({ orderNo: String(ORDER_CAPABILITIES_KEPT + 1) })).toBe(`k${ORDER_CAPABILITIES_KEPT + 1}`);
    store.set('orderCapabilities', '{not json');
    expect(capabilities.find({ orderNo: '2' })).toBeNull();
    expect(orderLinkOf('https://shop.test', '261123000007', 'a-b_c')).toBe('https://shop.test/delivery-status?orderNo=261123000007&key=a-b_c');
  });

  it('should send capabilities to exactly the operations the contract opens to them', () => {
    const contract = parse(readFileSync('openapi/ordering.yaml', 'utf8')) as { paths: Record<string, Record<string, { 'x-order-access'?: string }>> };
    const open = Object.entries(contract.paths)
      .filter(([, item]) => Object.values(item).some((op) => op['x-order-access'] === 'owner-or-capability' || op['x-order-access'] === 'anyone-masked'))
      .map(([path]) => path);
    expect([...CAPABILITY_PATHS].sort()).toEqual(open.sort());
  });
});
