import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractProblems } from '../../tests/support/contract-validator';
import { startTestServer } from '../../tests/support/server-harness';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';

const line = {
  menucd: 'X',
  menuid: 'X',
  menunm: 'Phở bò',
  price: 65000,
  quantity: 2,
  toppings: [],
  stuckb: 2,
  tax_rate: 8,
  meisaikb: 0,
};

describe('order numbers and delivery info', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function call(url: string, payload: object, expectedStatus = 200, headers: Record<string, string> = {}) {
    const response = await server.app.inject({ method: 'POST', url, payload, headers });
    expect(response.statusCode, response.body).toBe(expectedStatus);
    expect(contractProblems('POST', url, response.statusCode, response.json())).toEqual([]);
    return response.json();
  }

  it('should hand out distinct order numbers', async () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 5; i++) numbers.add((await call('/api/delivery/get-order-no', {})).data[0].get_orderno);
    expect(numbers.size).toBe(5);
  });

  it('should store delivery info and read it back by id and by order number', async () => {
    const orderNo = (await call('/api/delivery/get-order-no', {})).data[0].get_orderno;
    const info = {
      orderNo,
      foods: [line],
      subTotal: 130000,
      total: 130000,
      storeId: 1,
      storeCode: 'S001',
      tencd: 'S001',
      status: 'ordering',
      name: 'Nguyễn Văn A',
      phone: '+84901234567',
      deliveryTo: '135 Nam Kỳ Khởi Nghĩa, Quận 1',
      isASAP: true,
      pickUpAtStore: false,
    };
    const inserted = await call('/api/delivery/insert-delivery-info', { info, lang: 'vi' });
    // the server issues the number: the one the client claims in info.orderNo is not taken
    expect(inserted.data.order_no).not.toBe(orderNo);
    const guest = { 'x-order-capability': inserted.data.order_capability };
    const byId = await call('/api/delivery/get-delivery-info-by-id', { id: inserted.data.id }, 200, guest);
    expect(byId.data.info).toMatchObject({ order_no: inserted.data.order_no, status: 'ordering', store_id: 1, tencd: 'S001', sub_total: 130000, name: 'Nguyễn Văn A', lang: 'vi', isasap: true });
    expect(byId.data.foods[0]).toMatchObject({ menucd: 'X', quantity: 2 });
    const byNumber = await call('/api/delivery/get-delivery-info-by-order-no', { order_no: inserted.data.order_no }, 200, guest);
    expect(byNumber.data.info.id).toBe(inserted.data.id);
    expect(byNumber.deliveryShippingData).toBeNull();
  });

  it('should say an unknown order is not found', async () => {
    const body = await call('/api/delivery/get-delivery-info-by-order-no', { order_no: '000000000' }, 404);
    expect(body.code).toBe('ORDER_NOT_FOUND');
  });
});

describe('persistence of the embedded database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ordering-restart-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  async function start() {
    const db = await openDatabase({ dataDir });
    const migrations = await migrate(db);
    const seeded = await seed(db);
    const app = await buildApp({ db, config: { ...readConfig({}), distDir: '/nonexistent' } });
    return { db, app, migrations, seeded };
  }

  it('should keep orders across a restart and seed only once', async () => {
    const first = await start();
    expect(first.migrations.length).toBeGreaterThan(0);
    expect(first.seeded).toBe(true);
    const inserted = await first.app.inject({ method: 'POST', url: '/api/delivery/insert-delivery-info', payload: { info: { foods: [line], storeId: 1, tencd: 'S001' }, lang: 'ja' } });
    const { id, order_capability: capability } = inserted.json().data;
    await first.app.close();
    await first.db.close();

    const second = await start();
    expect(second.migrations).toEqual([]);
    expect(second.seeded).toBe(false);
    const read = await second.app.inject({ method: 'POST', url: '/api/delivery/get-delivery-info-by-id', payload: { id }, headers: { 'x-order-capability': capability } });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.info.id).toBe(id);
    await second.app.close();
    await second.db.close();
  }, 60_000);
});
