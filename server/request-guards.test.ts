import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractProblems } from '../tests/support/contract-validator';
import { fixedClock, startTestServer } from '../tests/support/server-harness';
import { grantGuestAllowance, MONDAY_0900, orderInfo, phoLine } from './routes/checkout-fixtures';
import { databaseRefusal, MAX_BODY_DEPTH, nestsDeeperThan } from './request-guards';

/** Inputs beyond the database's ranges answer 400 naming the field, never 500. */
describe('request guards', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ clock: fixedClock(MONDAY_0900) });
    // its guest orders are confirmed without the caller: the guest holds the anonymous allowance
    await grantGuestAllowance(server, orderInfo().phone);
  });
  afterAll(() => server.close());

  async function post(url: string, payload: object, headers: Record<string, string> = {}) {
    const response = await server.app.inject({ method: 'POST', url, payload, headers });
    const body = response.json();
    expect(contractProblems('POST', url, response.statusCode, body)).toEqual([]);
    return { status: response.statusCode, body };
  }

  it('should refuse a NUL character with 400 naming the field, in a body and in a query', async () => {
    const menu = await post('/api/delivery/get-master-menu', { brandcd: 'BNSG', storecd: 'a\u0000b', language: 'en' });
    expect(menu).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR', field: 'storecd' } });
    const banners = await server.app.inject({ method: 'GET', url: '/api/v2/banners/?brand_code=a%00b' });
    expect(banners.statusCode).toBe(400);
    expect(banners.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'brand_code' });
  });

  it('should answer fetch-delivery-hubs with its own 400 body (mess) for a store id beyond 32 bits', async () => {
    // the guest who placed the order asks (fetch-delivery-hubs is for the order's owner or capability holder)
    const inserted = await post('/api/delivery/insert-delivery-info', { info: orderInfo(), lang: 'vi' });
    const capability = { 'x-order-capability': inserted.body.data.order_capability as string };
    const hubs = await post('/api/delivery/fetch-delivery-hubs', { order_no: inserted.body.data.order_no, delivery_to: 'Chợ Bến Thành', store_id: 2_147_483_648 }, capability);
    expect(hubs.status).toBe(400);
    expect(hubs.body).toMatchObject({ field: 'store_id', mess: expect.stringContaining('store_id') });
  });

  it('should name the list item whose id is beyond 32 bits', async () => {
    const checked = await post('/api/delivery/check-is-available-promotion', {
      store_code: 'Q1NH',
      promotions: [{ promotion_id: 1, quantity: 1 }, { promotion_id: Number.MAX_SAFE_INTEGER, quantity: 1 }],
    });
    expect(checked).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR', field: 'promotions.1.promotion_id' } });
  });

  it('should refuse a confirmation whose total is beyond 2,147,483,647 dong with 400, not 500', async () => {
    // 400 lines of 99 bowls: 2,574,000,000 dong
    const info = orderInfo({ foods: Array.from({ length: 400 }, () => phoLine(99)) });
    const inserted = await post('/api/delivery/insert-delivery-info', { info, lang: 'vi' });
    expect(inserted.status).toBe(200);
    const total = 400 * 99 * 65_000 + 15_000;
    const confirmed = await post('/api/delivery/update-delivery-info', {
      id: inserted.body.data.id,
      isConfirm: true,
      info: { ...info, status: 'orderSent', gokeikin: total, total },
      lang: 'vi',
    }, { 'x-order-capability': inserted.body.data.order_capability as string });
    expect(confirmed.status).toBe(400);
    expect(confirmed.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'info.gokeikin' });
  });

  it('should name the coordinate too small for the database', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/maps/reverse-geocode?lat=3e-323&lng=106.7&language=vi' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'lat' });
  });

  it('should map a reference to no row to 400 naming the field that holds it', () => {
    const request = { body: { info: { storeId: 424242, foods: [] } }, query: {}, params: {} } as unknown as FastifyRequest;
    const refused = databaseRefusal(
      { code: '23503', message: 'insert or update on table "delivery_order" violates foreign key constraint', detail: 'Key (store_id)=(424242) is not present in table "store".' },
      request,
    );
    expect(refused?.toBody('en')).toMatchObject({ code: 'VALIDATION_ERROR', field: 'info.storeId' });
    expect(refused?.statusCode).toBe(400);
    expect(databaseRefusal(new Error('boom'), request)).toBeUndefined();
    expect(databaseRefusal({ code: '23505' }, request)).toBeUndefined();
  });

  it('should tell a body deeper than the limit from one as deep, without counting brackets inside strings', () => {
    const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    expect(nestsDeeperThan(nested(MAX_BODY_DEPTH), MAX_BODY_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_BODY_DEPTH + 1), MAX_BODY_DEPTH)).toBe(true);
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}","b":"\\"${'{'.repeat(100)}"}`, 2)).toBe(false);
    expect(nestsDeeperThan(`[{"a":[1]},{"b":{"c":[]}}]`, 4)).toBe(false);
    expect(nestsDeeperThan(`[{"a":[1]},{"b":{"c":[]}}]`, 3)).toBe(true);
  });

  it('should refuse a body nested past the limit with 400 BODY_TOO_DEEP before the handler, and name a prototype key', async () => {
    const deep = `{"user_name":"0901234567","password":"x","z":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const refused = await server.app.inject({ method: 'POST', url: '/api/v2/login/', payload: deep, headers: { 'content-type': 'application/json' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BODY_TOO_DEEP', field: 'body', details: { max_depth: MAX_BODY_DEPTH } });
    const poisoned = await server.app.inject({ method: 'POST', url: '/api/delivery/fetch-delivery-hubs', payload: '{"__proto__":{"x":1},"order_no":"1","store_id":1}', headers: { 'content-type': 'application/json' } });
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: '__proto__', mess: expect.stringContaining('__proto__') });
  });
  it('should refuse a field the contract does not define with 400 naming it, as additionalProperties: false says', async () => {
    const login = await post('/api/v2/login/', { user_name: '0901234567', password: 'x', z: [[1]] });
    expect(login).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR', field: 'z' } });
    const otp = await post('/api/v2/otp/send/', { phone: '0901234567', purpose: 'register', lang: 'vi', recaptcha_token: 'a-response', channel: 'sms' });
    expect(otp).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR', field: 'channel' } });
    // the legacy delivery operations' bodies say additionalProperties: true, and an extra field there is taken
    const order = await post('/api/delivery/insert-delivery-info', { info: { ...orderInfo(), coupon_hint: 'x' }, lang: 'vi' });
    expect(order.status).toBe(200);
  });
});
