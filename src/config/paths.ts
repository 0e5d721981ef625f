/** Every route of SPEC §2, written as the spec writes it. */
export const paths = {
  home: '/',
  mainMenu: '/main-menu',
  detail: '/detail',
  myCart: '/my-cart/',
  checkout: '/checkout',
  deliveryStatus: '/delivery-status',
  login: '/login/',
  register: '/register',
  verifyEmail: '/verify-email',
  profile: '/profile',
  paymentResult: '/payment-result',
  resetPassword: '/reset-password',
  updatePassword: '/update-password',
  editProfile: '/edit-profile',
  addressManage: '/address-manage',
  orderHistory: '/order-history',
  // SPEC §2 "/order-detail: opened by order number": ?orderNo= or a path segment, both kept
  orderDetail: '/order-detail/:orderNo?',
  yourOrder: '/your-order',
  yourFavorite: '/your-favorite',
  membership: '/membership',
  transactionHistory: '/transaction-history',
  promotion: '/promotion',
  redeemPromotion: '/redeem-promotion/:promotionId',
  yourPromotion: '/your-promotion',
  websiteOwners: '/website-owners',
  generalTradingConditions: '/general-trading-conditions',
  eInvoicePolicy: '/e-invoice-policy',
  privacyPolicy: '/privacy-policy',
  paymentPolicy: '/payment-policy',
  deliveryPolicy: '/delivery-policy',
  returnPolicy: '/return-policy',
} as const;

export type PathKey = keyof typeof paths;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Pattern for wouter that matches `path` with or without a trailing slash; `:name` segments
 * become named groups, so `useParams()` returns them, and `:name?` segments may be left out.
 * @example routePattern('/redeem-promotion/:promotionId').test('/redeem-promotion/7/') // true
 * @example routePattern('/order-detail/:orderNo?').test('/order-detail') // true
 */
export function routePattern(path: string): RegExp {
  const body = path
    .replace(/\/+$/, '')
    .split('/')
    .map((segment, index) => {
      const separator = index === 0 ? '' : '/';
      const param = /^:([A-Za-z]+)(\?)?$/.exec(segment);
      if (!param) return separator + escapeRegExp(segment);
      const group = `(?<${param[1]}>[^/]+)`;
      return param[2] ? `(?:${separator}${group})?` : separator + group;
    })
    .join('');
  return new RegExp(`^${body}/?$`);
}

/** Fills `:name` segments, e.g. `buildPath('redeemPromotion', { promotionId: '7' })`; an optional one without a value is left out. */
export function buildPath(key: PathKey, params: Record<string, string | number> = {}): string {
  return paths[key].replace(/\/:([A-Za-z]+)(\?)?/g, (_, name: string, optional?: string) =>
    params[name] === undefined && optional ? '' : `/${encodeURIComponent(String(params[name] ?? ''))}`,
  );
}

/** The dish detail of a product code (SPEC §2 /detail?product_code=). */
export const detailPath = (productCode: string) => `${paths.detail}?product_code=${encodeURIComponent(productCode)}`;

/** The /detail query parameter naming the cart line (its menuid) whose choices the page changes instead of adding a dish. */
export const EDIT_LINE_PARAM = 'line';

/**
 * The dish detail opened on a cart line's choices, whose primary button changes that line.
 * @example editLinePath('PHO001', 'PHO001_mT001_1T010') // '/detail?product_code=PHO001&line=PHO001_mT001_1T010'
 */
export const editLinePath = (productCode: string, menuid: string) =>
  `${detailPath(productCode)}&${EDIT_LINE_PARAM}=${encodeURIComponent(menuid)}`;

/** The /my-cart/ query parameter naming an open order found on home, whose dishes the cart takes back once. */
export const RESUME_ORDER_PARAM = 'resume';

/**
 * The /my-cart/ query parameters naming a past order of the member to order again (its number and id), as "Order the
 * same again" does: a link that opens the checkout ready for it (the QA console's "start this path" opens one).
 */
export const REPEAT_ORDER_PARAM = 'repeat';
export const REPEAT_ORDER_ID_PARAM = 'order_id';
