import type { Queryable } from './db/database';
import { readSettings } from './services/settings';

/**
 * The image of the banner home shows first (the default store's brand, first by sort), or null
 * when banners are off or there is none: the same choice as the app's carousel.
 */
export async function firstBannerImage(db: Queryable): Promise<string | null> {
  const settings = await readSettings(db);
  if (!settings.useBanner) return null;
  const [row] = await db.query<{ image: string }>(
    `select b.image from banner b join store s on s.brand_id = b.brand_id
      where s.code = $1 order by b.sort, b.id limit 1`,
    [settings.defaultStoreCode],
  );
  return row?.image ?? null;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * index.html asking for `image` at once, beside the scripts: the first banner is the largest
 * paint of home, and the app learns its address only after two API calls.
 */
export function withImagePreload(html: string, image: string | null): string {
  if (!image) return html;
  const link = `<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high">`;
  return html.replace('</title>', `</title>\n    ${link}`);
}
