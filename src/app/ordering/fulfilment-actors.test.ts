import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { ApiClient } from '../../lib/api-client';
import { createFulfilmentActors } from './fulfilment-actors';

const loadGoogleLibrary = vi.hoisted(() => vi.fn());
vi.mock('../../adapters/maps/google-loader', () => ({ loadGoogleLibrary }));

const geocoded = { place_id: 'ChIJgoogle', formatted_address: '36 Lê Lợi, Quận 1, Hồ Chí Minh', geometry: { location: { lat: () => 10.7752, lng: () => 106.7012 } } };
loadGoogleLibrary.mockImplementation(async () => ({
  Geocoder: class {
    geocode = async () => ({ results: [geocoded] });
  },
}));

function apiAnswering() {
  const calls: string[] = [];
  const queries: Array<Record<string, unknown>> = [];
  const client = {
    GET: vi.fn(async (path: string, init: { params: { query: Record<string, unknown> } }) => {
      calls.push(path);
      queries.push(init.params.query);
      if (path === '/maps/autocomplete') return { data: { predictions: [] } };
      return { data: { result: { place_id: 'local-1', name: 'Chợ Bến Thành', formatted_address: 'Chợ Bến Thành, Quận 1', lat: 10.772, lng: 106.698, distance_m: 12 } } };
    }),
  } as unknown as ApiClient;
  return { client, calls, queries };
}

const run = <T>(logic: Parameters<typeof createActor>[0], input: unknown) => toPromise(createActor(logic, { input } as never).start()) as Promise<T>;

describe('the fulfilment actors and the maps adapter', () => {
  it('should ask the API (local maps service) without a Google key, and never load Google', async () => {
    const { client, calls } = apiAnswering();
    const actors = createFulfilmentActors(client, new QueryClient(), () => 'vi');
    const place = await run(actors.reverseGeocode, { lat: 10.7753, lng: 106.7013 });
    expect(calls).toEqual(['/maps/reverse-geocode']);
    expect(place).toEqual({ place_id: 'local-1', name: 'Chợ Bến Thành', formatted_address: 'Chợ Bến Thành, Quận 1', lat: 10.772, lng: 106.698 });
    expect(loadGoogleLibrary).not.toHaveBeenCalled();
  });

  it('should send one session token from the first suggestion to the details call that ends the typing session', async () => {
    const { client, queries } = apiAnswering();
    const actors = createFulfilmentActors(client, new QueryClient(), () => 'vi');
    await run(actors.fetchSuggestions, { text: 'Chợ Bến', region: 'vn' });
    await run(actors.fetchSuggestions, { text: 'Chợ Bến Th', region: 'vn' });
    await run(actors.fetchPlaceDetails, { placeId: 'local-1' });
    await run(actors.fetchSuggestions, { text: 'Nhà thờ', region: 'vn' });
    const [first, second, details, next] = queries.map((query) => query.session_token);
    expect(first).toEqual(expect.any(String));
    expect([second, details]).toEqual([first, first]);
    expect(next).not.toBe(first);
  });

  it("should answer the same event's question from Google with a browser key, with the key and the interface language", async () => {
    const { client, calls } = apiAnswering();
    const actors = createFulfilmentActors(client, new QueryClient(), () => 'en', 'browser-key');
    const place = await run(actors.reverseGeocode, { lat: 10.7753, lng: 106.7013 });
    expect(calls).toEqual([]);
    expect(loadGoogleLibrary).toHaveBeenCalledWith('geocoding', { key: 'browser-key', language: 'en' });
    expect(place).toEqual({ place_id: 'ChIJgoogle', name: '36 Lê Lợi', formatted_address: '36 Lê Lợi, Quận 1, Hồ Chí Minh', lat: 10.7752, lng: 106.7012 });
  });
});
