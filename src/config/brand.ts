import { HOTLINE } from '../../domain/constants';

/** Brand name: a proper noun, shown as is in every language. */
export const BRAND_NAME = 'Bếp Nhà Sài Gòn';

/** Hotline (SPEC §9) grouped for reading; dial {@link HOTLINE}. */
export const HOTLINE_DISPLAY = HOTLINE.replace(/^(\d{4})(\d{4})$/, '$1 $2');
export { HOTLINE };

export const SUPPORT_EMAIL = 'hotro@bepnhasaigon.vn';
