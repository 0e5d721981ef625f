/** Brand name: a proper noun, shown as is in every language. */
export const BRAND_NAME = 'Bếp Nhà Sài Gòn';

/** The brand this app is configured with: asked for while useDefaultBrand is off (domain/settings brandCodeFor). */
export const BRAND_CODE = 'BNSG';

/**
 * A hotline number as every screen writes it: grouped by four for reading (the link still dials the digits).
 * @example formatHotline('19008012') // "1900 8012"
 */
export const formatHotline = (number: string) => number.replace(/^(\d{4})(\d{4})$/, '$1 $2');

export const SUPPORT_EMAIL = 'hotro@bepnhasaigon.vn';
