import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../tests/support/server-harness';
import { buildApp, type App } from './app';
import { readConfig } from './config';
import { createOverrides } from './sandbox/overrides';
import { CHECKOUT_SHELL_WORDS, checkoutChunks, INLINE_IMAGE_MAX_BYTES, keptCatalogChunk, MENU_SHELL_DISHES, MENU_SHELL_WORDS, routeChunks, withModulePreloads, withStylesInline, type BuildManifest } from './spa-shell';
import { NUMBER_FORMAT_WARM_UP, shellHeader, SHELL_HEADER_STYLE, withCheckoutShell, withHomeShell, withMenuShell } from './spa-shell';

const PRELOAD = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/;

/** Home's HTML names its first banner so that the largest paint does not wait for the API. */
describe('the shell of home', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let app: App;

  beforeAll(async () => {
    server = await startTestServer();
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><title>Bếp Nhà Sài Gòn</title><script type="module" src="/assets/index-Ab12Cd.js"></script></head><body><div id="root"></div></body></html>',
    );
    app = await buildApp({ db: server.db, config: { ...readConfig({}), distDir } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  const banners = async (lang = 'ja') => {
    const { data } = (
      await server.app.inject({ method: 'GET', url: '/api/delivery/get_default_brand_and_default_store' })
    ).json();
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/v2/banners/?brand_code=${data.brand.code}&lang=${lang}`,
    });
    return answer.json().results as { images: { full_original_url: string }[] }[];
  };

  it("should preload the first banner of the default store's brand, before the scripts", async () => {
    const [first] = await banners();
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.match(PRELOAD)?.[1]).toBe(first!.images[0]!.full_original_url);
    expect(response.body.indexOf('rel="preload"')).toBeLessThan(response.body.indexOf('<script'));
  });

  it("should preload the first banner in the browser's language, which a first visit speaks (its words are drawn in)", async () => {
    const [vi] = await banners('vi');
    const [en] = await banners('en');
    expect(vi!.images[0]!.full_original_url).not.toBe(en!.images[0]!.full_original_url);
    const home = async (language: string) =>
      (await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': language } })).body.match(
        PRELOAD,
      )?.[1];
    expect(await home('vi-VN,vi;q=0.9')).toBe(vi!.images[0]!.full_original_url);
    expect(await home('en-US,en;q=0.9')).toBe(en!.images[0]!.full_original_url);
  });

  it('should draw the first screen of home inside the root: the brand, room for the tagline and the first banner at its size', async () => {
    const [first] = await banners();
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('<h1>Bếp Nhà Sài Gòn</h1>');
    expect(root).toContain(
      `<img src="${first!.images[0]!.full_original_url}" width="1200" height="400" alt="" fetchpriority="high">`,
    );
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it('should not preload a banner on the other routes', async () => {
    const response = await app.inject({ method: 'GET', url: '/main-menu' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(PRELOAD);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('should preload nothing when banners are switched off', async () => {
    await server.db.query("update setting set value = 'false' where code = 'useBanner'");
    try {
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.body).not.toMatch(PRELOAD);
      expect(response.body).not.toContain('<img');
      expect(response.body).toContain('<h1>Bếp Nhà Sài Gòn</h1>');
    } finally {
      await server.db.query("update setting set value = 'true' where code = 'useBanner'");
    }
  });
});

/** A route's chunks named in its HTML come beside the first script, not one import after another. */
describe('the chunks a route preloads', () => {
  const manifest: BuildManifest = {
    'index.html': { file: 'assets/index-A1.js', imports: ['_react-R1.js'] },
    '_react-R1.js': { file: 'assets/react-R1.js' },
    '_xstate-X1.js': { file: 'assets/xstate-X1.js' },
    '_full-app-F1.js': {
      file: 'assets/full-app-F1.js',
      name: 'full-app',
      imports: ['_react-R1.js', '_xstate-X1.js'],
      css: ['assets/full-app-F1.css'],
    },
    'src/features/session/session-chunk.ts': { file: 'assets/session-chunk-S1.js', imports: ['_xstate-X1.js'] },
    'src/app/screens/main-menu-screen.tsx': { file: 'assets/main-menu-screen-M1.js', imports: ['_menu-shared-C1.js'] },
    '_menu-shared-C1.js': { file: 'assets/menu-shared-C1.js' },
  };

  /** The app on a test server, serving a build whose index.html is `indexHtml`, with the manifest above. */
  async function appServing(indexHtml: string) {
    const server = await startTestServer();
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    writeFileSync(path.join(distDir, 'index.html'), indexHtml);
    mkdirSync(path.join(distDir, '.vite'));
    writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const app = await buildApp({ db: server.db, config: { ...readConfig({}), distDir } });
    return { server, app };
  }

  it('should name the whole app, the session machine and the menu screen with what they import for /main-menu', () => {
    expect(routeChunks(manifest, '/main-menu/').sort()).toEqual([
      'assets/full-app-F1.css',
      'assets/full-app-F1.js',
      'assets/main-menu-screen-M1.js',
      'assets/menu-shared-C1.js',
      'assets/react-R1.js',
      'assets/session-chunk-S1.js',
      'assets/xstate-X1.js',
    ]);
  });

  it('should name no screen for /checkout, which may redirect, and nothing for a first visit to home', () => {
    expect(routeChunks(manifest, '/checkout').sort()).toEqual([
      'assets/full-app-F1.css',
      'assets/full-app-F1.js',
      'assets/react-R1.js',
      'assets/session-chunk-S1.js',
      'assets/xstate-X1.js',
    ]);
    expect(routeChunks(manifest, '/')).toEqual([]);
  });

  it('should name the checkout page with what it imports for /checkout only when the checkout-entry cookie is there', () => {
    const withCheckout: BuildManifest = {
      ...manifest,
      'src/features/checkout/checkout-page.tsx': { file: 'assets/checkout-page-C1.js', imports: ['_dialog-D1.js', '_react-R1.js'], css: ['assets/checkout-page-C1.css'] },
      '_dialog-D1.js': { file: 'assets/dialog-D1.js' },
    };
    expect(checkoutChunks(withCheckout, '/checkout/', 'kept_locale=en; checkout_entry=1').sort()).toEqual([
      'assets/checkout-page-C1.css',
      'assets/checkout-page-C1.js',
      'assets/dialog-D1.js',
      'assets/react-R1.js',
    ]);
    expect(checkoutChunks(withCheckout, '/checkout', 'kept_locale=en')).toEqual([]);
    expect(checkoutChunks(withCheckout, '/checkout', undefined)).toEqual([]);
    expect(checkoutChunks(withCheckout, '/my-cart', 'checkout_entry=1')).toEqual([]);
  });

  it('should name the catalog of the language the cookie keeps, and none without it', () => {
    const catalogs: BuildManifest = {
      'src/i18n/locales/vi/messages.po': { file: 'assets/messages-V1.js' },
      'src/i18n/locales/ja/messages.po': { file: 'assets/messages-J1.js' },
    };
    expect(keptCatalogChunk(catalogs, 'kept_store=S001; kept_locale=vi')).toEqual(['assets/messages-V1.js']);
    expect(keptCatalogChunk(catalogs, 'kept_locale=xx')).toEqual(['assets/messages-J1.js']);
    expect(keptCatalogChunk(catalogs, 'kept_store=S001')).toEqual([]);
    expect(keptCatalogChunk(catalogs, undefined)).toEqual([]);
  });

  it('should add a modulepreload only for the chunks the HTML does not name already', () => {
    const html =
      '<html><head><script type="module" src="/assets/index-A1.js"></script><link rel="modulepreload" href="/assets/react-R1.js"></head></html>';
    const preloaded = withModulePreloads(html, ['assets/react-R1.js', 'assets/xstate-X1.js']);
    expect(preloaded.match(/rel="modulepreload"/g)).toHaveLength(2);
    expect(preloaded).toContain('<link rel="modulepreload" crossorigin href="/assets/xstate-X1.js">');
    expect(preloaded.indexOf('xstate-X1')).toBeLessThan(preloaded.indexOf('</head>'));
  });

  it('should answer a route of the SPA with its chunks named, from the build manifest', async () => {
    const { server, app } = await appServing(
      '<!doctype html><html><head><script type="module" src="/assets/index-A1.js"></script></head><body><div id="root"></div></body></html>',
    );
    try {
      const response = await app.inject({ method: 'GET', url: '/main-menu' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/main-menu-screen-M1.js">');
      expect(response.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/full-app-F1.css">');
      expect(response.body).toContain('<div id="root"></div>');
    } finally {
      await app.close();
      await server.close();
    }
  });

  it('should set up the number formatting while a drawn first screen is parsed, by the one inline script the CSP allows', async () => {
    const { server, app } = await appServing(
      '<!doctype html><html lang="ja"><head><title>Bếp Nhà Sài Gòn</title><script type="module" crossorigin src="/assets/index-A1.js"></script>\n</head><body><div id="root"></div></body></html>',
    );
    try {
      const { data } = (await server.app.inject({ method: 'GET', url: '/api/delivery/get_default_brand_and_default_store' })).json();
      const drawn = {
        '/': '',
        '/main-menu': `kept_store=${data.store.code}; kept_locale=vi`,
        '/checkout': `checkout_entry=1; kept_store=${data.store.code}; kept_distance=812`,
      };
      for (const [url, cookie] of Object.entries(drawn)) {
        const response = await app.inject({ method: 'GET', url, headers: { cookie } });
        const head = response.body.slice(0, response.body.indexOf('</head>'));
        const inline = [...response.body.matchAll(/<script>([^<]*)<\/script>/g)].map(([, script]) => script!);
        // in the head, so that it runs before the first paint however long the drawn body takes to parse
        expect(inline, url).toEqual([NUMBER_FORMAT_WARM_UP]);
        expect(head, url).toContain(`<script>${NUMBER_FORMAT_WARM_UP}</script>`);
        const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
        expect(scriptSrc, url).toBe(`'self' 'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`);
      }
      expect((await app.inject({ method: 'GET', url: '/main-menu', headers: { cookie: drawn['/main-menu'] } })).body).toContain('<html lang="vi"');
    } finally {
      await app.close();
      await server.close();
    }
  });

  it('should ask for the scripts and the route\'s chunks once a drawn first screen is painted, and at once where nothing is drawn', async () => {
    const { server, app } = await appServing(
      '<!doctype html><html lang="ja"><head><title>Bếp Nhà Sài Gòn</title><script type="module" crossorigin src="/assets/index-A1.js"></script>\n' +
        '<link rel="modulepreload" crossorigin href="/assets/react-R1.js">\n</head><body><div id="root"></div></body></html>',
    );
    const afterFirstPaint = (html: string) => {
      const data = /<script type="application\/json" id="after-first-paint">([^<]*)<\/script>/.exec(html)?.[1];
      return data ? (JSON.parse(data) as { entry: string; imports: string[] }) : null;
    };
    try {
      const { data } = (await server.app.inject({ method: 'GET', url: '/api/delivery/get_default_brand_and_default_store' })).json();
      const drawn = {
        '/main-menu': `kept_store=${data.store.code}`,
        '/checkout': `checkout_entry=1; kept_store=${data.store.code}; kept_distance=812`,
      };
      for (const [url, cookie] of Object.entries(drawn)) {
        const html = (await app.inject({ method: 'GET', url, headers: { cookie } })).body;
        expect(html, url).toContain('<div class="shell"');
        expect(html, url).not.toContain('rel="modulepreload"');
        expect(html, url).not.toContain('src="/assets/index-A1.js"');
        expect(html, url).toContain('<script type="module" src="/after-first-paint.js"></script>');
        expect(afterFirstPaint(html)?.entry, url).toBe('/assets/index-A1.js');
        expect(afterFirstPaint(html)?.imports, url).toContain('/assets/react-R1.js');
        expect(afterFirstPaint(html)?.imports, url).toContain('/assets/full-app-F1.js');
      }
      expect(afterFirstPaint((await app.inject({ method: 'GET', url: '/main-menu', headers: { cookie: drawn['/main-menu'] } })).body)?.imports).toContain(
        '/assets/main-menu-screen-M1.js',
      );
      // the route's stylesheet is not a script: it stays a preload in the head
      expect((await app.inject({ method: 'GET', url: '/main-menu', headers: { cookie: drawn['/main-menu'] } })).body).toContain(
        '<link rel="preload" as="style" crossorigin href="/assets/full-app-F1.css">',
      );
      const undrawn = (await app.inject({ method: 'GET', url: '/main-menu' })).body;
      expect(undrawn).not.toContain(NUMBER_FORMAT_WARM_UP);
      expect(undrawn).toContain('<div id="root"></div>');
      expect(undrawn).toContain('<script type="module" crossorigin src="/assets/index-A1.js"></script>');
      expect(undrawn).toContain('<link rel="modulepreload" crossorigin href="/assets/main-menu-screen-M1.js">');
      expect(afterFirstPaint(undrawn)).toBeNull();
    } finally {
      await app.close();
      await server.close();
    }
  });
});

/** /main-menu's HTML carries the kept store's first dishes, so its largest paint does not wait for the scripts. */
describe('the shell of the menu', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let app: App;

  beforeAll(async () => {
    server = await startTestServer();
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html lang="ja"><head><title>Bếp Nhà Sài Gòn</title><script type="module" src="/assets/index-Ab12Cd.js"></script></head><body><div id="root"></div></body></html>',
    );
    app = await buildApp({ db: server.db, config: { ...readConfig({}), distDir } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  const apiMenu = async (storecd: string, lang: string) => {
    const post = async (url: string, payload: object) => (await server.app.inject({ method: 'POST', url, payload })).json().data;
    const categories = (await post('/api/delivery/get-master-category', { brandcd: 'BNSG', storecd, lang })) as { bumonnm: string; total_items: number }[];
    const dishes = (await post('/api/delivery/get-master-menu', { brandcd: 'BNSG', storecd, bumoncd: '', bunruicd: '', language: lang, theme: 'light' })) as {
      menuname: string;
      img: string;
      bumoncd: string;
    }[];
    return { categories: categories.filter((c) => c.total_items > 0), dishes };
  };
  const storeCode = async () => {
    const { data } = (await server.app.inject({ method: 'GET', url: '/api/delivery/get_default_brand_and_default_store' })).json();
    return data.store.code as string;
  };

  it("should draw the kept store's categories and first dishes in the kept language, the first image fetched at once", async () => {
    const code = await storeCode();
    const { categories, dishes } = await apiMenu(code, 'vi');
    const response = await app.inject({ method: 'GET', url: '/main-menu', headers: { cookie: `kept_store=${code}; kept_locale=vi` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toContain('cookie');
    const html = response.body;
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(html).toContain('<html lang="vi"');
    expect(root).toContain('<h1>Thực đơn</h1>');
    expect(root).toContain(`<h2>${categories[0]!.bumonnm.replaceAll('&', '&amp;')}</h2>`);
    const first = dishes[0]!;
    expect(root).toContain(`<img src="${first.img}" width="400" height="300" alt="" fetchpriority="high">`);
    expect(root).toContain(first.menuname);
    expect(root.match(/<li>/g)).toHaveLength(MENU_SHELL_DISHES);
    expect(html.match(PRELOAD)?.[1]).toBe(first.img);
  });

  it('should leave the root empty without a kept store, or with a store this server does not have', async () => {
    for (const cookie of [undefined, 'kept_locale=en', 'kept_store=NOPE; kept_locale=en', 'kept_store=%3Cscript%3E']) {
      const html = (await app.inject({ method: 'GET', url: '/main-menu', headers: cookie ? { cookie } : {} })).body;
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toMatch(PRELOAD);
    }
  });

  it('should draw no menu on the other routes', async () => {
    const code = await storeCode();
    const html = (await app.inject({ method: 'GET', url: '/checkout', headers: { cookie: `kept_store=${code}` } })).body;
    expect(html).toContain('<div id="root"></div>');
  });

  it("should write the menu's words as the app's catalogs do", () => {
    for (const locale of ['vi', 'en', 'ja'] as const) {
      const catalog = readFileSync(path.join(import.meta.dirname, `../src/i18n/locales/${locale}/messages.po`), 'utf8');
      const msgstr = (msgid: string) => new RegExp(`msgid "${msgid}"\\nmsgstr "([^"]*)"`).exec(catalog)?.[1];
      expect(MENU_SHELL_WORDS[locale]).toEqual({ menu: msgstr('Menu'), all: msgstr('All'), storeAndDelivery: msgstr('Store and delivery') });
    }
  });
});

/** /checkout's HTML carries its title, fields and the serving store's line, its largest paint, before the scripts. */
describe('the shell of the checkout', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let app: App;

  beforeAll(async () => {
    server = await startTestServer();
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html lang="ja"><head><title>Bếp Nhà Sài Gòn</title><script type="module" src="/assets/index-Ab12Cd.js"></script></head><body><div id="root"></div></body></html>',
    );
    app = await buildApp({ db: server.db, config: { ...readConfig({}), distDir } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  const defaultStore = async () => {
    const { data } = (await server.app.inject({ method: 'GET', url: '/api/delivery/get_default_brand_and_default_store' })).json();
    return data.store as { code: string; name: string };
  };

  it("should draw the serving store's line with the delivery's distance in the kept language, as the app writes it", async () => {
    const store = await defaultStore();
    const cookie = `checkout_entry=1; kept_store=${store.code}; kept_distance=812; kept_locale=vi`;
    const html = (await app.inject({ method: 'GET', url: '/checkout', headers: { cookie } })).body;
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(html).toContain('<html lang="vi"');
    expect(root).toContain('<h1>Thanh toán</h1>');
    expect(root).toContain('<h2>Thông tin khách hàng</h2>');
    expect(root).toContain(`<p>Cửa hàng gần nhất: ${store.name.replaceAll('&', '&amp;')} (0.8 km)</p>`);
    const english = (await app.inject({ method: 'GET', url: '/checkout/', headers: { cookie: cookie.replace('kept_locale=vi', 'kept_locale=en').replace('812', '2000') } })).body;
    expect(english).toContain(`<p>Nearest store: ${store.name.replaceAll('&', '&amp;')} (2 km)</p>`);
  });

  it('should draw placeholders in the delivery section, two rooms of the height the app fills, before the store line', async () => {
    const store = await defaultStore();
    const cookie = `checkout_entry=1; kept_store=${store.code}; kept_distance=812; kept_locale=ja`;
    const html = (await app.inject({ method: 'GET', url: '/checkout', headers: { cookie } })).body;
    const delivery = /<section><h2>配達または店舗受け取り<\/h2>(.*?)<p>最寄りの店舗/.exec(html)?.[1];
    expect(delivery).toBe(
      '<div class="checkout-shell-room"><b class="checkout-shell-legend"></b><span class="checkout-shell-choices"><b></b><b></b></span></div>' +
        '<div class="checkout-shell-room"><b></b><b class="checkout-shell-short"></b></div>',
    );
    // the rooms keep the height of the choice and the address they stand for, so the app's section moves nothing
    expect(html).toContain('.checkout-shell-room{display:flex;flex-direction:column;justify-content:space-around;height:51.2px}');
    expect(html).toMatch(/\.checkout-shell-room b\{display:block;[^}]*background:#e7dad0;animation:checkout-shell-pulse/);
    expect(html).toContain('@keyframes checkout-shell-pulse{50%{opacity:.5}}');
  });

  it('should leave the root empty without the checkout entry, a kept store this server has or a delivery distance', async () => {
    const store = await defaultStore();
    for (const cookie of [
      `kept_store=${store.code}; kept_distance=812`,
      'checkout_entry=1; kept_store=NOPE; kept_distance=812',
      `checkout_entry=1; kept_store=${store.code}`,
      `checkout_entry=1; kept_store=${store.code}; kept_distance=%3Cscript%3E`,
    ]) {
      const html = (await app.inject({ method: 'GET', url: '/checkout', headers: { cookie } })).body;
      expect(html).toContain('<div id="root"></div>');
    }
    const menu = (await app.inject({ method: 'GET', url: '/my-cart', headers: { cookie: `checkout_entry=1; kept_store=${store.code}; kept_distance=812` } })).body;
    expect(menu).toContain('<div id="root"></div>');
  });

  it('should write the stylesheets inline where they were linked, so that a drawn first screen waits for no request', () => {
    const html = '<head><title>T</title>\n    <link rel="stylesheet" crossorigin href="/assets/index-S1.css">\n    <style>.shell{}</style></head>';
    const styles: Record<string, string> = { '/assets/index-S1.css': 'body{margin:0}' };
    expect(withStylesInline(html, styles)).toBe('<head><title>T</title>\n    <style>body{margin:0}</style>\n    <style>.shell{}</style></head>');
    expect(withStylesInline(html, {})).toBe(html);
  });

  it("should write the checkout's words as the app's catalogs do", () => {
    for (const locale of ['vi', 'en', 'ja'] as const) {
      const catalog = readFileSync(path.join(import.meta.dirname, `../src/i18n/locales/${locale}/messages.po`), 'utf8');
      const msgstr = (msgid: string) => new RegExp(`msgid "${msgid.replace(/[(){}]/g, '\\$&')}"\\nmsgstr "([^"]*)"`).exec(catalog)?.[1];
      expect(CHECKOUT_SHELL_WORDS[locale]).toEqual({
        checkout: msgstr('Checkout'),
        customerInformation: msgstr('Customer information'),
        fields: [msgstr('Full name'), msgstr('Phone number'), msgstr('E-mail (optional)')],
        deliveryOrPickup: msgstr('Delivery or pickup'),
        nearestStore: msgstr('Nearest store: {name} ({km} km)'),
      });
    }
  });
});

/**
 * Home's first paint needs no other file than its HTML (the first banner is its largest paint): the
 * app's stylesheet and the banner are inside, and the scripts are asked for once that screen is painted.
 */
describe('the first paint of home', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let app: App;
  let distDir: string;
  const css = '.hero{color:#fff}';
  // the server carries a banner's bytes as they are: any small WebP stands for one
  const banner = readFileSync(path.resolve(import.meta.dirname, '../public/media/icons/status-1.webp'));

  beforeAll(async () => {
    server = await startTestServer();
    distDir = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    // index.html as Vite writes it
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><title>Bếp Nhà Sài Gòn</title>\n    <script type="module" crossorigin src="/assets/index-A1.js"></script>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/react-R1.js">\n    <link rel="stylesheet" crossorigin href="/assets/index-A1.css">\n' +
        '</head><body><div id="root"></div></body></html>',
    );
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'assets', 'index-A1.css'), css);
    mkdirSync(path.join(distDir, 'media', 'banners'), { recursive: true });
    writeFileSync(path.join(distDir, 'media', 'banners', '1-ja.webp'), banner);
    app = await buildApp({ db: server.db, config: { ...readConfig({}), distDir } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  const home = async () => (await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'ja' } })).body;

  it("should carry the app's stylesheet inside, with no stylesheet to wait for", async () => {
    const html = await home();
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(`<style>${css}</style>`);
  });

  it('should draw the first banner from its bytes inside and ask for its file, for the carousel, at low priority', async () => {
    const html = await home();
    const drawn = /<div id="root">.*<img src="([^"]+)" width="1200" height="400"/.exec(html)?.[1];
    expect(drawn).toBe(`data:image/webp;base64,${banner.toString('base64')}`);
    expect(html).toContain('<link rel="preload" as="image" href="/media/banners/1-ja.webp" fetchpriority="low">');
  });

  it('should ask for the scripts once the first screen is painted, with no inline script but the number formatting warm-up (the CSP allows it alone)', async () => {
    const html = await home();
    expect(html).not.toContain('src="/assets/index-A1.js"');
    expect(html).not.toContain('rel="modulepreload"');
    const data = /<script type="application\/json" id="after-first-paint">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data!)).toEqual({ entry: '/assets/index-A1.js', imports: ['/assets/react-R1.js'] });
    expect(html).toContain('<script type="module" src="/after-first-paint.js"></script>');
    const executable = [...html.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)].filter(([, attributes]) => !/type="application\/json"/.test(attributes!));
    const inline = executable.filter(([, attributes]) => !/\ssrc="/.test(attributes!)).map(([, , script]) => script);
    expect(inline).toEqual([NUMBER_FORMAT_WARM_UP]);
  });

  it('should fetch a banner too large to carry inside as before, at high priority', async () => {
    writeFileSync(path.join(distDir, 'media', 'banners', '1-ja.webp'), Buffer.concat([banner, Buffer.alloc(INLINE_IMAGE_MAX_BYTES)]));
    try {
      const html = await home();
      expect(html).toMatch(PRELOAD);
      expect(html).toContain('<img src="/media/banners/1-ja.webp" width="1200" height="400"');
    } finally {
      writeFileSync(path.join(distDir, 'media', 'banners', '1-ja.webp'), banner);
    }
  });
});

/** The header bar is one helper, markup and CSS, that every first screen draws (no copy of it to drift). */
describe('the header bar of the first screens', () => {
  const index = '<!doctype html><html lang="ja"><head><title>Bếp Nhà Sài Gòn</title></head><body><div id="root"></div></body></html>';
  const screens = {
    home: withHomeShell(index, '/media/banners/1-ja.webp'),
    menu: withMenuShell(index, { locale: 'vi', categories: ['Phở'], classes: [], dishes: [{ name: 'Phở bò', image: '/media/pho.webp', price: 65000 }] }),
    checkout: withCheckoutShell(index, { locale: 'en', storeName: 'Quận 1', distanceMetres: 2300 }),
  };

  it.each(Object.entries(screens))('should draw the shared header bar with its CSS once on %s', (_, html) => {
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root.startsWith(`<div id="root"><div class="shell" aria-hidden="true">${shellHeader('Bếp Nhà Sài Gòn')}`)).toBe(true);
    expect(html.split(SHELL_HEADER_STYLE)).toHaveLength(2);
    // the header's rules come from the helper alone
    expect(html.match(/\.shell-(header|bar)[\s{]/g)).toHaveLength(SHELL_HEADER_STYLE.match(/\.shell-(header|bar)[\s{]/g)!.length);
  });
});

/** The first screens name the brand useDefaultBrand chooses (domain/settings brandFor), as the app's header and title do. */
describe('the brand of the first screens', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let app: App;
  const CONFIGURED = 'Bếp Nhà Sài Gòn';
  const DEFAULT_BRAND = 'Cơm <Tấm> & Bạn';
  const DEFAULT_BRAND_HTML = 'Cơm &lt;Tấm> &amp; Bạn';

  beforeAll(async () => {
    server = await startTestServer();
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      `<!doctype html><html><head><title>${CONFIGURED}</title><script type="module" src="/assets/index-Ab12Cd.js"></script></head><body><div id="root"></div></body></html>`,
    );
    // the default store's brand is another than the one the app was built with
    await server.db.query('update brand set name = $1 where code = $2', [DEFAULT_BRAND, 'BNSG']);
    app = await buildApp({ db: server.db, config: { ...readConfig({}), distDir } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  const setting = (code: string, value: string) =>
    server.app.inject({ method: 'POST', url: `/sandbox/settings/${code}`, payload: { value }, headers: { accept: 'application/json' } });
  const page = async (url: string, cookie?: string) => (await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).body;
  const firstScreens = async () => ({
    home: await page('/'),
    menu: await page('/main-menu', 'kept_store=S001; kept_locale=vi'),
    checkout: await page('/checkout', 'checkout_entry=1; kept_store=S001; kept_distance=2300; kept_locale=en'),
  });

  it.each(['home', 'menu', 'checkout'] as const)("should name the default store's brand in %s's header and title while useDefaultBrand is on, escaped", async (screen) => {
    const html = (await firstScreens())[screen];
    expect(html).toContain(`<title>${DEFAULT_BRAND_HTML}</title>`);
    // the mark that tells the app the page came from the server, not from the service worker's cache
    expect(html).toContain(`<meta name="served-brand" content="Cơm &lt;Tấm> &amp; Bạn">`);
    expect(html).toContain(`<span class="shell-brand">${DEFAULT_BRAND_HTML}</span>`);
    expect(html).toContain(shellHeader(DEFAULT_BRAND));
  });

  it("should name the default brand in home's hero", async () => {
    expect(await page('/')).toContain(`<h1>${DEFAULT_BRAND_HTML}</h1>`);
  });

  it('should name the brand the app was built with once useDefaultBrand is switched off', async () => {
    expect((await setting('useDefaultBrand', 'false')).statusCode).toBeLessThan(400);
    try {
      for (const html of Object.values(await firstScreens())) {
        expect(html).toContain(`<title>${CONFIGURED}</title>`);
        expect(html).toContain(shellHeader(CONFIGURED));
        expect(html).not.toContain(DEFAULT_BRAND_HTML);
      }
      expect(await page('/')).toContain(`<h1>${CONFIGURED}</h1>`);
    } finally {
      await setting('useDefaultBrand', 'true');
    }
  });

  it("should name the brand a QA browser's own settings choose (sandbox overrides), and everyone else's the usual one", async () => {
    const session = 'shell-brand-qa-session-1';
    await createOverrides(server.db, () => '2026-01-05T10:00:00+07:00').set(session, { settings: { useDefaultBrand: false } });
    const qa = `qa_session=${session}`;
    expect(await page('/', qa)).toContain(`<title>${CONFIGURED}</title>`);
    expect(await page('/main-menu', `${qa}; kept_store=S001; kept_locale=vi`)).toContain(shellHeader(CONFIGURED));
    expect(await page('/')).toContain(`<title>${DEFAULT_BRAND_HTML}</title>`);
  });
});
