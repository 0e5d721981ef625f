import type { Localized, SeedBanner } from './types';

/**
 * Home carousel (4 s interval): each banner advertises one promotion of the seed (004_checkout.sql) in the
 * customer's language and opens its redirect URL or /detail?product_code=... The words are drawn into one image
 * per language (/media/banners/<id>-<lang>.webp, drawn by draw.ts and rasterised by rasterise.ts); the same words (headline, offer) are the image's alt text.
 */

const LOCALE_TAGS: Localized = { vi: 'vi-VN', en: 'en-US', ja: 'ja-JP' };

/** A dong amount as the app shows it (src/lib/format.ts): the language's digits, then " ₫". */
const dong = (amount: number, lang: keyof Localized) =>
  `${new Intl.NumberFormat(LOCALE_TAGS[lang], { maximumFractionDigits: 0 }).format(amount)}\u00a0₫`;

const each = (make: (lang: keyof Localized) => string): Localized => ({ vi: make('vi'), en: make('en'), ja: make('ja') });

/** The promotions the banners advertise, with the figures of their seed rows (a test compares them). */
export const bannerPromotions = {
  'PMT-PHO15K': { value: 15000, limit: 0, minimum_total: 0 },
  'PMT-FREESHIP': { value: 100, limit: 20000, minimum_total: 100000 },
  'PMT-BILL10': { value: 10, limit: 30000, minimum_total: 150000 },
} as const;

const pho = bannerPromotions['PMT-PHO15K'];
const freeship = bannerPromotions['PMT-FREESHIP'];
const bill = bannerPromotions['PMT-BILL10'];

const images = (id: number): Localized => each((lang) => `/media/banners/${id}-${lang}.webp`);

export const banners: SeedBanner[] = [
  {
    id: 1,
    image: '/media/banners/1-ja.webp',
    images: images(1),
    promotion_code: 'PMT-PHO15K',
    headline: each((lang) => ({ vi: `Phở bò tái giảm ${dong(pho.value, lang)}`, en: `Rare Beef Phở: ${dong(pho.value, lang)} off`, ja: `牛肉のフォー ${dong(pho.value, lang)}引き` })[lang]),
    offer: { vi: 'Chọn ưu đãi ở bước thanh toán', en: 'Choose the offer at checkout', ja: 'お会計の画面で選べます' },
    redirect_url: null,
    product_code: 'PHO001',
    sort: 1,
  },
  {
    id: 2,
    image: '/media/banners/2-ja.webp',
    images: images(2),
    promotion_code: 'PMT-FREESHIP',
    headline: { vi: 'Miễn phí giao hàng', en: 'Free delivery', ja: '配達料が無料' },
    offer: each(
      (lang) =>
        ({
          vi: `Đơn từ ${dong(freeship.minimum_total, lang)}, tối đa ${dong(freeship.limit, lang)}`,
          en: `Orders from ${dong(freeship.minimum_total, lang)}, up to ${dong(freeship.limit, lang)}`,
          ja: `${dong(freeship.minimum_total, lang)}以上のご注文で最大${dong(freeship.limit, lang)}`,
        })[lang],
    ),
    redirect_url: '/delivery-policy',
    product_code: null,
    sort: 2,
  },
  {
    id: 3,
    image: '/media/banners/3-ja.webp',
    images: images(3),
    promotion_code: 'PMT-BILL10',
    headline: { vi: `Giảm ${bill.value}% hóa đơn`, en: `${bill.value}% off your order`, ja: `ご注文から${bill.value}%オフ` },
    offer: each(
      (lang) =>
        ({
          vi: `Đơn từ ${dong(bill.minimum_total, lang)}, giảm tối đa ${dong(bill.limit, lang)}`,
          en: `Orders from ${dong(bill.minimum_total, lang)}, up to ${dong(bill.limit, lang)} off`,
          ja: `${dong(bill.minimum_total, lang)}以上で最大${dong(bill.limit, lang)}引き`,
        })[lang],
    ),
    redirect_url: null,
    product_code: 'BUN001',
    sort: 3,
  },
];
