import { ApiError } from '../api-error';
import { WORDS } from '../words';
import type { AuthUser } from '../auth';
import type { HandlerContext, Handlers } from './handlers';

/** The token's customer, who must be the one `user_id` names. */
function ownCustomer(request: { user?: AuthUser }, userId: number): AuthUser {
  if (!request.user) throw new ApiError(401, 'UNAUTHORIZED', WORDS.loginRequired);
  if (request.user.customerId !== userId) throw new ApiError(403, 'FORBIDDEN', WORDS.notYourOrders, 'user_id');
  return request.user;
}

/** The customer's order lists (SPEC §7 get-user-order, get-order-history), a page at a time. */
export function orderListHandlers(context: HandlerContext): Handlers {
  const history = () => context.services.history;
  return {
    async getUserOrder(request) {
      const { user_id: userId, tab, page, size } = request.body;
      const user = ownCustomer(request, userId);
      return { data: await history().tab(user.customerId, tab ?? 'all', { page, size }) };
    },

    async getOrderHistory(request) {
      const { user_id: userId, date_from: from, date_to: to, status, page, size } = request.body;
      const user = ownCustomer(request, userId);
      return { data: await history().history(user.customerId, { from, to, status, page, size }) };
    },
  };
}
