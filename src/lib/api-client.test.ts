import { describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS } from '../../domain/constants';
import { createApiClient } from './api-client';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';

const BASE_URL = 'http://shop.test/api';

type FetchStub = (request: Request, init?: RequestInit) => Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function clientWith(fetch: FetchStub, options: { token?: string | null; timeoutMs?: number } = {}) {
  return createApiClient({
    baseUrl: BASE_URL,
    fetch,
    getToken: () => options.token ?? null,
    timeoutMs: options.timeoutMs,
  });
}

/** A fetch that never answers and rejects with the signal's reason when aborted. */
const hangingFetch: FetchStub = (_request, init) =>
  new Promise((_resolve, reject) => {
    const signal = init?.signal;
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason));
  });

describe('api client', () => {
  it('should time out after 60 seconds by default (SPEC §7)', () => {
    expect(API_TIMEOUT_MS).toBe(60_000);
  });

  it('should send the bearer token when one is stored', async () => {
    const fetch = vi.fn<FetchStub>(async () => json({ results: [] }));
    await clientWith(fetch, { token: 'token-123' }).GET('/v2/variable/');
    const [request] = fetch.mock.calls[0];
    expect(request.headers.get('Authorization')).toBe('Bearer token-123');
    expect(request.url).toBe(`${BASE_URL}/v2/variable/`);
  });

  it('should send no Authorization header without a token', async () => {
    const fetch = vi.fn<FetchStub>(async () => json({ results: [] }));
    await clientWith(fetch).GET('/v2/variable/');
    expect(fetch.mock.calls[0][0].headers.has('Authorization')).toBe(false);
  });

  it('should return the data of a successful call', async () => {
    const results = [{ code: 'useMomo', value: 'true' }];
    const { data } = await clientWith(async () => json({ results })).GET('/v2/variable/');
    expect(data).toEqual({ results });
  });

  it('should turn an error answer into an ApiError with the body of SPEC §8', async () => {
    const fetch: FetchStub = async () =>
      json({ code: 'VALIDATION_ERROR', message: 'phone is required', field: 'info.phone' }, 400);
    const error = await clientWith(fetch)
      .GET('/v2/variable/')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'phone is required', field: 'info.phone' });
  });

  it('should give an ApiError with a generic code when the error body is not JSON', async () => {
    const error = await clientWith(async () => new Response('Bad gateway', { status: 502 }))
      .GET('/v2/variable/')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, code: CLIENT_ERROR_CODES.unknown });
  });

  it('should abort a call that takes longer than the timeout', async () => {
    // AbortSignal.timeout runs on the platform clock, which fake timers do not drive.
    const error = await clientWith(hangingFetch, { timeoutMs: 20 })
      .GET('/v2/variable/')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: CLIENT_ERROR_CODES.timeout });
  });

  it('should still honour the caller’s own abort signal', async () => {
    const controller = new AbortController();
    const pending = clientWith(hangingFetch)
      .GET('/v2/variable/', { signal: controller.signal })
      .catch((caught: unknown) => caught);
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('should report a network failure as an ApiError', async () => {
    const error = await clientWith(async () => {
      throw new TypeError('fetch failed');
    })
      .GET('/v2/variable/')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: CLIENT_ERROR_CODES.network });
  });
});
