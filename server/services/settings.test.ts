import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, parseSettings } from '../../domain/settings';
import { startTestServer } from '../../tests/support/server-harness';
import { readSettings } from './settings';

const noOverrides = () => null;

describe('seed, server and app read the settings alike', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('should give the seeded database, v2/variable/ in the app and a missing row the same values', async () => {
    const onServer = await readSettings(server.db, noOverrides);
    expect({ ...onServer, raw: {} }).toEqual(DEFAULT_SETTINGS);
    const response = await server.app.inject({ method: 'GET', url: '/api/v2/variable/?group__in=delivery' });
    // the app parses v2/variable/ with the same domain/settings parser (src/features/settings/settings.test.ts)
    const inApp = parseSettings(response.json().results);
    expect({ ...inApp, raw: {} }).toEqual(DEFAULT_SETTINGS);
  });

  it('should follow a switch at once', async () => {
    await server.db.query("update setting set value = '7' where code = 'time_interval_payload'");
    expect((await readSettings(server.db, noOverrides)).time_interval_payload).toBe(7);
  });
});
