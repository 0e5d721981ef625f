import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { caller, confirmOrder, customerWithAddress, insertOrder, MONDAY_0900, orderInfo, phoLine, type TestServer } from './checkout-fixtures';

/** Monday 2026-11-23 09:00 in Ho Chi Minh City: "today" is 20261123 for the server. */
const clock = fixedClock(MONDAY_0900);

const favourites = (customerId: number, extra: object = {}) => ({ brandCode: 'BNSG', storeCode: 'S001', customerId, ...extra });
const menuRequest = { brandcd: 'BNSG', storecd: 'S001', bumoncd: '', bunruicd: '', language: 'vi' };

/**
 * Plants `count` sent orders of a customer straight into the table, one an hour back from `newest`
 * (the API's order flow is tested elsewhere; lists only read these columns).
 */
async function plantOrders(server: TestServer, customerId: number, count: number, newest = '2026-11-23T01:00:00Z', status = 'orderSent') {
  await server.db.query(
    `insert into delivery_order (order_no, status, payment_status, cus_id, tencd, lang, info, foods, created_at, updated_at)
     select 'P' || $1::int || '-' || n, $4, 'success', $1, 'S001', 'vi',
            jsonb_build_object('name', 'Nguyễn Văn A', 'phone', '+84901234567', 'deliveryTo', '135 Nam Kỳ Khởi Nghĩa', 'servsTime', '2026-11-20 12:00',
                               'subTotal', 65000, 'deliveryFee', 15000, 'pickUpAtStore', false),
            '[{"menucd": "PHO001", "menunm": "Phở bò tái", "price": 65000, "quantity": 1}]'::jsonb,
            $3::timestamptz - make_interval(hours => n), $3::timestamptz - make_interval(hours => n)
       from generate_series(0, $2::int - 1) as n`,
    [customerId, count, newest, status],
  );
}

describe('account: favourites and order lists', () => {
  let server: TestServer;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  describe('favourites', () => {
    it('should set, list and clear favourites of the token\'s customer only', async () => {
      const an = await customerWithAddress(server, call, '+84906100001');
      const binh = await customerWithAddress(server, call, '+84906100002');
      expect(await call('POST', '/api/delivery/get-favorite-menu', favourites(an.id), { token: an.token })).toEqual({ data: [] });

      const set = await call('POST', '/api/delivery/set-favorite-menu', favourites(an.id, { menucd: ['PHO001', 'PHO002'], lang: 'vi' }), { token: an.token });
      expect(set.data.map((f: { menucd: string }) => f.menucd).sort()).toEqual(['PHO001', 'PHO002']);
      expect(set.data.find((f: { menucd: string }) => f.menucd === 'PHO001')).toMatchObject({ menuname: 'Phở bò tái', price: 65000, baika: 65000, isFavorite: true, has_topping: true });
      // setting again keeps one of each
      await call('POST', '/api/delivery/set-favorite-menu', favourites(an.id, { menucd: ['PHO001'] }), { token: an.token });
      const listed = await call('POST', '/api/delivery/get-favorite-menu', favourites(an.id, { lang: 'en' }), { token: an.token });
      expect(listed.data).toHaveLength(2);

      // another customer sees nothing of it and cannot read or change it by naming the id
      expect((await call('POST', '/api/delivery/get-favorite-menu', favourites(binh.id), { token: binh.token })).data).toEqual([]);
      const foreign = await call('POST', '/api/delivery/get-favorite-menu', favourites(an.id), { token: binh.token, status: 403 });
      expect(foreign).toMatchObject({ code: 'FORBIDDEN', field: 'customerId' });
      await call('POST', '/api/delivery/set-favorite-menu', favourites(an.id, { menucd: ['PHO001'], isFavorite: false }), { token: binh.token, status: 403 });
      await call('POST', '/api/delivery/get-favorite-menu', favourites(an.id), { status: 401 });

      const cleared = await call('POST', '/api/delivery/set-favorite-menu', favourites(an.id, { menucd: ['PHO002'], isFavorite: false }), { token: an.token });
      expect(cleared.data.map((f: { menucd: string }) => f.menucd)).toEqual(['PHO001']);
    });

    it('should refuse an unknown dish, brand or store naming the field, changing nothing', async () => {
      const chi = await customerWithAddress(server, call, '+84906100003');
      const unknown = await call('POST', '/api/delivery/set-favorite-menu', favourites(chi.id, { menucd: ['PHO001', 'NOPE99'] }), { token: chi.token, status: 400 });
      expect(unknown).toMatchObject({ code: 'VALIDATION_ERROR', field: 'menucd', details: { unknown: ['NOPE99'] } });
      expect((await call('POST', '/api/delivery/get-favorite-menu', favourites(chi.id), { token: chi.token })).data).toEqual([]);
      const brand = await call('POST', '/api/delivery/get-favorite-menu', favourites(chi.id, { brandCode: 'XXXX' }), { token: chi.token, status: 400 });
      expect(brand.field).toBe('brandCode');
      const store = await call('POST', '/api/delivery/set-favorite-menu', favourites(chi.id, { storeCode: 'S999', menucd: ['PHO001'] }), { token: chi.token, status: 400 });
      expect(store.field).toBe('storeCode');
    });

    it('should mark isFavorite on the menu for its customer only, never through the shared menu cache', async () => {
      const dung = await customerWithAddress(server, call, '+84906100004');
      const em = await customerWithAddress(server, call, '+84906100005');
      await call('POST', '/api/delivery/set-favorite-menu', favourites(dung.id, { menucd: ['PHO003'] }), { token: dung.token });
      const favouredOf = (menu: { data: { menucd: string; isFavorite: boolean }[] }) => menu.data.filter((item) => item.isFavorite).map((item) => item.menucd);

      // the guest's read fills the cache first; then the customer; then the guest and another customer again
      const guestBefore = await call('POST', '/api/delivery/get-master-menu', menuRequest);
      expect(favouredOf(guestBefore)).toEqual([]);
      expect(favouredOf(await call('POST', '/api/delivery/get-master-menu', menuRequest, { token: dung.token }))).toEqual(['PHO003']);
      const guestAfter = await call('POST', '/api/delivery/get-master-menu', menuRequest);
      expect(guestAfter).toEqual(guestBefore);
      expect(favouredOf(await call('POST', '/api/delivery/get-master-menu', menuRequest, { token: em.token }))).toEqual([]);
      // a bad token reads as a guest
      expect(favouredOf(await call('POST', '/api/delivery/get-master-menu', menuRequest, { token: 'not-a-token' }))).toEqual([]);

      // the menu answers carry no ETag of a shared cache: every customer's answer stays no-store
      const response = await server.app.inject({ method: 'POST', url: '/api/delivery/get-master-menu', payload: menuRequest, headers: { authorization: `Bearer ${dung.token}` } });
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');

      // a change shows at once, though the menu itself is cached
      await call('POST', '/api/delivery/set-favorite-menu', favourites(dung.id, { menucd: ['PHO003'], isFavorite: false }), { token: dung.token });
      expect(favouredOf(await call('POST', '/api/delivery/get-master-menu', menuRequest, { token: dung.token }))).toEqual([]);
    });
  });

  describe('order lists', () => {
    it('should page the "your order" tabs and the history, newest first, with the total', async () => {
      const giang = await customerWithAddress(server, call, '+84906100006');
      await plantOrders(server, giang.id, 45);
      const first = await call('POST', '/api/delivery/get-user-order', { user_id: giang.id, tab: 'all', page: 1, size: 20 }, { token: giang.token });
      expect(first.data).toMatchObject({ page: 1, size: 20, total: 45 });
      expect(first.data.data).toHaveLength(20);
      expect(first.data.data[0]).toMatchObject({ order_no: `P${giang.id}-0`, total: 80000, products: ['Phở bò tái'], recipient_name: 'Nguyễn Văn A', pick_up_at_store: false });
      const third = await call('POST', '/api/delivery/get-user-order', { user_id: giang.id, tab: 'all', page: 3, size: 20 }, { token: giang.token });
      expect(third.data.data.map((r: { order_no: string }) => r.order_no)).toEqual([40, 41, 42, 43, 44].map((n) => `P${giang.id}-${n}`));
      const beyond = await call('POST', '/api/delivery/get-user-order', { user_id: giang.id, page: 4, size: 20 }, { token: giang.token });
      expect(beyond.data).toMatchObject({ data: [], total: 45, page: 4 });
      // the default page is the first 20
      const byDefault = await call('POST', '/api/delivery/get-user-order', { user_id: giang.id }, { token: giang.token });
      expect(byDefault.data).toMatchObject({ page: 1, size: 20, total: 45 });
      expect(byDefault.data.data).toEqual(first.data.data);
      expect((await call('POST', '/api/delivery/get-user-order', { user_id: giang.id, tab: 'completed' }, { token: giang.token })).data.total).toBe(0);

      const history = await call('POST', '/api/delivery/get-order-history', { user_id: giang.id, date_from: '20261122', date_to: '20261123', size: 10, page: 2 }, { token: giang.token });
      // the orders planted from 08:00 back, an hour apart: 20261123 00:00 to 08:00 holds 9, 20261122 holds 24
      expect(history.data).toMatchObject({ page: 2, size: 10, total: 33, date_from: '20261122', date_to: '20261123' });
      expect(history.data.data[0].order_no).toBe(`P${giang.id}-10`);
    });

    it('should answer the last 30 days when no date is given and refuse a date in the future naming it', async () => {
      const hai = await customerWithAddress(server, call, '+84906100007');
      // one order an hour over the last 40 days: 960 orders
      await plantOrders(server, hai.id, 960);
      const byDefault = await call('POST', '/api/delivery/get-order-history', { user_id: hai.id }, { token: hai.token });
      // 20261025 00:00 to 20261123 08:00 (+07:00): 29 whole days and 9 hours
      expect(byDefault.data).toMatchObject({ date_from: '20261025', date_to: '20261123', total: 29 * 24 + 9, size: 20 });

      const future = await call('POST', '/api/delivery/get-order-history', { user_id: hai.id, date_from: '20261101', date_to: '20261124' }, { token: hai.token, status: 400 });
      expect(future).toMatchObject({ code: 'VALIDATION_ERROR', field: 'date_to', details: { reason: 'future' } });
      const futureFrom = await call('POST', '/api/delivery/get-order-history', { user_id: hai.id, date_from: '20261201', date_to: '20261123' }, { token: hai.token, status: 400 });
      expect(futureFrom.field).toBe('date_from');
      const reversed = await call('POST', '/api/delivery/get-order-history', { user_id: hai.id, date_from: '20261120', date_to: '20261101' }, { token: hai.token, status: 400 });
      expect(reversed).toMatchObject({ field: 'date_from', details: { reason: 'reversed' } });
      const one = await call('POST', '/api/delivery/get-order-history', { user_id: hai.id, date_from: '20261120' }, { token: hai.token, status: 400 });
      expect(one).toMatchObject({ field: 'date_to', details: { reason: 'missing' } });
      const unreal = await call('POST', '/api/delivery/get-order-history', { user_id: hai.id, date_from: '20260230', date_to: '20261101' }, { token: hai.token, status: 400 });
      expect(unreal).toMatchObject({ field: 'date_from', details: { reason: 'invalid' } });

      // the business date follows the server's clock: at 23:30 on the 23rd (+07:00) the 24th is still the future
      clock.set('2026-11-23T16:30:00Z');
      try {
        await call('POST', '/api/delivery/get-order-history', { user_id: hai.id, date_from: '20261124', date_to: '20261124' }, { token: hai.token, status: 400 });
        clock.set('2026-11-23T17:30:00Z');
        await call('POST', '/api/delivery/get-order-history', { user_id: hai.id, date_from: '20261124', date_to: '20261124' }, { token: hai.token });
      } finally {
        clock.set(MONDAY_0900);
      }
    });

    it('should show a customer only their own orders, whatever user_id says', async () => {
      const khoa = await customerWithAddress(server, call, '+84906100008');
      const lan = await customerWithAddress(server, call, '+84906100009');
      await plantOrders(server, khoa.id, 3);
      const info = orderInfo({ customerId: khoa.id, customerAddressId: khoa.addressId });
      const { id, orderNo } = await insertOrder(call, info);
      await confirmOrder(call, id, info, { token: khoa.token });
      const mine = await call('POST', '/api/delivery/get-user-order', { user_id: khoa.id }, { token: khoa.token });
      expect(mine.data.total).toBe(4);
      expect(mine.data.data.map((r: { order_no: string }) => r.order_no)).toContain(orderNo);

      expect((await call('POST', '/api/delivery/get-user-order', { user_id: lan.id }, { token: lan.token })).data).toMatchObject({ data: [], total: 0 });
      expect((await call('POST', '/api/delivery/get-order-history', { user_id: lan.id }, { token: lan.token })).data.total).toBe(0);
      const foreign = await call('POST', '/api/delivery/get-user-order', { user_id: khoa.id }, { token: lan.token, status: 403 });
      expect(foreign).toMatchObject({ code: 'FORBIDDEN', field: 'user_id' });
      await call('POST', '/api/delivery/get-order-history', { user_id: khoa.id }, { token: lan.token, status: 403 });
      await call('POST', '/api/delivery/get-user-order', { user_id: khoa.id }, { status: 401 });
    });

    it('should open a page of a customer with 1,000 orders through the customer index', async () => {
      const minh = await customerWithAddress(server, call, '+84906100010');
      await plantOrders(server, minh.id, 1000);
      await server.db.query('analyze delivery_order');
      const [plan] = await server.db.query<{ 'QUERY PLAN': unknown }>(
        `explain (format json) select * from delivery_order where cus_id = $1 and not (status = any($2::text[])) order by created_at desc, id desc limit 20`,
        [minh.id, ['orderStart', 'ordering']],
      );
      expect(JSON.stringify(plan)).toContain('delivery_order_customer_newest');
      const page = await call('POST', '/api/delivery/get-user-order', { user_id: minh.id, page: 50, size: 20 }, { token: minh.token });
      expect(page.data).toMatchObject({ total: 1000, page: 50 });
      expect(page.data.data).toHaveLength(20);
    });
  });

  describe('an order again', () => {
    it('should reorder what is still sold, name what is not in the request language, and keep orders to their owner', async () => {
      const nga = await customerWithAddress(server, call, '+84906100011');
      const other = await customerWithAddress(server, call, '+84906100012');
      const brisket = { ...phoLine(1), menucd: 'PHO002', menuid: 'PHO002', menunm: 'Phở bò chín nạm', toppings: [] };
      const info = orderInfo({ customerId: nga.id, customerAddressId: nga.addressId, foods: [phoLine(), brisket] });
      const { id, orderNo } = await insertOrder(call, info, { token: nga.token });
      await server.db.query("insert into menu_unavailable (menucd, store_code) values ('PHO002', 'S001')");
      try {
        const again = await call('POST', `/api/v2/delivery/${id}/reorder/`, { lang: 'en' }, { token: nga.token });
        expect(again.data.unavailable).toEqual(['PHO002']);
        expect(again.data.unavailable_items).toEqual([{ menucd: 'PHO002', menunm: 'Well-done Brisket Phở' }]);
        const cart = await call('POST', '/api/delivery/get-delivery-info-by-id', { id: again.data.id }, { token: nga.token });
        // the status read lists each dish followed by its topping rows (meisaikb 2 or 6)
        const rows = cart.data.foods as { menucd: string; meisaikb: number; smenucd?: string }[];
        expect(rows.filter((f) => f.meisaikb === 0).map((f) => f.menucd)).toEqual(['PHO001']);
        expect(rows.filter((f) => f.meisaikb !== 0).map((f) => [f.menucd, f.smenucd])).toEqual([['T001', 'PHO001']]);
        await call('POST', `/api/v2/delivery/${id}/reorder/`, { lang: 'en' }, { token: other.token, status: 403 });
      } finally {
        await server.db.query("delete from menu_unavailable where menucd = 'PHO002' and store_code = 'S001'");
      }
      // the owner reads the whole order by number; a stranger only what SPEC §2 shows a stranger
      const own = await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: orderNo }, { token: nga.token });
      // two dishes, the first with its topping row
      expect(own.data.foods.map((f: { menucd: string }) => f.menucd)).toEqual(['PHO001', 'T001', 'PHO002']);
      const stranger = await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: orderNo }, { token: other.token });
      expect(stranger.data.foods).toEqual([]);
      expect(JSON.stringify(stranger.data.info)).not.toContain('0901234567');
    });
  });
});
