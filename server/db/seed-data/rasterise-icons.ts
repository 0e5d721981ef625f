/**
 * The menu's icons (menu_status, allergies) and the sold-out stamp as WebP, drawn by Chromium from draw.ts's SVGs at
 * their own size (issue 17: every SVG image is a document of its own that the page's main thread parses and lays out,
 * 5-20 ms each in Lighthouse's trace of /main-menu, which shows about 20 of them; a WebP is decoded off that thread).
 *
 * Run: npx tsx server/db/seed-data/rasterise-icons.ts   (writes public/media/icons/*.webp; CHROMIUM_PATH, default
 * /usr/bin/chromium)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { allergyIcon, soldOut, statusIcon } from './draw';

/** WebP quality: the icons' flat colours and edges stay clean at this size. */
const QUALITY = 0.9;

/** Each icon's file under public/media/icons and its SVG (its size is the SVG's own). */
export function menuIcons(): Array<[file: string, svg: string]> {
  const icons: Array<[string, string]> = [];
  for (let n = 1; n <= 6; n++) icons.push([`status-${n}.webp`, statusIcon(n)]);
  for (let n = 1; n <= 10; n++) {
    const code = String(n).padStart(2, '0');
    icons.push([`allergy-${code}.webp`, allergyIcon(code)]);
  }
  icons.push(['sold-out.webp', soldOut()]);
  return icons;
}

async function main() {
  const out = resolve(dirname(fileURLToPath(import.meta.url)), '../../../public/media/icons');
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    for (const [file, svg] of menuIcons()) {
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
        { svg, quality: QUALITY },
      );
      writeFileSync(join(out, file), Buffer.from(base64, 'base64'));
    }
  } finally {
    await browser.close();
  }
  console.log(`rasterised ${menuIcons().length} icons into ${out}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
