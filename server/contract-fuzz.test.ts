import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractProblems, errorProblems } from '../tests/support/contract-validator';
import { fixedClock, startTestServer, recaptchaToken } from '../tests/support/server-harness';
import { listOperations, loadContract, type OpenApiDocument } from './contract';
import { BODY_LIMIT_BYTES } from './request-guards';

/**
 * A contract fuzz: every operation of openapi/ordering.yaml gets seeded requests,
 * valid-shaped ones generated from its schemas and variants beyond them (integers past 32 bits,
 * NUL and control characters, huge strings, missing fields, unknown ids). No answer may be a 5xx
 * (an operation not built yet may answer 501 NOT_IMPLEMENTED), and every status must be one
 * that the contract declares for the operation, with a body that matches it.
 */

const SEED = 20261124;
/** Valid-shaped requests per operation. */
const VALID_SAMPLES = 12;
/** Variants per operation beyond the schema (seeded pick among all of them). */
const MAX_VARIANTS = 40;

const clock = fixedClock('2026-11-23T02:00:00Z');
const document = loadContract();

type Schema = OpenApiDocument;
type Json = unknown;

function resolve(schema: Schema | undefined): Schema {
  let current = schema ?? {};
  while (current.$ref) current = current.$ref.split('/').slice(1).reduce((node: Schema, key: string) => node[key.replaceAll('~1', '/')], document);
  return current;
}

const INT32_MAX = 2_147_483_647;

/** Values that satisfy `schema` (as far as a generator can tell), from a seeded fast-check arbitrary. */
function arbitraryOf(input: Schema | undefined, depth = 0): fc.Arbitrary<Json> {
  const schema = resolve(input);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...(schema.enum as Json[]));
  if (schema.allOf) {
    const parts = (schema.allOf as Schema[]).map(resolve);
    return arbitraryOf({ type: 'object', properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})), required: parts.flatMap((p) => p.required ?? []) }, depth);
  }
  if (schema.oneOf || schema.anyOf) return fc.oneof(...((schema.oneOf ?? schema.anyOf) as Schema[]).map((s) => arbitraryOf(s, depth)));
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.properties ? ['object'] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, depth)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1000 : schema.exclusiveMinimum + 1);
      const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? Number.MAX_SAFE_INTEGER : schema.exclusiveMaximum - 1);
      // Mostly small values, sometimes the bounds the schema allows (an unbounded one allows anything).
      return fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: Math.max(min, -1000), max: Math.min(max, Math.max(min, 0) + 1000) }) },
        { weight: 1, arbitrary: fc.constantFrom(min, max, Math.min(max, INT32_MAX + 1)) },
      );
    }
    case 'number': {
      const min = schema.minimum ?? -1e6;
      const max = schema.maximum ?? 1e12;
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'string': {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 40, 60);
      if (schema.format === 'date') return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      if (schema.format === 'date-time') return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
      if (schema.format === 'email') return fc.constantFrom('an@example.vn', 'khach.hang+1@mail.example.com');
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
      return fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
    }
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const minLength = schema.minItems ?? 0;
      return fc.array(arbitraryOf(schema.items, depth + 1), { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)) });
    }
    case 'object': {
      if (depth > 5) return fc.constant({});
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, depth + 1)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key: string) => key in model) });
    }
    default:
      return fc.constantFrom<Json>(null, 1, 'x', {});
  }
}

/** Values beyond what a database column or a JSON field holds. */
const hostileIntegers = [INT32_MAX + 1, -INT32_MAX - 2, Number.MAX_SAFE_INTEGER, 1e20, 0, -1];
const hostileStrings = ['a\u0000b', '\u0001\u0007\u001b\u001f\u007f', 'x'.repeat(5000), "' or 1=1 --", '%00', '999999999999'];

/** Every variant of `value` with one leaf replaced by a hostile value or one required field left out. */
function variantsOf(value: Json, schema: Schema | undefined): Json[] {
  const out: Json[] = [];
  const resolved = resolve(schema);
  const walk = (node: Json, replace: (next: Json) => Json, nodeSchema: Schema) => {
    const here = resolve(nodeSchema);
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, (next) => replace(node.map((x, i) => (i === index ? next : x))), here.items ?? {}));
      if (node.length === 0) out.push(replace([{}]), replace([null]));
      return;
    }
    if (node && typeof node === 'object') {
      const record = node as Record<string, Json>;
      for (const [key, child] of Object.entries(record)) {
        walk(child, (next) => replace({ ...record, [key]: next }), (here.properties ?? {})[key] ?? {});
        const { [key]: _left, ...without } = record;
        out.push(replace(without));
      }
      return;
    }
    for (const hostile of typeof node === 'string' ? hostileStrings : [...hostileIntegers, ...hostileStrings.slice(0, 2)]) out.push(replace(hostile));
    out.push(replace(null));
  };
  walk(value, (next) => next, resolved);
  return out;
}

interface Case {
  method: string;
  url: string;
  payload?: Json;
  token: boolean;
}

/** The operation's first valid-shaped request: its URL and body. */
function firstValidOf(operation: ReturnType<typeof listOperations>[number], seed: number): Case {
  return casesOf(operation, seed)[0];
}

/** Seeded requests for one operation. */
function casesOf(operation: ReturnType<typeof listOperations>[number], seed: number): Case[] {
  const spec = document.paths[operation.path][operation.method.toLowerCase()] as Schema;
  const parameters = [...((document.paths[operation.path].parameters ?? []) as Schema[]), ...((spec.parameters ?? []) as Schema[])].map(resolve);
  const bodySchema = resolve(spec.requestBody)?.content?.['application/json']?.schema as Schema | undefined;
  const needsToken = Array.isArray(spec.security) ? spec.security.length > 0 : Array.isArray(document.security) && document.security.length > 0;
  const paramsSchema = {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [`${p.in}:${p.name}`, p.schema ?? { type: 'string' }])),
    required: parameters.filter((p) => p.required || p.in === 'path').map((p) => `${p.in}:${p.name}`),
  };
  const shape = fc.record({ params: arbitraryOf(paramsSchema), body: bodySchema ? arbitraryOf(bodySchema) : fc.constant(undefined) });
  const samples = fc.sample(shape, { seed, numRuns: VALID_SAMPLES }) as Array<{ params: Record<string, Json>; body: Json }>;

  const toCase = (params: Record<string, Json>, body: Json, token = needsToken): Case => {
    let url = `/api${operation.path}`;
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params ?? {})) {
      const [place, name] = key.split(':');
      const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
      // An empty path segment is another URL (no operation): the fuzz sends 'null' there.
      if (place === 'path') url = url.replace(`{${name}}`, encodeURIComponent(text || 'null'));
      else if (place === 'query' && value !== undefined) query.append(name, text);
    }
    url = url.replace(/\{[^}]+\}/g, '1');
    const search = query.toString();
    return { method: operation.method, url: search ? `${url}?${search}` : url, payload: body, token };
  };

  const valid = samples.map((sample) => toCase(sample.params, sample.body));
  const [first] = samples;
  const beyond = [
    ...variantsOf(first.params, paramsSchema).map((params) => toCase(params as Record<string, Json>, first.body)),
    ...(bodySchema ? variantsOf(first.body, bodySchema).map((body) => toCase(first.params, body)) : []),
    ...(bodySchema ? [toCase(first.params, {}), toCase(first.params, []), toCase(first.params, 'text'), toCase(first.params, { ...(first.body as object), unknownField: 1 })] : []),
    ...(needsToken ? [toCase(first.params, first.body, false)] : []),
  ];
  const picked = fc.sample(fc.shuffledSubarray(beyond, { minLength: Math.min(beyond.length, MAX_VARIANTS), maxLength: Math.min(beyond.length, MAX_VARIANTS) }), { seed, numRuns: 1 })[0];
  return [...valid, ...picked];
}

/** Levels of nesting sent to every operation: one within the body depth limit, two far past it. */
const NESTING_LEVELS = [10, 1_000, 100_000];
/** Number literals past what a double holds, or at its edges, written as JSON text (JSON.stringify cannot). */
const HUGE_NUMBERS = ['1e400', '-1e400', '9'.repeat(1000), '1.7976931348623157e308', '5e-324'];
/** A string just under the body limit, and padding that takes a body over it. */
const HUGE_STRING = 'x'.repeat(BODY_LIMIT_BYTES / 2);
const OVER_LIMIT = 'x'.repeat(BODY_LIMIT_BYTES + 1);
/** Leaf variants (huge number or string) per operation, a seeded pick among all leaves. */
const MAX_LEAF_VARIANTS = 8;
/** Server CPU that refusing one deep, huge or oversized body may take. */
const CHEAP_REFUSAL_MS = 50;

interface HostileBody {
  what: string;
  text: string;
  /** Refused (when refused) within CHEAP_REFUSAL_MS of server CPU. */
  cheap: boolean;
}

/** `value` as JSON text with `extra` (raw JSON text by key) written first, so the extra keys stand beside the valid ones. */
function withRawFields(value: Json, extra: Record<string, string>): string {
  const own = value && typeof value === 'object' && !Array.isArray(value) ? JSON.stringify(value).slice(1, -1) : '';
  return `{${[...Object.entries(extra).map(([key, text]) => `${JSON.stringify(key)}:${text}`), ...(own ? [own] : [])].join(',')}}`;
}

/** Paths to the leaves of a valid body, each with its value's type. */
function leafPaths(value: Json, path: Array<string | number> = []): Array<{ path: Array<string | number>; kind: string }> {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...path, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...path, key]));
  return [{ path, kind: typeof value }];
}

/** `value` as JSON text with the leaf at `path` written as the raw JSON text `raw`. */
function withRawLeaf(value: Json, path: Array<string | number>, raw: string): string {
  const marker = '\u0000hostile-leaf\u0000';
  const copy = structuredClone(value) as Record<string | number, Json>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  node[path[path.length - 1]] = marker;
  return JSON.stringify(copy).replace(JSON.stringify(marker), raw);
}

/** Bodies no operation takes: deep nesting, prototype keys, huge numbers and strings, and one over the body limit. */
function hostileBodiesOf(valid: Json, seed: number): HostileBody[] {
  const base = valid && typeof valid === 'object' && !Array.isArray(valid) ? valid : {};
  const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
  const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  const leaves = leafPaths(base).filter(({ path }) => path.length > 0);
  const leafVariants = leaves.flatMap(({ path, kind }) =>
    kind === 'string'
      ? [{ what: `huge string at ${path.join('.')}`, text: withRawLeaf(base, path, JSON.stringify(HUGE_STRING)), cheap: true }]
      : HUGE_NUMBERS.map((raw) => ({ what: `${raw.slice(0, 24)} at ${path.join('.')}`, text: withRawLeaf(base, path, raw), cheap: true })),
  );
  const picked = fc.sample(fc.shuffledSubarray(leafVariants, { minLength: Math.min(leafVariants.length, MAX_LEAF_VARIANTS), maxLength: Math.min(leafVariants.length, MAX_LEAF_VARIANTS) }), { seed, numRuns: 1 })[0];
  return [
    ...NESTING_LEVELS.flatMap((levels) => [
      { what: `${levels} nested arrays as the body`, text: deep(levels), cheap: levels > 10 },
      { what: `${levels} nested objects in a field`, text: withRawFields(base, { nested: deepObject(levels) }), cheap: levels > 10 },
      { what: `${levels} nested arrays in a field`, text: withRawFields(base, { z: deep(levels) }), cheap: levels > 10 },
    ]),
    { what: '__proto__ key', text: withRawFields(base, { ['__proto__']: '{"polluted":true}' }), cheap: true },
    { what: '__proto__ key, nested', text: withRawFields(base, { outer: '{"__proto__":{"polluted":true}}' }), cheap: true },
    { what: 'constructor.prototype key', text: withRawFields(base, { constructor: '{"prototype":{"polluted":true}}' }), cheap: true },
    // unknown fields: refused by validation (the contract's additionalProperties: false) before any handler works
    { what: 'constructor key', text: withRawFields(base, { constructor: '1' }), cheap: true },
    { what: 'prototype key', text: withRawFields(base, { prototype: '{"polluted":true}' }), cheap: true },
    { what: 'huge number in a field', text: withRawFields(base, { n: HUGE_NUMBERS[0] }), cheap: true },
    { what: 'huge string in a field', text: withRawFields(base, { s: JSON.stringify(HUGE_STRING) }), cheap: true },
    { what: 'a body over the limit', text: withRawFields(base, { pad: JSON.stringify(OVER_LIMIT) }), cheap: true },
    ...picked,
  ];
}

describe('contract fuzz', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let token = '';
  beforeAll(async () => {
    server = await startTestServer({ clock });
    const phone = '0908800001';
    const inject = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload, remoteAddress: '10.88.0.1' });
    await inject('/api/v2/otp/send/', { phone, purpose: 'register', lang: 'en', recaptcha_token: await recaptchaToken(server.app) });
    const [{ code }] = await server.db.query<{ code: string }>("select code from sms_outbox where phone = '+84908800001' order by id desc limit 1");
    const verified = (await inject('/api/v2/otp/verify/', { phone, purpose: 'register', code })).json();
    const registered = await inject('/api/v2/customer/register.json', { username: phone, fullName: 'Khách Thử Nghiệm', email: null, password: 'fuzz-pass-1', tos: true, idToken: verified.data.idToken });
    token = registered.json().access;
    expect(token).toBeTruthy();
  });
  afterAll(() => server.close());

  it('should answer every seeded request with a declared status and never a 5xx', { timeout: 120_000 }, async () => {
    const operations = listOperations();
    const problems: string[] = [];
    let requests = 0;
    let serverErrors = 0;
    let notImplemented = 0;
    for (const [index, operation] of operations.entries()) {
      for (const request of casesOf(operation, SEED + index)) {
        const response = await server.app.inject({
          method: request.method as 'GET',
          url: request.url,
          ...(request.payload === undefined || request.method === 'GET' ? {} : { payload: JSON.stringify(request.payload), headers: { 'content-type': 'application/json' } }),
          ...(request.token ? { headers: { authorization: `Bearer ${token}`, ...(request.payload === undefined || request.method === 'GET' ? {} : { 'content-type': 'application/json' }) } } : {}),
          remoteAddress: `10.77.${index}.1`,
        });
        requests++;
        let body: unknown;
        try {
          body = response.json();
        } catch {
          body = response.body;
        }
        const where = `${operation.operationId} ${request.method} ${request.url.slice(0, 160)} ${JSON.stringify(request.payload)?.slice(0, 200)}`;
        if (response.statusCode === 501 && (body as { code?: string })?.code === 'NOT_IMPLEMENTED') {
          notImplemented++;
          continue;
        }
        if (response.statusCode >= 500) {
          serverErrors++;
          problems.push(`${response.statusCode} ${where}`);
          continue;
        }
        const refusal = body as { code?: string; field?: string };
        if (response.statusCode === 400 && refusal?.code === 'VALIDATION_ERROR' && !refusal.field) problems.push(`400 without field ${where}`);
        const mismatch = contractProblems(request.method, request.url, response.statusCode, body);
        if (mismatch.length > 0) problems.push(`${response.statusCode} ${where}: ${mismatch.slice(0, 3).join('; ')}`);
      }
      // Limits of logins, look-ups and sends must not hide the later operations' answers.
      await server.db.query('delete from attempt_log');
      await server.db.query('delete from otp_send_log');
    }
    console.info(`contract fuzz: ${requests} requests, ${serverErrors} answers of 5xx, ${notImplemented} not implemented, ${problems.length} problems`);
    expect(problems).toEqual([]);
  });

  it('should refuse deep, prototype-keyed, huge and oversized bodies on every operation cheaply, never with a 5xx', { timeout: 300_000 }, async () => {
    const operations = listOperations();
    const problems: string[] = [];
    const costs: Array<{ where: string; cpuMs: number }> = [];
    let requests = 0;
    for (const [index, operation] of operations.entries()) {
      const valid = firstValidOf(operation, SEED + index);
      for (const hostile of hostileBodiesOf(valid.payload, SEED + index)) {
        const headers: Record<string, string> = { 'content-type': 'application/json', ...(valid.token ? { authorization: `Bearer ${token}` } : {}) };
        const send = async () => {
          const before = process.cpuUsage();
          const answer = await server.app.inject({ method: valid.method as 'POST', url: valid.url, payload: hostile.text, headers, remoteAddress: `10.66.${index}.1` });
          const spent = process.cpuUsage(before);
          return { answer, cpuMs: (spent.user + spent.system) / 1000 };
        };
        const first = await send();
        const response = first.answer;
        let { cpuMs } = first;
        // The process's CPU time counts a garbage collection or the embedded database's work that fell in the same
        // moment: a refusal over budget is sent twice more and its cheapest time counts. One that does real work
        // per level or per byte (seconds, as an unbounded walk did) is over budget every time.
        // A refusal must be cheap; an answer of 2xx did the operation's own work (a GET reads no body at all).
        const refused = response.statusCode >= 400;
        for (let retry = 0; refused && hostile.cheap && cpuMs >= CHEAP_REFUSAL_MS && retry < 2; retry += 1) cpuMs = Math.min(cpuMs, (await send()).cpuMs);
        requests++;
        const where = `${operation.operationId} ${valid.method} ${valid.url.slice(0, 120)} ${hostile.what}`;
        if (refused && hostile.cheap) costs.push({ where, cpuMs });
        let body: unknown;
        try {
          body = response.json();
        } catch {
          body = response.body;
        }
        if (response.statusCode === 501 && (body as { code?: string })?.code === 'NOT_IMPLEMENTED') continue;
        if (response.statusCode >= 500) {
          problems.push(`${response.statusCode} ${where}: ${String(response.body).slice(0, 200)}`);
          continue;
        }
        if (refused && hostile.cheap && cpuMs >= CHEAP_REFUSAL_MS) problems.push(`${where}: ${Math.round(cpuMs)} ms of CPU`);
        const refusal = body as { code?: string; field?: string };
        const namesItsField = response.statusCode === 413 || ['VALIDATION_ERROR', 'BODY_TOO_DEEP', 'BAD_REQUEST'].includes(refusal?.code ?? '');
        if (namesItsField && !refusal?.field) problems.push(`${response.statusCode} ${refusal?.code} without field ${where}`);
        // the body parser's refusals come before any operation's own answers: the contract's conventions state them for all
        const byParser = ['BODY_TOO_DEEP', 'BODY_TOO_LARGE'].includes(refusal?.code ?? '') || /(__proto__|constructor\.prototype)$/.test(refusal?.field ?? '');
        const mismatch = byParser ? errorProblems(body) : contractProblems(valid.method, valid.url, response.statusCode, body);
        if (mismatch.length > 0) problems.push(`${response.statusCode} ${where}: ${mismatch.slice(0, 3).join('; ')}`);
      }
      await server.db.query('delete from attempt_log');
      await server.db.query('delete from otp_send_log');
    }
    const costliest = costs.sort((a, b) => b.cpuMs - a.cpuMs)[0];
    console.info(`hostile bodies: ${requests} requests, ${problems.length} problems, costliest ${Math.round(costliest.cpuMs)} ms of CPU (${costliest.where})`);
    expect(problems).toEqual([]);
  });
});
