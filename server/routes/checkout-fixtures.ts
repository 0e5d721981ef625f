/** Shared helpers of the checkout, payment and lifecycle tests. */
import { expect } from 'vitest';
import { contractProblems } from '../../tests/support/contract-validator';
import type { startTestServer } from '../../tests/support/server-harness';
import { normalisePhone } from '../../domain/phone';
import { hashPassword } from '../services/passwords';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** A Monday 09:00 in Ho Chi Minh City; S001 opens at 10:00 and prepares in 30 minutes. */
export const MONDAY_0900 = '2026-11-23T02:00:00Z';
export const SERVE_TIME = '2026-11-23 12:00';
/** About 1 km by road from S001 (42 Nguyễn Huệ): the base fee of 15,000. */
export const NEAR_S001 = { lat: 10.78, lng: 106.7 };
/** A place of the maps service about 1.3 km by road from S001 (Dinh Độc Lập, 135 Nam Kỳ Khởi Nghĩa): the base fee. */
export const NEAR_S001_PLACE = 'hcm-lm-dinh-doc-lap';
/** A place of the maps service about 50 km from S001 (Củ Chi): beyond every store's range. */
export const FAR_PLACE = 'hcm-lm-dia-dao-cu-chi-ben-duoc';

export const phoLine = (quantity = 2, price = 65000) => ({
  menucd: 'PHO001',
  menuid: 'PHO001_mT001',
  menunm: 'Phở bò tái',
  price,
  quantity,
  toppings: [{ menucd: 'T001', menunm: 'Tô vừa', price: 0, quantity: 1, meisaikb: 2 }],
  stuckb: 2,
  tax_rate: 8,
  meisaikb: 0,
  active_flag: true,
});

export function orderInfo(overrides: Record<string, unknown> = {}) {
  return {
    foods: [phoLine()],
    storeId: 1,
    storeCode: 'S001',
    tencd: 'S001',
    status: 'ordering',
    name: 'Nguyễn Văn A',
    phone: '0901234567',
    email: null,
    deliveryTo: '135 Nam Kỳ Khởi Nghĩa, Quận 1',
    deliveryLocation: NEAR_S001,
    deliveryPlaceId: NEAR_S001_PLACE,
    deliveryFee: 15000,
    pickUpAtStore: false,
    isASAP: false,
    servsTime: SERVE_TIME,
    orderTime: '12:00',
    emoneyType: 0,
    customerId: null,
    ...overrides,
  };
}

let passwordHash: Promise<string> | undefined;

/**
 * A customer created in the database and logged in through the API, with one address saved through
 * the API (at NEAR_S001 unless another position is given); answers the ids and the access token.
 */
export async function customerWithAddress(server: TestServer, call: ReturnType<typeof caller>, phone: string, position: { lat: number; lng: number } = NEAR_S001) {
  passwordHash ??= hashPassword('secret-123');
  await server.db.query(`insert into customer (phone, full_name, password_hash, created_at) values ($1, 'Nguyễn Văn A', $2, now())`, [phone, await passwordHash]);
  const login = await call('POST', '/api/v2/login/', { user_name: phone, password: 'secret-123' });
  const customer = { id: login.customer.id as number, token: login.access as string };
  const address = await call(
    'POST',
    '/api/v2/address/google_address_create/',
    { ...position, address: '135 Nam Kỳ Khởi Nghĩa, Quận 1', contact_name: 'Nguyễn Văn A', phone_number: '0901234567', customer: customer.id },
    { token: customer.token },
  );
  return { ...customer, addressId: address.data.id as number };
}

interface CallOptions {
  status?: number;
  token?: string;
  headers?: Record<string, string>;
  /** false: a guest's confirmation is sent for a phone without the anonymous allowance (see {@link caller}). */
  guestAllowance?: boolean;
}

/**
 * Grants `phone` the anonymous allowance for as long as a test runs, as the server does when the phone's
 * registration resends are used up (services/anonymous-allowance; the OTP route test covers that grant).
 */
export async function grantGuestAllowance(server: TestServer, phone: string) {
  const normalised = normalisePhone(phone) ?? phone;
  await server.db.query(
    `insert into anonymous_allowance (phone, granted_at, expires_at) values ($1, now(), 'infinity')
     on conflict (phone) do update set expires_at = 'infinity'`,
    [normalised],
  );
}

/**
 * Calls the API and checks the answer against the contract. Like the browser that placed them, it
 * keeps the capabilities of the guest orders it inserted and sends one with calls naming its order.
 * Like a guest's browser, whose registration code could not be received, it confirms a guest order
 * (no customerId) for a phone holding the anonymous allowance, unless told `guestAllowance: false`.
 */
export function caller(server: () => TestServer) {
  const capabilities = new Map<string, string>();
  const capabilityFor = (payload: object | undefined) => {
    const body = (payload ?? {}) as Record<string, unknown>;
    return [body.order_no, body.id, body.order_id].filter((key) => key !== undefined).map((key) => capabilities.get(String(key))).find(Boolean);
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely in tests
  return async function call(method: 'GET' | 'POST', url: string, payload?: object, { status = 200, token, headers = {}, guestAllowance = true }: CallOptions = {}): Promise<any> {
    const capability = capabilityFor(payload);
    const confirmed = url.endsWith('/update-delivery-info') ? (payload as { isConfirm?: boolean; info?: { customerId?: unknown; phone?: unknown } }) : undefined;
    if (guestAllowance && confirmed?.isConfirm && confirmed.info && confirmed.info.customerId == null && typeof confirmed.info.phone === 'string') {
      await grantGuestAllowance(server(), confirmed.info.phone);
    }
    const response = await server().app.inject({
      method,
      url,
      payload,
      headers: { ...(capability ? { 'x-order-capability': capability } : {}), ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const body = response.body ? response.json() : undefined;
    const inserted = url.endsWith('/insert-delivery-info') ? body?.data : undefined;
    if (inserted?.order_capability) {
      capabilities.set(String(inserted.id), inserted.order_capability);
      capabilities.set(inserted.order_no, inserted.order_capability);
    }
    expect(response.statusCode, response.body).toBe(status);
    // 204 carries no body (the contract documents it without content)
    if (response.statusCode === 204) expect(response.body).toBe('');
    else expect(contractProblems(method, url, response.statusCode, body)).toEqual([]);
    return body;
  };
}

/** Inserts an order from the cart and answers its id and number. */
export async function insertOrder(call: ReturnType<typeof caller>, info: Record<string, unknown>, options: CallOptions = {}) {
  const inserted = await call('POST', '/api/delivery/insert-delivery-info', { info, lang: 'vi' }, options);
  const read = await call('POST', '/api/delivery/get-delivery-info-by-id', { id: inserted.data.id }, options);
  const capability = inserted.data.order_capability as string | undefined;
  /** The headers a guest's browser sends with calls naming this order (empty for a customer's order). */
  const accessHeaders: Record<string, string> = capability ? { 'x-order-capability': capability } : {};
  return { id: inserted.data.id as number, orderNo: read.data.info.order_no as string, accessHeaders };
}

export async function confirmOrder(call: ReturnType<typeof caller>, id: number, info: Record<string, unknown>, options: CallOptions = {}) {
  return call(
    'POST',
    '/api/delivery/update-delivery-info',
    { id, isConfirm: true, info: { ...info, status: 'orderSent', start_time_check_out: '2026-11-23T02:00:00Z', start_time_payment: '2026-11-23T02:01:00Z' }, lang: 'vi' },
    options,
  );
}
