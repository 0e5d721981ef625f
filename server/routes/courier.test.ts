import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { estimatedDeliveryMinutes, isPeak } from '../../domain/delivery-fee';
import { caller, confirmOrder, insertOrder, MONDAY_0900, orderInfo, type TestServer } from './checkout-fixtures';

const clock = fixedClock(MONDAY_0900);
const TOTAL = 145000;
// an ASAP order: its schedule runs from confirmation (2, 3, 15, 5 and 20 minutes)
const asap = { isASAP: true, servsTime: '2026-11-23 10:00' };

/**
 * The courier port on the order clock: the lifecycle books the sandbox courier and asks it at every
 * delivery step; the outcome chosen in /sandbox/orders decides what it answers.
 */
describe('courier port and the sandbox courier', () => {
  let server: TestServer;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  const read = (orderNo: string) => call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: orderNo });
  const sandbox = (path: string, payload?: object) =>
    server.app.inject({ method: 'POST', url: `/sandbox/orders${path}`, payload, headers: { accept: 'application/json' } });
  const refundsOf = (orderId: number) =>
    server.db.query<{ amount: number; reason: string; status: string }>('select amount, reason, status from payment_refund where order_id = $1', [orderId]);

  async function cashDelivery(outcome?: string) {
    clock.set(MONDAY_0900);
    const info = orderInfo(asap);
    const order = await insertOrder(call, info);
    if (outcome) expect((await sandbox(`/${order.id}/courier-outcome`, { outcome })).statusCode).toBe(200);
    await confirmOrder(call, order.id, info);
    return order;
  }

  async function paidMomoDelivery(outcome: string) {
    clock.set(MONDAY_0900);
    const info = orderInfo({ ...asap, emoneyType: 1 });
    const order = await insertOrder(call, info);
    const created = await call('POST', '/api/v2/payment-gateway/payment/', {
      amount: TOTAL, ship_date: '23/11/2026', order_id: order.id, order_no: order.orderNo, store_name: 'S001', store_code: 'S001', lang: 'vi', payment_method: 'momo',
    });
    await confirmOrder(call, order.id, info);
    const url = new URL(created.payment_url as string);
    const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), decision: 'paid' });
    const paid = await server.app.inject({ method: 'POST', url: `${url.pathname}/decide`, payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(paid.statusCode, paid.body).toBe(303);
    expect((await sandbox(`/${order.id}/courier-outcome`, { outcome })).statusCode).toBe(200);
    return order;
  }

  it('should book the courier and walk ready_delivery → finding_partner → partner_pickup → delivering → completed', async () => {
    const { id, orderNo } = await cashDelivery();
    const seen: string[] = [];
    for (const minutes of [2, 3, 15, 5, 20]) {
      clock.advance(minutes);
      seen.push((await read(orderNo)).deliveryShippingData.status);
    }
    expect(seen).toEqual(['ready_delivery', 'finding_partner', 'partner_pickup', 'delivering', 'completed']);
    expect((await read(orderNo)).data.info.status).toBe('completed');
    const [booking] = await server.db.query<{ provider: string; booking_id: string }>('select provider, booking_id from courier_booking where order_id = $1', [id]);
    expect(booking).toEqual({ provider: 'lalamove', booking_id: `SBX-${orderNo}` });
  });

  it('should cancel with reason 99 when no driver is found within 15 minutes, not a minute before', async () => {
    const { id, orderNo } = await cashDelivery('no_driver');
    clock.advance(5);
    expect((await read(orderNo)).deliveryShippingData.status).toBe('finding_partner');
    clock.advance(14);
    let body = await read(orderNo);
    expect(body.data.info.status).toBe('cooking');
    expect(body.deliveryShippingData.status).toBe('finding_partner');
    clock.advance(1);
    body = await read(orderNo);
    expect(body.data.info).toMatchObject({ status: 'canceled', cancel_reason_code: 99, refund_status: null });
    expect(body.deliveryShippingData.status).toBe('request_cancelled');
    // the courier is told to stop searching; a cash order owes no refund
    const [ledger] = await server.db.query<{ status: string }>('select status from sandbox_courier_booking where order_no = $1', [orderNo]);
    expect(ledger.status).toBe('request_cancelled');
    expect(await refundsOf(id)).toEqual([]);
  });

  it('should refund a paid order through the payment port when no driver is found', async () => {
    const { id, orderNo } = await paidMomoDelivery('no_driver');
    clock.advance(2 + 3 + 15);
    const body = await read(orderNo);
    expect(body.data.info).toMatchObject({ status: 'canceled', cancel_reason_code: 99, refund_status: 'Completed' });
    expect(await refundsOf(id)).toEqual([{ amount: TOTAL, reason: 'order_canceled', status: 'Completed' }]);
  });

  it.each([
    { outcome: 'expire', minutes: 20, shipping: 'expired', reason: 99 },
    { outcome: 'reject', minutes: 5, shipping: 'rejected', reason: 99 },
    { outcome: 'fail', minutes: 25, shipping: 'failed', reason: null },
    { outcome: 'return', minutes: 45, shipping: 'returned', reason: null },
  ])('should cancel and refund a paid order the courier answers $shipping', async ({ outcome, minutes, shipping, reason }) => {
    const { id, orderNo } = await paidMomoDelivery(outcome);
    clock.advance(minutes - 1);
    expect((await read(orderNo)).data.info.status).not.toBe('canceled');
    clock.advance(1);
    const body = await read(orderNo);
    expect(body.data.info).toMatchObject({ status: 'canceled', cancel_reason_code: reason, refund_status: 'Completed' });
    expect(body.deliveryShippingData.status).toBe(shipping);
    expect(await refundsOf(id)).toEqual([{ amount: TOTAL, reason: 'order_canceled', status: 'Completed' }]);
  });

  it('should let the sandbox advance into a no-driver cancel and refuse an unknown outcome', async () => {
    const { id, orderNo } = await cashDelivery('no_driver');
    expect((await sandbox(`/${id}/courier-outcome`, { outcome: 'teleport' })).statusCode).toBe(400);
    for (let step = 0; step < 3; step++) expect((await sandbox(`/${id}/advance`)).statusCode).toBe(200);
    expect((await read(orderNo)).data.info).toMatchObject({ status: 'canceled', cancel_reason_code: 99 });
    const list = (await server.app.inject({ method: 'GET', url: '/sandbox/orders', headers: { accept: 'application/json' } })).json();
    expect(list.find((r: { order_no: string }) => r.order_no === orderNo)).toMatchObject({ courier_outcome: 'no_driver', shipping: 'request_cancelled' });
  });

  it('should answer estimates and hubs from the courier port', async () => {
    clock.set(MONDAY_0900);
    const estimate = await call('POST', '/api/v2/delivery/estimate-delivery-client/', { store_id: 1, lat: 10.78, lng: 106.7 });
    const minutes = estimatedDeliveryMinutes(estimate.data.distance, { peak: isPeak(clock()) });
    expect(estimate.data.estimated_delivery_time).toBe(minutes);
    expect(minutes).toBeGreaterThan(0);
    const near = await insertOrder(call, orderInfo());
    // the status page asks by order number: the order's delivery position, the same estimate
    const byOrder = await call('POST', '/api/v2/delivery/estimate-delivery-client/', { store_id: 1, order_no: near.orderNo });
    expect(byOrder.data.estimated_delivery_time).toBe(minutes);
    const neither = await call('POST', '/api/v2/delivery/estimate-delivery-client/', { store_id: 1 }, { status: 400 });
    expect(neither.field).toBe('lat');
    const hubs = await call('POST', '/api/delivery/fetch-delivery-hubs', { order_no: near.orderNo, delivery_to: 'x', store_id: 1 });
    expect(hubs.data.map((h: { delivery_hub_id: string }) => h.delivery_hub_id)).toEqual(['S001-STORE', 'S001-PARTNER']);
  });
});
