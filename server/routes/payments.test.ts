import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { caller, confirmOrder, insertOrder, MONDAY_0900, orderInfo, type TestServer } from './checkout-fixtures';

const clock = fixedClock(MONDAY_0900);

describe('payments through the sandbox gateways', () => {
  let server: TestServer;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  /** An e-money order as the checkout sends it: payment URL first, then the confirmation. */
  async function eMoneyOrder(method: 'momo' | 'payoo') {
    const info = orderInfo({ emoneyType: method === 'momo' ? 1 : 2 });
    const { id, orderNo } = await insertOrder(call, info);
    const request = { amount: 145000, ship_date: '23/11/2026', order_id: id, order_no: orderNo, store_name: 'S001', store_code: 'S001', lang: 'vi', payment_method: method };
    const { payment_url: url } = await call('POST', '/api/v2/payment-gateway/payment/', request);
    await confirmOrder(call, id, info);
    return { id, orderNo, url: new URL(url), request };
  }

  /** Presses a button on the sandbox page; answers the /payment-result query the browser is sent to. */
  async function decide(url: URL, decision: 'paid' | 'declined' | 'cancelled') {
    const page = await server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('145,000');
    const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), decision });
    const response = await server.app.inject({
      method: 'POST',
      url: `${url.pathname}/decide`,
      payload: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode, response.body).toBe(303);
    const location = new URL(response.headers.location as string);
    expect(location.pathname).toBe('/payment-result');
    return Object.fromEntries(location.searchParams);
  }

  const check = (order: { id: number; orderNo: string }, method: string, extra: object = {}, status = 200) =>
    call('POST', '/api/v2/payment-gateway/check-payment/', { order_id: order.id, order_no: order.orderNo, store_name: 'S001', store_code: 'S001', lang: 'vi', payment_method: method, ...extra }, { status });

  it('should pay with MoMo: signed return, recorded decision, QR poll sees it', async () => {
    const order = await eMoneyOrder('momo');
    expect(order.url.pathname).toBe('/sandbox/momo');
    const before = await call('POST', '/api/v2/payment-gateway/payment-momo-status/', { order_no: order.orderNo });
    expect(before.data.data.errorCode).toBe(1000);
    const unpaid = await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: order.orderNo });
    expect(unpaid.data.info.payment_status).toBe('unpaid');

    const query = await decide(order.url, 'paid');
    expect(Object.keys(query)).toEqual(['partnerCode', 'orderId', 'requestId', 'amount', 'orderInfo', 'orderType', 'transId', 'resultCode', 'message', 'payType', 'responseTime', 'extraData', 'signature']);
    expect(query).toMatchObject({ resultCode: '0', amount: '145000', orderId: `${order.orderNo}-1` });

    const tampered = await check(order, 'momo', { return_query: { ...query, amount: '1000' } }, 400);
    expect(tampered.code).toBe('INVALID_SIGNATURE');
    const checked = await check(order, 'momo', { return_query: query });
    expect(checked.data).toMatchObject({ payment_status: 'success', charged: true });
    const polled = await call('POST', '/api/v2/payment-gateway/payment-momo-status/', { order_no: order.orderNo });
    expect(polled.data.data).toMatchObject({ errorCode: 0, transId: query.transId });
    const read = await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: order.orderNo });
    expect(read.data.info).toMatchObject({ payment_status: 'success', e_money: 145000, e_money_type: 1 });
  });

  it('should not trust the browser: a declined MoMo payment stays failed whatever the return says', async () => {
    const order = await eMoneyOrder('momo');
    const query = await decide(order.url, 'declined');
    expect(query.resultCode).toBe('1001');
    const forged = await check(order, 'momo', { return_query: { ...query, resultCode: '0' } }, 400);
    expect(forged.code).toBe('INVALID_SIGNATURE');
    const checked = await check(order, 'momo');
    expect(checked.data).toMatchObject({ payment_status: 'fail', charged: false });
    const polled = await call('POST', '/api/v2/payment-gateway/payment-momo-status/', { order_no: order.orderNo });
    expect(polled.data.data.errorCode).toBe(-1);
  });

  it('should refuse a forged MoMo notification and accept a signed one once', async () => {
    const order = await eMoneyOrder('momo');
    const bad = await call('POST', '/api/v2/payment-gateway/momo-ipn/', { partnerCode: 'MOMOSANDBOX2025', orderId: `${order.orderNo}-1`, resultCode: 0, signature: 'f'.repeat(64) }, { status: 400 });
    expect(bad.code).toBe('INVALID_SIGNATURE');
    const query = await decide(order.url, 'paid');
    await call('POST', '/api/v2/payment-gateway/momo-ipn/', query, { status: 204 });
    const payments = await server.db.query('select status from payment where order_id = $1', [order.id]);
    expect(payments).toEqual([{ status: 'paid' }]);
  });

  it('should make one payment when the payment URL is requested twice', async () => {
    const order = await eMoneyOrder('momo');
    const again = await call('POST', '/api/v2/payment-gateway/payment/', order.request);
    expect(new URL(again.payment_url).searchParams.get('orderId')).toBe(order.url.searchParams.get('orderId'));
    const rows = await server.db.query('select id from payment where order_id = $1', [order.id]);
    expect(rows).toHaveLength(1);
  });

  it('should record a cancelled Payoo payment', async () => {
    const order = await eMoneyOrder('payoo');
    expect(order.url.pathname).toBe('/sandbox/payoo');
    const query = await decide(order.url, 'cancelled');
    expect(query).toMatchObject({ status: '-1', order_no: `${order.orderNo}-1` });
    expect(Object.keys(query)).toEqual(['session', 'order_no', 'status', 'errorcode', 'errormsg', 'checksum']);
    const checked = await check(order, 'payoo', { return_query: query });
    expect(checked.data).toMatchObject({ payment_status: 'fail', payment_message: 'cancelled', charged: false });
    const polled = await call('POST', '/api/v2/payment-gateway/payment-payoo-status/', { order_no: order.orderNo, orderId: query.order_no, purchaseDate: '20261123090000' });
    expect(polled.data.data.errorCode).toBe(-2);
  });

  it('should let only the owner repay, and a repay opens a new payment', async () => {
    const order = await eMoneyOrder('payoo');
    await decide(order.url, 'declined');
    const refused = await call('POST', '/api/delivery/update-payment-method', { order_no: order.orderNo, payment_method: 'momo', servs_time: '2026-11-23 12:00' }, { status: 403 });
    expect(refused.code).toBe('REPAY_NOT_ALLOWED');
  });

  it('should answer the payment URL of a Payoo order with paymentPayoo', async () => {
    const info = orderInfo({ emoneyType: 2 });
    const { orderNo } = await insertOrder(call, info);
    const created = await call('POST', '/api/v2/payment-gateway/payment-payoo/', { order_no: orderNo, lang: 'en' });
    expect(created.data.data).toMatchObject({ errorCode: 0, orderId: `${orderNo}-1` });
    expect(created.data.data.redirectUrl).toContain('/sandbox/payoo?');
  });
});
