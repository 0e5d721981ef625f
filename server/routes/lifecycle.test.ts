import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { caller, confirmOrder, insertOrder, MONDAY_0900, orderInfo, type TestServer } from './checkout-fixtures';

const clock = fixedClock(MONDAY_0900);

describe('order lifecycle', () => {
  let server: TestServer;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  const read = async (orderNo: string) => call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: orderNo });

  it('should advance a delivery order on its schedule and survive a new server on the same database', async () => {
    clock.set(MONDAY_0900);
    // a serve time 40 minutes away: cooking starts at serve time - prepare time, at once
    const info = orderInfo({ isASAP: true, servsTime: '2026-11-23 10:00' });
    const { id, orderNo } = await insertOrder(call, info);
    await confirmOrder(call, id, info);
    expect((await read(orderNo)).data.info.status).toBe('orderSent');
    clock.advance(2);
    let body = await read(orderNo);
    expect(body.data.info.status).toBe('accepted');
    expect(body.deliveryShippingData).toMatchObject({ status: 'ready_delivery' });
    clock.advance(3);
    expect((await read(orderNo)).deliveryShippingData.status).toBe('finding_partner');

    // another server process on the same database continues where this one left off
    // (with the same public origin, as every process of one service has: the courier is its sandbox)
    const { port } = server.app.server.address() as AddressInfo;
    const app = await buildApp({ db: server.db, config: { ...readConfig({ PUBLIC_ORIGIN: `http://127.0.0.1:${port}` }), distDir: '/nonexistent' }, clock });
    await app.ready();
    try {
      clock.advance(20);
      const response = await app.inject({ method: 'POST', url: '/api/delivery/get-delivery-info-by-order-no', payload: { order_no: orderNo } });
      body = response.json();
      expect(body.data.info.status).toBe('ready');
      expect(body.deliveryShippingData.status).toBe('delivering');
      clock.advance(60);
      body = (await app.inject({ method: 'POST', url: '/api/delivery/get-delivery-info-by-order-no', payload: { order_no: orderNo } })).json();
      expect(body.data.info.status).toBe('completed');
      expect(body.deliveryShippingData.status).toBe('completed');
    } finally {
      await app.close();
    }
  });

  it('should wait for the payment of an e-money order before it advances', async () => {
    clock.set(MONDAY_0900);
    const info = orderInfo({ emoneyType: 1, pickUpAtStore: true, deliveryLocation: null, deliveryFee: 0 });
    const { id, orderNo } = await insertOrder(call, info);
    await confirmOrder(call, id, info);
    // cooking would start at once for a cash order; an unpaid one stays sent for its whole payment window (5 minutes)
    clock.advance(4);
    expect((await read(orderNo)).data.info.status).toBe('orderSent');
  });

  it('should let the sandbox advance, move, cancel with reason 99 and settle the refund', async () => {
    clock.set(MONDAY_0900);
    const info = orderInfo();
    const { id, orderNo } = await insertOrder(call, info);
    await confirmOrder(call, id, info);
    const post = (path: string, payload?: object) =>
      server.app.inject({ method: 'POST', url: `/sandbox/orders/${id}${path}`, payload, headers: { accept: 'application/json' } });
    expect((await post('/advance')).statusCode).toBe(200);
    expect((await read(orderNo)).data.info.status).toBe('accepted');
    expect((await post('/move', { store_code: 'S002' })).statusCode).toBe(200);
    let body = await read(orderNo);
    expect(body.data.info).toMatchObject({ new_store_code: 'S002', new_store_name: 'Bếp Nhà Sài Gòn – Lê Văn Sỹ', old_store_name: 'Bếp Nhà Sài Gòn – Nguyễn Huệ', tencd: 'S002' });
    // a paid e-money order gets a refund request when no driver is found
    await server.db.query(`update delivery_order set info = info || '{"emoneyType": 1}'::jsonb where id = $1`, [id]);
    expect((await post('/cancel')).statusCode).toBe(200);
    body = await read(orderNo);
    expect(body.data.info).toMatchObject({ status: 'canceled', cancel_reason_code: 99, refund_status: 'Request' });
    expect(body.deliveryShippingData.status).toBe('request_cancelled');
    expect((await post('/advance')).statusCode).toBe(409);
    const refund = await server.app.inject({ method: 'POST', url: `/sandbox/orders/${id}/refund?result=Completed`, headers: { accept: 'application/json' } });
    expect(refund.statusCode).toBe(200);
    expect((await read(orderNo)).data.info.refund_status).toBe('Completed');
    const page = await server.app.inject({ method: 'GET', url: '/sandbox/orders' });
    expect(page.body).toContain(orderNo);
  });
});
