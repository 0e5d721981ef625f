import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractProblems } from '../../tests/support/contract-validator';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { MAX_ADDRESSES_PER_CUSTOMER } from '../services/addresses';
import { hashPassword } from '../services/passwords';

/** A weekday morning in Ho Chi Minh City (2026-11-23 09:00 +07:00). */
const clock = fixedClock('2026-11-23T02:00:00Z');

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A place in District 1, Ho Chi Minh City. */
const BEN_THANH = { lat: 10.7725, lng: 106.698, address: 'Chợ Bến Thành, Lê Lợi, Quận 1, Hồ Chí Minh' };
/** A place in Hoàn Kiếm, Hà Nội. */
const HOAN_KIEM = { lat: 21.0285, lng: 105.8542, address: 'Hồ Hoàn Kiếm, Hà Nội' };

describe('saved addresses', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let passwordHash: string;
  beforeAll(async () => {
    server = await startTestServer({ clock });
    passwordHash = await hashPassword('secret-123');
  });
  afterAll(() => server.close());

  /** Calls the API and checks the answer against the contract (204 has no body). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely in tests
  async function call(method: Method, url: string, payload?: object, { status = 200, token }: { status?: number; token?: string } = {}): Promise<any> {
    const response = await server.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 204) {
      expect(response.body).toBe('');
      return undefined;
    }
    const body = response.json();
    expect(contractProblems(method, url, response.statusCode, body)).toEqual([]);
    return body;
  }

  /** A customer logged in through the API; answers the id and access token. */
  async function customer(phone: string) {
    await server.db.query(`insert into customer (phone, full_name, password_hash, created_at) values ($1, 'Lê Thị Hoa', $2, now())`, [phone, passwordHash]);
    const login = await call('POST', '/api/v2/login/', { user_name: phone, password: 'secret-123' });
    return { id: login.customer.id as number, token: login.access as string };
  }

  const input = (customerId: number, extra: object = {}) => ({
    ...BEN_THANH,
    contact_name: 'Lê Thị Hoa',
    phone_number: '0901234567',
    google_data: { place_id: 'p-ben-thanh', name: 'Chợ Bến Thành' },
    customer: customerId,
    ...extra,
  });

  const list = (c: { id: number; token: string }) => call('GET', `/api/v2/address/?customer=${c.id}&limit=100`, undefined, { token: c.token });

  it('should create, list, update and delete addresses; the first becomes the default and the customer names it', async () => {
    const hoa = await customer('+84905000001');
    expect((await list(hoa))).toEqual({ count: 0, results: [] });

    const first = (await call('POST', '/api/v2/address/google_address_create/', input(hoa.id), { token: hoa.token })).data;
    expect(first).toMatchObject({ ...BEN_THANH, contact_name: 'Lê Thị Hoa', phone_number: '+84901234567', is_default: true, customer: hoa.id, contact_string: null });
    expect(first.google_data).toEqual({ place_id: 'p-ben-thanh', name: 'Chợ Bến Thành' });

    const second = (await call('POST', '/api/v2/address/google_address_create/', input(hoa.id, { ...HOAN_KIEM, contact_name: '  Bố  ', phone_number: '84912345678' }), { token: hoa.token })).data;
    expect(second).toMatchObject({ ...HOAN_KIEM, contact_name: 'Bố', phone_number: '+84912345678', is_default: false });

    const listed = await list(hoa);
    expect(listed.count).toBe(2);
    expect(listed.results.map((a: { id: number }) => a.id)).toEqual([first.id, second.id]);

    // The login and profile answers carry the default address
    const login = await call('POST', '/api/v2/login/', { user_name: '0905000001', password: 'secret-123' });
    expect(login.customer.default_address).toBe(first.id);

    const updated = (await call('PATCH', `/api/v2/address/${second.id}/google_address_update/`, { contact_name: 'Mẹ', contact_string: 'Cổng sau' }, { token: hoa.token })).data;
    expect(updated).toMatchObject({ ...HOAN_KIEM, contact_name: 'Mẹ', contact_string: 'Cổng sau', phone_number: '+84912345678', is_default: false });

    await call('DELETE', `/api/v2/address/${second.id}/`, undefined, { token: hoa.token, status: 204 });
    expect((await list(hoa)).results.map((a: { id: number }) => a.id)).toEqual([first.id]);
    await call('DELETE', `/api/v2/address/${second.id}/`, undefined, { token: hoa.token, status: 404 });
  });

  it('should keep exactly one default: a new default clears the old, deleting the default promotes another', async () => {
    const lan = await customer('+84905000002');
    const a = (await call('POST', '/api/v2/address/google_address_create/', input(lan.id), { token: lan.token })).data;
    const b = (await call('POST', '/api/v2/address/google_address_create/', input(lan.id, HOAN_KIEM), { token: lan.token })).data;
    // the same place for another recipient (the same entry twice is refused: address-duplicates.test.ts)
    const c = (await call('POST', '/api/v2/address/google_address_create/', input(lan.id, { contact_name: 'Mẹ', is_default: true }), { token: lan.token })).data;
    expect(c.is_default).toBe(true);
    const defaults = async () => (await list(lan)).results.filter((x: { is_default: boolean }) => x.is_default).map((x: { id: number }) => x.id);
    expect(await defaults()).toEqual([c.id]);
    // The default comes first in the list
    expect((await list(lan)).results[0].id).toBe(c.id);

    await call('PATCH', `/api/v2/address/${b.id}/google_address_update/`, { is_default: true }, { token: lan.token });
    expect(await defaults()).toEqual([b.id]);
    const profile = await call('POST', '/api/v2/customer/update_profile/', { username: '0905000002', full_name: 'Lê Thị Lan' }, { token: lan.token });
    expect(profile.data.default_address).toBe(b.id);

    // The default cannot be unset directly: another must be chosen
    const refused = await call('PATCH', `/api/v2/address/${b.id}/google_address_update/`, { is_default: false }, { token: lan.token, status: 400 });
    expect(refused).toMatchObject({ code: 'VALIDATION_ERROR', field: 'is_default' });

    await call('DELETE', `/api/v2/address/${b.id}/`, undefined, { token: lan.token, status: 204 });
    expect(await defaults()).toEqual([a.id]);
    await call('DELETE', `/api/v2/address/${a.id}/`, undefined, { token: lan.token, status: 204 });
    expect(await defaults()).toEqual([c.id]);
    await call('DELETE', `/api/v2/address/${c.id}/`, undefined, { token: lan.token, status: 204 });
    expect(await list(lan)).toEqual({ count: 0, results: [] });
    const login = await call('POST', '/api/v2/login/', { user_name: '0905000002', password: 'secret-123' });
    expect(login.customer.default_address).toBeNull();
  });

  it('should let a customer reach only their own addresses', async () => {
    const owner = await customer('+84905000003');
    const other = await customer('+84905000004');
    const own = (await call('POST', '/api/v2/address/google_address_create/', input(owner.id), { token: owner.token })).data;

    await call('GET', `/api/v2/address/?customer=${owner.id}`, undefined, { token: other.token, status: 403 });
    const foreignCreate = await call('POST', '/api/v2/address/google_address_create/', input(owner.id), { token: other.token, status: 403 });
    expect(foreignCreate.code).toBe('FORBIDDEN');
    await call('PATCH', `/api/v2/address/${own.id}/google_address_update/`, { contact_name: 'Kẻ lạ' }, { token: other.token, status: 404 });
    await call('DELETE', `/api/v2/address/${own.id}/`, undefined, { token: other.token, status: 404 });
    await call('PATCH', '/api/v2/address/999999/google_address_update/', { contact_name: 'Ai' }, { token: owner.token, status: 404 });

    // Without a token
    await call('GET', `/api/v2/address/?customer=${owner.id}`, undefined, { status: 401 });
    await call('POST', '/api/v2/address/google_address_create/', input(owner.id), { status: 401 });
    await call('DELETE', `/api/v2/address/${own.id}/`, undefined, { status: 401 });

    // Nothing changed
    expect((await list(owner)).results).toEqual([own]);
    expect((await list(other)).count).toBe(0);
  });

  it('should refuse positions outside Vietnam, a long or empty contact name and a foreign phone, naming the field', async () => {
    const minh = await customer('+84905000005');
    const create = (extra: object, status = 400) => call('POST', '/api/v2/address/google_address_create/', input(minh.id, extra), { token: minh.token, status });

    expect(await create({ lat: 13.7563, lng: 100.5018 })).toMatchObject({ code: 'VALIDATION_ERROR', field: 'lng' }); // Bangkok
    expect(await create({ lat: 35.68, lng: 105.0 })).toMatchObject({ code: 'VALIDATION_ERROR', field: 'lat' });
    expect(await create({ contact_name: 'x'.repeat(41) })).toMatchObject({ code: 'VALIDATION_ERROR', field: 'contact_name' });
    expect(await create({ contact_name: '   ' })).toMatchObject({ code: 'VALIDATION_ERROR', field: 'contact_name' });
    expect((await create({ phone_number: '0012345678' })).code).toBe('VALIDATION_ERROR');
    expect((await create({ address: '' })).code).toBe('VALIDATION_ERROR');
    const noLat = { ...input(minh.id) } as Record<string, unknown>;
    delete noLat.lat;
    await call('POST', '/api/v2/address/google_address_create/', noLat, { token: minh.token, status: 400 });

    const ok = (await create({ contact_name: 'x'.repeat(40) }, 200)).data;
    const patch = (body: object) => call('PATCH', `/api/v2/address/${ok.id}/google_address_update/`, body, { token: minh.token, status: 400 });
    expect(await patch({ lat: 1.29, lng: 103.85 })).toMatchObject({ field: 'lat' }); // Singapore
    expect(await patch({ contact_name: '' })).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await patch({ phone_number: '+1 555 0100' })).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await list(minh)).results[0]).toMatchObject({ ...BEN_THANH, contact_name: 'x'.repeat(40) });
  });

  it('should keep at most 100 addresses per customer and list at most the limit', async () => {
    const big = await customer('+84905000006');
    await server.db.query(
      `insert into customer_address (customer_id, lat, lng, address, contact_name, phone_number, is_default, created_at, updated_at)
       select $1, 10.77, 106.70, 'Số ' || n || ' Lê Lợi', 'Khách', '+84901234567', n = 1, now(), now() from generate_series(1, $2::int) n`,
      [big.id, MAX_ADDRESSES_PER_CUSTOMER - 1],
    );
    await call('POST', '/api/v2/address/google_address_create/', input(big.id), { token: big.token });
    const full = await call('POST', '/api/v2/address/google_address_create/', input(big.id), { token: big.token, status: 400 });
    expect(full).toMatchObject({ code: 'VALIDATION_ERROR', details: { max_addresses: MAX_ADDRESSES_PER_CUSTOMER } });
    const all = await list(big);
    expect(all.count).toBe(MAX_ADDRESSES_PER_CUSTOMER);
    expect(all.results).toHaveLength(MAX_ADDRESSES_PER_CUSTOMER);
    expect(all.results.filter((a: { is_default: boolean }) => a.is_default)).toHaveLength(1);
    const some = await call('GET', `/api/v2/address/?customer=${big.id}&limit=5`, undefined, { token: big.token });
    expect(some.results).toHaveLength(5);
    expect(some.count).toBe(MAX_ADDRESSES_PER_CUSTOMER);
    await call('GET', `/api/v2/address/?customer=${big.id}&limit=101`, undefined, { token: big.token, status: 400 });
  });
});
