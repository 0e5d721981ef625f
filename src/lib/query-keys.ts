/** First element of every menu query key; invalidating it reloads all menus (language change). */
export const MENU_QUERY_ROOT = 'menu';
/** First element of the promotion query keys (the redeemable list, the customer's own by status). */
export const PROMOTIONS_QUERY_ROOT = 'promotions';
/** First element of the customer's loyalty profile key (GET v2/customer/{id}/profile/); a redeem invalidates it. */
export const CUSTOMER_PROFILE_QUERY_ROOT = 'customer-profile';
