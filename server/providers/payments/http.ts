import { GatewayError, type ProviderName } from './types';

/** The HTTP a client sends with: global fetch, or a recording in tests. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** A gateway that does not answer within this many milliseconds is given up on (the customer can retry). */
export const GATEWAY_TIMEOUT_MS = 10_000;

/** Posts to a gateway and reads its JSON answer; a network failure, timeout, non-2xx or non-JSON answer is a GatewayError. */
export async function postToGateway(
  provider: ProviderName,
  fetcher: Fetch,
  url: string,
  body: { json: unknown } | { form: Record<string, string> },
  options: { headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<unknown> {
  const isJson = 'json' in body;
  let response: Response;
  try {
    response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': isJson ? 'application/json; charset=utf-8' : 'application/x-www-form-urlencoded', accept: 'application/json', ...options.headers },
      body: isJson ? JSON.stringify(body.json) : new URLSearchParams(body.form).toString(),
      signal: AbortSignal.timeout(options.timeoutMs ?? GATEWAY_TIMEOUT_MS),
    });
  } catch (error) {
    throw new GatewayError(provider, `no answer from ${new URL(url).origin} (${(error as Error).name})`);
  }
  const text = await response.text();
  if (!response.ok) throw new GatewayError(provider, `HTTP ${response.status} from ${new URL(url).pathname}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new GatewayError(provider, `an answer that is not JSON from ${new URL(url).pathname}`);
  }
}

/** Whether anything answers at the origin of a gateway endpoint within a short time (any HTTP status counts). */
export async function answers(fetcher: Fetch, url: string, timeoutMs = 2_000): Promise<boolean> {
  try {
    await fetcher(url, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) });
    return true;
  } catch {
    return false;
  }
}

export const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
