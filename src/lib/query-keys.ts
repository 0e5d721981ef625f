/** First element of every menu query key; invalidating it reloads all menus (language change). */
export const MENU_QUERY_ROOT = 'menu';
