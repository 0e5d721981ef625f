import type { SeedBanner } from './types';

/** Home carousel (4 s interval). A banner opens its redirect URL, or /detail?product_code=... */
export const banners: SeedBanner[] = [
  // the house special phở, a dish with mandatory and optional toppings
  { id: 1, image: '/media/banners/1.svg', redirect_url: null, product_code: 'PHO003', sort: 1 },
  // delivery hours, fees and radius
  { id: 2, image: '/media/banners/2.svg', redirect_url: '/delivery-policy', product_code: null, sort: 2 },
  // spicy Huế noodles, a dish with a spice-level choice and extras
  { id: 3, image: '/media/banners/3.svg', redirect_url: null, product_code: 'BUN001', sort: 3 },
  // the brand's external promotion page
  { id: 4, image: '/media/banners/4.svg', redirect_url: 'https://example.com/bep-nha-sai-gon/khuyen-mai', product_code: null, sort: 4 },
];
