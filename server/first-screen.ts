import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIRST_SCREEN_RENDERER_DIR, FIRST_SCREEN_RENDERER_FILE, type DrawnFirstScreen, type FirstScreenRenderer, type FirstScreenRequest } from './first-screen-build';
import { toLocale } from './services/catalogue';

const LANGUAGES = ['ja', 'vi', 'en'] as const;

/**
 * The first language of the browser's Accept-Language the app speaks (by weight, then order: "vi-VN" counts as vi),
 * else the default: the one the app picks from navigator.languages on a first visit (src/lib/i18n.ts browserLocale),
 * so that the page it draws is the page the app hydrates.
 * @example preferredLocale('fr-FR,fr;q=0.9,en;q=0.8') // 'en'
 */
export function preferredLocale(acceptLanguage: string | undefined): (typeof LANGUAGES)[number] {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = Number(/^q=([\d.]+)$/.exec(parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q=')) ?? '')?.[1] ?? 1);
      return { language: tag.toLowerCase().split('-')[0]!, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map(({ language }) => LANGUAGES.find((known) => known === language)).find((known) => known !== undefined) ?? 'ja';
}

/**
 * The build's renderer of first screens (src/entry-server.tsx built into FIRST_SCREEN_RENDERER_DIR: the app's own
 * components under react-dom/server; the server never imports src/, it loads the built module), or null where the build has none (a test's hand-written index.html): the app then draws alone. */
export async function loadFirstScreenRenderer(distDir: string): Promise<FirstScreenRenderer | null> {
  const file = path.join(distDir, FIRST_SCREEN_RENDERER_DIR, FIRST_SCREEN_RENDERER_FILE);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as FirstScreenRenderer;
}

/**
 * Cookies the app keeps beside its storage for this server (src/adapters/cookies.ts): the code of the store the
 * customer chose, the interface language, a delivery's distance to the store, that a session is kept, and that the
 * checkout was opened from an allowed screen in this browser session. The server never sees localStorage.
 */
export const FIRST_SCREEN_COOKIES = {
  store: 'kept_store',
  locale: 'kept_locale',
  deliveryDistance: 'kept_distance',
  session: 'kept_session',
  checkoutEntry: 'checkout_entry',
} as const;

export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * What the first screen of `request` is drawn from: the page asked for, the language (the kept one, else the browser's
 * first),
 * the cookies above, and the app's API answered by `app` itself with the request's cookies (a QA browser's sandbox
 * settings apply to its pages as to its calls).
 */
export function firstScreenRequest(app: FastifyInstance, request: FastifyRequest): FirstScreenRequest {
  const cookie = request.headers.cookie;
  const storeCode = cookieValue(cookie, FIRST_SCREEN_COOKIES.store);
  const distance = cookieValue(cookie, FIRST_SCREEN_COOKIES.deliveryDistance);
  const keptLocale = cookieValue(cookie, FIRST_SCREEN_COOKIES.locale);
  return {
    path: request.url,
    locale: keptLocale === null ? preferredLocale(request.headers['accept-language']) : toLocale(keptLocale),
    storeCode: storeCode && /^[\w-]{1,40}$/.test(storeCode) ? storeCode : null,
    deliveryDistance: distance && /^\d{1,7}$/.test(distance) ? Number(distance) : null,
    session: cookieValue(cookie, FIRST_SCREEN_COOKIES.session) !== null,
    checkoutEntry: cookieValue(cookie, FIRST_SCREEN_COOKIES.checkoutEntry) !== null,
    fetch: answeredBy(app, cookie),
  };
}

/**
 * Marks the calls the server makes to draw a first screen: a sandbox fault armed for the browser is the app's to meet
 * (sandbox/faults.ts leaves such a call unanswered and the fault armed), as a QA path expects.
 */
export const FIRST_SCREEN_DRAW_HEADER = 'x-first-screen-draw';

/**
 * A fetch that `app` answers in process (no socket), as the app's calls: the browser's cookies go with them (a QA
 * browser's sandbox settings apply to its pages as to its calls).
 */
export function answeredBy(app: FastifyInstance, cookie?: string): (call: Request) => Promise<Response> {
  return async (call) => {
    const url = new URL(call.url);
    const answer = await app.inject({
      method: call.method as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: { ...Object.fromEntries(call.headers), ...(cookie ? { cookie } : {}), [FIRST_SCREEN_DRAW_HEADER]: '1' },
      ...(call.method === 'GET' ? {} : { payload: await call.text() }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, String(value));
    return new Response(answer.statusCode === 304 ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The id of the data block a drawn page carries for its hydration (src/main.tsx reads it). */
export const FIRST_SCREEN_DATA_ID = 'first-screen';

/**
 * index.html with the drawn first screen inside the root, in its language, and what it was drawn from as a JSON data
 * block (not a script the CSP would have to allow: the browser never runs it).
 */
export function withFirstScreen(html: string, drawn: DrawnFirstScreen): string {
  const data = JSON.stringify(drawn.data).replaceAll('<', '\\u003c');
  // React writes its resource hints (the largest image's preload) before the markup: they belong in the head, where
  // the browser reads them first, and hydration looks for none of them in the root
  const hints = /^(?:<link [^>]*>)*/.exec(drawn.html)![0];
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(drawn.locale)}"`)
    .replace('</title>', () => (hints ? `</title>\n    ${hints}` : '</title>'))
    .replace('<div id="root"></div>', () => `<div id="root">${drawn.html.slice(hints.length)}</div>`)
    .replace('</body>', () => `  <script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${data}</script>\n  </body>`);
}
