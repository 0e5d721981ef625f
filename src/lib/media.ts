/**
 * Intrinsic sizes of the drawn images under /media (server/db/seed-data/draw.ts): given as img width and
 * height so the page keeps their room before they load; CSS sets the shown size, height follows (auto).
 */
export const DISH_IMAGE_SIZE = { width: 400, height: 300 } as const;
export const SOLD_OUT_IMAGE_SIZE = { width: 160, height: 160 } as const;
export const ICON_SIZE = { width: 48, height: 48 } as const;
