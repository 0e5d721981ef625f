import { createHash } from 'node:crypto';
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
export function revalidate(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
  const etag = etagOf(payload);
  reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-language');
  if (!matches(request.headers['if-none-match'], etag)) return payload;
  reply.code(304).removeHeader('content-type').removeHeader('content-length');
  return '';
}
