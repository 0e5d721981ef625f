import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { createKeyValueStore } from '../adapters/storage';
import { createApiClient, transport } from './api-client';
import { createOrderCapabilities } from './order-capabilities';
import {
  createOrderNotificationsActors,
  NOTIFICATIONS_DECLINED_KEY,
  rememberNotificationsDeclined,
} from './order-notifications';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function memoryStore() {
  const values = new Map<string, string>();
  const backend = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  } as Storage;
  return createKeyValueStore(() => backend);
}

const SANDBOX_SUBSCRIPTION = {
  endpoint: 'http://shop.test/sandbox/push/abc',
  expirationTime: null,
  keys: { p256dh: 'BKey', auth: 'secret' },
};

/** The app's API on a recorded fetch, the sandbox push service on the transport, a browser that can show notifications. */
function setUp() {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const record = async (request: Request) => {
    const text = await request.text();
    calls.push({ method: request.method, url: request.url, body: text ? JSON.parse(text) : null });
  };
  const client = createApiClient({
    baseUrl: 'http://shop.test/api',
    getToken: () => null,
    getLocale: () => 'en',
    orderCapabilities: createOrderCapabilities(memoryStore()),
    fetch: async (request) => {
      await record(request);
      if (request.url.endsWith('/delivery/push-settings'))
        return json({ enabled: true, mode: 'sandbox', public_key: 'BVapid' });
      const url = new URL(request.url);
      return json({
        data: { order_no: url.searchParams.get('order_no') ?? '261123000001', subscribed: request.method === 'POST' },
      });
    },
  });
  vi.spyOn(transport, 'fetch').mockImplementation(async (request) => {
    await record(request);
    return json(SANDBOX_SUBSCRIPTION);
  });
  vi.stubGlobal('window', { Notification: {} });
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => 'granted' });
  const store = memoryStore();
  return { calls, store, actors: createOrderNotificationsActors(client, store) };
}

/** What an actor of the machine answers for `input`. */
const run = (logic: AnyActorLogic, input: unknown) => toPromise(createActor(logic, { input }).start());

describe('order notifications in the browser', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('should offer notifications where the server has them on and the browser can show them', async () => {
    const { actors, store } = setUp();
    expect(await run(actors.checkNotifications, { orderNo: '261123000001' })).toEqual({
      available: true,
      declined: false,
      permission: 'default',
      mode: 'sandbox',
      publicKey: 'BVapid',
      subscribedEndpoint: null,
    });
    rememberNotificationsDeclined(store);
    expect(store.get(NOTIFICATIONS_DECLINED_KEY)).toBe('true');
    expect(await run(actors.checkNotifications, { orderNo: '261123000001' })).toMatchObject({ declined: true });
  });

  it('should subscribe with the sandbox push service once per browser, and register each order with the server', async () => {
    const { actors, calls } = setUp();
    const first = await run(actors.subscribeToOrder, { orderNo: '261123000001', mode: 'sandbox', publicKey: 'BVapid' });
    expect(first).toEqual({ endpoint: SANDBOX_SUBSCRIPTION.endpoint });
    await run(actors.subscribeToOrder, { orderNo: '261123000002', mode: 'sandbox', publicKey: 'BVapid' });
    expect(calls.map(({ method, url }) => `${method} ${new URL(url).pathname}`)).toEqual([
      'POST /sandbox/push/subscriptions',
      'POST /api/delivery/push-subscription',
      'POST /api/delivery/push-subscription',
    ]);
    expect(calls[0]!.body).toEqual({ application_server_key: 'BVapid' });
    expect(calls[2]!.body).toEqual({ order_no: '261123000002', subscription: SANDBOX_SUBSCRIPTION });
  });

  it('should know an order it subscribed, and forget it when the customer opts out', async () => {
    const { actors, calls } = setUp();
    await run(actors.subscribeToOrder, { orderNo: '261123000001', mode: 'sandbox', publicKey: 'BVapid' });
    expect(await run(actors.checkNotifications, { orderNo: '261123000001' })).toMatchObject({
      subscribedEndpoint: SANDBOX_SUBSCRIPTION.endpoint,
    });
    await run(actors.unsubscribeFromOrder, { orderNo: '261123000001', endpoint: SANDBOX_SUBSCRIPTION.endpoint });
    const optOut = calls.at(-1)!;
    expect(optOut.method).toBe('DELETE');
    expect(Object.fromEntries(new URL(optOut.url).searchParams)).toEqual({
      order_no: '261123000001',
      endpoint: SANDBOX_SUBSCRIPTION.endpoint,
    });
    expect(await run(actors.checkNotifications, { orderNo: '261123000001' })).toMatchObject({
      subscribedEndpoint: null,
    });
  });
});
