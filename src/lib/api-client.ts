import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '../../openapi/schema';
import { tokenStore } from '../adapters/storage';
import { API_TIMEOUT_MS } from '../../domain/constants';
import { ApiError, CLIENT_ERROR_CODES, parseErrorBody } from './api-error';
import { i18n, isLocale } from './i18n';
import { orderCapabilityMiddleware, type OrderCapabilities } from './order-capabilities';

/**
 * The origin of the app's calls where it runs outside a page: the server's rendering of first screens, whose calls
 * src/entry-server.tsx answers in process. A request needs an absolute address there, and this one is never resolved.
 */
export const SERVER_RENDERING_ORIGIN = 'http://first-screen.invalid';

/** The API's root as an absolute address (`/api` of the page's origin unless VITE_API_ROOT says otherwise). */
export const API_ROOT: string = new URL(
  import.meta.env.VITE_API_ROOT ?? '/api',
  typeof location === 'undefined' ? SERVER_RENDERING_ORIGIN : location.href,
).href.replace(/\/$/, '');

type Fetch = (request: Request, init?: RequestInit) => Promise<Response>;

/**
 * How the `api` instance sends a call: the global fetch, looked up at call time. The server's rendering of a first
 * screen points it at the server itself for the length of one render (src/entry-server.tsx).
 */
export const transport: { fetch: Fetch } = { fetch: (request, init) => globalThis.fetch(request, init) };

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  baseUrl?: string;
  timeoutMs?: number;
  getToken?: () => string | null;
  /** Guest orders' capabilities (localStorage by default). */
  orderCapabilities?: OrderCapabilities;
  /** The interface language each call names (Lingui's active locale by default). */
  getLocale?: () => string | undefined;
  /** Defaults to `transport`'s, looked up at call time. */
  fetch?: Fetch;
}

/** Adds `Authorization: Bearer <token>` when a token is stored; no token, no header. */
export function bearerMiddleware(getToken: () => string | null): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/**
 * Names the interface language in `Accept-Language` (the browser's own header names the browser's languages,
 * not the one chosen in the app), so that what the server words (promotion names, error messages, level
 * names) follows the app's EN/VI/JA switch. A call that already names one (a loyalty query) keeps it.
 */
export function languageMiddleware(getLocale: () => string | undefined): Middleware {
  return {
    onRequest({ request }) {
      const locale = getLocale();
      if (isLocale(locale) && !request.headers.has('Accept-Language')) request.headers.set('Accept-Language', locale);
      return request;
    },
  };
}

/** Turns non-2xx answers and transport failures into an `ApiError`, so callers only see data. */
export const errorMiddleware: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    throw new ApiError(response.status, parseErrorBody(body, response.status));
  },
  onError({ error }) {
    if (error instanceof ApiError) return error;
    if (error instanceof DOMException && error.name === 'AbortError') return error;
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return new ApiError(
      0,
      {
        code: timedOut ? CLIENT_ERROR_CODES.timeout : CLIENT_ERROR_CODES.network,
        message: error instanceof Error ? error.message : String(error),
      },
      { cause: error },
    );
  },
};

/**
 * The caller's signal (e.g. TanStack Query cancelling) and the timeout both abort. The timer is
 * ours and cleared when the call settles: an `AbortSignal.timeout` combined through
 * `AbortSignal.any` can be garbage-collected before it fires in Node.
 */
async function fetchWithTimeout(
  baseFetch: Fetch,
  request: Request,
  timeoutMs: number,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The call timed out', 'TimeoutError')), timeoutMs);
  const forwardAbort = () => controller.abort(request.signal.reason);
  if (request.signal.aborted) forwardAbort();
  else request.signal.addEventListener('abort', forwardAbort, { once: true });
  try {
    return await baseFetch(request, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', forwardAbort);
  }
}

/** Creates a typed client; the app uses the `api` instance below, tests build their own. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const baseFetch = options.fetch ?? ((request: Request, init?: RequestInit) => transport.fetch(request, init));
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? API_ROOT,
    fetch: (request: Request) => fetchWithTimeout(baseFetch, request, timeoutMs),
  });
  client.use(
    bearerMiddleware(options.getToken ?? tokenStore.get),
    languageMiddleware(options.getLocale ?? (() => i18n.locale)),
    orderCapabilityMiddleware(options.orderCapabilities),
    errorMiddleware,
  );
  return client;
}

export const api = createApiClient();
