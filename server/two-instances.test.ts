import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer, recaptchaToken } from '../tests/support/server-harness';
import type { App } from './app';
import { caller, confirmOrder, insertOrder, MONDAY_0900, orderInfo, type TestServer } from './routes/checkout-fixtures';
import { OTP_SENDS_PER_ADDRESS_PER_HOUR, OTP_SENDS_PER_PHONE_PER_HOUR } from './services/otp';

const clock = fixedClock(MONDAY_0900);

/**
 * Two server instances on one database behave as one: each has its own app and caches, and on
 * PostgreSQL (npm run test:pg) its own connection pool, as two processes behind a load balancer would.
 */
describe('two server instances on one database', () => {
  let server: TestServer;
  let other: App;
  const callFirst = caller(() => server);
  const callSecond = caller(() => ({ ...server, app: other }));

  beforeAll(async () => {
    server = await startTestServer({ clock });
    ({ app: other } = await server.startAnotherInstance());
  });
  afterAll(() => server.close());

  const sendCode = async (app: App, phone: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/v2/otp/send/', payload: { phone, purpose: 'register', lang: 'vi', recaptcha_token: await recaptchaToken(app) }, remoteAddress: ip });

  it('should confirm an order once when both instances get the confirmation at the same time', async () => {
    const info = orderInfo();
    const { id, orderNo, accessHeaders } = await insertOrder(callFirst, info);
    const answers = await Promise.all(
      [callFirst, callSecond, callFirst, callSecond, callSecond, callFirst].map((call) => confirmOrder(call, id, info, { headers: accessHeaders })),
    );
    for (const answer of answers) expect(answer).toEqual({ data: { status: 'SUCCESS', id, order_no: orderNo } });
    expect(await server.db.query('select 1 from order_confirmation where order_id = $1', [id])).toHaveLength(1);
    const read = await callSecond('POST', '/api/delivery/get-delivery-info-by-id', { id }, { headers: accessHeaders });
    expect(read.data.info.status).toBe('orderSent');
  });

  it('should give every order a different number when both instances insert at once', async () => {
    const inserted = await Promise.all(
      Array.from({ length: 24 }, (_, index) => (index % 2 === 0 ? callFirst : callSecond)('POST', '/api/delivery/insert-delivery-info', { info: orderInfo(), lang: 'vi' })),
    );
    const ids = inserted.map((answer) => answer.data.id as number);
    const numbers = await server.db.query<{ order_no: string }>('select order_no from delivery_order where id = any($1::int[])', [ids]);
    expect(numbers).toHaveLength(24);
    expect(new Set(numbers.map((row) => row.order_no)).size).toBe(24);
    for (const { order_no } of numbers) expect(order_no).toMatch(/^261123\d{6}$/);
  });

  it('should hold the code sends per phone across both instances', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => sendCode(index % 2 === 0 ? server.app : other, '0908200001', `10.17.1.${index + 1}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(OTP_SENDS_PER_PHONE_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - OTP_SENDS_PER_PHONE_PER_HOUR);
  });

  it('should hold the code sends per client address across both instances', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => sendCode(index % 2 === 0 ? server.app : other, `09082${String(index).padStart(5, '0')}`, '10.17.2.1')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(OTP_SENDS_PER_ADDRESS_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - OTP_SENDS_PER_ADDRESS_PER_HOUR);
  });

  it('should count wrong codes across both instances (the sixth try is refused even when right)', async () => {
    const phone = '0908300001';
    expect((await sendCode(server.app, phone, '10.17.3.1')).statusCode).toBe(200);
    const sms = await other.inject({ method: 'GET', url: `/sandbox/sms?phone=${encodeURIComponent('+84908300001')}`, headers: { accept: 'application/json' } });
    const code = (sms.json() as Array<{ code: string }>)[0].code;
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (app: App, value: string) =>
      app.inject({ method: 'POST', url: '/api/v2/otp/verify/', payload: { phone, purpose: 'register', code: value }, remoteAddress: '10.17.3.1' });
    const tries = await Promise.all(Array.from({ length: 5 }, (_, index) => verify(index % 2 === 0 ? server.app : other, wrong)));
    for (const answer of tries) expect(answer.statusCode).toBe(400);
    const right = await verify(other, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('INVALID_OTP');
  });

  it('should write each lifecycle step once when both instances read the order as it falls due', async () => {
    const info = orderInfo();
    const { id, accessHeaders } = await insertOrder(callFirst, info);
    await confirmOrder(callFirst, id, info, { headers: accessHeaders });
    clock.advance(6);
    try {
      await Promise.all(
        [callFirst, callSecond, callFirst, callSecond].map((call) => call('POST', '/api/delivery/get-delivery-info-by-id', { id }, { headers: accessHeaders })),
      );
    } finally {
      clock.advance(-6);
    }
    const steps = await server.db.query<{ status: string }>('select status from delivery_shipping where order_id = $1', [id]);
    expect(steps.length).toBeGreaterThan(0);
    expect(new Set(steps.map((step) => step.status)).size).toBe(steps.length);
  });
});
