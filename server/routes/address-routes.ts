import { ApiError } from '../api-error';
import { WORDS } from '../words';
import type { AuthUser } from '../auth';
import type { HandlerContext, Handlers } from './handlers';

/** The token's customer; the security handler has already refused requests without one. */
function userOf(request: { user?: AuthUser }): AuthUser {
  if (!request.user) throw new ApiError(401, 'UNAUTHORIZED', WORDS.loginRequired);
  return request.user;
}

const notYours = () => new ApiError(403, 'FORBIDDEN', WORDS.notYourAddress, 'customer');

/** Saved addresses (SPEC §7 Addresses; x-area: membership). A customer reaches only their own. */
export function addressHandlers({ services }: HandlerContext): Handlers {
  const { addresses } = services;
  return {
    async getAddresses(request) {
      const user = userOf(request);
      if (request.query.customer !== user.customerId) throw notYours();
      return addresses.list(user.customerId, request.query.limit ?? 100);
    },

    async googleAddressCreate(request) {
      const user = userOf(request);
      const { customer, ...fields } = request.body;
      if (customer !== user.customerId) throw notYours();
      return { data: await addresses.create(user.customerId, fields) };
    },

    async googleAddressUpdate(request) {
      const user = userOf(request);
      return { data: await addresses.update(user.customerId, request.params.id, request.body) };
    },

    async deleteAddress(request, reply) {
      const user = userOf(request);
      await addresses.remove(user.customerId, request.params.id);
      return reply.code(204).send() as never;
    },
  };
}
