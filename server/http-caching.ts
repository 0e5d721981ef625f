import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loadContract, listOperations } from './contract';

/**
 * Operations whose answer a browser may keep and revalidate (`x-cache: revalidate` in the contract):
 * public reads that hold no customer's data.
 */
export function revalidatedReads(document = loadContract()): Set<string> {
  return new Set(
    listOperations(document)
      .filter((operation) => document.paths[operation.path][operation.method.toLowerCase()]['x-cache'] === 'revalidate')
      .map((operation) => operation.operationId),
  );
}

/** A weak validator: the same answer may go out as br, gzip or identity bytes. */
export const etagOf = (payload: string | Buffer) => `W/"${createHash('sha1').update(payload).digest('base64url')}"`;

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });

/**
 * onSend step for a revalidated read's successful answer: an ETag over its body, `no-cache` (kept, asked
 * again every time) and 304 without a body when the request's If-None-Match holds that ETag.
 * @returns the payload to send on
 */
export function revalidate(request: FastifyRequest, reply: FastifyReply, payload: unknown, etagOfPayload = etagOf) {
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
  const etag = etagOfPayload(payload);
  reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-language');
  if (!matches(request.headers['if-none-match'], etag)) return payload;
  reply.code(304).removeHeader('content-type').removeHeader('content-length');
  return '';
}

/** Encodings kept for an answer, in the order preferred when a request accepts several equally. */
const KEPT_ENCODINGS = ['br', 'gzip'] as const;
type KeptEncoding = (typeof KEPT_ENCODINGS)[number];

/** Below this size an answer goes out as it is (as @fastify/compress does by default). */
const KEPT_ENCODING_THRESHOLD_BYTES = 1024;

/** Brotli quality of kept answers: made once per answer and catalogue version, so smaller than the per-request default. */
const KEPT_BROTLI_QUALITY = 9;

/** The encoding of KEPT_ENCODINGS the Accept-Encoding header prefers (`*` and `x-gzip` read as gzip), if any. */
export function preferredEncoding(acceptEncoding: string | undefined): KeptEncoding | undefined {
  if (!acceptEncoding) return undefined;
  let best: { encoding: KeptEncoding; q: number } | undefined;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token, ...parameters] = part.split(';').map((piece) => piece.trim());
    const name = token === '*' || token === 'x-gzip' ? 'gzip' : token;
    const encoding = KEPT_ENCODINGS.find((kept) => kept === name);
    if (!encoding) continue;
    const qParameter = parameters.find((parameter) => parameter.startsWith('q='));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    if (!(q > 0)) continue;
    const better = !best || q > best.q || (q === best.q && KEPT_ENCODINGS.indexOf(encoding) < KEPT_ENCODINGS.indexOf(best.encoding));
    if (better) best = { encoding, q };
  }
  return best?.encoding;
}

interface KeptAnswer {
  json: string;
  etag?: string;
  encoded: Partial<Record<KeptEncoding, Buffer>>;
}

const encode = (json: string, encoding: KeptEncoding) =>
  encoding === 'br'
    ? brotliCompressSync(json, { params: { [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT, [zlibConstants.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY } })
    : gzipSync(json, { level: 9 });

/**
 * The serialized and compressed bytes of API answers that handlers give back as the very same object again
 * (the catalogue cache's menus and stores, per store, language and catalogue version): a repeated answer
 * costs no serialising and no compressing. The bytes live as long as the object does, so they go with the
 * catalogue version that made it.
 */
export function createAnswerBytesCache() {
  const kept = new WeakMap<object, KeptAnswer>();
  const answerOf = new WeakMap<FastifyRequest, object>();

  return {
    /** preSerialization: a known object is not serialized again. */
    async preSerialization(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      if (payload === null || typeof payload !== 'object' || reply.statusCode !== 200) return payload;
      answerOf.set(request, payload);
      const known = kept.get(payload);
      if (known) reply.serializer(() => known.json);
      return payload;
    },
    /** The ETag of this answer's JSON, made once per object. */
    etagOf(request: FastifyRequest, payload: string | Buffer) {
      const answer = answerOf.get(request);
      const known = answer && kept.get(answer);
      if (!known || known.json !== payload) return etagOf(payload);
      known.etag ??= etagOf(payload);
      return known.etag;
    },
    /**
     * onSend, after the others and before @fastify/compress: the kept bytes in the encoding asked for, with the
     * headers the compression plugin would write (it leaves an answer that has a Content-Encoding alone).
     */
    send(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const answer = answerOf.get(request);
      if (!answer || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const known = kept.get(answer);
      if (!known || known.json !== payload) {
        // First sight: kept for the next time, encoded by the compression plugin this time.
        kept.set(answer, { json: payload, encoded: {} });
        return payload;
      }
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding || Buffer.byteLength(known.json) < KEPT_ENCODING_THRESHOLD_BYTES) return payload;
      const bytes = (known.encoded[encoding] ??= encode(known.json, encoding));
      reply.header('content-encoding', encoding).header('content-length', bytes.length);
      const vary = reply.getHeader('vary');
      if (!vary) reply.header('vary', 'accept-encoding');
      else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`);
      return bytes;
    },
  };
}

export type AnswerBytesCache = ReturnType<typeof createAnswerBytesCache>;
