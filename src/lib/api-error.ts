/** Error codes the client produces itself, beside the server's §8 codes. */
export const CLIENT_ERROR_CODES = {
  timeout: 'TIMEOUT',
  network: 'NETWORK_ERROR',
  unknown: 'UNKNOWN_ERROR',
} as const;

/** The error body of every failed API call: `{ code, message, field?, details? }`. */
export interface ApiErrorBody {
  code: string;
  message: string;
  field?: string;
  details?: Record<string, unknown>;
}

/** A failed API call: HTTP status (0 when no response arrived) plus the server's error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field?: string;
  readonly details?: Record<string, unknown>;

  constructor(status: number, body: ApiErrorBody, options?: { cause?: unknown }) {
    super(body.message, options);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.field = body.field;
    this.details = body.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads `{code, message, field}` from a response body, also when nested under `error`. */
export function parseErrorBody(body: unknown, status: number): ApiErrorBody {
  const source = isRecord(body) && isRecord(body.error) ? body.error : body;
  if (isRecord(source) && typeof source.code === 'string') {
    return {
      code: source.code,
      message: typeof source.message === 'string' ? source.message : source.code,
      field: typeof source.field === 'string' ? source.field : undefined,
      details: isRecord(source.details) ? source.details : undefined,
    };
  }
  return { code: CLIENT_ERROR_CODES.unknown, message: `HTTP ${status}` };
}

/** Codes that mean the e-money gateway did not answer (SPEC §8 "E-money gateway does not respond"), not that it refused. */
const NO_RESPONSE_CODES: ReadonlySet<string> = new Set([CLIENT_ERROR_CODES.timeout, CLIENT_ERROR_CODES.network, 'PAYMENT_GATEWAY_ERROR']);

/** True when a payment error code means the gateway did not respond. */
export const isGatewayUnresponsive = (code: string | null | undefined) => code !== null && code !== undefined && NO_RESPONSE_CODES.has(code);
