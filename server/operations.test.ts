import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue } from '../tests/support/prometheus-text';
import { fixedClock, startTestServer, recaptchaToken } from '../tests/support/server-harness';
import { buildApp, REQUEST_ID_HEADER, requestLogging } from './app';
import { readConfig } from './config';
import type { Database } from './db/database';
import { buildOperationsApp } from './operations';
import { caller, confirmOrder, insertOrder, MONDAY_0900, orderInfo, phoLine, type TestServer } from './routes/checkout-fixtures';

const clock = fixedClock(MONDAY_0900);
// an ASAP delivery: the lifecycle books the courier 5 minutes after confirmation (2 then 3 minutes)
const asap = { isASAP: true, servsTime: '2026-11-23 10:00' };
const TOTAL = 145000;

describe('operations: metrics, liveness and readiness', () => {
  let server: TestServer;
  const call = caller(() => server);
  // a fresh database and app take seconds, and a minute on a loaded machine
  beforeAll(async () => {
    server = await startTestServer({ clock });
  }, 180_000);
  afterAll(() => server.close());

  const operations = (db: Pick<Database, 'query'> = server.db) => buildOperationsApp({ metrics: server.app.metrics.registry, db });
  async function scrape() {
    const ops = await operations();
    try {
      const response = await ops.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return parsePrometheusText(response.body);
    } finally {
      await ops.close();
    }
  }

  it('should count an order, its payment, its courier booking and a code sent, and time the requests by route', async () => {
    // a cash delivery, confirmed twice (the second answers the first confirmation)
    const info = orderInfo(asap);
    const cash = await insertOrder(call, info);
    await confirmOrder(call, cash.id, info);
    await confirmOrder(call, cash.id, info);
    // its courier is booked when the delivery step comes (the lifecycle runs on reads)
    for (const minutes of [2, 3]) {
      clock.advance(minutes);
      await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: cash.orderNo });
    }
    // a MoMo order, paid on the sandbox's page
    clock.set(MONDAY_0900);
    const momoInfo = orderInfo({ ...asap, emoneyType: 1 });
    const momo = await insertOrder(call, momoInfo);
    const created = await call('POST', '/api/v2/payment-gateway/payment/', {
      amount: TOTAL, ship_date: '23/11/2026', order_id: momo.id, order_no: momo.orderNo, store_name: 'S001', store_code: 'S001', lang: 'vi', payment_method: 'momo',
    });
    await confirmOrder(call, momo.id, momoInfo);
    const url = new URL(created.payment_url as string);
    const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), decision: 'paid' });
    const paid = await server.app.inject({ method: 'POST', url: `${url.pathname}/decide`, payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(paid.statusCode, paid.body).toBe(303);
    // a refused confirmation: the prices the client sent are not the menu's
    const stale = orderInfo({ ...asap, foods: [phoLine(2, 60000)] });
    const refused = await insertOrder(call, stale);
    expect((await confirmOrder(call, refused.id, stale, { status: 409 })).code).toBe('INVALID_ORDER');
    await call('POST', '/api/v2/otp/send/', { phone: '0901000091', purpose: 'register', lang: 'en', recaptcha_token: await recaptchaToken(server.app) });
    // a reCAPTCHA response the sandbox provider never gave: counted apart, for the operator's alert
    await call('POST', '/api/v2/otp/send/', { phone: '0901000092', purpose: 'register', lang: 'en', recaptcha_token: 'not-from-the-widget' }, { status: 400 });

    const metrics = await scrape();
    expect(sampleValue(metrics, 'orders_confirmed_total', { outcome: 'confirmed' })).toBe(2);
    expect(sampleValue(metrics, 'orders_confirmed_total', { outcome: 'repeated' })).toBe(1);
    expect(sampleValue(metrics, 'orders_confirmed_total', { outcome: 'refused' })).toBe(1);
    expect(sampleValue(metrics, 'payments_total', { provider: 'momo', outcome: 'opened' })).toBe(1);
    expect(sampleValue(metrics, 'payments_total', { provider: 'momo', outcome: 'paid' })).toBe(1);
    expect(sampleValue(metrics, 'courier_bookings_total', { provider: 'lalamove', outcome: 'booked' })).toBe(1);
    expect(sampleValue(metrics, 'otp_sends_total', { purpose: 'register', outcome: 'sent' })).toBe(1);
    expect(sampleValue(metrics, 'otp_sends_total', { purpose: 'register', outcome: 'unverified' })).toBe(1);

    const latency = metrics.get('http_request_duration_seconds');
    expect(latency?.type).toBe('histogram');
    const confirmations = { method: 'POST', route: '/api/delivery/update-delivery-info', status_code: '200' };
    expect(sampleValue(metrics, 'http_request_duration_seconds_count', confirmations)).toBe(3);
    expect(sampleValue(metrics, 'http_request_duration_seconds_bucket', { ...confirmations, le: '+Inf' })).toBe(3);
    expect(sampleValue(metrics, 'http_request_duration_seconds_sum', confirmations)).toBeGreaterThan(0);
    // routes by their pattern: no label carries an order number or an id
    const routes = new Set(latency!.samples.map((sample) => sample.labels.route));
    expect([...routes].filter((route) => route.includes(momo.orderNo) || /\/\d+(\/|$)/.test(route))).toEqual([]);
  });

  it('should answer liveness whatever the database does', async () => {
    const ops = await operations({ query: async () => Promise.reject(new Error('connection refused')) });
    const live = await ops.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    await ops.close();
  });

  it('should fail readiness while the database is down and recover after', async () => {
    let down = false;
    const db: Pick<Database, 'query'> = {
      query: (sql, params) => (down ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) : server.db.query(sql, params)),
    };
    const ops = await operations(db);
    const ready = () => ops.inject({ method: 'GET', url: '/health/ready' });
    try {
      expect((await ready()).json()).toEqual({ status: 'ready', database: 'reachable', pending_migrations: [] });
      down = true;
      const failing = await ready();
      expect(failing.statusCode).toBe(503);
      expect(failing.json()).toEqual({ status: 'not_ready', database: 'unreachable', error: 'connect ECONNREFUSED 127.0.0.1:5432' });
      down = false;
      expect((await ready()).statusCode).toBe(200);
    } finally {
      await ops.close();
    }
  });

  it('should fail readiness while a migration of this build is not applied', async () => {
    const ops = await operations();
    const [last] = await server.db.query<{ version: string }>('select version from schema_migration order by version desc limit 1');
    try {
      await server.db.query('delete from schema_migration where version = $1', [last.version]);
      const pending = await ops.inject({ method: 'GET', url: '/health/ready' });
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toEqual({ status: 'not_ready', database: 'reachable', pending_migrations: [last.version] });
    } finally {
      await server.db.query('insert into schema_migration (version) values ($1)', [last.version]);
    }
    expect((await ops.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    await ops.close();
  });

  it('should write JSON lines that carry the request id and no bearer token', async () => {
    const lines: string[] = [];
    const app = await buildApp({ db: server.db, config: { ...readConfig({}), distDir: '/nonexistent' }, logger: { stream: { write: (line) => void lines.push(line) } } });
    try {
      const given = await app.inject({ method: 'GET', url: '/api/v2/customer/1/profile/', headers: { authorization: 'Bearer secret-token-value', [REQUEST_ID_HEADER]: 'lb-1234' } });
      expect(given.headers[REQUEST_ID_HEADER]).toBe('lb-1234');
      const fresh = await app.inject({ method: 'GET', url: '/api/health' });
      const freshId = fresh.headers[REQUEST_ID_HEADER] as string;
      expect(freshId).toMatch(/^[0-9a-f-]{36}$/);

      const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; req?: { headers?: Record<string, string> }; res?: { statusCode: number } });
      expect(entries.length).toBeGreaterThanOrEqual(4);
      expect(entries.every((entry) => entry.reqId === 'lb-1234' || entry.reqId === freshId)).toBe(true);
      expect(entries.filter((entry) => entry.reqId === 'lb-1234').length).toBeGreaterThanOrEqual(2);
      const incoming = entries.find((entry) => entry.reqId === 'lb-1234' && entry.req);
      expect(incoming?.req?.headers?.authorization).toBe('[Redacted]');
      expect(lines.join('')).not.toContain('secret-token-value');
    } finally {
      await app.close();
    }
  });
});

describe('request logs and the operations port', () => {
  it('should open the operations port on 127.0.0.1 when METRICS_PORT is set, never with off, nor by default outside production', () => {
    expect(readConfig({}).operations).toBeNull();
    expect(readConfig({ METRICS_PORT: '9500' }).operations).toEqual({ port: 9500, host: '127.0.0.1' });
    expect(readConfig({ METRICS_PORT: '9500', METRICS_HOST: '10.0.0.5' }).operations).toEqual({ port: 9500, host: '10.0.0.5' });
    expect(readConfig({ METRICS_PORT: 'off' }).operations).toBeNull();
    expect(() => readConfig({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
  });

  it('should log requests by default in production only, LOG_REQUESTS deciding otherwise', () => {
    expect(requestLogging({ NODE_ENV: 'production' })).toBe(true);
    expect(requestLogging({ NODE_ENV: 'production', LOG_REQUESTS: '0' })).toBe(false);
    expect(requestLogging({})).toBe(false);
    expect(requestLogging({ LOG_REQUESTS: '1' })).toBe(true);
  });

});
