/**
 * npm run bench -- --account: the account lists of a customer with 1,000 orders, on PGlite in process.
 */
import { Temporal } from 'temporal-polyfill';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seed } from '../server/db/seed';
import { hashPassword } from '../server/services/passwords';

/** Milliseconds at the given quantile of sorted timings. */
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/**
 * A customer with 1,000 orders (one every 90 minutes back from a Monday 09:00) opens the order
 * lists: get-user-order first and last page, get-order-history's default range, and the menu with the
 * favourites overlay, each asked 100 times one after another through the app on a fresh PGlite database.
 */
export async function accountLists() {
  const db = await openDatabase({});
  await migrate(db);
  await seed(db);
  const now = Temporal.Instant.from('2026-11-23T02:00:00Z');
  const app = await buildApp({ db, config: { ...readConfig({}), distDir: '/nonexistent' }, clock: () => now });
  const [{ id: customerId }] = await db.query<{ id: number }>(
    `insert into customer (phone, full_name, password_hash, created_at) values ('+84906999999', 'Bench', $1, now()) returning id`,
    [await hashPassword('secret-123')],
  );
  await db.query(
    `insert into delivery_order (order_no, status, payment_status, cus_id, tencd, lang, info, foods, created_at, updated_at)
     select 'B' || n, 'completed', 'success', $1, 'S001', 'vi',
            jsonb_build_object('name', 'Bench', 'phone', '+84906999999', 'deliveryTo', '135 Nam Kỳ Khởi Nghĩa', 'subTotal', 65000, 'deliveryFee', 15000),
            '[{"menucd": "PHO001", "menunm": "Phở bò tái", "price": 65000, "quantity": 1}]'::jsonb,
            $2::timestamptz - make_interval(mins => 90 * n), $2::timestamptz - make_interval(mins => 90 * n)
       from generate_series(0, 999) as n`,
    [customerId, now.toString()],
  );
  await db.query('analyze delivery_order');
  const login = await app.inject({ method: 'POST', url: '/api/v2/login/', payload: { user_name: '+84906999999', password: 'secret-123' } });
  const authorization = `Bearer ${login.json().access}`;
  await app.inject({
    method: 'POST', url: '/api/delivery/set-favorite-menu', headers: { authorization },
    payload: { brandCode: 'BNSG', storeCode: 'S001', customerId, menucd: ['PHO001', 'PHO002'] },
  });
  const calls = [
    { name: 'get-user-order page 1', url: '/api/delivery/get-user-order', payload: { user_id: customerId, tab: 'all', page: 1, size: 20 } },
    { name: 'get-user-order page 50', url: '/api/delivery/get-user-order', payload: { user_id: customerId, tab: 'all', page: 50, size: 20 } },
    { name: 'get-order-history 30 days', url: '/api/delivery/get-order-history', payload: { user_id: customerId } },
    { name: 'get-master-menu + favourites', url: '/api/delivery/get-master-menu', payload: { brandcd: 'BNSG', storecd: 'S001', bumoncd: '', bunruicd: '', language: 'vi' } },
  ];
  console.log('Account lists of a customer with 1,000 orders (PGlite, in process, 100 requests each, one at a time; budget 200 ms)');
  for (const call of calls) {
    const timings: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const started = performance.now();
      const response = await app.inject({ method: 'POST', url: call.url, headers: { authorization }, payload: call.payload });
      timings.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`${call.name}: ${response.statusCode} ${response.body}`);
    }
    timings.sort((a, b) => a - b);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(`  ${call.name.padEnd(30)} p50 ${ms(quantile(timings, 0.5))}  p99 ${ms(quantile(timings, 0.99))}  max ${ms(timings.at(-1)!)}`);
  }
  await app.close();
  await db.close();
}
