import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import type { App } from '../app';
import { ORDER_CHANGED_CHANNEL } from '../services/order-streams';
import { caller, confirmOrder, insertOrder, MONDAY_0900, orderInfo, type TestServer } from './checkout-fixtures';

const clock = fixedClock(MONDAY_0900);

interface StreamEvent {
  id: string | null;
  data: { data: { info: { order_no: string; status: string; access: string } }; deliveryShippingData: { status: string } | null } | null;
}

/** A browser's stream: the events as they arrive, read with a deadline. */
async function openStream(origin: string, query: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const response = await fetch(`${origin}/api/delivery/order-status-stream?${query}`, { headers, signal: abort.signal });
  const events: StreamEvent[] = [];
  const waiters: Array<() => void> = [];
  let ended = false;
  if (response.ok && response.body) {
    void (async () => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = block.split('\n');
            const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice(6));
            if (data.length === 0) continue;
            const id = lines.find((line) => line.startsWith('id: '))?.slice(4) ?? null;
            events.push({ id, data: JSON.parse(data.join('\n')) });
          }
          for (const wake of waiters.splice(0)) wake();
        }
      } catch {
        // aborted by the test
      }
      ended = true;
      for (const wake of waiters.splice(0)) wake();
    })();
  }
  const changed = () => new Promise<void>((resolve) => waiters.push(resolve));
  return {
    response,
    events,
    get ended() {
      return ended;
    },
    /** The next event after the `seen` first ones, within `ms`, or null. */
    async next(seen: number, ms = 1_000): Promise<StreamEvent | null> {
      const deadline = Date.now() + ms;
      while (events.length <= seen && !ended && Date.now() < deadline) {
        await Promise.race([changed(), new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())))]);
      }
      return events[seen] ?? null;
    },
    async endedWithin(ms: number) {
      const deadline = Date.now() + ms;
      while (!ended && Date.now() < deadline) await Promise.race([changed(), new Promise((resolve) => setTimeout(resolve, 50))]);
      return ended;
    },
    close: () => abort.abort(),
  };
}

/**
 * The status page's stream (streamOrderStatus): a change made through one server instance reaches a stream held by
 * another within a second (PGlite's own LISTEN/NOTIFY here; PostgreSQL's across pools with TEST_DATABASE_URL),
 * only the order's customer or capability holder may open it, and a stream opened again gets what it missed.
 */
describe('the order status stream', () => {
  let server: TestServer;
  let other: App;
  let first: string;
  let second: string;
  const call = caller(() => server);
  const streams: Array<{ close: () => void }> = [];
  const open = async (...args: Parameters<typeof openStream>) => {
    const stream = await openStream(...args);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    server = await startTestServer({ clock });
    ({ app: other } = await server.startAnotherInstance());
    await other.listen({ port: 0, host: '127.0.0.1' });
    const address = (app: App) => {
      const bound = app.server.address();
      return `http://127.0.0.1:${typeof bound === 'object' && bound ? bound.port : 0}`;
    };
    first = address(server.app);
    second = address(other);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await server.close();
  });

  it('should push a change made through one instance to a stream held by another within a second', async () => {
    const info = orderInfo();
    const { id, orderNo, accessHeaders } = await insertOrder(call, info);
    const stream = await open(second, `order_no=${orderNo}`, accessHeaders);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const opening = await stream.next(0);
    expect(opening?.data?.data.info).toMatchObject({ order_no: orderNo, status: 'ordering', access: 'full' });

    // The change is the confirmation's commit, which the database announces on the channel the servers listen to:
    // heard here too, it marks the change's moment. From the request's start, the time would be the confirmation's
    // own work as well, which a loaded machine stretches past a second (1.1 s in a CI run beside the browser tests).
    let changedAt: number | null = null;
    const stopListening = await server.db.listen(ORDER_CHANGED_CHANNEL, (payload) => {
      if (payload === orderNo) changedAt ??= performance.now();
    });
    const arrival = stream.next(1, 5_000).then((event) => ({ event, at: performance.now() }));
    const requestedAt = performance.now();
    await confirmOrder(call, id, info, { headers: accessHeaders });
    const { event: confirmed, at: arrivedAt } = await arrival;
    await stopListening();
    expect(changedAt).not.toBeNull();
    expect(arrivedAt - changedAt!).toBeLessThan(1_000);
    expect(changedAt!).toBeGreaterThanOrEqual(requestedAt);
    expect(confirmed?.data?.data.info.status).toBe('orderSent');
    expect(Number(confirmed?.id)).toBeGreaterThan(Number(opening?.id));

    // a courier step and a status step made by the sandbox (another statement, same notification)
    const advancedAt = performance.now();
    const advanced = await fetch(`${first}/sandbox/orders/${id}/advance`, { method: 'POST' });
    expect(advanced.status).toBe(200);
    let latest = confirmed;
    // the status and the courier's step may come as one event or two
    for (let seen = 2; latest?.data?.deliveryShippingData?.status !== 'ready_delivery'; seen += 1) {
      latest = await stream.next(seen, 1_000);
      expect(latest, 'the accepted order with its courier step').not.toBeNull();
    }
    expect(performance.now() - advancedAt).toBeLessThan(1_000);
    expect(latest?.data?.data.info.status).toBe('accepted');
    // event ids grow with every change
    const ids = stream.events.map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("should refuse a stranger's stream before it starts, and open the capability's from its query", async () => {
    const { orderNo, accessHeaders } = await insertOrder(call, orderInfo());
    const { accessHeaders: otherGuest } = await insertOrder(call, orderInfo());
    const nobody = await open(second, `order_no=${orderNo}`);
    expect(nobody.response.status).toBe(401);
    expect(await nobody.response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const stranger = await open(second, `order_no=${orderNo}`, otherGuest);
    expect(stranger.response.status).toBe(403);
    expect(await stranger.response.json()).toMatchObject({ code: 'FORBIDDEN' });
    const strangerKey = await open(second, `order_no=${orderNo}&key=${encodeURIComponent(otherGuest['x-order-capability']!)}`);
    expect(strangerKey.response.status).toBe(403);
    const unknown = await open(second, 'order_no=999999999999', accessHeaders);
    expect(unknown.response.status).toBe(404);
    expect(await unknown.response.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });

    const byKey = await open(second, `order_no=${orderNo}&key=${encodeURIComponent(accessHeaders['x-order-capability']!)}`);
    expect(byKey.response.status).toBe(200);
    expect((await byKey.next(0))?.data?.data.info.order_no).toBe(orderNo);
  });

  it('should send a stream opened again with Last-Event-ID only what it missed', async () => {
    const info = orderInfo();
    const { id, orderNo, accessHeaders } = await insertOrder(call, info);
    const before = await open(first, `order_no=${orderNo}`, accessHeaders);
    const seen = await before.next(0);
    before.close();

    await confirmOrder(call, id, info, { headers: accessHeaders });
    const resumed = await open(second, `order_no=${orderNo}`, { ...accessHeaders, 'last-event-id': seen!.id! });
    const missed = await resumed.next(0);
    expect(missed?.data?.data.info.status).toBe('orderSent');
    expect(Number(missed?.id)).toBeGreaterThan(Number(seen?.id));

    // up to date: nothing is sent until the order changes (the query parameter says the same as the header)
    const current = await open(second, `order_no=${orderNo}&last_event_id=${missed!.id}`, accessHeaders);
    expect(current.response.status).toBe(200);
    expect(await current.next(0, 300)).toBeNull();
    await fetch(`${first}/sandbox/orders/${id}/move`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ store_code: 'S002' }) });
    const moved = await current.next(0);
    expect(moved?.data?.data.info).toMatchObject({ new_store_code: 'S002' });
  });

  it("should cut an order's streams on the sandbox's drop, and no other order's", async () => {
    const { id, orderNo, accessHeaders } = await insertOrder(call, orderInfo());
    const { orderNo: otherNo, accessHeaders: otherHeaders } = await insertOrder(call, orderInfo());
    const cut = [await open(first, `order_no=${orderNo}`, accessHeaders), await open(first, `order_no=${orderNo}`, accessHeaders)];
    const kept = await open(first, `order_no=${otherNo}`, otherHeaders);
    for (const stream of [...cut, kept]) expect(await stream.next(0)).not.toBeNull();

    const dropped = await fetch(`${first}/sandbox/orders/${id}/drop-streams`, { method: 'POST' });
    expect(await dropped.json()).toEqual({ dropped: 2 });
    for (const stream of cut) expect(await stream.endedWithin(1_000)).toBe(true);
    expect(kept.ended).toBe(false);
    // the other process holds none of this order's streams
    expect(await (await fetch(`${second}/sandbox/orders/${id}/drop-streams`, { method: 'POST' })).json()).toEqual({ dropped: 0 });
    expect((await fetch(`${first}/sandbox/orders/0/drop-streams`, { method: 'POST' })).status).toBe(404);
  });

  it('should end its streams when the server stops, so that the stop drains', async () => {
    const { orderNo, accessHeaders } = await insertOrder(call, orderInfo());
    const { app: stopping } = await server.startAnotherInstance();
    await stopping.listen({ port: 0, host: '127.0.0.1' });
    const bound = stopping.server.address();
    const stream = await open(`http://127.0.0.1:${typeof bound === 'object' && bound ? bound.port : 0}`, `order_no=${orderNo}`, accessHeaders);
    await stream.next(0);
    const started = performance.now();
    await stopping.close();
    expect(await stream.endedWithin(1_000)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
