/**
 * Every SPEC §9 switch of domain/feature-switches refuses each operation it owns while its capability is
 * off (403 FEATURE_OFF naming the setting, nothing written) and lets the same request through while on.
 * The test walks the table itself: an operation added to the table without a request here fails it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_SWITCHES, type FeatureSwitch } from '../../domain/feature-switches';
import { SETTING_DEFAULTS } from '../../domain/settings';
import { contractProblems } from '../../tests/support/contract-validator';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { recordPoints } from '../services/points';
import { caller, customerWithAddress, grantGuestAllowance, insertOrder, MONDAY_0900, NEAR_S001, orderInfo, phoLine, SERVE_TIME, type TestServer } from './checkout-fixtures';

const clock = fixedClock(MONDAY_0900);

/** Seeded promotions (server/db/migrations/012_loyalty.sql, checkout's seed). */
const PHO15K = 2;
const FREE_TEA = 7; // 50 points

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
interface Probe {
  method: Method;
  url: string;
  payload?: object;
  token?: string;
  headers?: Record<string, string>;
  /** The customer the request acts for, when one does. */
  customerId?: number;
}
/** A request of one owned operation, and the status it answers while the switch lets it through. */
interface Case {
  request: () => Promise<Probe>;
  on: number;
  /** What the refused request must not have written. */
  wroteNothing?: (probe: Probe) => Promise<void>;
}

const defaultOf = (code: FeatureSwitch) => SETTING_DEFAULTS.find((row) => row.code === code)!.value as boolean;

describe('feature switches: the server refuses what a switched-off capability owns', () => {
  let server: TestServer;
  const call = caller(() => server);
  let phones = 0;
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  const setting = async (code: string, value: boolean) => {
    const response = await server.app.inject({ method: 'POST', url: `/sandbox/settings/${code}`, payload: { value: String(value) }, headers: { accept: 'application/json' } });
    expect(response.statusCode, response.body).toBeLessThan(400);
  };

  async function customer() {
    phones += 1;
    return customerWithAddress(server, call, `+8490700${String(phones).padStart(4, '0')}`);
  }

  async function send(probe: Probe) {
    const response = await server.app.inject({
      method: probe.method,
      url: probe.url,
      payload: probe.payload,
      headers: { ...probe.headers, ...(probe.token ? { authorization: `Bearer ${probe.token}` } : {}) },
    });
    const body = response.body ? response.json() : undefined;
    expect(contractProblems(probe.method, probe.url, response.statusCode, body), response.body).toEqual([]);
    return { status: response.statusCode, body };
  }

  /** A guest's draft order (emoneyType `type`), with the capability its browser sends. */
  async function draft(overrides: Record<string, unknown> = {}) {
    const info = orderInfo(overrides);
    // its confirmation is sent here without the caller: the guest holds the anonymous allowance
    await grantGuestAllowance(server, info.phone);
    const order = await insertOrder(call, info);
    return { ...order, info };
  }

  const confirmation = (order: { id: number; info: Record<string, unknown>; accessHeaders: Record<string, string> }, extra: object = {}, token?: string): Probe => ({
    method: 'POST',
    url: '/api/delivery/update-delivery-info',
    payload: { id: order.id, isConfirm: true, info: { ...order.info, status: 'orderSent' }, lang: 'vi', ...extra },
    headers: order.accessHeaders,
    token,
  });

  const stillDraft = async (probe: Probe) => {
    const [row] = await server.db.query<{ status: string }>('select status from delivery_order where id = $1', [(probe.payload as { id: number }).id]);
    expect(row.status).not.toBe('orderSent');
  };

  const noPaymentOpened = async (probe: Probe) => {
    const payload = probe.payload as { order_id?: number; order_no?: string };
    const rows = await server.db.query('select p.id from payment p join delivery_order o on o.id = p.order_id where o.order_no = $1 or o.id = $2', [payload.order_no ?? '', payload.order_id ?? 0]);
    expect(rows).toEqual([]);
  };

  const wallet = (method: 'momo' | 'payoo', type: 1 | 2, gateway: string): Record<string, Case> => ({
    createPayment: {
      async request() {
        const order = await draft({ emoneyType: type });
        const payload = { amount: 145000, ship_date: '23/11/2026', order_id: order.id, order_no: order.orderNo, store_name: 'S001', store_code: 'S001', lang: 'vi', payment_method: method };
        return { method: 'POST', url: '/api/v2/payment-gateway/payment/', payload, headers: order.accessHeaders };
      },
      on: 200,
      wroteNothing: noPaymentOpened,
    },
    [gateway]: {
      async request() {
        const order = await draft({ emoneyType: type });
        return { method: 'POST', url: `/api/v2/payment-gateway/payment-${method}/`, payload: { order_id: order.id, order_no: order.orderNo, lang: 'vi' }, headers: order.accessHeaders };
      },
      on: 200,
      wroteNothing: noPaymentOpened,
    },
    updatePaymentMethod: {
      request: () =>
        withCustomer(async (who) => {
          const info = orderInfo({ emoneyType: type, customerId: who.id, customerAddressId: who.addressId });
          const order = await insertOrder(call, info, { token: who.token });
          return { method: 'POST', url: '/api/delivery/update-payment-method', payload: { order_no: order.orderNo, payment_method: method, servs_time: SERVE_TIME }, token: who.token };
        }),
      // a draft is not one to pay again: the handler itself refuses it (the switch let it through)
      on: 409,
    },
    updateDeliveryInfo: {
      async request() {
        return confirmation(await draft({ emoneyType: type }));
      },
      on: 200,
      wroteNothing: stillDraft,
    },
  });

  const withCustomer = async (build: (who: Awaited<ReturnType<typeof customer>>) => Probe | Promise<Probe>) => build(await customer());
  const promotionCart = (who: { id: number }) => ({ customer_id: who.id, cart: { brand_code: 'BNS', store_code: 'S001', items: [phoLine()], total: 130000, promotions: [{ promotion_id: PHO15K, quantity: 1 }] } });
  const ownsPho15k = (who: { id: number }) => server.db.query('insert into customer_promotion (customer_id, promotion_id, ticket_quantity) values ($1, $2, 1)', [who.id, PHO15K]);
  const buy: Case = {
    request: () =>
      withCustomer(async (who) => {
        await server.db.transaction((tx) => recordPoints(tx, { customerId: who.id, kind: 'adjust', points: 200 }, clock()));
        return { method: 'POST', url: `/api/v2/promotion/${FREE_TEA}/buy/`, payload: {}, token: who.token };
      }),
    on: 200,
  };
  const promotionCode: Case = {
    request: () => withCustomer((who) => ({ method: 'POST', url: '/api/v2/promotion/code/', payload: { code: 'CHAOBAN' }, token: who.token })),
    on: 200,
  };

  const cases: Record<FeatureSwitch, Record<string, Case>> = {
    useMomo: wallet('momo', 1, 'paymentMomo'),
    usePayoo: wallet('payoo', 2, 'paymentPayoo'),
    useCrmPromotion: {
      getMyPromotion: {
        request: () => withCustomer((who) => ({ method: 'POST', url: '/api/v2/promotion/my-promotion/', payload: { code_type: 'cus', code_value: String(who.id), code: `cus${who.id}`, status: 'owned' }, token: who.token })),
        on: 200,
      },
      checkApplyPromotion: {
        request: () =>
          withCustomer(async (who) => {
            await ownsPho15k(who);
            return { method: 'POST', url: '/api/v2/promotion/check-apply/', payload: promotionCart(who), token: who.token };
          }),
        on: 200,
      },
      checkIsAvailablePromotion: {
        request: () =>
          withCustomer(async (who) => {
            await ownsPho15k(who);
            return { method: 'POST', url: '/api/delivery/check-is-available-promotion', payload: { customer_id: who.id, store_code: 'S001', promotions: [{ promotion_id: PHO15K, quantity: 1 }] }, token: who.token };
          }),
        on: 200,
      },
      decodePromotion: { request: async () => ({ method: 'POST', url: '/api/delivery/decode-promotion', payload: { code: 'pmtLIXI-100' } }), on: 200 },
      getPromotions: { request: async () => ({ method: 'GET', url: '/api/v2/promotion/?by=trade_by' }), on: 200 },
      postPromotionCode: promotionCode,
      buyPromotion: buy,
      updateDeliveryInfo: {
        request: () =>
          withCustomer(async (who) => {
            await ownsPho15k(who);
            const info = orderInfo({ customerId: who.id, customerAddressId: who.addressId });
            const order = await insertOrder(call, info, { token: who.token });
            return confirmation({ ...order, info }, { ticket_used: { customer_id: who.id, promotions: [{ promotion_id: PHO15K, quantity: 1, discount_amount: 15000, menucd: 'PHO001' }] } }, who.token);
          }),
        on: 200,
        wroteNothing: stillDraft,
      },
    },
    useEPromotion: {
      postPromotionCode: promotionCode,
      getPromotions: { request: async () => ({ method: 'GET', url: '/api/v2/promotion/?code=CHAOBAN' }), on: 200 },
    },
    useTradingPromotion: {
      buyPromotion: buy,
      getPromotions: { request: async () => ({ method: 'GET', url: '/api/v2/promotion/?by=trade_by' }), on: 200 },
    },
    useFeatureTakeaway: {
      updateDeliveryInfo: { request: async () => confirmation(await draft()), on: 200, wroteNothing: stillDraft },
    },
    useFeatureOrderHistory: {
      getOrderHistory: { request: () => withCustomer((who) => ({ method: 'POST', url: '/api/delivery/get-order-history', payload: { user_id: who.id }, token: who.token })), on: 200 },
    },
    useFeatureAddressManage: {
      getAddresses: { request: () => withCustomer((who) => ({ method: 'GET', url: `/api/v2/address/?customer=${who.id}&limit=100`, token: who.token })), on: 200 },
      googleAddressCreate: {
        request: () =>
          withCustomer((who) => ({
            method: 'POST',
            url: '/api/v2/address/google_address_create/',
            payload: { ...NEAR_S001, address: '2 Lê Lợi, Quận 1', contact_name: 'Nguyễn Văn B', phone_number: '0901234568', customer: who.id },
            token: who.token,
          })),
        on: 200,
      },
      googleAddressUpdate: {
        request: () => withCustomer((who) => ({ method: 'PATCH', url: `/api/v2/address/${who.addressId}/google_address_update/`, payload: { contact_name: 'Nguyễn Văn C' }, token: who.token })),
        on: 200,
      },
      deleteAddress: { request: () => withCustomer((who) => ({ method: 'DELETE', url: `/api/v2/address/${who.addressId}/`, token: who.token })), on: 204 },
    },
    useMembership: {
      getPointHistory: { request: () => withCustomer((who) => ({ method: 'GET', url: `/api/customer/${who.id}/point-his/`, token: who.token })), on: 200 },
      getPaymentHistory: { request: () => withCustomer((who) => ({ method: 'GET', url: `/api/v2/customer/${who.id}/payment-history?user_isnull=true`, token: who.token })), on: 200 },
    },
    useFavoriteMenu: {
      getFavoriteMenu: {
        request: () => withCustomer((who) => ({ method: 'POST', url: '/api/delivery/get-favorite-menu', payload: { brandCode: 'BNSG', storeCode: 'S001', customerId: who.id }, token: who.token })),
        on: 200,
      },
      setFavoriteMenu: {
        request: () =>
          withCustomer((who) => ({ method: 'POST', url: '/api/delivery/set-favorite-menu', payload: { brandCode: 'BNSG', storeCode: 'S001', customerId: who.id, menucd: ['PHO001'], isFavorite: true }, token: who.token })),
        on: 200,
        wroteNothing: async (probe) => {
          const customerId = (probe.payload as { customerId: number }).customerId;
          expect(await server.db.query('select 1 from favourite_menu where customer_id = $1', [customerId])).toEqual([]);
        },
      },
    },
    useQrcode: {
      scanEventQrcode: {
        request: () => withCustomer((who) => ({ method: 'POST', url: '/api/v2/promotion/scan-event-qrcode/', payload: { code: 'pmtLIXI-100' }, token: who.token, customerId: who.id })),
        on: 200,
        wroteNothing: async (probe) => {
          expect(await server.db.query('select 1 from customer_promotion where customer_id = $1', [probe.customerId])).toEqual([]);
        },
      },
    },
  };

  for (const row of FEATURE_SWITCHES) {
    describe(row.setting, () => {
      for (const owned of row.owns) {
        it(`should refuse ${owned.operationId} while ${row.setting} is ${String(row.refusedWhen)} and let it through otherwise`, async () => {
          const test = cases[row.setting][owned.operationId];
          expect(test, `a request of ${owned.operationId} for ${row.setting}`).toBeDefined();
          // both requests are put together under the seeded settings (a customer's address is saved through the API)
          const refusedProbe = await test.request();
          const allowedProbe = await test.request();
          try {
            await setting(row.setting, row.refusedWhen);
            const refused = await send(refusedProbe);
            expect(refused.status, JSON.stringify(refused.body)).toBe(403);
            expect(refused.body).toMatchObject({ code: 'FEATURE_OFF', details: { setting: row.setting, reason: 'switched_off' } });
            if (owned.field) expect(refused.body.field).toBe(owned.field);
            await test.wroteNothing?.(refusedProbe);

            await setting(row.setting, !row.refusedWhen);
            const allowed = await send(allowedProbe);
            expect(allowed.status, JSON.stringify(allowed.body)).toBe(test.on);
            expect(allowed.body?.code).not.toBe('FEATURE_OFF');
          } finally {
            await setting(row.setting, defaultOf(row.setting));
          }
        });
      }
    });
  }
});
