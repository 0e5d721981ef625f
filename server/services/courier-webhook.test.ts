import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { readConfig } from '../config';
import { lalamoveWebhookSignature } from '../providers/courier/lalamove';
import { COURIER_WEBHOOK_WINDOW_SECONDS, webhookInstant } from './courier-webhook';

const clock = fixedClock('2026-11-23T03:10:00Z');
const NOW_SECONDS = Date.parse('2026-11-23T03:10:00Z') / 1000;
const BOOKING = '3380034187458797614';

describe("Lalamove's status webhook, played again", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const { credentials, webhookPath } = readConfig({}).courier;

  beforeAll(async () => {
    server = await startTestServer({ clock });
    const [order] = await server.db.query<{ id: number }>(
      `insert into delivery_order (order_no, status, payment_status, cus_id, tencd, lang, info, foods, created_at, updated_at)
       values ('261123000901', 'delivering', 'success', null, 'S001', 'vi', '{}'::jsonb, '[]'::jsonb, now(), now()) returning id`,
    );
    await server.db.query(`insert into courier_booking (order_id, provider, booking_id, booked_at) values ($1, 'lalamove', $2, now())`, [order!.id, BOOKING]);
  });
  afterAll(() => server.close());

  const notification = (status: string, timestamp: number) => {
    const data = { order: { orderId: BOOKING, status }, updatedAt: new Date(timestamp * 1000).toISOString() };
    const signature = lalamoveWebhookSignature(credentials.secret, String(timestamp), webhookPath, data);
    return { apiKey: credentials.apiKey, timestamp, signature, eventId: String(timestamp), eventType: 'ORDER_STATUS_CHANGED', eventVersion: 'v3', data };
  };
  const post = (body: object) => server.app.inject({ method: 'POST', url: webhookPath, payload: body });
  const recorded = async () =>
    (await server.db.query<{ provider_status: string | null }>('select provider_status from courier_booking where booking_id = $1', [BOOKING]))[0]?.provider_status;

  it('should record a status signed now, and refuse one signed more than the window from the clock, either way', async () => {
    expect((await post(notification('ON_GOING', NOW_SECONDS - 60))).statusCode).toBe(200);
    expect(await recorded()).toBe('ON_GOING');
    for (const timestamp of [NOW_SECONDS - COURIER_WEBHOOK_WINDOW_SECONDS - 1, NOW_SECONDS + COURIER_WEBHOOK_WINDOW_SECONDS + 1]) {
      const refused = await post(notification('COMPLETED', timestamp));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'STALE_NOTIFICATION', field: 'timestamp' });
    }
    expect(await recorded()).toBe('ON_GOING');
  });

  it('should never let an earlier status, arriving late or played again, overwrite a later one', async () => {
    const pickedUp = notification('PICKED_UP', NOW_SECONDS - 30);
    expect((await post(pickedUp)).statusCode).toBe(200);
    expect((await post(notification('COMPLETED', NOW_SECONDS - 10))).statusCode).toBe(200);
    // the captured PICKED_UP played again inside the window, and an ON_GOING that was sent before both
    expect((await post(pickedUp)).statusCode).toBe(200);
    expect((await post(notification('ON_GOING', NOW_SECONDS - 45))).statusCode).toBe(200);
    expect(await recorded()).toBe('COMPLETED');
    // a captured one altered to look new does not verify: the timestamp is inside the signature
    expect((await post({ ...pickedUp, timestamp: NOW_SECONDS })).json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
  });

  it('should read Unix seconds, and milliseconds, and nothing else as a timestamp', () => {
    expect(webhookInstant(NOW_SECONDS)?.toString()).toBe('2026-11-23T03:10:00Z');
    expect(webhookInstant(String(NOW_SECONDS))?.toString()).toBe('2026-11-23T03:10:00Z');
    expect(webhookInstant(NOW_SECONDS * 1000)?.toString()).toBe('2026-11-23T03:10:00Z');
    for (const wrong of [undefined, null, '', 'soon', -1, 0, 1.5, '1e9']) expect(webhookInstant(wrong)).toBeNull();
  });
});
