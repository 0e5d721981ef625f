/**
 * The images data links name as WebP, drawn by Chromium from their SVGs at their own size: the dishes' pictures, the
 * banners (one per language, their words drawn in), the membership cards and the promotions' pictures; and the
 * menu's icons (menu_status, allergies) and the sold-out stamp.
 *
 * Why WebP: SPEC §5 lets an image link end only in gif, jpg, jpeg, tiff, png, webp or bmp, so the server answers an
 * SVG link as null (domain/image-link.ts). And every SVG image is a document of its own that the page's main thread
 * parses and lays out, 5-20 ms each in Lighthouse's trace of /main-menu, which showed about 35 of them; a WebP, like
 * the photos a real menu has, is decoded off that thread.
 *
 * Run: npx tsx server/db/seed-data/rasterise.ts   (writes under public/media: menu/<menucd>.webp, icons/*.webp,
 * banners/<id>-<lang>.webp, cards/<level>.webp, promotions/<name>.webp; CHROMIUM_PATH, default /usr/bin/chromium)
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALLERGY_CODES, STATUS_CODES, allergyIcon as allergyIconPath, statusIcon as statusIconPath } from '../../../domain/menu-icons';
import { banners } from './banners';
import { allergyIcon, drawBanner, drawDish, soldOut, statusIcon } from './draw';
import { loyaltyImages } from './draw-loyalty';
import { dishes } from './menu';
import type { Locale } from './types';

/**
 * WebP quality. An icon's flat colours and edges stay clean at 0.9 (1.5-2 KB). A dish at 0.6 is 2-9 KB, its
 * edges a little soft where the SVG was sharp; it is the menu's largest paint, and at 0.8 (3-12 KB) the first
 * dish came 0.3 s later in Lighthouse (LCP 1.4 s against 1.1 s as SVG; 1.2-1.3 s at 0.6).
 */
const ICON_QUALITY = 0.9;
const DISH_QUALITY = 0.6;
/**
 * A banner (1200 x 400, its words drawn in) at 0.6 is 12-24 KB, its words still clean; at 0.8 it was 16-32 KB for
 * no difference a phone shows. The first one is home's largest paint: the server's first screen names it by its
 * link (server/first-screen.ts), never inline. Lighthouse mobile on / (median of 3, load average 12-15): LCP 1.31 s
 * with the SVG inline, 1.30 s with the WebP preloaded, 1.70 s with the WebP inline (its base64 delays the whole document).
 */
const BANNER_QUALITY = 0.6;
/** A membership card (640 x 400) or a promotion's picture (600 x 400), flat colours: 3-6 KB at 0.8. */
const LOYALTY_QUALITY = 0.8;

const LOCALES: readonly Locale[] = ['vi', 'en', 'ja'];

/** Each image's file under public/media, its SVG (its size is the SVG's own) and its WebP quality. */
export function rasterisedImages(): Array<[file: string, svg: string, quality: number]> {
  const underMedia = (path: string) => path.replace(/^\/media\//, '');
  const images: Array<[string, string, number]> = dishes.map((dish) => [underMedia(dish.img), drawDish(dish), DISH_QUALITY]);
  for (const code of STATUS_CODES) images.push([underMedia(statusIconPath(code)), statusIcon(code), ICON_QUALITY]);
  for (const code of ALLERGY_CODES) images.push([underMedia(allergyIconPath(code)), allergyIcon(code), ICON_QUALITY]);
  images.push(['icons/sold-out.webp', soldOut(), ICON_QUALITY]);
  for (const banner of banners) for (const lang of LOCALES) images.push([underMedia(banner.images[lang]), drawBanner(banner, lang), BANNER_QUALITY]);
  for (const [file, svg] of loyaltyImages()) images.push([file, svg, LOYALTY_QUALITY]);
  return images;
}

/** The SHA-256 of the SVG an image was drawn from: rasterised.json keeps it, so a test sees a WebP older than its drawing. */
export const sourceHash = (svg: string) => createHash('sha256').update(svg).digest('hex');

/** rasterised.json, beside this file: each WebP's file under public/media and the hash of the SVG it was drawn from. */
export const RASTERISED_MANIFEST = resolve(dirname(fileURLToPath(import.meta.url)), 'rasterised.json');

async function main() {
  const out = resolve(dirname(fileURLToPath(import.meta.url)), '../../../public/media');
  // imported here: the seed's tests read rasterisedImages() without loading a browser library
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    for (const [file, svg, quality] of rasterisedImages()) {
      const base64 = await page.evaluate(
        async ({ svg, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.naturalWidth;
          canvas.height = image.naturalHeight;
          canvas.getContext('2d')!.drawImage(image, 0, 0);
          return canvas.toDataURL('image/webp', quality).split(',')[1]!;
        },
        { svg, quality },
      );
      mkdirSync(dirname(join(out, file)), { recursive: true });
      writeFileSync(join(out, file), Buffer.from(base64, 'base64'));
    }
  } finally {
    await browser.close();
  }
  const manifest = Object.fromEntries(rasterisedImages().map(([file, svg]) => [file, sourceHash(svg)]));
  writeFileSync(RASTERISED_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`rasterised ${rasterisedImages().length} images into ${out}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
