import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { caller, MONDAY_0900, type TestServer } from './checkout-fixtures';

describe('the delivery radius setting', () => {
  let server: TestServer;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock: fixedClock(MONDAY_0900) });
  });
  afterAll(() => server.close());

  const setRadius = (km: string) => server.db.query("update setting set value = $1 where code = 'deliveryRadiusKm'", [km]);
  // about 1.3 km by road from S001 (42 Nguyễn Huệ), which delivers within 8 km
  const near = { store_id: 1, lat: 10.78, lng: 106.7 };

  it('should be seeded at the 10 km of SPEC §9 and listed with the settings', async () => {
    const { results } = await call('GET', '/api/v2/variable/');
    expect(results).toContainEqual(expect.objectContaining({ code: 'deliveryRadiusKm', value: '10' }));
  });

  it('should refuse a delivery beyond a radius lowered below the store\'s own, naming that radius', async () => {
    try {
      await setRadius('1');
      const refused = await call('POST', '/api/v2/delivery/estimate-delivery-client/', near, { status: 400 });
      expect(refused).toMatchObject({ code: 'OUT_OF_RANGE', details: { max_distance: 1000 } });
      await setRadius('10');
      expect((await call('POST', '/api/v2/delivery/estimate-delivery-client/', near)).data.delivery_fee).toBe(15000);
    } finally {
      await setRadius('10');
    }
  });
});
