import { ApiError } from '../api-error';
import { WORDS } from '../words';
import type { AuthUser } from '../auth';
import { toLocale } from '../services/catalogue';
import type { HandlerContext, Handlers } from './handlers';

/** The token's customer; the security handler has already refused requests without one. */
function userOf(request: { user?: AuthUser }): AuthUser {
  if (!request.user) throw new ApiError(401, 'UNAUTHORIZED', WORDS.loginRequired);
  return request.user;
}

/** The token's customer when the path names them; anyone else's id is refused (403). */
function ownerOf(request: { user?: AuthUser; params: { id: number } }): number {
  const user = userOf(request);
  if (request.params.id !== user.customerId) throw new ApiError(403, 'FORBIDDEN', WORDS.notYourPoints, 'id');
  return user.customerId;
}

const localeOf = (headers: Record<string, string | string[] | undefined>) => toLocale(headers['accept-language']);

/** Membership, points and promotions to redeem, by code and by event QR (SPEC §7). */
export function loyaltyHandlers({ db, clock, services }: HandlerContext): Handlers {
  const { loyalty } = services;
  // the lifecycle advances lazily: orders due to complete earn their points before the figures are read
  const settleDueOrders = () => services.lifecycle.advanceDue(db, clock());

  return {
    async getCustomerProfile(request) {
      const customerId = ownerOf(request);
      await settleDueOrders();
      const data = await loyalty.profile(customerId, localeOf(request.headers));
      if (!data) throw new ApiError(404, 'NOT_FOUND', WORDS.customerNotFound, 'id');
      return { data };
    },

    async getPointHistory(request) {
      const customerId = ownerOf(request);
      await settleDueOrders();
      return { data: await loyalty.pointHistory(customerId, localeOf(request.headers)) };
    },

    async getPaymentHistory(request) {
      const customerId = ownerOf(request);
      await settleDueOrders();
      return { data: await loyalty.paymentHistory(customerId) };
    },

    async getPromotions(request) {
      return loyalty.list({ by: request.query.by, code: request.query.code }, clock(), request.query.lang ?? localeOf(request.headers));
    },

    async postPromotionCode(request) {
      return { data: await loyalty.enterCode(userOf(request).customerId, request.body.code, clock(), localeOf(request.headers)) };
    },

    async buyPromotion(request) {
      const quantity = request.body?.quantity ?? 1;
      await settleDueOrders();
      return { data: await loyalty.redeem(userOf(request).customerId, request.params.id, quantity, clock()) };
    },

    async decodePromotion(request) {
      return { data: await loyalty.decode(request.body.code, localeOf(request.headers)) };
    },

    async scanEventQrcode(request) {
      return loyalty.scanEvent(userOf(request).customerId, request.body.code, clock());
    },
  };
}
