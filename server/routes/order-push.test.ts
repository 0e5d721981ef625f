import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractProblems } from '../../tests/support/contract-validator';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import type { App } from '../app';
import { caller, confirmOrder, insertOrder, MONDAY_0900, orderInfo, type TestServer } from './checkout-fixtures';

const clock = fixedClock(MONDAY_0900);

interface ReceivedPush {
  id: number;
  subscription_id: string;
  payload: { title: string; body: string; url: string; order_no: string; stage: string; tag: string };
  vapid_subject: string;
}

interface SandboxSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What the sandbox push service received, decrypted, for the subscriptions of `endpoints`. */
async function received(app: App, endpoints: string[]): Promise<ReceivedPush[]> {
  const answer = await app.inject({ method: 'GET', url: '/sandbox/pushes', headers: { accept: 'application/json' } });
  const ids = endpoints.map((endpoint) => endpoint.split('/').at(-1));
  return (answer.json() as ReceivedPush[])
    .filter((push) => ids.includes(push.subscription_id))
    .sort((a, b) => a.id - b.id);
}

/** Waits for `count` pushes, then a little longer, so that a duplicate sent late would be seen too. */
async function settledPushes(app: App, endpoints: string[], count: number): Promise<ReceivedPush[]> {
  await vi.waitFor(async () => expect((await received(app, endpoints)).length).toBeGreaterThanOrEqual(count), {
    timeout: 5_000,
    interval: 50,
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  return received(app, endpoints);
}

/**
 * Order status notifications (Web Push): the server sends with web-push to the sandbox push service on its own origin,
 * which checks the VAPID token and decrypts each message as a browser would.
 */
describe('order status notifications', () => {
  let server: TestServer;
  const call = caller(() => server);

  const subscribeWithSandbox = async (app: App = server.app): Promise<SandboxSubscription> => {
    const settings = (await app.inject({ method: 'GET', url: '/api/delivery/push-settings' })).json();
    const made = await app.inject({
      method: 'POST',
      url: '/sandbox/push/subscriptions',
      payload: { application_server_key: settings.public_key },
    });
    expect(made.statusCode, made.body).toBe(200);
    return made.json();
  };
  const subscribe = (
    orderNo: string,
    subscription: SandboxSubscription,
    headers: Record<string, string>,
    app: App = server.app,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/delivery/push-subscription',
      payload: { order_no: orderNo, subscription },
      headers,
    });
  const advance = async (id: number, app: App = server.app) => {
    const moved = await app.inject({
      method: 'POST',
      url: `/sandbox/orders/${id}/advance`,
      headers: { accept: 'application/json' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  };
  const placedOrder = async () => {
    const info = orderInfo();
    const placed = await insertOrder(call, info);
    await confirmOrder(call, placed.id, info, { headers: placed.accessHeaders });
    return placed;
  };

  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  it('should offer notifications in sandbox mode with the VAPID public key', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/delivery/push-settings' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ enabled: true, mode: 'sandbox', public_key: server.config.push.vapid.publicKey });
    expect(contractProblems('GET', '/api/delivery/push-settings', 200, answer.json())).toEqual([]);
  });

  it('should send each subscription one push per stage, in the order language, decrypted by the sandbox push service', async () => {
    const { id, orderNo, accessHeaders } = await placedOrder();
    const phone = await subscribeWithSandbox();
    const laptop = await subscribeWithSandbox();
    for (const subscription of [phone, laptop]) {
      const answer = await subscribe(orderNo, subscription, accessHeaders);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ data: { order_no: orderNo, subscribed: true } });
      expect(contractProblems('POST', '/api/delivery/push-subscription', 200, answer.json())).toEqual([]);
    }
    // subscribing again is the same subscription
    expect((await subscribe(orderNo, phone, accessHeaders)).statusCode).toBe(200);
    const endpoints = [phone.endpoint, laptop.endpoint];

    await advance(id);
    const accepted = await settledPushes(server.app, endpoints, 2);
    expect(accepted).toHaveLength(2);
    expect(accepted.map((push) => push.subscription_id).sort()).toEqual(
      endpoints.map((endpoint) => endpoint.split('/').at(-1)).sort(),
    );
    for (const push of accepted) {
      // the order was placed in Vietnamese
      expect(push.payload).toEqual({
        title: `Đơn hàng ${orderNo} đã được nhận`,
        body: 'Cửa hàng đã nhận đơn và đang chuẩn bị món cho bạn.',
        url: `/delivery-status?orderNo=${orderNo}`,
        tag: `order-${orderNo}`,
        order_no: orderNo,
        stage: 'accepted',
      });
      expect(push.vapid_subject).toBe(server.config.push.vapid.subject);
    }
    // the sandbox page lists them in the tester's language, each with the link the notification opens
    const page = await server.app.inject({ method: 'GET', url: '/sandbox/pushes?lang=ja' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>プッシュ通知</h1>');
    expect(page.body).toContain(`Đơn hàng ${orderNo} đã được nhận`);
    expect(page.body).toContain(`<a href="/delivery-status?orderNo=${orderNo}">注文状況ページを開く</a>`);

    // cooking is no stage of its own: nothing is sent
    await advance(id);
    // ready, then on the way: one push each per subscription
    await advance(id);
    const ready = await settledPushes(server.app, endpoints, 4);
    expect(ready.slice(2).map((push) => push.payload.stage)).toEqual(['ready', 'ready']);
    await advance(id);
    const onTheWay = await settledPushes(server.app, endpoints, 6);
    expect(onTheWay.slice(4).map((push) => push.payload.title)).toEqual([
      `Đơn hàng ${orderNo} đang được giao`,
      `Đơn hàng ${orderNo} đang được giao`,
    ]);
  });

  it('should word the notification in the language of the order, not of the request', async () => {
    const { id, orderNo, accessHeaders } = await placedOrder();
    await server.db.query("update delivery_order set lang = 'ja' where id = $1", [id]);
    const subscription = await subscribeWithSandbox();
    expect((await subscribe(orderNo, subscription, { ...accessHeaders, 'accept-language': 'en' })).statusCode).toBe(
      200,
    );
    await advance(id);
    const [push] = await settledPushes(server.app, [subscription.endpoint], 1);
    expect(push!.payload.title).toBe(`ご注文 ${orderNo} を受け付けました`);
  });

  it('should not push the stage the order is at when the customer subscribes', async () => {
    const { id, orderNo, accessHeaders } = await placedOrder();
    await advance(id);
    const subscription = await subscribeWithSandbox();
    expect((await subscribe(orderNo, subscription, accessHeaders)).statusCode).toBe(200);
    // a change that is no new stage (the order moves to cooking)
    await advance(id);
    await server.app.inject({
      method: 'POST',
      url: '/api/delivery/get-delivery-info-by-id',
      payload: { id },
      headers: accessHeaders,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await received(server.app, [subscription.endpoint])).toEqual([]);
  });

  it("should refuse a stranger's subscription to someone's order", async () => {
    const { orderNo } = await placedOrder();
    const { accessHeaders: otherGuest } = await insertOrder(call, orderInfo());
    const subscription = await subscribeWithSandbox();
    const nobody = await subscribe(orderNo, subscription, {});
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const stranger = await subscribe(orderNo, subscription, otherGuest);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ code: 'FORBIDDEN' });
    const unsubscribe = await server.app.inject({
      method: 'DELETE',
      url: `/api/delivery/push-subscription?${new URLSearchParams({ order_no: orderNo, endpoint: subscription.endpoint })}`,
      headers: otherGuest,
    });
    expect(unsubscribe.statusCode).toBe(403);
    const unknown = await subscribe('999999999999', subscription, otherGuest);
    expect(unknown.statusCode).toBe(404);
    expect(
      await server.db.query('select 1 from push_subscription where endpoint = $1', [subscription.endpoint]),
    ).toEqual([]);
  });

  it('should refuse an endpoint that is no push service, and keys that are not a P-256 key and a secret', async () => {
    const { orderNo, accessHeaders } = await placedOrder();
    const subscription = await subscribeWithSandbox();
    for (const endpoint of [
      'http://169.254.169.254/latest/meta-data',
      'https://127.0.0.1/push',
      'https://localhost/push',
      'http://push.example.com/x',
    ]) {
      const answer = await subscribe(orderNo, { ...subscription, endpoint }, accessHeaders);
      expect(answer.statusCode, endpoint).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'INVALID_PUSH_SUBSCRIPTION', field: 'subscription.endpoint' });
    }
    const badKeys = await subscribe(
      orderNo,
      { ...subscription, keys: { p256dh: 'AAAA', auth: subscription.keys.auth } },
      accessHeaders,
    );
    expect(badKeys.json()).toMatchObject({ code: 'INVALID_PUSH_SUBSCRIPTION', field: 'subscription.keys' });
  });

  it('should stop pushing after the customer opts out', async () => {
    const { id, orderNo, accessHeaders } = await placedOrder();
    const subscription = await subscribeWithSandbox();
    expect((await subscribe(orderNo, subscription, accessHeaders)).statusCode).toBe(200);
    const optOut = await server.app.inject({
      method: 'DELETE',
      url: `/api/delivery/push-subscription?${new URLSearchParams({ order_no: orderNo, endpoint: subscription.endpoint })}`,
      headers: accessHeaders,
    });
    expect(optOut.statusCode, optOut.body).toBe(200);
    expect(optOut.json()).toEqual({ data: { order_no: orderNo, subscribed: false } });
    expect(contractProblems('DELETE', '/api/delivery/push-subscription', 200, optOut.json())).toEqual([]);
    await advance(id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await received(server.app, [subscription.endpoint])).toEqual([]);
  });

  it('should delete a subscription the push service says has expired (410)', async () => {
    const { id, orderNo, accessHeaders } = await placedOrder();
    const subscription = await subscribeWithSandbox();
    expect((await subscribe(orderNo, subscription, accessHeaders)).statusCode).toBe(200);
    const subscriptionId = subscription.endpoint.split('/').at(-1);
    expect(
      (await server.app.inject({ method: 'POST', url: `/sandbox/push/subscriptions/${subscriptionId}/expire` }))
        .statusCode,
    ).toBe(200);
    await advance(id);
    await vi.waitFor(
      async () =>
        expect(
          await server.db.query('select 1 from push_subscription where endpoint = $1', [subscription.endpoint]),
        ).toEqual([]),
      {
        timeout: 5_000,
        interval: 50,
      },
    );
    expect(await received(server.app, [subscription.endpoint])).toEqual([]);
  });

  it('should refuse a message whose VAPID token is not signed by the key the subscription was made with', async () => {
    const subscription = await subscribeWithSandbox();
    const { default: webpush } = await import('web-push');
    const other = webpush.generateVAPIDKeys();
    const details = webpush.generateRequestDetails(subscription, 'hello', {
      vapidDetails: { subject: 'mailto:someone@example.com', publicKey: other.publicKey, privateKey: other.privateKey },
      contentEncoding: 'aes128gcm',
    });
    const answer = await fetch(details.endpoint, {
      method: 'POST',
      headers: Object.fromEntries(
        Object.entries(details.headers)
          .filter(([name]) => name !== 'Content-Length')
          .map(([name, value]) => [name, String(value)]),
      ),
      body: new Uint8Array(details.body!),
    });
    expect(answer.status).toBe(403);
  });
});

describe('order status notifications switched off', () => {
  let server: TestServer;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock, env: { PUSH_NOTIFICATIONS: 'off' } });
  });
  afterAll(() => server.close());

  it('should say so, and refuse a subscription naming the setting', async () => {
    const settings = await server.app.inject({ method: 'GET', url: '/api/delivery/push-settings' });
    expect(settings.json()).toEqual({ enabled: false, mode: 'sandbox', public_key: null });
    const { orderNo, accessHeaders } = await insertOrder(call, orderInfo());
    const made = await server.app.inject({
      method: 'POST',
      url: '/sandbox/push/subscriptions',
      payload: { application_server_key: server.config.push.vapid.publicKey },
    });
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/delivery/push-subscription',
      payload: { order_no: orderNo, subscription: made.json() },
      headers: { ...accessHeaders, 'accept-language': 'en' },
    });
    expect(answer.statusCode).toBe(403);
    expect(contractProblems('POST', '/api/delivery/push-subscription', 403, answer.json())).toEqual([]);
    expect(answer.json()).toMatchObject({
      code: 'FEATURE_OFF',
      message: 'Order notifications are switched off on this server (PUSH_NOTIFICATIONS=off).',
      details: { setting: 'PUSH_NOTIFICATIONS' },
    });
  });
});

/**
 * Two server processes on one database both hear every change (PGlite's LISTEN here; PostgreSQL's across pools with
 * npm run test:pg): the push is still sent once.
 */
describe('order status notifications from two instances', () => {
  let server: TestServer;
  let other: App;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock });
    ({ app: other } = await server.startAnotherInstance());
  });
  afterAll(() => server.close());

  it('should send one push per subscription and stage whichever instance made the change', async () => {
    const info = orderInfo();
    const { id, orderNo, accessHeaders } = await insertOrder(call, info);
    await confirmOrder(call, id, info, { headers: accessHeaders });
    const settings = (await other.inject({ method: 'GET', url: '/api/delivery/push-settings' })).json();
    const subscriptions: SandboxSubscription[] = [];
    for (const app of [server.app, other]) {
      const made = await app.inject({
        method: 'POST',
        url: '/sandbox/push/subscriptions',
        payload: { application_server_key: settings.public_key },
      });
      subscriptions.push(made.json());
      const answer = await app.inject({
        method: 'POST',
        url: '/api/delivery/push-subscription',
        payload: { order_no: orderNo, subscription: made.json() },
        headers: accessHeaders,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const endpoints = subscriptions.map((subscription) => subscription.endpoint);
    // the first step through one instance, the next ones through the other
    await server.app.inject({ method: 'POST', url: `/sandbox/orders/${id}/advance` });
    const accepted = await settledPushes(server.app, endpoints, 2);
    expect(accepted.map((push) => push.payload.stage)).toEqual(['accepted', 'accepted']);
    await other.inject({ method: 'POST', url: `/sandbox/orders/${id}/advance` });
    await other.inject({ method: 'POST', url: `/sandbox/orders/${id}/advance` });
    const ready = await settledPushes(server.app, endpoints, 4);
    expect(ready).toHaveLength(4);
    expect(new Set(ready.map((push) => `${push.subscription_id} ${push.payload.stage}`)).size).toBe(4);
    expect(
      await server.db.query(
        'select count(*)::int as sent from push_sent s join push_subscription p on p.id = s.subscription_id where p.order_id = $1',
        [id],
      ),
    ).toEqual([{ sent: 4 }]);
  });
});
