/**
 * The menu's label icons (SPEC §2): the menu_status codes and allergy codes that have one, and where each is served.
 * Drawn by server/db/seed-data/draw.ts and rasterised to these files by rasterise.ts; shown by the menu's cards.
 */
export const STATUS_CODES = [1, 2, 3, 4, 5, 6] as const;
export const ALLERGY_CODES = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'] as const;

// WebP, not SVG: each SVG image is a document the page's main thread parses (server/db/seed-data/rasterise.ts)
export const statusIcon = (status: number) => `/media/icons/status-${status}.webp`;
export const allergyIcon = (code: string) => `/media/icons/allergy-${code}.webp`;
