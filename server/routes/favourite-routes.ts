import { ApiError } from '../api-error';
import { WORDS } from '../words';
import type { AuthUser } from '../auth';
import { toLocale } from '../services/catalogue';
import type { HandlerContext, Handlers } from './handlers';

/** The token's customer, who must be the customer the request names. */
function ownCustomer(request: { user?: AuthUser }, customerId: number): AuthUser {
  if (!request.user) throw new ApiError(401, 'UNAUTHORIZED', WORDS.loginRequired);
  if (request.user.customerId !== customerId) throw new ApiError(403, 'FORBIDDEN', WORDS.notYourFavourites, 'customerId');
  return request.user;
}

/** Favourite dishes (SPEC §7 get-favorite-menu, set-favorite-menu; x-area: membership). */
export function favouriteHandlers({ services }: HandlerContext): Handlers {
  const { favourites } = services;
  return {
    async getFavoriteMenu(request) {
      const { brandCode, storeCode, customerId, lang } = request.body;
      const user = ownCustomer(request, customerId);
      return { data: await favourites.list(user.customerId, { brandCode, storeCode }, toLocale(lang)) };
    },

    async setFavoriteMenu(request) {
      const { brandCode, storeCode, customerId, menucd, isFavorite, lang } = request.body;
      const user = ownCustomer(request, customerId);
      const change = { menucds: menucd, isFavorite: isFavorite ?? true };
      return { data: await favourites.set(user.customerId, { brandCode, storeCode }, change, toLocale(lang)) };
    },
  };
}
