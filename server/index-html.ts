import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from './db/database';
import { readSettings } from './page-settings';
import { brandFor } from '../domain/settings';

/**
 * The document around an app route: the build's index.html, its head fitted to the request (the brand's name, the
 * route's chunks, the styles inside, the scripts after the first paint). What the page shows is the app's alone
 * (server/first-screen.ts draws it with the app's own components).
 */

const escapeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
const unescapeText = (value: string) => value.replaceAll('&lt;', '<').replaceAll('&amp;', '&');
const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The brand's name as the page's `<title>` carries it: the name the app was built with (withBrandName replaces it). */
export const pageBrandName = (html: string) => unescapeText(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

/**
 * The name of the brand the settings choose (useDefaultBrand, domain/settings brandFor): the default store's brand,
 * as get_default_brand_and_default_store names it, or `configuredName`, the brand the app was built with. Read with
 * the API's own settings reader, so a QA browser's overrides (sandbox) apply.
 */
export async function chosenBrandName(db: Queryable, configuredName: string): Promise<string> {
  const settings = await readSettings(db);
  const [defaultBrand] = settings.useDefaultBrand
    ? await db.query<{ code: string; name: string }>(
        'select b.code, b.name from brand b join store s on s.brand_id = b.id where s.code = $1',
        [settings.defaultStoreCode],
      )
    : [];
  return brandFor(settings, defaultBrand, { code: '', name: configuredName }).name;
}

/** index.html (its `<title>` the configured brand's name) naming the brand the settings choose. */
export const brandedIndex = async (db: Queryable, html: string) => withBrandName(html, await chosenBrandName(db, pageBrandName(html)));

/**
 * The brand's name (a text of index.html's `<title>`, which the app's own title replaces) as the page's title, and a
 * `served-brand` mark: a page the service worker answers from its cache is the build's index.html, without it, and the
 * app then starts from the name it last showed (src/lib/brand-name.ts).
 */
export function withBrandName(html: string, brandName: string): string {
  return html.replace(
    /<title>[^<]*<\/title>/,
    () => `<title>${escapeText(brandName)}</title><meta name="served-brand" content="${escapeAttribute(brandName)}">`,
  );
}

/** Vite's build manifest (`dist/.vite/manifest.json`): per source module, its built file and the chunks it imports. */
export type BuildManifest = Record<string, { file: string; name?: string; imports?: string[]; css?: string[] }>;

/**
 * The built files of `modules` (source paths as the manifest names them, or the name of a code-splitting group), with
 * the chunks they import and their styles.
 */
export function chunksOf(manifest: BuildManifest, modules: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key] ?? Object.values(manifest).find((candidate) => candidate.name === key);
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const style of entry.css ?? []) files.add(style);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  return [...files];
}

/**
 * The catalog chunk main.tsx imports before the first render, in `locale`, named in the HTML so that it comes beside the
 * first script; none without a language.
 */
export function catalogChunk(manifest: BuildManifest, locale: string | null): string[] {
  const entry = locale ? manifest[`src/i18n/locales/${locale}/messages.po`] : undefined;
  return entry ? [entry.file] : [];
}

/**
 * index.html with `<link rel="modulepreload">` for the scripts among `files` and the styles it does not name already
 * (`preload`). Where the HTML draws the first screen itself, withEntryAfterFirstPaint then asks for the scripts among
 * them after that paint, and withStylesInline has put the styles inside.
 */
export function withModulePreloads(html: string, files: readonly string[]): string {
  const links = files
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="/${escapeAttribute(file)}">`
        : `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`,
    );
  return links.length === 0 ? html : html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Run while the HTML is parsed, before the first paint: a page's first Intl.NumberFormat, in whatever language, sets
 * up the browser's number formatting (12-28 ms in this machine's Chromium, four times that on a mid-range phone; the
 * next ones, in any language, 0.1-0.2 ms). The page's language is only the likeliest. Left to the app, it falls in
 * the first render after that paint, as one long task that holds up the customer's first tap. The only inline
 * script: the CSP allows it by its hash (server/security-headers.ts).
 */
export const NUMBER_FORMAT_WARM_UP = 'new Intl.NumberFormat(document.documentElement.lang || undefined).format(0)';

/** public/after-first-paint.js: runs the entry named in the HTML's data block once the first frame is painted. */
export const AFTER_FIRST_PAINT = '/after-first-paint.js';

/**
 * index.html whose scripts are asked for once the first frame is painted, the entry's imports and the route's
 * chunks beside it (public/after-first-paint.js): where the HTML draws the first screen (styles inside), its scripts
 * would otherwise share a phone's bandwidth with it and be evaluated before it is painted, which puts them all before
 * the largest paint.
 */
export function withEntryAfterFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const scripts = { entry, imports: [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!) };
  const data = JSON.stringify(scripts).replaceAll('<', '\\u003c');
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', `  <script>${NUMBER_FORMAT_WARM_UP}</script>\n  </head>`)
    .replace(
      '</body>',
      `  <script type="application/json" id="after-first-paint">${data}</script>\n` +
        `    <script type="module" src="${AFTER_FIRST_PAINT}"></script>\n  </body>`,
    );
}

const STYLESHEET = /<link rel="(?:stylesheet|preload" as="style)"(?: crossorigin)? href="(\/[^"]+\.css)">/g;

/**
 * index.html with each stylesheet or style preload named in `styles` as a `<style>` in its place (no request before
 * the first paint), followed by a disabled link to the same file. The disabled link is neither fetched nor applied;
 * it tells Vite's preload helper that the sheet is on the page. Without it, the helper links the sheet again at the
 * end of the head when a chunk that imports it loads. That moves the sheet after the screen's own styles, and for
 * as long as it stays there, rules of equal weight reorder: the menu's cards were laid out another way for ~100 ms
 * (CLS 0.098 in Lighthouse on /main-menu).
 */
export function withStylesInline(html: string, styles: Record<string, string>): string {
  return html.replace(STYLESHEET, (link, href: string) =>
    href in styles
      ? `<style>${styles[href]!.replaceAll('</style', '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`
      : link,
  );
}

/** Reads from the build (`distDir`) the stylesheets index.html links or preloads, by their addresses. */
export async function readStyles(distDir: string, html: string): Promise<Record<string, string>> {
  const root = path.resolve(distDir);
  const styles: Record<string, string> = {};
  for (const [, href] of html.matchAll(STYLESHEET)) {
    const file = path.join(root, href!);
    if (!file.startsWith(root + path.sep)) continue;
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text !== null) styles[href!] = text;
  }
  return styles;
}
