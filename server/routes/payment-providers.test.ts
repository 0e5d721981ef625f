import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { caller, confirmOrder, insertOrder, MONDAY_0900, orderInfo, type TestServer } from './checkout-fixtures';

const clock = fixedClock(MONDAY_0900);
const TOTAL = 145000;

/**
 * The live MoMo and Payoo clients against the sandbox provider server on the same origin, over HTTP:
 * creation with QR and deeplink, notifications sent server to server, the pay page's time-out, refunds
 * through the providers' refund APIs, /api/health.
 */
describe('payment providers over HTTP (the sandbox as the provider)', () => {
  let server: TestServer;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  async function eMoneyOrder(method: 'momo' | 'payoo') {
    const info = orderInfo({ emoneyType: method === 'momo' ? 1 : 2 });
    const order = await insertOrder(call, info);
    const request = { amount: TOTAL, ship_date: '23/11/2026', order_id: order.id, order_no: order.orderNo, store_name: 'S001', store_code: 'S001', lang: 'vi', payment_method: method };
    const created = await call('POST', '/api/v2/payment-gateway/payment/', request);
    await confirmOrder(call, order.id, info);
    return { ...order, created, url: new URL(created.payment_url as string), request };
  }

  async function press(url: URL, decision: 'paid' | 'declined' | 'cancelled' | 'expired') {
    const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), decision });
    const response = await server.app.inject({ method: 'POST', url: `${url.pathname}/decide`, payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.statusCode, response.body).toBe(303);
    return Object.fromEntries(new URL(response.headers.location as string).searchParams);
  }

  const paymentsOf = (orderId: number) => server.db.query<{ status: string }>('select status from payment where order_id = $1 order by attempt', [orderId]);
  const refundsOf = (orderId: number) => server.db.query<{ amount: number; reason: string; status: string }>('select amount, reason, status from payment_refund where order_id = $1 order by id', [orderId]);
  const readOrder = async (orderNo: string) => (await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: orderNo })).data.info;

  it("should give the client MoMo's QR and deeplink, and record the payment from the IPN alone", async () => {
    const order = await eMoneyOrder('momo');
    expect(order.created.qr_code_url).toBe(order.created.payment_url);
    expect(order.created.deeplink).toMatch(/\/sandbox\/momo\?.*&app=momo$/);
    const again = await call('POST', '/api/v2/payment-gateway/payment-momo/', { order_no: order.orderNo, order_id: order.id, lang: 'vi' });
    expect(again.data.data).toMatchObject({ redirectUrl: order.created.payment_url, qrCodeUrl: order.created.qr_code_url, deeplink: order.created.deeplink });
    await press(order.url, 'paid');
    // no return query, no status poll: the sandbox's IPN over HTTP decided it
    expect(await paymentsOf(order.id)).toEqual([{ status: 'paid' }]);
    expect(await readOrder(order.orderNo)).toMatchObject({ payment_status: 'success' });
  });

  it("should record a Payoo payment from its NotifyData, and refuse a tampered one", async () => {
    const order = await eMoneyOrder('payoo');
    expect(order.created).toMatchObject({ qr_code_url: null, deeplink: null });
    const forged = Buffer.from(JSON.stringify({ ResponseData: JSON.stringify({ OrderNo: `${order.orderNo}-1`, PaymentStatus: 1, MoneyAmount: TOTAL }), Signature: 'A'.repeat(128) })).toString('base64');
    const refused = await call('POST', '/api/v2/payment-gateway/payoo-notify/', { NotifyData: forged }, { status: 400 });
    expect(refused.code).toBe('INVALID_SIGNATURE');
    expect(await paymentsOf(order.id)).toEqual([{ status: 'pending' }]);
    await press(order.url, 'paid');
    expect(await paymentsOf(order.id)).toEqual([{ status: 'paid' }]);
  });

  it('should take a form body only for the Payoo notification', async () => {
    const form = (url: string) =>
      server.app.inject({ method: 'POST', url, payload: new URLSearchParams({ NotifyData: 'e30=' }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const notification = await form('/api/v2/payment-gateway/payoo-notify/');
    expect(notification.statusCode).toBe(400);
    expect(notification.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    const other = await form('/api/v2/payment-gateway/momo-ipn/');
    expect(other.statusCode).toBe(415);
  });

  it('should fail a payment the customer let time out on the pay page', async () => {
    const order = await eMoneyOrder('momo');
    const query = await press(order.url, 'expired');
    expect(query.resultCode).toBe('1005');
    expect(await paymentsOf(order.id)).toEqual([{ status: 'failed' }]);
    const polled = await call('POST', '/api/v2/payment-gateway/payment-momo-status/', { order_no: order.orderNo });
    expect(polled.data.data.errorCode).toBe(-1);
  });

  it('should refuse a pay link whose signature was changed', async () => {
    const order = await eMoneyOrder('momo');
    const tampered = new URL(order.url);
    tampered.searchParams.set('amount', '1000');
    const page = await server.app.inject({ method: 'GET', url: `${tampered.pathname}${tampered.search}` });
    expect(page.statusCode).toBe(400);
  });

  async function cancelForNoDriver(orderId: number) {
    const response = await server.app.inject({ method: 'POST', url: `/sandbox/orders/${orderId}/cancel`, headers: { accept: 'application/json' } });
    expect(response.statusCode, response.body).toBe(200);
  }

  it.each(['momo', 'payoo'] as const)('should refund a paid %s order canceled with reason 99 through the refund API: Request → Completed', async (method) => {
    const order = await eMoneyOrder(method);
    await press(order.url, 'paid');
    await cancelForNoDriver(order.id);
    expect(await refundsOf(order.id)).toEqual([{ amount: TOTAL, reason: 'order_canceled', status: 'Completed' }]);
    expect(await readOrder(order.orderNo)).toMatchObject({ cancel_reason_code: 99, refund_status: 'Completed' });
    const [ledger] = await server.db.query<{ refunded: number }>('select refunded from sandbox_gateway_transaction where provider_order_id = $1', [`${order.orderNo}-1`]);
    expect(ledger.refunded).toBe(TOTAL);
  });

  it.each(['momo', 'payoo'] as const)('should mark the refund Failed when %s answers the refund with a failure', async (method) => {
    const order = await eMoneyOrder(method);
    await press(order.url, 'paid');
    const fault = (outcome: string) =>
      server.app.inject({ method: 'POST', url: '/sandbox/payments/refund-outcome', payload: new URLSearchParams({ provider: method, outcome }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await fault('failure')).statusCode).toBe(200);
    try {
      await cancelForNoDriver(order.id);
    } finally {
      await fault('success');
    }
    expect(await refundsOf(order.id)).toEqual([{ amount: TOTAL, reason: 'order_canceled', status: 'Failed' }]);
    expect(await readOrder(order.orderNo)).toMatchObject({ refund_status: 'Failed' });
  });

  it('should refund a superseded payment that was paid anyway through the provider', async () => {
    const info = orderInfo({ emoneyType: 1 });
    const order = await insertOrder(call, info);
    const link = async (method: 'momo' | 'payoo') =>
      new URL((await call('POST', '/api/v2/payment-gateway/payment/', { amount: TOTAL, ship_date: '23/11/2026', order_id: order.id, order_no: order.orderNo, store_name: 'S001', store_code: 'S001', lang: 'vi', payment_method: method })).payment_url);
    const first = await link('momo');
    const second = await link('payoo');
    await confirmOrder(call, order.id, info);
    await press(second, 'paid');
    await press(first, 'paid');
    expect(await paymentsOf(order.id)).toEqual([{ status: 'refused' }, { status: 'paid' }]);
    expect(await refundsOf(order.id)).toEqual([{ amount: TOTAL, reason: 'superseded', status: 'Completed' }]);
  });

  it('should report each provider as the sandbox, switched on and answering', async () => {
    const health = await call('GET', '/api/health');
    expect(health).toEqual({
      status: 'ok',
      payments: { momo: { mode: 'sandbox', enabled: true, reachable: true }, payoo: { mode: 'sandbox', enabled: true, reachable: true } },
      maps: { mode: 'local', reachable: true },
      sms: { mode: 'sandbox', enabled: true, reachable: true },
      courier: { mode: 'sandbox', enabled: true, reachable: true },
    });
  });
});

describe('a gateway that does not answer', () => {
  let server: TestServer;
  const call = caller(() => server);
  beforeAll(async () => {
    // nothing listens on port 9 of this machine: the "live" MoMo refuses every connection
    server = await startTestServer({
      clock,
      env: { MOMO_ENDPOINT: 'http://127.0.0.1:9', PAYMENTS_PAYOO: 'off', FIREBASE_AUTH_ENDPOINT: 'http://127.0.0.1:9', FIREBASE_JWKS_URL: 'http://127.0.0.1:9/jwk', LALAMOVE_ENDPOINT: 'http://127.0.0.1:9' },
    });
  });
  afterAll(() => server.close());

  it('should answer 502 PAYMENT_GATEWAY_ERROR and report the provider live and unreachable', async () => {
    const info = orderInfo({ emoneyType: 1 });
    const order = await insertOrder(call, info);
    const refused = await call(
      'POST',
      '/api/v2/payment-gateway/payment/',
      { amount: TOTAL, ship_date: '23/11/2026', order_id: order.id, order_no: order.orderNo, store_name: 'S001', store_code: 'S001', lang: 'vi', payment_method: 'momo' },
      { status: 502 },
    );
    expect(refused).toMatchObject({ code: 'PAYMENT_GATEWAY_ERROR', field: 'payment_method' });
    const health = await call('GET', '/api/health');
    expect(health.payments).toEqual({ momo: { mode: 'live', enabled: true, reachable: false }, payoo: { mode: 'sandbox', enabled: false, reachable: false } });
    // the SMS (phone authentication) and courier providers are listed too
    expect(health.sms).toEqual({ mode: 'live', enabled: true, reachable: false });
    expect(health.courier).toEqual({ mode: 'live', enabled: true, reachable: false });
  });

  it('should answer 502 PHONE_AUTH_UNAVAILABLE when the phone authentication provider does not answer', async () => {
    const refused = await call('POST', '/api/v2/otp/send/', { phone: '0908000001', purpose: 'register', lang: 'en', recaptcha_token: 'a-response' }, { status: 502 });
    expect(refused.code).toBe('PHONE_AUTH_UNAVAILABLE');
  });
});
