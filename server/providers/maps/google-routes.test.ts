import { describe, expect, it } from 'vitest';
import recorded from './fixtures/route-matrix.json';
import { createGoogleRoutes, ROUTES_FIELD_MASK, ROUTES_MATRIX_URL } from './google-routes';
import type { Fetch } from '../payments/http';

const origin = { lat: 10.7769, lng: 106.7009 };
const stores = [
  { id: 'S001', lat: 10.78, lng: 106.7 },
  { id: 'S002', lat: 10.85, lng: 106.77 },
  { id: 'S003', lat: 10.9, lng: 106.5 },
  { id: 'S004', lat: 10.7769, lng: 106.7009 },
];

function replaying(status: number, body: unknown) {
  const sent: Array<{ url: string; init: RequestInit }> = [];
  const fetcher: Fetch = async (url, init) => {
    sent.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  };
  return { routes: createGoogleRoutes({ apiKey: 'server-key', fetch: fetcher }), sent };
}

describe('Google Routes API route matrix (recorded answers, no network)', () => {
  it('should ask for driving, metric, no highways or tolls, with the server key and a field mask that includes status', async () => {
    const { routes, sent } = replaying(200, recorded.response);
    await routes.drivingDistances(origin, stores);
    expect(sent[0].url).toBe(ROUTES_MATRIX_URL);
    expect(sent[0].init.headers).toMatchObject({ 'X-Goog-Api-Key': 'server-key', 'X-Goog-FieldMask': ROUTES_FIELD_MASK });
    expect(ROUTES_FIELD_MASK.split(',')).toContain('status');
    expect(JSON.parse(String(sent[0].init.body))).toEqual({
      origins: [{ waypoint: { location: { latLng: { latitude: 10.7769, longitude: 106.7009 } } } }],
      destinations: stores.map((s) => ({ waypoint: { location: { latLng: { latitude: s.lat, longitude: s.lng } } } })),
      travelMode: 'DRIVE',
      routingPreference: 'TRAFFIC_UNAWARE',
      units: 'METRIC',
      routeModifiers: { avoidHighways: true, avoidTolls: true },
    });
  });

  it('should read the elements by destination index, whatever order they stream in', async () => {
    const { routes } = replaying(200, recorded.response);
    expect(await routes.drivingDistances(origin, stores)).toEqual([
      { id: 'S001', status: 'OK', distance: { value: 850, text: '850 m' }, duration: { value: 161, text: '3 mins' } },
      { id: 'S002', status: 'OK', distance: { value: 12460, text: '12.5 km' }, duration: { value: 2110, text: '35 mins' } },
      { id: 'S003', status: 'ZERO_RESULTS' },
      { id: 'S004', status: 'ZERO_RESULTS' },
    ]);
  });

  it("should throw on Google's error answer, so that the caller falls back to its own estimate", async () => {
    const { routes } = replaying(403, recorded.error);
    await expect(routes.drivingDistances(origin, stores)).rejects.toThrow(/Routes API answered 403/);
  });
});
