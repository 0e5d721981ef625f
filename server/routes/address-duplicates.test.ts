import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractProblems } from '../../tests/support/contract-validator';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { caller, customerWithAddress, MONDAY_0900, NEAR_S001, type TestServer } from './checkout-fixtures';

const clock = fixedClock(MONDAY_0900);

describe('saved addresses: no second copy', () => {
  let server: TestServer;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  /** PATCHes an address and checks the answer against the contract. */
  async function patch(id: number, payload: object, token: string, status = 200) {
    const url = `/api/v2/address/${id}/google_address_update/`;
    const response = await server.app.inject({ method: 'PATCH', url, payload, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode, response.body).toBe(status);
    expect(contractProblems('PATCH', url, response.statusCode, response.json())).toEqual([]);
    return response.json();
  }

  /** What customerWithAddress saved, as the form would send it again. */
  const saved = (customer: number, extra: object = {}) => ({
    ...NEAR_S001,
    address: '135 Nam Kỳ Khởi Nghĩa, Quận 1',
    contact_name: 'Nguyễn Văn A',
    phone_number: '0901234567',
    customer,
    ...extra,
  });

  it('should refuse the same address for the same contact, written differently or picked a few metres away', async () => {
    const an = await customerWithAddress(server, call, '+84906200001');
    const create = (body: object, status = 200) => call('POST', '/api/v2/address/google_address_create/', body, { token: an.token, status });
    const again = await create(saved(an.id), 409);
    expect(again).toMatchObject({ code: 'DUPLICATE_ADDRESS', field: 'address', details: { address_id: an.addressId } });
    await create(saved(an.id, { address: '135 nam ky khoi nghia,  quan 1', phone_number: '+84901234567', lat: NEAR_S001.lat + 0.0001 }), 409);

    // another recipient at the same place, or another place, is another entry
    const mother = (await create(saved(an.id, { contact_name: 'Mẹ', phone_number: '0912345678' }))).data;
    await create(saved(an.id, { lat: NEAR_S001.lat + 0.01, address: '1 Lê Duẩn, Quận 1' }));

    // an edit that would make one a copy of another is refused too; editing an address as it is is not
    const copy = await patch(mother.id, { contact_name: 'Nguyễn Văn A', phone_number: '0901234567' }, an.token, 409);
    expect(copy).toMatchObject({ code: 'DUPLICATE_ADDRESS', details: { address_id: an.addressId } });
    await patch(an.addressId, { contact_name: 'Nguyễn Văn A' }, an.token);

    // another customer may save the very same address
    const binh = await customerWithAddress(server, call, '+84906200002');
    expect((await call('GET', `/api/v2/address/?customer=${binh.id}&limit=100`, undefined, { token: binh.token })).count).toBe(1);
  });
});
