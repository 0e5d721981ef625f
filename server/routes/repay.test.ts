import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CANCEL_REASON_PAYMENT_WINDOW } from '../../domain/constants';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { caller, confirmOrder, customerWithAddress, insertOrder, orderInfo, type TestServer } from './checkout-fixtures';

/** Monday 2026-11-23 11:00 in Ho Chi Minh City. */
const MONDAY_1100 = '2026-11-23T04:00:00Z';
const clock = fixedClock(MONDAY_1100);

describe('repay of a declined wallet payment, and the payment window', () => {
  let server: TestServer;
  let phones = 0;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());
  beforeEach(() => clock.set(MONDAY_1100));

  /** A customer's ASAP MoMo order, placed at 11:00 as the checkout places it, its payment declined on the sandbox page. */
  async function declinedAsapOrder() {
    phones += 1;
    const customer = await customerWithAddress(server, call, `+8490620000${phones}`);
    const info = orderInfo({ isASAP: true, servsTime: '2026-11-23 11:45', orderTime: '11:45', emoneyType: 1, customerId: customer.id });
    const { id, orderNo } = await insertOrder(call, info, { token: customer.token });
    const request = { amount: 145000, ship_date: '23/11/2026', order_id: id, order_no: orderNo, store_name: 'S001', store_code: 'S001', lang: 'vi', payment_method: 'momo' };
    const { payment_url: payUrl } = await call('POST', '/api/v2/payment-gateway/payment/', request, { token: customer.token });
    await confirmOrder(call, id, info, { token: customer.token });
    const url = new URL(payUrl);
    const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), decision: 'declined' });
    const declined = await server.app.inject({ method: 'POST', url: `${url.pathname}/decide`, payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(declined.statusCode, declined.body).toBe(303);
    const read = async () => (await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: orderNo }, { token: customer.token })).data.info;
    expect(await read()).toMatchObject({ payment_status: 'fail', status: 'orderSent' });
    return { id, orderNo, customer, request, read };
  }

  it('should repay a declined ASAP order whose serve time came too close, for the new earliest time', async () => {
    const order = await declinedAsapOrder();
    const served = (await order.read()).servs_time as string;
    // four minutes later the serve time is less than the store's prepare time away (the old rule refused here)
    clock.advance(4);
    const repaid = await call('POST', '/api/delivery/update-payment-method', { order_no: order.orderNo, payment_method: 'momo', servs_time: served }, { token: order.customer.token });
    expect(repaid.data.servs_time > served).toBe(true);
    expect((await order.read()).servs_time).toBe(repaid.data.servs_time);
    // the repay opens a new MoMo payment
    const again = await call('POST', '/api/v2/payment-gateway/payment/', order.request, { token: order.customer.token });
    expect(new URL(again.payment_url).searchParams.get('orderId')).toBe(`${order.orderNo}-2`);
  });

  it('should keep a serve time still far enough and never take the one the app sent', async () => {
    const order = await declinedAsapOrder();
    const served = (await order.read()).servs_time as string;
    const repaid = await call('POST', '/api/delivery/update-payment-method', { order_no: order.orderNo, payment_method: 'momo', servs_time: '2026-11-23 20:00' }, { token: order.customer.token });
    expect(repaid.data.servs_time).toBe(served);
  });

  it('should let the customer switch a declined order to cash, at a time the kitchen can keep', async () => {
    const order = await declinedAsapOrder();
    clock.advance(4);
    const repaid = await call('POST', '/api/delivery/update-payment-method', { order_no: order.orderNo, payment_method: 'cash', servs_time: '2026-11-23 11:45' }, { token: order.customer.token });
    expect(await order.read()).toMatchObject({ payment_status: 'success', e_money_type: 0, servs_time: repaid.data.servs_time });
  });

  it('should close an unpaid wallet order once its payment window is over, and refuse a repay then', async () => {
    const order = await declinedAsapOrder();
    // time_interval_payload is 5 minutes: still open at 4:59
    clock.set('2026-11-23T04:04:59Z');
    expect(await order.read()).toMatchObject({ status: 'orderSent', payment_status: 'fail' });
    clock.set('2026-11-23T04:05:00Z');
    expect(await order.read()).toMatchObject({ status: 'canceled', payment_status: 'fail', cancel_reason_code: CANCEL_REASON_PAYMENT_WINDOW });
    const refused = await call('POST', '/api/delivery/update-payment-method', { order_no: order.orderNo, payment_method: 'momo', servs_time: '2026-11-23 12:00' }, { token: order.customer.token, status: 409 });
    expect(refused).toMatchObject({ code: 'REPAY_NOT_ALLOWED', details: { reason: 'order_closed' } });
  });

  it('should count the payment window from the latest payment opened by a repay', async () => {
    const order = await declinedAsapOrder();
    clock.set('2026-11-23T04:04:00Z');
    await call('POST', '/api/delivery/update-payment-method', { order_no: order.orderNo, payment_method: 'momo', servs_time: '2026-11-23 12:00' }, { token: order.customer.token });
    await call('POST', '/api/v2/payment-gateway/payment/', order.request, { token: order.customer.token });
    clock.set('2026-11-23T04:08:00Z');
    expect((await order.read()).status).toBe('orderSent');
    clock.set('2026-11-23T04:09:00Z');
    expect((await order.read()).status).toBe('canceled');
    const [payment] = await server.db.query<{ status: string }>('select status from payment where order_id = $1 order by attempt desc limit 1', [order.id]);
    expect(payment.status).toBe('superseded');
  });

  it('should never close a cash order or a paid one', async () => {
    phones += 1;
    const customer = await customerWithAddress(server, call, `+8490620000${phones}`);
    const info = orderInfo({ isASAP: true, servsTime: '2026-11-23 11:45', orderTime: '11:45', emoneyType: 0, customerId: customer.id });
    const { id, orderNo } = await insertOrder(call, info, { token: customer.token });
    await confirmOrder(call, id, info, { token: customer.token });
    clock.advance(30);
    const read = await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: orderNo }, { token: customer.token });
    expect(read.data.info.status).not.toBe('canceled');
  });
});
