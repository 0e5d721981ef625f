import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

type Leaf = { path: string; value: unknown };

/** Every leaf of the request's body, query and path parameters with its dotted path (`foods.0.price`). */
function leavesOf(request: FastifyRequest): Leaf[] {
  const leaves: Leaf[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
    } else {
      leaves.push({ path: path.join('.'), value });
    }
  };
  walk(request.body, []);
  walk(request.query, []);
  walk(request.params, []);
  return leaves;
}

/**
 * Refuses a request whose strings hold a NUL character (PostgreSQL stores none in text or jsonb),
 * with 400 naming the field, before any handler writes part of it.
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  const leaf = leavesOf(request).find(({ value }) => typeof value === 'string' && value.includes('\u0000'));
  if (leaf) throw new ApiError(400, 'VALIDATION_ERROR', `${leaf.path || 'body'}: must not contain a NUL character`, leaf.path || 'body');
}

/** PostgreSQL's float8 refuses subnormal numbers ("value out of range: underflow"). */
const SMALLEST_NORMAL_DOUBLE = 2.2250738585072014e-308;

interface DatabaseError {
  code?: string;
  message?: string;
  detail?: string;
}

/** The request field whose value the database refused, found by the value the database names. */
function fieldHolding(request: FastifyRequest, predicate: (value: unknown) => boolean): string | undefined {
  return leavesOf(request).find(({ value }) => predicate(value))?.path || undefined;
}

/**
 * A request value beyond the database's ranges or naming a row that does not exist: 400 naming the
 * field, instead of 500. Validation catches most of these first; this is the net under every route.
 */
export function databaseRefusal(error: unknown, request: FastifyRequest): ApiError | undefined {
  const { code, message = '', detail = '' } = (error ?? {}) as DatabaseError;
  if (typeof code !== 'string' || !/^2[23]/.test(code)) return undefined;
  switch (code) {
    // numeric value out of range (an integer beyond 32 bits, a float that underflows)
    case '22003': {
      const named = /value "([^"]+)"/.exec(message)?.[1];
      const tooSmall = (value: unknown) => typeof value === 'number' && value !== 0 && Math.abs(value) < SMALLEST_NORMAL_DOUBLE;
      const field = named
        ? fieldHolding(request, (value) => value !== null && String(value) === named)
        : message.includes('underflow')
          ? fieldHolding(request, tooSmall)
          : undefined;
      return new ApiError(400, 'VALIDATION_ERROR', `${field ?? 'A number'}: out of range`, field);
    }
    // invalid byte sequence / untranslatable character (NUL)
    case '22021':
    case '22P05': {
      const field = fieldHolding(request, (value) => typeof value === 'string' && value.includes('\u0000'));
      return new ApiError(400, 'VALIDATION_ERROR', `${field ?? 'A text'}: contains a character that cannot be stored`, field);
    }
    // invalid text representation, datetime out of range, string too long
    case '22P02':
    case '22007':
    case '22008':
    case '22001':
      return new ApiError(400, 'VALIDATION_ERROR', 'A value of the request is not valid.');
    // a reference to a row that does not exist: `Key (store_id)=(42) is not present in table "store".`
    case '23503': {
      const named = /\)=\(([^)]*)\)/.exec(detail)?.[1];
      const field = named === undefined ? undefined : fieldHolding(request, (value) => value !== null && String(value) === named);
      return new ApiError(400, 'VALIDATION_ERROR', `${field ?? 'A reference'}: no such record`, field);
    }
    default:
      return undefined;
  }
}
