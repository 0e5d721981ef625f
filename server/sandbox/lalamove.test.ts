import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { readConfig } from '../config';
import { createCourier } from '../providers/courier';
import { lalamoveAuthorization, lalamoveWebhookSignature } from '../providers/courier/lalamove';
import { caller, confirmOrder, insertOrder, MONDAY_0900, orderInfo, type TestServer } from '../routes/checkout-fixtures';

const clock = fixedClock(MONDAY_0900);

describe('the sandbox courier, driven over HTTP by the live Lalamove client', () => {
  let server: TestServer;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  const config = () => {
    const { port } = server.app.server.address() as AddressInfo;
    return readConfig({ PORT: String(port), PUBLIC_ORIGIN: `http://127.0.0.1:${port}` });
  };
  const client = () => createCourier(config().courier, config().publicOrigin);
  const at = () => clock();

  it('should quote and place an order, answer its status by the chosen outcome and the stage, and cancel it', async () => {
    const courier = client();
    expect(courier.mode).toBe('sandbox');
    const booking = {
      orderNo: 'SBXTEST0001',
      storeCode: 'S001',
      pickup: { lat: 10.7769, lng: 106.7009, address: '1 Lê Duẩn, Quận 1', name: 'Store 1' },
      dropoff: { lat: 10.78, lng: 106.7 },
      dropoffAddress: 'Dinh Độc Lập',
      recipient: { name: 'An', phone: '+84901000001', remarks: '' },
      at: at(),
    };
    const { bookingId } = await courier.book(booking);
    expect(bookingId).toBe('SBX-SBXTEST0001');
    expect(await courier.status({ bookingId, stage: 'finding_partner', at: at() })).toEqual({ status: 'finding_partner', driverName: null, driverPhone: null });
    const withDriver = await courier.status({ bookingId, stage: 'partner_pickup', at: at() });
    expect(withDriver).toMatchObject({ status: 'partner_pickup', driverPhone: '+84900000099' });
    expect(withDriver.driverName).toContain('sandbox');
    expect((await courier.status({ bookingId, stage: 'delivering', at: at() })).status).toBe('delivering');
    await courier.cancel({ bookingId, at: at() });
    expect((await courier.status({ bookingId, stage: 'partner_pickup', at: at() })).status).toBe('request_cancelled');
  });

  it('should refuse a request that is not signed with its key, or names another market', async () => {
    const { courier: settings, publicOrigin } = config();
    const stranger = createCourier({ ...settings, credentials: { ...settings.credentials, secret: 'sk_wrong' } }, publicOrigin);
    await expect(stranger.book({ orderNo: 'X1', storeCode: 'S001', pickup: { lat: 10.7, lng: 106.7, address: '', name: '' }, dropoff: { lat: 10.8, lng: 106.7 }, at: at() })).rejects.toThrow(/HTTP 401/);
    const body = JSON.stringify({ data: { stops: [] } });
    const path = '/sandbox/lalamove/v3/quotations';
    const signed = lalamoveAuthorization(settings.credentials.apiKey, settings.credentials.secret, String(Date.now()), 'POST', path, body);
    const otherMarket = await server.app.inject({ method: 'POST', url: path, payload: body, headers: { 'content-type': 'application/json', authorization: signed, market: 'TH' } });
    expect(otherMarket.statusCode).toBe(401);
  });

  it('should book an order of the lifecycle, play the outcome chosen for it and post signed status changes to the webhook', async () => {
    const info = orderInfo({ isASAP: true, servsTime: '2026-11-23 10:00' });
    const order = await insertOrder(call, info);
    const chosen = await server.app.inject({ method: 'POST', url: `/sandbox/orders/${order.id}/courier-outcome`, payload: { outcome: 'deliver' }, headers: { accept: 'application/json' } });
    expect(chosen.statusCode).toBe(200);
    await confirmOrder(call, order.id, info);
    clock.advance(2 + 3);
    const read = await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: order.orderNo });
    expect(read.deliveryShippingData.status).toBe('finding_partner');
    const [booking] = await server.db.query<{ provider: string; booking_id: string; provider_status: string | null }>(
      'select provider, booking_id, provider_status from courier_booking where order_id = $1',
      [order.id],
    );
    expect(booking).toMatchObject({ provider: 'lalamove', booking_id: `SBX-${order.orderNo}` });
    // the sandbox told the webhook what it answered: Lalamove's own status for finding_partner
    expect(booking.provider_status).toBe('ASSIGNING_DRIVER');
    clock.advance(15);
    await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: order.orderNo });
    const [later] = await server.db.query<{ provider_status: string }>('select provider_status from courier_booking where order_id = $1', [order.id]);
    expect(later.provider_status).toBe('ON_GOING');
  });

  it('should refuse a webhook that is not signed with the API secret, and acknowledge an empty one', async () => {
    const { courier: settings } = config();
    const data = { order: { orderId: 'SBX-NONE', status: 'COMPLETED' }, updatedAt: clock().toString() };
    const forged = { apiKey: settings.credentials.apiKey, timestamp: 1, signature: lalamoveWebhookSignature('sk_wrong', '1', settings.webhookPath, data), eventType: 'ORDER_STATUS_CHANGED', data };
    const refused = await server.app.inject({ method: 'POST', url: settings.webhookPath, payload: forged });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('INVALID_SIGNATURE');
    const empty = await server.app.inject({ method: 'POST', url: settings.webhookPath, payload: {} });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ received: true });
  });
});
