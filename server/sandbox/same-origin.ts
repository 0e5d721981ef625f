import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../api-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The request comes from a page of another site: by Sec-Fetch-Site, else by an Origin other than ours. */
function isCrossOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  const own = `${request.protocol}://${request.headers.host ?? ''}`;
  return origin !== own && origin !== publicOrigin;
}

/** The sandbox's controls change orders, settings and limits: a page of another site may not post to them. */
export function refuseCrossOriginWrites(sandbox: FastifyInstance, publicOrigin: string) {
  sandbox.addHook('onRequest', async (request) => {
    if (!safeMethods.has(request.method) && isCrossOrigin(request, publicOrigin)) {
      throw new ApiError(403, 'FORBIDDEN', 'The sandbox accepts changes only from its own pages.');
    }
  });
}
