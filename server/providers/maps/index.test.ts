import { describe, expect, it } from 'vitest';
import { estimatedDrivingMetres } from '../../../domain/store-choice';
import type { Queryable } from '../../db/database';
import type { Fetch } from '../payments/http';
import recordedMatrix from './fixtures/route-matrix.json';
import { createMaps, readMapsConfig } from '.';

const store = { lat: 10.7736, lng: 106.7039 };
const address = { lat: 10.7769, lng: 106.7009 };
/** The live adapters never touch the gazetteer; a database that refuses every query proves it. */
const noDatabase: Queryable = { query: () => Promise.reject(new Error('the live port read the gazetteer')) } as unknown as Queryable;

function liveMaps(answer: () => Promise<Response>) {
  const warnings: string[] = [];
  const urls: string[] = [];
  const fetcher: Fetch = (url) => {
    urls.push(url);
    return answer();
  };
  const maps = createMaps({ db: noDatabase, config: { mode: 'live', serverKey: 'server-key' }, fetch: fetcher, warn: (message) => warnings.push(message) });
  return { maps, warnings, urls };
}

describe('the maps port', () => {
  it('should be live only with MAPS_MODE=live and a server key', () => {
    expect(readMapsConfig({ MAPS_MODE: 'live', GOOGLE_MAPS_SERVER_KEY: 'k' })).toEqual({ mode: 'live', serverKey: 'k' });
    expect(readMapsConfig({ MAPS_MODE: 'live' }).mode).toBe('local');
    expect(readMapsConfig({ GOOGLE_MAPS_SERVER_KEY: 'k' }).mode).toBe('local');
    expect(createMaps({ db: noDatabase, config: { mode: 'live', serverKey: null } }).mode).toBe('local');
  });

  it("should price by the Routes API's driving distance when Google answers", async () => {
    const { maps, urls } = liveMaps(async () => new Response(JSON.stringify([recordedMatrix.response[1]])));
    expect(maps.mode).toBe('live');
    expect(await maps.drivingMetres(store, address)).toBe(850);
    expect(urls).toEqual(['https://routes.googleapis.com/distanceMatrix/v2:computeRouteMatrix']);
  });

  it('should answer no distance when Google finds no road', async () => {
    const { maps } = liveMaps(async () => new Response(JSON.stringify([{ ...recordedMatrix.response[2], destinationIndex: 0 }])));
    expect(await maps.drivingMetres(store, address)).toBeNull();
  });

  it('should fall back to the local estimate, and say so, when Google refuses or does not answer', async () => {
    const refusing = liveMaps(async () => new Response(JSON.stringify(recordedMatrix.error), { status: 403 }));
    expect(await refusing.maps.drivingMetres(store, address)).toBe(estimatedDrivingMetres(store, address));
    expect(refusing.warnings).toEqual([expect.stringMatching(/Routes API failed \(Routes API answered 403.*pricing with the local estimate of \d+ m/)]);
    const silent = liveMaps(() => Promise.reject(new TypeError('fetch failed')));
    expect(await silent.maps.drivingMetres(store, address)).toBe(estimatedDrivingMetres(store, address));
    expect(silent.warnings).toHaveLength(1);
  });

  it("should answer the stores' distances with the local estimates when Google refuses, and say so", async () => {
    const refusing = liveMaps(async () => new Response(JSON.stringify(recordedMatrix.error), { status: 403 }));
    const rows = await refusing.maps.drivingDistances(address, [{ id: 'S001', ...store }]);
    expect(rows).toEqual([expect.objectContaining({ id: 'S001', status: 'OK', distance: expect.objectContaining({ value: estimatedDrivingMetres(address, store) }) })]);
    expect(refusing.warnings).toEqual([expect.stringMatching(/Routes API failed .*answering the local estimates/)]);
  });

  it("should report Google unreachable when its host does not answer, and the gazetteer always reachable", async () => {
    expect(await liveMaps(() => Promise.reject(new TypeError('fetch failed'))).maps.probe()).toBe(false);
    expect(await liveMaps(async () => new Response(null, { status: 404 })).maps.probe()).toBe(true);
    const local = createMaps({ db: noDatabase, config: { mode: 'local', serverKey: null } });
    expect(local.mode).toBe('local');
    expect(await local.probe()).toBe(true);
    expect(await local.drivingMetres(store, address)).toBe(estimatedDrivingMetres(store, address));
  });
});
