/**
 * The queries one order costs on the hot path (orders per second). A confirmation reads the
 * catalogue through the catalogue cache, so its count stays small; a regression that reads stores,
 * settings, menu or toppings from the database again breaks the bound here.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { caller, MONDAY_0900, orderInfo, type TestServer } from './checkout-fixtures';

/** A Database that records every statement run through it or its transactions, and each transaction's begin and commit. */
function countingDatabase(db: Database) {
  const statements: string[] = [];
  const counted = (q: Queryable): Queryable => ({
    query(sql, params) {
      statements.push(sql.replace(/\s+/g, ' ').trim());
      return q.query(sql, params);
    },
  });
  const wrapped: Database = {
    ...db,
    kind: db.kind,
    query: counted(db).query,
    exec: (sql) => db.exec(sql),
    transaction: (work) =>
      db.transaction(async (tx) => {
        statements.push('begin');
        const result = await work(counted(tx));
        statements.push('commit');
        return result;
      }),
    close: () => db.close(),
  };
  return { db: wrapped, statements };
}

describe('queries per order', () => {
  let server: TestServer;
  let counting: ReturnType<typeof countingDatabase>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const clock = fixedClock(MONDAY_0900);
  const call = caller(() => ({ ...server, app }));

  beforeAll(async () => {
    server = await startTestServer({ clock });
    counting = countingDatabase(server.db);
    app = await buildApp({ db: counting.db, config: { ...readConfig({}), distDir: '/nonexistent' }, clock });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  /** The order notifications' read of a changed order (server/services/push-notifications.ts). */
  const NOTIFICATION_READ = /^select o\.id, o\.order_no, o\.status, o\.lang\b/;

  async function placeOrder() {
    counting.statements.length = 0;
    const inserted = await call('POST', '/api/delivery/insert-delivery-info', { info: orderInfo(), lang: 'vi' });
    const insertQueries = counting.statements.splice(0);
    await call('POST', '/api/delivery/update-delivery-info', {
      id: inserted.data.id,
      isConfirm: true,
      lang: 'vi',
      info: { ...orderInfo(), status: 'orderSent', start_time_check_out: '2026-11-23T02:00:00Z', start_time_payment: '2026-11-23T02:01:00Z' },
    });
    // the notifications' read follows the change through LISTEN, not the request: it is waited for
    await vi.waitFor(() => expect(counting.statements.some((sql) => NOTIFICATION_READ.test(sql))).toBe(true));
    return { insertQueries, confirmQueries: counting.statements.splice(0) };
  }

  it('should insert and confirm a guest delivery order in 1 + 7 round trips once the catalogue is cached, and notify with 1 read', async () => {
    await placeOrder(); // the first order fills the catalogue cache
    const { insertQueries, confirmQueries } = await placeOrder();
    if (process.env.PRINT_QUERIES) console.log([...insertQueries, '---', ...confirmQueries].join('\n'));
    // the order number is drawn in the insert
    expect(insertQueries).toHaveLength(1);
    // Each process's order notifications read the changed order once, whatever process changed it (they hear the
    // change as the status streams do, through LISTEN): not the request's, but a round trip per change all the same.
    const notificationReads = confirmQueries.filter((sql) => NOTIFICATION_READ.test(sql));
    expect(notificationReads).toHaveLength(1);
    // the order as its access check reads it, the catalogue version, then one transaction: the order's lock with the
    // confirmation, its payments' locks, the order's update (its first lifecycle step with it); the delivery place is kept
    const requestQueries = confirmQueries.filter((sql) => !notificationReads.includes(sql));
    expect(requestQueries).toHaveLength(7);
    expect(requestQueries.filter((sql) => /^select\b.*\bfrom delivery_order\b/.test(sql) && !sql.includes('for update'))).toHaveLength(1);
    expect(confirmQueries.filter((sql) => /\b(store|setting|menu_item|topping_item|topping_group)\b/.test(sql) && !sql.includes('left join store'))).toEqual([]);
  });

  it('should see a dish whose price changed or that sold out at the next confirmation, though the catalogue is cached', async () => {
    await placeOrder();
    await server.db.query(`update menu_item set baika = 70000 where menucd = 'PHO001'`);
    const repriced = await call('POST', '/api/delivery/insert-delivery-info', { info: orderInfo(), lang: 'vi' });
    const refused = await call('POST', '/api/delivery/update-delivery-info', { id: repriced.data.id, isConfirm: true, lang: 'vi', info: { ...orderInfo(), status: 'orderSent' } }, { status: 409 });
    expect(refused).toMatchObject({ code: 'INVALID_ORDER', details: { changed_items: [expect.objectContaining({ menucd: 'PHO001' })] } });

    await server.db.query(`update menu_item set baika = 65000, soldout = true where menucd = 'PHO001'`);
    const soldOut = await call('POST', '/api/delivery/insert-delivery-info', { info: orderInfo(), lang: 'vi' });
    const body = await call('POST', '/api/delivery/update-delivery-info', { id: soldOut.data.id, isConfirm: true, lang: 'vi', info: { ...orderInfo(), status: 'orderSent' } }, { status: 400 });
    expect(body).toMatchObject({ code: 'EMPTY_ORDER' });
    await server.db.query(`update menu_item set soldout = false where menucd = 'PHO001'`);
  });

  it('should see a setting switched at the next confirmation, though the catalogue is cached', async () => {
    await placeOrder();
    await server.db.query(`update setting set value = 'false' where code = 'useFeatureDeliveryFee'`);
    const inserted = await call('POST', '/api/delivery/insert-delivery-info', { info: orderInfo(), lang: 'vi' });
    const body = await call('POST', '/api/delivery/update-delivery-info', { id: inserted.data.id, isConfirm: true, lang: 'vi', info: { ...orderInfo(), status: 'orderSent' } }, { status: 409 });
    expect(body).toMatchObject({ code: 'INVALID_ORDER', details: { delivery_fee: expect.anything() } });
    await server.db.query(`update setting set value = 'true' where code = 'useFeatureDeliveryFee'`);
  });
});
