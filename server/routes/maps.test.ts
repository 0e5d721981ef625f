import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractProblems } from '../../tests/support/contract-validator';
import { startTestServer } from '../../tests/support/server-harness';
import { estimatedDrivingMetres } from '../../domain/store-choice';

describe('local maps service', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function call(method: 'GET' | 'POST', url: string, payload?: object, expectedStatus = 200) {
    const response = await server.app.inject({ method, url, payload });
    expect(response.statusCode, response.body).toBe(expectedStatus);
    expect(contractProblems(method, url, response.statusCode, response.json())).toEqual([]);
    return response.json();
  }

  const autocomplete = (input: string, expectedStatus = 200) =>
    call('GET', `/api/maps/autocomplete?input=${encodeURIComponent(input)}&language=vi`, undefined, expectedStatus);

  it('should find a landmark typed with or without diacritics', async () => {
    const withMarks = await autocomplete('Chợ Bến Thành');
    const without = await autocomplete('cho ben thanh');
    expect(withMarks.predictions[0].main_text).toContain('Bến Thành');
    expect(without.predictions[0].place_id).toBe(withMarks.predictions[0].place_id);
  });

  it('should find wards by their pre-2025 names and Hanoi places', async () => {
    expect((await autocomplete('Phường Bến Nghé')).predictions.length).toBeGreaterThan(0);
    expect((await autocomplete('Hoàn Kiếm')).predictions.length).toBeGreaterThan(0);
  });

  it('should wait for 5 letters and say when nothing matches', async () => {
    const short = await autocomplete('Chợ', 400);
    expect(short.field).toBe('input');
    expect((await autocomplete('zzzzzzzz')).predictions).toEqual([]);
  });

  it('should resolve a suggestion into coordinates and 404 an unknown place', async () => {
    const [first] = (await autocomplete('Nhà thờ Đức Bà')).predictions;
    const details = await call('GET', `/api/maps/place-details?place_id=${first.place_id}`);
    expect(details.result.lat).toBeCloseTo(10.78, 1);
    expect(details.result.lng).toBeCloseTo(106.7, 1);
    const missing = await call('GET', '/api/maps/place-details?place_id=nope', undefined, 404);
    expect(missing.code).toBe('ADDRESS_NOT_FOUND');
  });

  it('should reverse-geocode a dragged marker to the nearest known place', async () => {
    const body = await call('GET', '/api/maps/reverse-geocode?lat=10.7725&lng=106.698');
    expect(body.result.formatted_address).toMatch(/Quận 1|Bến Thành|Bến Nghé/);
    expect(body.result.distance_m).toBeLessThan(1500);
  });

  it('should list the known places around a point, nearest first, only within the radius', async () => {
    const centre = { lat: 10.7769, lng: 106.7009 };
    const { places } = await call('GET', `/api/maps/places-near?lat=${centre.lat}&lng=${centre.lng}&radius=1500`);
    expect(places.length).toBeGreaterThan(3);
    const metres = places.map((p: { lat: number; lng: number }) => estimatedDrivingMetres(centre, p) / 1.3);
    expect(metres.every((m: number) => m <= 1500 * Math.SQRT2)).toBe(true);
    // nearest first, to the metre (the query orders on a flat projection, the check measures the great circle)
    expect(metres.slice(1).every((m: number, i: number) => m + 1 >= metres[i]!)).toBe(true);
    const nearest = await call('GET', `/api/maps/reverse-geocode?lat=${centre.lat}&lng=${centre.lng}`);
    expect(places[0].place_id).toBe(nearest.result.place_id);
    const wider = await call('GET', `/api/maps/places-near?lat=${centre.lat}&lng=${centre.lng}&radius=5000`);
    expect(wider.places.length).toBeGreaterThanOrEqual(places.length);
    expect(wider.places.length).toBeLessThanOrEqual(60);
    expect((await call('GET', '/api/maps/places-near?lat=0&lng=0&radius=1000')).places).toEqual([]);
    expect((await call('GET', `/api/maps/places-near?lat=${centre.lat}&lng=${centre.lng}&radius=50000`, undefined, 400)).field).toBe('radius');
  });

  it('should estimate driving distances as 1.3 x great-circle and report no path across the country', async () => {
    const body = await call('POST', '/api/maps/driving-distances', {
      origin: { lat: 10.7769, lng: 106.7009 },
      destinations: [
        { id: 'same-street', lat: 10.7769, lng: 106.7109 },
        { id: 'hanoi', lat: 21.0285, lng: 105.8542 },
      ],
    });
    const [near, far] = body.rows;
    // 0.01 degree of longitude at 10.78 N is about 1,092 m; x 1.3 = about 1,420 m
    expect(near.status).toBe('OK');
    expect(near.distance.value).toBeGreaterThan(1380);
    expect(near.distance.value).toBeLessThan(1460);
    expect(far).toEqual({ id: 'hanoi', status: 'ZERO_RESULTS' });
  });
});
