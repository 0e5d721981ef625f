import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

type Leaf = { path: string; value: unknown };

/**
 * How deep a JSON body may nest: the contract's deepest shape (an order's topping of a dish line) is under ten
 * levels, and every walk over a request (validation, the NUL check, the database's field lookup) is then bounded.
 */
export const MAX_BODY_DEPTH = 64;

/**
 * The largest body any operation takes (Fastify's `bodyLimit`, 1 MiB by default); a larger one answers 413 before it
 * is read whole. The largest real body, an order of many dish lines with toppings and an e-invoice, is tens of KB;
 * reading, scanning and parsing a body at this limit costs a few ms of CPU.
 */
export const BODY_LIMIT_BYTES = 256 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether a JSON text nests deeper than `limit`, found in one pass over its characters without parsing it:
 * brackets inside strings do not count. Stops at the first bracket past the limit.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth -= 1;
  }
  return false;
}

/** A key of a parsed body that would reach an object's prototype if the body were merged into an object. */
function prototypeKeyOf(body: unknown): string | undefined {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value: body, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (!value || typeof value !== 'object') continue;
    if (Object.hasOwn(value, '__proto__')) return [...path, '__proto__'].join('.');
    const { constructor } = value as { constructor?: unknown };
    if (Object.hasOwn(value, 'constructor') && constructor && typeof constructor === 'object' && Object.hasOwn(constructor, 'prototype')) {
      return [...path, 'constructor', 'prototype'].join('.');
    }
    for (const [key, child] of Object.entries(value)) pending.push({ value: child, path: [...path, key] });
  }
  return undefined;
}

/**
 * The JSON body parser of every route. A body nested deeper than MAX_BODY_DEPTH answers 400 BODY_TOO_DEEP before
 * JSON.parse builds it; a key that would reach a prototype (`__proto__`, `constructor.prototype`) answers 400
 * naming it, as Fastify's own parser refuses them but without a name.
 */
export function parseJsonBody(_request: FastifyRequest, body: string, done: (error: Error | null, body?: unknown) => void): void {
  if (body.length === 0) return done(new ApiError(400, 'BAD_REQUEST', 'body: is empty; send a JSON value or no content type', 'body'));
  if (nestsDeeperThan(body, MAX_BODY_DEPTH)) {
    return done(new ApiError(400, 'BODY_TOO_DEEP', `body: nests deeper than ${MAX_BODY_DEPTH} levels of objects and arrays`, 'body', { max_depth: MAX_BODY_DEPTH }));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return done(new ApiError(400, 'BAD_REQUEST', 'body: is not valid JSON', 'body'));
  }
  const key = prototypeKeyOf(parsed);
  if (key) return done(new ApiError(400, 'VALIDATION_ERROR', `${key}: a key that would reach an object's prototype is not allowed`, key));
  done(null, parsed);
}

/**
 * Every leaf of the request's body, query and path parameters with its dotted path (`foods.0.price`). Iterative,
 * with its own stack: a body's depth is bounded by the parser, a query's by its parser, and this walk holds no
 * call stack of its own in either case.
 */
function leavesOf(request: FastifyRequest): Leaf[] {
  const leaves: Leaf[] = [];
  const pending: Array<{ value: unknown; path: string[] }> = [request.params, request.query, request.body].map((value) => ({ value, path: [] }));
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (value && typeof value === 'object') {
      // pushed in reverse: popped in the object's own order, so the first leaf found is the first one written
      const children = Object.entries(value);
      for (let index = children.length - 1; index >= 0; index -= 1) pending.push({ value: children[index][1], path: [...path, children[index][0]] });
    } else {
      leaves.push({ path: path.join('.'), value });
    }
  }
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

const INT32_MAX = 2_147_483_647;

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

/** Whether a request value is the one the database wrote as `named` (999999999999999999999999 arrives as `1e+24`). */
const writtenAs = (named: string) => (value: unknown) =>
  value !== null && (String(value) === named || (typeof value === 'number' && Number(named) === value));

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
        ? fieldHolding(request, writtenAs(named))
        : message.includes('underflow')
          ? fieldHolding(request, tooSmall)
          : // "integer out of range" names no value: the first number beyond 32 bits is the one
            fieldHolding(request, (value) => typeof value === 'number' && Math.abs(value) > INT32_MAX);
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
    case '22001': {
      // `invalid input syntax for type integer: "1.7976931348623157e+308"`: a number no integer column takes
      const named = /: "([^"]*)"$/.exec(message)?.[1];
      const field = named === undefined ? undefined : fieldHolding(request, writtenAs(named));
      return new ApiError(400, 'VALIDATION_ERROR', `${field ?? 'A value of the request'}: is not valid`, field);
    }
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
