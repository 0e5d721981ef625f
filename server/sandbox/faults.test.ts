import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractProblems } from '../../tests/support/contract-validator';
import { startTestServer } from '../../tests/support/server-harness';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { FIRST_SCREEN_DRAW_HEADER } from '../first-screen';

const search = '/api/maps/autocomplete?input=' + encodeURIComponent('Chợ Bến Thành') + '&language=vi';

describe('sandbox faults on demand', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** A browser of its own: the qa_session cookie the sandbox sets on its first visit. */
  async function newTester() {
    const page = await server.app.inject({
      method: 'GET',
      url: '/sandbox/faults',
      headers: { accept: 'application/json' },
    });
    const cookie = String(page.headers['set-cookie']).split(';')[0];
    expect(cookie).toMatch(/^qa_session=[\w-]{16,}$/);
    const arm = async (fault: object, expectedStatus = 201) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/sandbox/faults',
        headers: { cookie, accept: 'application/json' },
        payload: fault,
      });
      expect(response.statusCode, response.body).toBe(expectedStatus);
      return response.json();
    };
    const outcome = (outcome: string) =>
      server.app.inject({
        method: 'POST',
        url: '/sandbox/faults/outcome',
        headers: { cookie, accept: 'application/json' },
        payload: { outcome },
      });
    const get = (url = search) => server.app.inject({ method: 'GET', url, headers: { cookie } });
    return { cookie, arm, outcome, get };
  }

  const inContract = (url: string, response: { statusCode: number; json: () => unknown }) =>
    expect(contractProblems('GET', url, response.statusCode, response.json())).toEqual([]);

  it('should make the next call of an operation fail with 500, once, for that browser only', async () => {
    const tester = await newTester();
    const other = await newTester();
    await tester.arm({ operationId: 'mapsAutocomplete', kind: 'fail' });

    const fromOther = await other.get();
    expect(fromOther.statusCode).toBe(200);
    const withoutCookie = await server.app.inject({ method: 'GET', url: search });
    expect(withoutCookie.statusCode).toBe(200);

    const failed = await tester.get();
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ code: 'COMMON_ERROR' });
    expect(failed.headers['x-sandbox-fault']).toBe('fail');
    inContract(search, failed);
    expect((await tester.get()).statusCode).toBe(200);
  });

  it('should fail as many calls in a row as asked: a read the app retries fails on both tries', async () => {
    const tester = await newTester();
    await tester.arm({ operationId: 'mapsAutocomplete', kind: 'fail', times: 2 });
    expect((await tester.get()).statusCode).toBe(500);
    expect((await tester.get()).statusCode).toBe(500);
    expect((await tester.get()).statusCode).toBe(200);
    expect((await tester.arm({ operationId: 'mapsAutocomplete', kind: 'fail', times: 0 }, 400)).field).toBe('times');
  });

  it("should leave an armed fault to the app, unused, when the server draws a first screen", async () => {
    const tester = await newTester();
    await tester.arm({ operationId: 'mapsAutocomplete', kind: 'fail' });
    // the server's own call while drawing: no answer for the page, and the fault stays armed
    const drawing = await server.app.inject({ method: 'GET', url: search, headers: { cookie: tester.cookie, [FIRST_SCREEN_DRAW_HEADER]: '1' } });
    expect(drawing.statusCode).toBe(500);
    expect(drawing.headers['x-sandbox-fault']).toBeUndefined();
    // the app's call meets it, once
    expect((await tester.get()).headers['x-sandbox-fault']).toBe('fail');
    expect((await tester.get()).statusCode).toBe(200);
    // with nothing armed, a drawing call is answered as any
    expect((await server.app.inject({ method: 'GET', url: search, headers: { cookie: tester.cookie, [FIRST_SCREEN_DRAW_HEADER]: '1' } })).statusCode).toBe(200);
  });

  it('should answer the error a tester chose, naming its field', async () => {
    const tester = await newTester();
    await tester.arm({
      operationId: 'mapsAutocomplete',
      kind: 'error',
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Chosen by QA',
      field: 'input',
    });
    const refused = await tester.get();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Chosen by QA', field: 'input' });
    inContract(search, refused);
  });

  it('should hold a timed-out call for as long as asked, then answer it', async () => {
    const tester = await newTester();
    await tester.arm({ operationId: 'mapsAutocomplete', kind: 'timeout', holdMs: 400 });
    const started = performance.now();
    const late = await tester.get();
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    expect(late.statusCode).toBe(200);
    expect(late.headers['x-sandbox-fault']).toBe('timeout');
  });

  it('should choose the next maps and SMS outcomes', async () => {
    const tester = await newTester();
    expect((await tester.outcome('maps.noSuggestions')).statusCode).toBe(200);
    const nothing = await tester.get();
    expect(nothing.json()).toEqual({ predictions: [] });
    inContract(search, nothing);
    expect((await tester.get()).json().predictions.length).toBeGreaterThan(0);

    expect((await tester.outcome('sms.fail')).statusCode).toBe(200);
    const armed = await tester.arm({ operationId: 'getMasterMenu', kind: 'fail' });
    expect(armed.faults.map((f: { operation_id: string }) => f.operation_id)).toEqual(['sendOtp', 'getMasterMenu']);
  });

  it('should refuse an unknown operation, an unknown kind and an error without a code', async () => {
    const tester = await newTester();
    expect((await tester.arm({ operationId: 'noSuchOperation', kind: 'fail' }, 400)).field).toBe('operationId');
    expect((await tester.arm({ operationId: 'getMasterMenu', kind: 'explode' }, 400)).field).toBe('kind');
    expect((await tester.arm({ operationId: 'getMasterMenu', kind: 'error', status: 409 }, 400)).field).toBe('status');
    expect((await tester.outcome('payment.lottery')).statusCode).toBe(400);
  });

  it('should be ignored where the sandbox is off, as in production', async () => {
    const tester = await newTester();
    await tester.arm({ operationId: 'mapsAutocomplete', kind: 'fail' });
    const production = await buildApp({
      db: server.db,
      config: { ...readConfig({}), sandbox: false, distDir: '/nonexistent' },
    });
    try {
      const answer = await production.inject({ method: 'GET', url: search, headers: { cookie: tester.cookie } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-sandbox-fault']).toBeUndefined();
      expect((await production.inject({ method: 'GET', url: '/sandbox/faults' })).statusCode).toBe(404);
      const [{ armed }] = await server.db.query<{ armed: number }>(
        'select count(*)::int as armed from sandbox_fault where operation_id = $1',
        ['mapsAutocomplete'],
      );
      expect(armed).toBe(1);
    } finally {
      await production.close();
    }
  });
});
