/**
 * Intrinsic sizes of the drawn images under /media (server/db/seed-data/draw.ts): given as img width and
 * height so the page keeps their room before they load; CSS sets the shown size, height follows (auto).
 */
export const DISH_IMAGE_SIZE = { width: 400, height: 300 } as const;

/** What a dish or promotion picture shows when its own image fails to load (SPEC §8 "Image load failure"). */
export const DISH_PLACEHOLDER_IMAGE = '/media/menu/placeholder.svg';
/** What a banner shows when its own image fails to load: drawn at the banners' size (SPEC §8 "Image load failure"). */
export const BANNER_PLACEHOLDER_IMAGE = '/media/banners/placeholder.svg';
