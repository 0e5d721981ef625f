import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from './db/database';
import { createCatalogue, pick, toLocale } from './services/catalogue';
import { readSettings } from './page-settings';
import { imageLinkOrNull } from '../domain/image-link';
import { brandFor } from '../domain/settings';
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
  // a link that breaks SPEC §5's image rule is shown nowhere, as in the API's answers
  return imageLinkOrNull(row?.image);
}

const escapeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
const unescapeText = (value: string) => value.replaceAll('&lt;', '<').replaceAll('&amp;', '&');
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

const BRAND_MARK =
  '<svg viewBox="0 0 32 32" aria-hidden="true"><circle cx="16" cy="16" r="16" fill="#c2281d"/><path d="M7 15h18a9 9 0 0 1-18 0z" fill="#fff"/>' +
  '<path d="M11 24h10" stroke="#fff" stroke-width="2" stroke-linecap="round"/><path d="M12 12c-1-1.5 1-2.5 0-4M16 12c-1-1.5 1-2.5 0-4M20 12c-1-1.5 1-2.5 0-4" stroke="#f9c784" stroke-width="1.6" fill="none" stroke-linecap="round"/></svg>';

/**
 * The header bar every first screen (home, menu, checkout) starts with, to the app's measures
 * (src/app/layout/header.css.ts): its markup and its CSS, which each screen's `<style>` begins with.
 */
export const shellHeader = (brandName: string) =>
  `<header class="shell-header"><div class="shell-bar">${BRAND_MARK}<span class="shell-brand">${escapeText(brandName)}</span></div></header>`;
export const SHELL_HEADER_STYLE = `.shell-header{position:sticky;top:0;background:#fff;border-bottom:1px solid #e7dad0;box-shadow:0 1px 2px rgba(34,26,22,.08)}
.shell-bar{display:flex;align-items:center;max-width:1120px;height:64px;margin-inline:auto;padding-inline:16px}
.shell-bar svg{width:32px;height:32px}
.shell-header .shell-brand{margin-inline-start:8px;color:#c2281d;font-weight:700;font-size:1.375rem;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
@media screen and (max-width:767px){.shell-bar{height:52px;padding-inline:12px}.shell-header .shell-brand{font-size:1.125rem}}
@media screen and (max-width:479px){.shell-bar{padding-inline:8px}.shell-header .shell-brand{display:none}}`;

/** The brand's name as the page's `<title>` carries it (`withBrandName`): every first screen's header and home's hero name it. */
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

/** index.html (its `<title>` the configured brand's name) naming the brand the settings choose, in its title and first screen. */
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

/**
 * What home shows before its scripts run, drawn to the app's own measures (src/app/layout/header.css.ts,
 * src/features/home/home-page.css.ts): the header bar, the hero with the brand's name and room for its
 * tagline, and the first banner. React replaces it on its first render. No words but the brand's name, so
 * it reads the same in every language.
 */
const SHELL_STYLE = `<style>
${SHELL_HEADER_STYLE}
.shell-hero{background:linear-gradient(135deg,#c2281d 0%,#d9481f 55%,#f28c28 100%);color:#fff}
.shell-hero>div{display:flex;flex-direction:column;gap:12px;max-width:1120px;margin-inline:auto;padding:48px 16px}
.shell-hero h1{font-size:2.25rem}
.shell-tagline{height:28.8px}
.shell-content{max-width:1120px;margin-inline:auto;padding:32px 16px}
.shell-content img{width:100%;height:auto;aspect-ratio:3/1;max-height:280px;object-fit:cover;border-radius:16px}
@media screen and (max-width:767px){.shell-hero>div{padding:32px 16px}.shell-hero h1{font-size:1.75rem}.shell-tagline{height:57.6px}}
</style>`;

/**
 * index.html with home's first screen drawn inside the root; the brand's name is the page's title. The banner
 * is drawn from `imageSrc` (its bytes inline, `inlineImage`) where there is one, else from its address.
 */
export function withHomeShell(html: string, image: string | null, imageSrc: string | null = image): string {
  const brandName = pageBrandName(html);
  const banner = image
    ? `<div class="shell-content"><img src="${escapeAttribute(imageSrc ?? image)}" width="1200" height="400" alt="" fetchpriority="high"></div>`
    : '';
  const shell =
    `<div class="shell" aria-hidden="true">${shellHeader(pageBrandName(html))}` +
    `<section class="shell-hero"><div><h1>${escapeText(brandName)}</h1><div class="shell-tagline"></div></div></section>${banner}</div>`;
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
 * The built chunks a route fetches after index.html's script has run, with the chunks they
 * import and their styles: named in the HTML, they come beside the first script instead of one import
 * after another. None for home, whose first visit runs without the ordering system (src/app/first-visit).
 * A module is found by its source path or, for a chunk of a code-splitting group, by the group's name.
 */
export function routeChunks(manifest: BuildManifest, pathname: string): string[] {
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (route === '/') return [];
  return chunksOf(manifest, [...FULL_APP_MODULES, ...(ROUTE_SCREENS[route] ? [ROUTE_SCREENS[route]] : [])]);
}

/** The built files of `modules` (source paths or chunk names), with the chunks they import and their styles. */
function chunksOf(manifest: BuildManifest, modules: string[]): string[] {
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

/** The cookie the app keeps while this browser has opened the checkout from an allowed screen (src/lib/checkout-entry.ts). */
export const CHECKOUT_ENTRY_COOKIE = 'checkout_entry';

/**
 * The checkout page's chunks for /checkout when the request's cookie says the checkout was opened from an allowed
 * screen in this browser session (a reload, a way back from payment): then the page paints without a round trip
 * more. A visit without it (which the app sends to the menu) downloads none of them (tests/e2e/first-load.spec.ts).
 */
export function checkoutChunks(manifest: BuildManifest, pathname: string, cookieHeader: string | undefined): string[] {
  if (pathname.replace(/\/+$/, '') !== '/checkout' || cookieValue(cookieHeader, CHECKOUT_ENTRY_COOKIE) === null) return [];
  return chunksOf(manifest, ['src/features/checkout/checkout-page.tsx']);
}

/**
 * The catalog chunk of the language the request's cookie keeps (src/adapters/cookies.ts), which main.tsx imports
 * before the first render: named in the HTML, it comes beside the first script. None without the cookie.
 */
export function keptCatalogChunk(manifest: BuildManifest, cookieHeader: string | undefined): string[] {
  const kept = cookieValue(cookieHeader, KEPT_LOCALE_COOKIE);
  if (!kept) return [];
  const entry = manifest[`src/i18n/locales/${toLocale(kept)}/messages.po`];
  return entry ? [entry.file] : [];
}

/**
 * index.html with `<link rel="modulepreload">` (a style: `preload`) for the files it does not name already. Where the
 * HTML draws the first screen itself, withEntryAfterFirstPaint then asks for the scripts among them after that paint.
 */
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

/**
 * Cookies the app keeps beside its storage for this server (src/lib/first-screen-cookies.ts): the code of the
 * store the customer chose and the interface language. The server never sees localStorage.
 */
export const KEPT_STORE_COOKIE = 'kept_store';
export const KEPT_LOCALE_COOKIE = 'kept_locale';
/** Dishes drawn before the scripts run: the first screen of a 390 x 844 phone (the app fetches as many at once). */
export const MENU_SHELL_DISHES = 4;

/** The words the menu's first screen shows, as the app's catalogs have them (a test compares them). */
export const MENU_SHELL_WORDS: Record<Locale, { menu: string; all: string; storeAndDelivery: string }> = {
  vi: { menu: 'Thực đơn', all: 'Tất cả', storeAndDelivery: 'Cửa hàng và giao hàng' },
  en: { menu: 'Menu', all: 'All', storeAndDelivery: 'Store and delivery' },
  ja: { menu: 'メニュー', all: 'すべて', storeAndDelivery: '店舗と配達' },
};

/** What /main-menu shows first for the kept store: category names, the first category's classes and dishes. */
export interface MenuFirstScreen {
  locale: Locale;
  categories: string[];
  classes: string[];
  /** `image` null when the dish's stored link breaks SPEC §5's image rule: its room is drawn empty. */
  dishes: { name: string; image: string | null; price: number }[];
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * The menu's first screen for the store and language the request's cookies name, or null when they name no
 * store this server has (the app then draws it alone).
 */
export async function menuFirstScreen(db: Queryable, cookieHeader: string | undefined): Promise<MenuFirstScreen | null> {
  const storeCode = cookieValue(cookieHeader, KEPT_STORE_COOKIE);
  if (!storeCode || !/^[\w-]{1,40}$/.test(storeCode)) return null;
  const locale = toLocale(cookieValue(cookieHeader, KEPT_LOCALE_COOKIE));
  const catalogue = createCatalogue(db);
  if (!(await catalogue.storeByCode(storeCode))) return null;
  const categories = (await catalogue.categories(storeCode)).filter((category) => category.total_items > 0);
  if (categories.length === 0) return null;
  const [first] = categories;
  const [classes, dishes] = await Promise.all([catalogue.classes(storeCode), catalogue.menuItems({ storeCode, bumoncd: first.bumoncd })]);
  const shownClasses = classes.filter((c) => c.bumoncd === first.bumoncd && dishes.some((dish) => dish.bunruicd === c.bunruicd));
  return {
    locale,
    categories: categories.map((category) => pick(category.names, locale)),
    classes: shownClasses.length > 1 ? shownClasses.map((c) => pick(c.names, locale)) : [],
    dishes: dishes.slice(0, MENU_SHELL_DISHES).map((dish) => ({ name: pick(dish.names, locale), image: imageLinkOrNull(dish.img), price: dish.baika })),
  };
}

/** A dong amount as the app writes it (src/lib/format.ts formatPrice). */
const shellPrice = (value: number, locale: Locale) => `${new Intl.NumberFormat(locale).format(Math.trunc(value))}\u00a0₫`;

/** The menu's first screen to the app's measures at 390 px (src/features/menu/menu.css.ts, the ordering layout). */
const MENU_SHELL_STYLE = `<style>
${SHELL_HEADER_STYLE}
.menu-shell{display:grid;gap:16px;max-width:1120px;margin-inline:auto;padding:16px;overflow:hidden}
.menu-shell-box{background:#fff;border:1px solid #e7dad0;border-radius:16px;padding:16px;font-weight:700}
.menu-shell-box::before{content:"\\25B8  "}
.menu-shell h1{font-size:1.75rem;line-height:35px}
.menu-shell-chips{display:flex;gap:8px;padding:8px 0;white-space:nowrap;overflow:hidden;border-bottom:1px solid #e7dad0}
.menu-shell-chips span,.menu-shell-classes span{display:inline-flex;align-items:center;height:36px;padding:4px 16px;border:1px solid #e7dad0;border-radius:999px;background:#fff;font-weight:500}
.menu-shell-chips span:first-child,.menu-shell-classes span:first-child{background:#c2281d;border-color:#c2281d;color:#fff}
.menu-shell-section{display:flex;flex-direction:column;gap:12px}
.menu-shell-section h2{font-size:1.375rem;line-height:27.5px}
.menu-shell-classes{display:flex;flex-wrap:wrap;gap:8px}
.menu-shell-section ul{display:grid;gap:8px;list-style:none;margin:0;padding:0}
.menu-shell-section li{display:grid;grid-template-columns:96px 1fr;gap:12px;height:114px;padding:8px;background:#fff;border:1px solid #e7dad0;border-radius:16px}
.menu-shell-section img,.menu-shell-no-image{width:96px;height:96px;object-fit:cover;border-radius:8px;background:#f7efe8}
.menu-shell-section h3{font-size:1rem;line-height:20px}
.menu-shell-section p{margin-top:4px;font-weight:700;color:#c2281d}
</style>`;

/**
 * index.html of /main-menu with its first screen drawn inside the root before any script runs (the
 * menu's largest paint, the first dish, no longer waits for the scripts, the catalog and the API) and the first
 * dish's image asked for at once. React replaces it on its first render.
 */
export function withMenuShell(html: string, screen: MenuFirstScreen | null): string {
  if (!screen) return html;
  const words = MENU_SHELL_WORDS[screen.locale];
  const chips = (names: string[]) => names.map((name) => `<span>${escapeText(name)}</span>`).join('');
  const dishes = screen.dishes
    .map(
      (dish, index) =>
        `<li>${dish.image === null ? '<span class="menu-shell-no-image"></span>' : `<img src="${escapeAttribute(dish.image)}" width="400" height="300" alt=""${index === 0 ? ' fetchpriority="high"' : ''}>`}` +
        `<div><h3>${escapeText(dish.name)}</h3><p>${shellPrice(dish.price, screen.locale)}</p></div></li>`,
    )
    .join('');
  const shell =
    `<div class="shell" aria-hidden="true">${shellHeader(pageBrandName(html))}` +
    `<div class="menu-shell"><div class="menu-shell-box">${escapeText(words.storeAndDelivery)}</div><h1>${escapeText(words.menu)}</h1>` +
    `<div class="menu-shell-chips">${chips(screen.categories)}</div>` +
    `<section class="menu-shell-section"><h2>${escapeText(screen.categories[0] ?? '')}</h2>` +
    (screen.classes.length > 0 ? `<div class="menu-shell-classes">${chips([words.all, ...screen.classes])}</div>` : '') +
    `<ul>${dishes}</ul></section></div></div>`;
  return withImagePreload(html, screen.dishes[0]?.image ?? null)
    .replace('</title>', `</title>\n    ${MENU_SHELL_STYLE}`)
    .replace(/<html lang="[^"]*"/, `<html lang="${screen.locale}"`)
    .replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
}

/** What home's HTML carries inside (its largest paint is the first banner, drawn with the first paint). */
export interface InlineParts {
  /** the text of each stylesheet index.html links, by its address */
  styles: Record<string, string>;
  /** the first banner as a data: URL, when it is a small file of the build */
  image: string | null;
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Run while the HTML is parsed, before the first paint: a page's first Intl.NumberFormat, in whatever language, sets
 * up the browser's number formatting (12-28 ms in this machine's Chromium, four times that on a mid-range phone; the
 * next ones, in any language, 0.1-0.2 ms). The page's language is only the likeliest. Left to the app, it falls in
 * the header's first render after that paint, as one long task that holds up the customer's first tap. The only inline
 * script: the CSP allows it by its hash (server/security-headers.ts).
 */
export const NUMBER_FORMAT_WARM_UP = 'new Intl.NumberFormat(document.documentElement.lang || undefined).format(0)';

/** public/after-first-paint.js: runs the entry named in the HTML's data block once the first frame is painted. */
export const AFTER_FIRST_PAINT = '/after-first-paint.js';

/**
 * index.html whose scripts are asked for once the first frame is painted, the entry's imports and the route's
 * chunks beside it (public/after-first-paint.js): where the HTML draws the first screen (home, /main-menu and
 * /checkout, styles inside), its scripts would otherwise share a phone's bandwidth with it and be evaluated
 * before it is painted, which puts them all before the largest paint.
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

/** The cookie the app keeps with a delivery's distance to its store, in whole metres (src/adapters/cookies.ts). */
export const KEPT_DISTANCE_COOKIE = 'kept_distance';

/** The words the checkout's first screen shows, as the app's catalogs have them (a test compares them). */
export const CHECKOUT_SHELL_WORDS: Record<
  Locale,
  { checkout: string; customerInformation: string; fields: [string, string, string]; deliveryOrPickup: string; nearestStore: string }
> = {
  vi: {
    checkout: 'Thanh toán',
    customerInformation: 'Thông tin khách hàng',
    fields: ['Họ và tên', 'Số điện thoại', 'Email (không bắt buộc)'],
    deliveryOrPickup: 'Giao hàng hoặc nhận tại cửa hàng',
    nearestStore: 'Cửa hàng gần nhất: {name} ({km} km)',
  },
  en: {
    checkout: 'Checkout',
    customerInformation: 'Customer information',
    fields: ['Full name', 'Phone number', 'E-mail (optional)'],
    deliveryOrPickup: 'Delivery or pickup',
    nearestStore: 'Nearest store: {name} ({km} km)',
  },
  ja: {
    checkout: '注文手続きへ',
    customerInformation: 'お客様情報',
    fields: ['氏名', '電話番号', 'メールアドレス（任意）'],
    deliveryOrPickup: '配達または店舗受け取り',
    nearestStore: '最寄りの店舗：{name}（{km} km）',
  },
};

/** What /checkout shows first for a delivery: the serving store's name and its distance, in the kept language. */
export interface CheckoutFirstScreen {
  locale: Locale;
  storeName: string;
  distanceMetres: number;
}

/**
 * The checkout's first screen when the request's cookies say the checkout was opened from an allowed screen in this
 * browser session and name a store this server has with a delivery's distance to it; else null (the app draws it alone:
 * a pickup shows the store's card, which the server does not draw).
 */
export async function checkoutFirstScreen(db: Queryable, cookieHeader: string | undefined): Promise<CheckoutFirstScreen | null> {
  if (cookieValue(cookieHeader, CHECKOUT_ENTRY_COOKIE) === null) return null;
  const storeCode = cookieValue(cookieHeader, KEPT_STORE_COOKIE);
  const distance = cookieValue(cookieHeader, KEPT_DISTANCE_COOKIE);
  if (!storeCode || !/^[\w-]{1,40}$/.test(storeCode) || !distance || !/^\d{1,7}$/.test(distance)) return null;
  const store = await createCatalogue(db).storeByCode(storeCode);
  if (!store) return null;
  return { locale: toLocale(cookieValue(cookieHeader, KEPT_LOCALE_COOKIE)), storeName: store.name, distanceMetres: Number(distance) };
}

/** Kilometres to one decimal, as the app writes them (src/lib/format.ts formatKm). */
const shellKm = (metres: number) => {
  const km = Math.round(metres / 100) / 10;
  return Number.isInteger(km) ? String(km) : km.toFixed(1);
};

/**
 * The checkout's first screen to the app's measures (src/features/checkout/checkout.css.ts, src/components/ui/form.css.ts):
 * the fields are empty boxes of the inputs' size; the delivery choice and the address are rooms of two lines with grey
 * placeholders inside (the question and its two choices, two lines of address), so the section is no blank band. The
 * placeholders pulse by opacity, which the compositor draws without the main thread.
 */
const CHECKOUT_SHELL_STYLE = `<style>
${SHELL_HEADER_STYLE}
.checkout-shell{display:flex;flex-direction:column;gap:16px;max-width:792px;margin-inline:auto;padding:16px}
.checkout-shell h1{font-size:1.75rem}
.checkout-shell-form,.checkout-shell section{display:flex;flex-direction:column}
.checkout-shell-form{gap:24px}
.checkout-shell section{gap:8px}
.checkout-shell label{display:flex;flex-direction:column;gap:4px;font-weight:500}
.checkout-shell label i{height:44px;border:1px solid #e7dad0;border-radius:8px;background:#fff}
.checkout-shell-room{display:flex;flex-direction:column;justify-content:space-around;height:51.2px}
.checkout-shell-room b{display:block;width:100%;height:14px;border-radius:8px;background:#e7dad0;animation:checkout-shell-pulse 1.4s ease-in-out infinite}
.checkout-shell-room .checkout-shell-legend{width:75%}
.checkout-shell-room .checkout-shell-short{width:60%}
.checkout-shell-choices{display:flex;gap:12px}
.checkout-shell-choices b{width:96px}
@keyframes checkout-shell-pulse{50%{opacity:.5}}
@media (prefers-reduced-motion:reduce){.checkout-shell-room b{animation:none}}
.checkout-shell p{font-weight:500}
</style>`;

/** The delivery section's placeholders: the question and its two choices, then two lines of address. */
const CHECKOUT_SHELL_DELIVERY_PLACEHOLDERS =
  '<div class="checkout-shell-room"><b class="checkout-shell-legend"></b><span class="checkout-shell-choices"><b></b><b></b></span></div>' +
  '<div class="checkout-shell-room"><b></b><b class="checkout-shell-short"></b></div>';

/**
 * index.html of /checkout with its first screen drawn inside the root before any script runs: the title,
 * the customer's fields and the serving store's line, the page's largest paint, which the app draws again at the same
 * size. React replaces it on its first render.
 */
export function withCheckoutShell(html: string, screen: CheckoutFirstScreen | null): string {
  if (!screen) return html;
  const words = CHECKOUT_SHELL_WORDS[screen.locale];
  const storeLine = words.nearestStore.replace(/\{(name|km)\}/g, (_, key: string) => (key === 'name' ? screen.storeName : shellKm(screen.distanceMetres)));
  const fields = words.fields.map((label) => `<label>${escapeText(label)}<i></i></label>`).join('');
  const shell =
    `<div class="shell" aria-hidden="true">${shellHeader(pageBrandName(html))}` +
    `<div class="checkout-shell"><h1>${escapeText(words.checkout)}</h1><div class="checkout-shell-form">` +
    `<section><h2>${escapeText(words.customerInformation)}</h2>${fields}</section>` +
    `<section><h2>${escapeText(words.deliveryOrPickup)}</h2>${CHECKOUT_SHELL_DELIVERY_PLACEHOLDERS}` +
    `<p>${escapeText(storeLine)}</p></section></div></div></div>`;
  return html
    .replace('</title>', `</title>\n    ${CHECKOUT_SHELL_STYLE}`)
    .replace(/<html lang="[^"]*"/, `<html lang="${screen.locale}"`)
    .replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
}
