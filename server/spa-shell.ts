import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from './db/database';
import { readSettings } from './services/settings';
import type { Locale } from './db/seed-data/types';

/**
 * The image of the banner home shows first (the default store's brand, first by sort) in `locale`
 * (banners carry their words drawn in), or null when banners are off or there is none: the same
 * choice as the app's carousel, whose first visit speaks the browser's language.
 */
export async function firstBannerImage(db: Queryable, locale: Locale = 'ja'): Promise<string | null> {
  const settings = await readSettings(db);
  if (!settings.useBanner) return null;
  const [row] = await db.query<{ image: string }>(
    `select coalesce(b.images ->> $2, b.image) as image from banner b join store s on s.brand_id = b.brand_id
      where s.code = $1 order by b.sort, b.id limit 1`,
    [settings.defaultStoreCode, locale],
  );
  return row?.image ?? null;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * index.html asking for `image` at once, beside the scripts: the first banner is the largest
 * paint of home, and the app learns its address only after two API calls (at low priority where the
 * HTML carries its bytes for the first paint).
 */
export function withImagePreload(html: string, image: string | null, priority: 'high' | 'low' = 'high'): string {
  if (!image) return html;
  const link = `<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="${priority}">`;
  return html.replace('</title>', `</title>\n    ${link}`);
}

/**
 * What home shows before its scripts run, drawn to the app's own measures (src/app/layout/header.css.ts,
 * src/features/home/home-page.css.ts): the header bar, the hero with the brand's name and room for its
 * tagline, and the first banner. React replaces it on its first render. No words but the brand's name, so
 * it reads the same in every language.
 */
const SHELL_STYLE = `<style>
.shell-header{position:sticky;top:0;background:#fff;border-bottom:1px solid #e7dad0;box-shadow:0 1px 2px rgba(34,26,22,.08)}
.shell-bar{display:flex;align-items:center;max-width:1120px;height:64px;margin-inline:auto;padding-inline:16px}
.shell-bar svg{width:32px;height:32px}
.shell-hero{background:linear-gradient(135deg,#c2281d 0%,#d9481f 55%,#f28c28 100%);color:#fff}
.shell-hero>div{display:flex;flex-direction:column;gap:12px;max-width:1120px;margin-inline:auto;padding:48px 16px}
.shell-hero h1{font-size:2.25rem}
.shell-tagline{height:28.8px}
.shell-content{max-width:1120px;margin-inline:auto;padding:32px 16px}
.shell-content img{width:100%;height:auto;aspect-ratio:3/1;max-height:280px;object-fit:cover;border-radius:16px}
@media screen and (max-width:767px){.shell-bar{height:52px;padding-inline:12px}.shell-hero>div{padding:32px 16px}.shell-hero h1{font-size:1.75rem}.shell-tagline{height:57.6px}}
@media screen and (max-width:479px){.shell-bar{padding-inline:8px}}
</style>`;

const BRAND_MARK =
  '<svg viewBox="0 0 32 32" aria-hidden="true"><circle cx="16" cy="16" r="16" fill="#c2281d"/><path d="M7 15h18a9 9 0 0 1-18 0z" fill="#fff"/>' +
  '<path d="M11 24h10" stroke="#fff" stroke-width="2" stroke-linecap="round"/><path d="M12 12c-1-1.5 1-2.5 0-4M16 12c-1-1.5 1-2.5 0-4M20 12c-1-1.5 1-2.5 0-4" stroke="#f9c784" stroke-width="1.6" fill="none" stroke-linecap="round"/></svg>';

/**
 * index.html with home's first screen drawn inside the root; the brand's name is the page's title. The banner
 * is drawn from `imageSrc` (its bytes inline, `inlineImage`) where there is one, else from its address.
 */
export function withHomeShell(html: string, image: string | null, imageSrc: string | null = image): string {
  const brandName = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const banner = image
    ? `<div class="shell-content"><img src="${escapeAttribute(imageSrc ?? image)}" width="1200" height="400" alt="" fetchpriority="high"></div>`
    : '';
  const shell =
    `<div class="shell" aria-hidden="true"><header class="shell-header"><div class="shell-bar">${BRAND_MARK}</div></header>` +
    `<section class="shell-hero"><div><h1>${brandName}</h1><div class="shell-tagline"></div></div></section>${banner}</div>`;
  return html
    .replace('</title>', `</title>\n    ${SHELL_STYLE}`)
    .replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
}

/**
 * The HTML of home: index.html with its first banner preloaded and its first screen drawn, and with
 * `inline` (`readInlineParts`) its stylesheets and first banner inside, so its first paint waits for no other file.
 */
export const homeHtml = (html: string, image: string | null, inline?: InlineParts) =>
  withEntryAfterFirstPaint(
    withStylesInline(
      // drawn inline, the banner's file is only the carousel's, after the first paint
      withHomeShell(withImagePreload(html, image, inline?.image ? 'low' : 'high'), image, inline?.image ?? image),
      inline?.styles ?? {},
    ),
  );

/** Vite's build manifest (`dist/.vite/manifest.json`): per source module, its built file and the chunks it imports. */
export type BuildManifest = Record<string, { file: string; name?: string; imports?: string[]; css?: string[] }>;

/**
 * What every route but home runs before its first screen (src/main.tsx): the whole app (the `full-app`
 * chunk of vite.config.ts, named in the manifest by its chunk name) and the session machine.
 */
const FULL_APP_MODULES = ['full-app', 'src/features/session/session-chunk.ts'];
/** A route's own screen, where the route always shows it (/checkout may redirect, so it names none). */
const ROUTE_SCREENS: Record<string, string> = { '/main-menu': 'src/app/screens/main-menu-screen.tsx' };

/**
 * The built chunks a route fetches after index.html's script has run (issue 17), with the chunks they
 * import and their styles: named in the HTML, they come beside the first script instead of one import
 * after another. None for home, whose first visit runs without the ordering system (src/app/first-visit).
 * A module is found by its source path or, for a chunk of a code-splitting group, by the group's name.
 */
export function routeChunks(manifest: BuildManifest, pathname: string): string[] {
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (route === '/') return [];
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key] ?? Object.values(manifest).find((candidate) => candidate.name === key);
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const style of entry.css ?? []) files.add(style);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const key of [...FULL_APP_MODULES, ...(ROUTE_SCREENS[route] ? [ROUTE_SCREENS[route]] : [])]) visit(key);
  return [...files];
}

/** index.html with `<link rel="modulepreload">` (a style: `preload`) for the files it does not name already. */
export function withModulePreloads(html: string, files: string[]): string {
  const links = files
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="/${escapeAttribute(file)}">`
        : `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`,
    );
  return links.length === 0 ? html : html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/** What home's HTML carries inside (issue 17: its largest paint is the first banner, drawn with the first paint). */
export interface InlineParts {
  /** the text of each stylesheet index.html links, by its address */
  styles: Record<string, string>;
  /** the first banner as a data: URL, when it is a small file of the build */
  image: string | null;
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** public/after-first-paint.js: runs the entry named in the HTML's data block once the first frame is painted. */
export const AFTER_FIRST_PAINT = '/after-first-paint.js';

/**
 * index.html whose scripts are asked for once the first frame is painted, the entry's imports beside it
 * (public/after-first-paint.js): home's first screen is drawn in the HTML (styles and banner inside), and
 * its scripts would otherwise share a phone's bandwidth with it and be compiled before it is painted.
 */
export function withEntryAfterFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const scripts = { entry, imports: [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!) };
  const data = JSON.stringify(scripts).replaceAll('<', '\\u003c');
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '</body>',
      `  <script type="application/json" id="after-first-paint">${data}</script>\n` +
        `    <script type="module" src="${AFTER_FIRST_PAINT}"></script>\n  </body>`,
    );
}

/** The largest banner file drawn inline; a larger one is fetched as usual (preloaded). */
export const INLINE_IMAGE_MAX_BYTES = 16 * 1024;
const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/[^"]+\.css)">/g;
const IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

/** index.html with each stylesheet named in `styles` as a `<style>` in place of its link (no render-blocking request). */
export function withStylesInline(html: string, styles: Record<string, string>): string {
  return html.replace(STYLESHEET, (link, href: string) =>
    href in styles ? `<style>${styles[href]!.replaceAll('</style', '<\\/style')}</style>` : link,
  );
}

/** Reads from the build (`distDir`) the stylesheets index.html links and the first banner, if small enough to inline. */
export async function readInlineParts(distDir: string, html: string, image: string | null): Promise<InlineParts> {
  const root = path.resolve(distDir);
  const fileOf = (address: string) => {
    try {
      const file = path.join(root, decodeURIComponent(address.split('?')[0]!));
      return file.startsWith(root + path.sep) ? file : null;
    } catch {
      return null;
    }
  };
  const readText = async (file: string | null) => (file ? readFile(file, 'utf8').catch(() => null) : null);

  const styles: Record<string, string> = {};
  for (const [, href] of html.matchAll(STYLESHEET)) {
    const text = await readText(fileOf(href!));
    if (text !== null) styles[href!] = text;
  }
  const imageFile = image?.startsWith('/') ? fileOf(image) : null;
  const type = imageFile ? IMAGE_TYPES[path.extname(imageFile)] : undefined;
  const size = imageFile && type ? (await stat(imageFile).catch(() => null))?.size : undefined;
  if (!imageFile || !type || size === undefined || size > INLINE_IMAGE_MAX_BYTES) return { styles, image: null };
  // SVG stays text (it compresses with the page); other images as base64
  const inlineImage =
    type === 'image/svg+xml'
      ? `data:${type},${encodeURIComponent(await readFile(imageFile, 'utf8'))}`
      : `data:${type};base64,${(await readFile(imageFile)).toString('base64')}`;
  return { styles, image: inlineImage };
}
