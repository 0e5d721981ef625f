/**
 * The server's maps in live mode (MAPS_MODE=live with GOOGLE_MAPS_SERVER_KEY): Google's answers are
 * replayed from recordings in the shape of its documentation; everything else goes to the test server.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { estimatedDrivingMetres } from '../../domain/store-choice';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import recordedAutocomplete from '../providers/maps/fixtures/places-autocomplete.json';
import recordedDetails from '../providers/maps/fixtures/place-details.json';
import recordedMatrix from '../providers/maps/fixtures/route-matrix.json';
import { caller, MONDAY_0900, type TestServer } from './checkout-fixtures';

const realFetch = globalThis.fetch;
/** How Google answers the next route matrix: a distance, or its 403 refusal. */
let routesAnswer: 'distance' | 'refusal' = 'distance';
const googleCalls: string[] = [];
const googleBodies: unknown[] = [];

function googleOrServer(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = String(input instanceof Request ? input.url : input);
  if (!/googleapis\.com/.test(url)) return realFetch(input, init);
  googleCalls.push(`${init?.method ?? 'GET'} ${url.split('?')[0]}`);
  if (init?.method === 'HEAD') return Promise.resolve(new Response(null, { status: 404 }));
  if (url.includes('computeRouteMatrix')) {
    return Promise.resolve(
      routesAnswer === 'distance'
        ? Response.json([{ ...recordedMatrix.response[1], distanceMeters: 2400, destinationIndex: 0 }])
        : Response.json(recordedMatrix.error, { status: 403 }),
    );
  }
  if (url.includes('/v1/places/')) return Promise.resolve(Response.json(recordedDetails.response));
  if (url.endsWith('places:autocomplete')) {
    googleBodies.push(JSON.parse(String(init?.body)));
    return Promise.resolve(Response.json(recordedAutocomplete.response));
  }
  return Promise.resolve(Response.json({ error: { code: 400, status: 'INVALID_ARGUMENT' } }, { status: 400 }));
}

describe('live maps on the server', () => {
  let server: TestServer;
  const call = caller(() => server);
  // about 1.3 km from S001 (42 Nguyễn Huệ) by the local estimate
  const near = { store_id: 1, lat: 10.78, lng: 106.7 };
  beforeAll(async () => {
    vi.stubGlobal('fetch', vi.fn(googleOrServer));
    server = await startTestServer({ clock: fixedClock(MONDAY_0900), env: { MAPS_MODE: 'live', GOOGLE_MAPS_SERVER_KEY: 'server-key' } });
  });
  afterAll(async () => {
    await server.close();
    vi.unstubAllGlobals();
  });

  it("should price a delivery by Google's driving distance for the chosen store, not the client's", async () => {
    routesAnswer = 'distance';
    const quote = await call('POST', '/api/v2/delivery/estimate-delivery-client/', near);
    expect(quote.data.distance).toBe(2400);
    expect(googleCalls).toContain('POST https://routes.googleapis.com/distanceMatrix/v2:computeRouteMatrix');
  });

  it('should fall back to the local estimate when Google refuses', async () => {
    routesAnswer = 'refusal';
    const quote = await call('POST', '/api/v2/delivery/estimate-delivery-client/', near);
    const [store] = await server.db.query<{ latitude: number; longitude: number }>('select latitude, longitude from store where id = 1');
    expect(quote.data.distance).toBe(estimatedDrivingMetres({ lat: store!.latitude, lng: store!.longitude }, near));
    expect(quote.data.distance).not.toBe(2400);
  });

  it("should suggest Google's places in Vietnam, passing the typing session's token on", async () => {
    const { predictions } = await call('GET', '/api/maps/autocomplete?input=Dinh%20%C4%90%E1%BB%99c&language=vi&session_token=typing-1');
    expect(predictions.map((p: { place_id: string }) => p.place_id)).toEqual(['ChIJ0T2NLikpdTERKxE8d61aX_E', 'ChIJVVVVVX8vdTERjSsNZrYt9xU']);
    expect(googleBodies).toEqual([{ input: 'Dinh Độc', includedRegionCodes: ['vn'], languageCode: 'vi', sessionToken: 'typing-1' }]);
  });

  it("should resolve a Google place id with Google's place details", async () => {
    const { result } = await call('GET', '/api/maps/place-details?place_id=ChIJ0T2NLikpdTERKxE8d61aX_E&language=vi');
    expect(result).toEqual({ place_id: 'ChIJ0T2NLikpdTERKxE8d61aX_E', name: 'Dinh Độc Lập', formatted_address: recordedDetails.response.formattedAddress, lat: 10.7769942, lng: 106.6953021 });
  });

  it('should report the maps live and answering', async () => {
    expect((await call('GET', '/api/health')).maps).toEqual({ mode: 'live', reachable: true });
  });
});
