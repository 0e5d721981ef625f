import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../tests/support/server-harness';
import { buildApp, type App } from './app';
import { readConfig } from './config';
import { cookieValue, preferredLocale } from './first-screen';
import { FIRST_SCREEN_RENDERER_DIR, FIRST_SCREEN_RENDERER_FILE } from './first-screen-build';
import { catalogChunk, chunksOf, NUMBER_FORMAT_WARM_UP, withModulePreloads, type BuildManifest } from './index-html';

/**
 * The page around a first screen: the server asks the build's renderer (src/entry-server.tsx, the app's components
 * under react-dom/server; its markup is tested by tests/support/first-screen-hydration.test.tsx) and writes what it drew
 * into index.html with what the page needs to paint it at once. Here a stand-in renderer answers, which reports what
 * the server asked of it.
 */

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-A1.js', imports: ['_react-R1.js'], css: ['assets/index-A1.css'] },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_xstate-X1.js': { file: 'assets/xstate-X1.js' },
  '_full-app-F1.js': { file: 'assets/full-app-F1.js', name: 'full-app', imports: ['_react-R1.js', '_xstate-X1.js'], css: ['assets/full-app-F1.css'] },
  'src/app/session/session-chunk.ts': { file: 'assets/session-chunk-S1.js', imports: ['_xstate-X1.js'] },
  'src/app/screens/main-menu-screen.tsx': { file: 'assets/main-menu-screen-M1.js', imports: ['_menu-shared-C1.js'] },
  '_menu-shared-C1.js': { file: 'assets/menu-shared-C1.js', css: ['assets/menu-shared-C1.css'] },
  'src/i18n/locales/vi/messages.po': { file: 'assets/messages-V1.js' },
  'src/i18n/locales/en/messages.po': { file: 'assets/messages-E1.js' },
};

const INDEX_HTML =
  '<!doctype html><html lang="ja"><head><title>Bếp Nhà Sài Gòn</title>' +
  '<script type="module" crossorigin src="/assets/index-A1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react-R1.js">\n' +
  '<link rel="stylesheet" crossorigin href="/assets/index-A1.css">\n</head><body><div id="root"></div></body></html>';

/** The stand-in renderer: draws home and the menu (the menu with a `<` in a name), fails on /checkout, and keeps what it was asked. */
const RENDERER = `
const asked = (globalThis.firstScreenRendererAsked ??= []);
export const drawsFirstScreen = (pathname) => ['/', '/main-menu', '/checkout'].includes(pathname.replace(/(.)\\/+$/, '$1'));
export const firstScreenModules = (pathname, checkoutEntry) =>
  ['full-app', 'src/app/session/session-chunk.ts', ...(pathname.startsWith('/main-menu') ? ['src/app/screens/main-menu-screen.tsx'] : []), ...(checkoutEntry ? ['src/features/checkout/checkout-page.tsx'] : [])];
export async function renderFirstScreen(request) {
  const settings = await (await request.fetch(new Request('http://first-screen.invalid/api/v2/variable/?group__in=delivery'))).json();
  asked.push({ ...request, fetch: undefined, settings: settings.results.length });
  if (request.path.startsWith('/checkout')) throw new Error('a part of the checkout failed on the server');
  return {
    html: '<link rel="preload" as="image" href="/media/first.webp" fetchPriority="high"/><main><h1>Drawn ' + request.path + '</h1></main>',
    locale: request.locale,
    data: { screen: { path: request.path, locale: request.locale }, queries: { note: '</script><script>alert(1)</script>' } },
  };
}
`;

describe('the first screens the server draws', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let app: App;
  let asked: Array<Record<string, unknown>>;

  beforeAll(async () => {
    server = await startTestServer();
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    mkdirSync(path.join(distDir, '.vite'));
    writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    mkdirSync(path.join(distDir, 'assets'));
    for (const style of ['index-A1', 'full-app-F1', 'menu-shared-C1']) writeFileSync(path.join(distDir, 'assets', `${style}.css`), `.${style}{color:red}`);
    mkdirSync(path.join(distDir, FIRST_SCREEN_RENDERER_DIR));
    const rendererFile = path.join(distDir, FIRST_SCREEN_RENDERER_DIR, FIRST_SCREEN_RENDERER_FILE);
    writeFileSync(rendererFile, RENDERER);
    asked = (globalThis as { firstScreenRendererAsked?: Array<Record<string, unknown>> }).firstScreenRendererAsked ??= [];
    app = await buildApp({ db: server.db, config: { ...readConfig({}), distDir } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const dataBlock = (html: string) => /<script type="application\/json" id="first-screen">([^<]*)<\/script>/.exec(html)?.[1];
  const afterFirstPaint = (html: string) => {
    const data = /<script type="application\/json" id="after-first-paint">([^<]*)<\/script>/.exec(html)?.[1];
    return data ? (JSON.parse(data) as { entry: string; imports: string[] }) : null;
  };

  it('should draw home inside the root, in the browser’s language, with what it was drawn from beside it', async () => {
    const response = await page('/', { 'accept-language': 'vi-VN,vi;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('cookie');
    expect(response.body).toContain('<html lang="vi"');
    expect(response.body).toContain('<div id="root"><main><h1>Drawn /</h1></main></div>');
    // the app's API answered the renderer, in process
    expect(asked.at(-1)).toMatchObject({ path: '/', locale: 'vi', storeCode: null, session: false, checkoutEntry: false });
    expect(asked.at(-1)!.settings).toBeGreaterThan(0);
    // the data block: JSON the browser never runs, and no `<` that could close it
    const data = dataBlock(response.body)!;
    expect(data).not.toContain('<');
    expect(JSON.parse(data)).toMatchObject({ screen: { path: '/', locale: 'vi' }, queries: { note: '</script><script>alert(1)</script>' } });
  });

  it('should draw from the cookies the app keeps, never from more, and in the kept language over the browser’s', async () => {
    await page('/main-menu?from=cart', {
      cookie: 'kept_store=S001; kept_locale=en; kept_distance=812; kept_session=1; checkout_entry=1; token=secret',
      'accept-language': 'vi',
    });
    expect(asked.at(-1)).toEqual({
      path: '/main-menu?from=cart',
      locale: 'en',
      storeCode: 'S001',
      deliveryDistance: 812,
      session: true,
      checkoutEntry: true,
      fetch: undefined,
      settings: expect.any(Number),
    });
    await page('/main-menu', { cookie: 'kept_store=../../etc; kept_distance=far' });
    expect(asked.at(-1)).toMatchObject({ storeCode: null, deliveryDistance: null, session: false, locale: 'ja' });
  });

  it('should move the renderer’s resource hints into the head and put the styles inside, so that nothing holds the first paint', async () => {
    const html = (await page('/main-menu', { cookie: 'kept_store=S001' })).body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/media/first.webp" fetchPriority="high"/>');
    expect(html.slice(html.indexOf('<div id="root">'))).not.toContain('rel="preload" as="image"');
    // index.html's stylesheet, the whole app's and the screen's: the drawn markup is styled without a request
    // each followed by a disabled link that Vite's preload helper counts as on the page, so it never links the sheet
    // again after the screen's own styles (which reorders the cascade); a disabled link is neither fetched nor applied
    for (const style of ['index-A1', 'full-app-F1', 'menu-shared-C1'])
      expect(head).toContain(`<style>.${style}{color:red}</style><link rel="stylesheet" href="/assets/${style}.css" disabled>`);
    expect(head.match(/<link rel="stylesheet"[^>]*>/g)?.every((link) => link.endsWith(' disabled>'))).toBe(true);
  });

  it('should set up the number formatting while the drawn screen is parsed, by the one inline script the CSP allows', async () => {
    for (const url of ['/', '/main-menu']) {
      const response = await page(url, { cookie: 'kept_store=S001' });
      const inline = [...response.body.matchAll(/<script>([^<]*)<\/script>/g)].map(([, script]) => script!);
      expect(inline, url).toEqual([NUMBER_FORMAT_WARM_UP]);
      expect(response.body.slice(0, response.body.indexOf('</head>')), url).toContain(`<script>${NUMBER_FORMAT_WARM_UP}</script>`);
      const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
      expect(scriptSrc, url).toBe(`'self' 'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`);
    }
  });

  it('should ask for the scripts once the drawn screen is painted: the route’s chunks and catalog beside the entry', async () => {
    const html = (await page('/main-menu', { cookie: 'kept_store=S001; kept_locale=vi' })).body;
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('src="/assets/index-A1.js"');
    expect(html).toContain('<script type="module" src="/after-first-paint.js"></script>');
    const scripts = afterFirstPaint(html)!;
    expect(scripts.entry).toBe('/assets/index-A1.js');
    expect(scripts.imports).toEqual(expect.arrayContaining(['/assets/react-R1.js', '/assets/full-app-F1.js', '/assets/session-chunk-S1.js', '/assets/main-menu-screen-M1.js', '/assets/messages-V1.js']));
  });

  it('should name no script of the whole app for a first visit to home, which hydrates once the customer turns to it', async () => {
    const firstVisit = afterFirstPaint((await page('/')).body)!;
    expect(firstVisit.imports).not.toContain('/assets/full-app-F1.js');
    expect(firstVisit.imports).not.toContain('/assets/xstate-X1.js');
    // a browser that keeps a store or a session hydrates home at once
    const returning = afterFirstPaint((await page('/', { cookie: 'kept_session=1' })).body)!;
    expect(returning.imports).toContain('/assets/full-app-F1.js');
  });

  it('should leave the page to the browser where the renderer fails or draws nothing, its chunks named as usual', async () => {
    for (const [url, cookie] of [
      ['/checkout', 'checkout_entry=1; kept_store=S001'],
      ['/my-cart/', 'kept_locale=en'],
    ] as const) {
      const response = await page(url, { cookie });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(dataBlock(response.body), url).toBeUndefined();
      expect(response.body, url).not.toContain(NUMBER_FORMAT_WARM_UP);
      expect(response.body, url).toContain('<script type="module" crossorigin src="/assets/index-A1.js"></script>');
      expect(response.body, url).toContain('<link rel="modulepreload" crossorigin href="/assets/full-app-F1.js">');
    }
    expect((await page('/my-cart/', { cookie: 'kept_locale=en' })).body).toContain('<link rel="modulepreload" crossorigin href="/assets/messages-E1.js">');
  });

  it('should never serve the renderer itself', async () => {
    const response = await page(`/${FIRST_SCREEN_RENDERER_DIR}/${FIRST_SCREEN_RENDERER_FILE}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('renderFirstScreen');
  });
});

describe('the page’s head', () => {
  it('should name a module with the chunks it imports and their styles, a code-splitting group by its name', () => {
    expect(chunksOf(manifest, ['full-app', 'src/app/screens/main-menu-screen.tsx']).sort()).toEqual([
      'assets/full-app-F1.css',
      'assets/full-app-F1.js',
      'assets/main-menu-screen-M1.js',
      'assets/menu-shared-C1.css',
      'assets/menu-shared-C1.js',
      'assets/react-R1.js',
      'assets/xstate-X1.js',
    ]);
    expect(chunksOf(manifest, ['src/no-such-module.ts'])).toEqual([]);
  });

  it('should name the catalog of a language, and none without one', () => {
    expect(catalogChunk(manifest, 'vi')).toEqual(['assets/messages-V1.js']);
    expect(catalogChunk(manifest, 'xx')).toEqual([]);
    expect(catalogChunk(manifest, null)).toEqual([]);
  });

  it('should add a modulepreload only for the chunks the HTML does not name already', () => {
    const html = '<html><head><script type="module" src="/assets/index-A1.js"></script><link rel="modulepreload" href="/assets/react-R1.js"></head></html>';
    const preloaded = withModulePreloads(html, ['assets/react-R1.js', 'assets/xstate-X1.js', 'assets/full-app-F1.css']);
    expect(preloaded.match(/rel="modulepreload"/g)).toHaveLength(2);
    expect(preloaded).toContain('<link rel="modulepreload" crossorigin href="/assets/xstate-X1.js">');
    expect(preloaded).toContain('<link rel="preload" as="style" crossorigin href="/assets/full-app-F1.css">');
    expect(preloaded.indexOf('xstate-X1')).toBeLessThan(preloaded.indexOf('</head>'));
  });

  it('should draw in the first of the browser’s languages the app speaks, as the app picks it on a first visit', () => {
    expect(preferredLocale('fr-FR,fr;q=0.9,en;q=0.8,vi;q=0.7')).toBe('en');
    expect(preferredLocale('vi-VN')).toBe('vi');
    expect(preferredLocale('en;q=0.5, ja;q=0.8')).toBe('ja');
    expect(preferredLocale('de, *;q=0.1')).toBe('ja');
    expect(preferredLocale(undefined)).toBe('ja');
  });

  it('should read a cookie by its name, and nothing from a value that does not decode', () => {
    expect(cookieValue('a=1; kept_store=S%20001; b=2', 'kept_store')).toBe('S 001');
    expect(cookieValue('kept_store=%E0%A4%A', 'kept_store')).toBeNull();
    expect(cookieValue(undefined, 'kept_store')).toBeNull();
  });
});
