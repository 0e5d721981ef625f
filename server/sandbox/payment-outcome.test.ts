import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import {
  caller,
  confirmOrder,
  insertOrder,
  MONDAY_0900,
  orderInfo,
  type TestServer,
} from '../routes/checkout-fixtures';

const clock = fixedClock(MONDAY_0900);

describe('the next payment outcome chosen in the sandbox', () => {
  let server: TestServer;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  async function paymentUrl(method: 'momo' | 'payoo') {
    const info = orderInfo({ emoneyType: method === 'momo' ? 1 : 2 });
    const { id, orderNo } = await insertOrder(call, info);
    const request = {
      amount: 145000,
      ship_date: '23/11/2026',
      order_id: id,
      order_no: orderNo,
      store_name: 'S001',
      store_code: 'S001',
      lang: 'vi',
      payment_method: method,
    };
    const { payment_url: url } = await call('POST', '/api/v2/payment-gateway/payment/', request);
    await confirmOrder(call, id, info);
    return new URL(url);
  }

  async function choose(outcome: string) {
    const page = await server.app.inject({
      method: 'GET',
      url: '/sandbox/faults',
      headers: { accept: 'application/json' },
    });
    const cookie = String(page.headers['set-cookie']).split(';')[0];
    const chosen = await server.app.inject({
      method: 'POST',
      url: '/sandbox/faults/outcome',
      headers: { cookie, accept: 'application/json' },
      payload: { outcome },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    return cookie;
  }

  it('should decide the gateway page by itself, once, for the browser that chose', async () => {
    const cookie = await choose('payment.declined');
    const url = await paymentUrl('momo');
    const strangers = await server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(strangers.statusCode).toBe(200);

    const decided = await server.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { cookie },
    });
    expect(decided.statusCode, decided.body).toBe(303);
    const result = new URL(decided.headers.location as string);
    expect(result.pathname).toBe('/payment-result');
    expect(result.searchParams.get('resultCode')).toBe('1001');

    const next = await paymentUrl('payoo');
    const page = await server.app.inject({ method: 'GET', url: `${next.pathname}${next.search}`, headers: { cookie } });
    expect(page.statusCode).toBe(200);
  });

  it('should answer Payoo as Payoo does', async () => {
    const cookie = await choose('payment.cancelled');
    const url = await paymentUrl('payoo');
    const decided = await server.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { cookie },
    });
    expect(decided.statusCode, decided.body).toBe(303);
    expect(new URL(decided.headers.location as string).searchParams.get('status')).toBe('-1');
  });
});
