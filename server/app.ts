import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { Temporal } from 'temporal-polyfill';
import Fastify, { type RouteHandlerMethod, type RouteOptions, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { ApiError } from './api-error';
import type { Locale } from './db/seed-data/types';
import { WORDS } from './words';
import { createTokenService, type AuthUser } from './auth';
import type { ServerConfig } from './config';
import { listOperations, loadContract } from './contract';
import type { Database } from './db/database';
import type { Clock } from './context';
import { createHandlers } from './routes/create-handlers';
import type { HandlerContext } from './routes/handlers';
import { createServices } from './services/app-services';
import { createOrderAccess, ORDER_CAPABILITY_HEADER, type AccessedOrder, type OrderView } from './services/order-access';
import { createAnswerBytesCache, revalidate, revalidatedReads } from './http-caching';
import { BODY_LIMIT_BYTES, databaseRefusal, parseJsonBody, refuseNulCharacters } from './request-guards';
import { featureSwitchGuard } from './feature-switch-guard';
import { createMetrics, type AppMetrics } from './metrics';
import { createFaults, faultHook } from './sandbox/faults';
import { createOverrides, overridesHook, overridesOfRequest } from './sandbox/overrides';
import { registerSandbox } from './sandbox/routes';
import { registerSecurityHeaders } from './security-headers';
import { brandedIndex, catalogChunk, chosenBrandName, pageBrandName, chunksOf, readStyles, withEntryAfterFirstPaint, withModulePreloads, withStylesInline, type BuildManifest } from './index-html';
import { cookieValue, FIRST_SCREEN_COOKIES, firstScreenRequest, loadFirstScreenRenderer, withFirstScreen } from './first-screen';
import { FIRST_SCREEN_RENDERER_DIR } from './first-screen-build';
import { toLocale } from './services/catalogue';
import { webManifest } from './web-manifest';
import type { CatalogueSnapshot } from './services/catalogue-cache';

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
    /** Set for order reads: how much of the order this request may see (server/services/order-access.ts). */
    orderView?: OrderView;
    /** The order the request names, as its access check read it (server/services/order-access.ts). */
    accessedOrder?: AccessedOrder;
    /** The catalogue snapshot the feature-switch guard read the settings at, for the handler to read at too. */
    catalogueSnapshot?: CatalogueSnapshot;
  }
  interface FastifyInstance {
    /** This app's Prometheus metrics (server/metrics.ts), read by the operations server (server/operations.ts). */
    metrics: AppMetrics;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}

export interface AppOptions {
  db: Database;
  config: ServerConfig;
  clock?: Clock;
  /** Fastify's JSON request log (pino): true to stdout, or a stream (tests read the lines). */
  logger?: boolean | { stream: { write(line: string): void } };
  /** The app's metrics; a new Registry of its own unless given (server/metrics.ts). */
  metrics?: AppMetrics;
}

/**
 * Censored wherever a log line carries them: bearer tokens, a guest order's capability, cookies, passwords and
 * one-time codes. The request's headers are logged (below) for the user agent and the proxy's addresses.
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers["x-order-capability"]',
  'req.headers.cookie',
  'req.body.password',
  'req.body.code',
];

/** Fastify's request fields, with the headers (redacted above) added. */
function requestLogFields(request: FastifyRequest) {
  // an order stream may carry a guest order's capability in its query (an EventSource sends no headers)
  return { method: request.method, url: request.url.replace(/([?&]key=)[^&]*/g, '$1[Redacted]'), host: request.host, remoteAddress: request.ip, headers: request.headers };
}

/** A proxy's request id (X-Request-Id) when it sends a sane one, so its logs and ours join; else a new UUID. */
export const REQUEST_ID_HEADER = 'x-request-id';
function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
}

/**
 * Whether Fastify's request log is on: by default in production (an operator needs it there), off elsewhere (tests and
 * development stay quiet); LOG_REQUESTS=1 or 0 says otherwise.
 */
export function requestLogging(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.LOG_REQUESTS === '1') return true;
  if (env.LOG_REQUESTS === '0') return false;
  return env.NODE_ENV === 'production';
}

/** Which later piece of work answers an operation that is not built yet. */
const areaNames: Record<string, string> = {
  'browse-and-cart': 'browse and cart',
  checkout: 'checkout, payment and tracking',
  identity: 'identity',
  membership: 'membership and loyalty',
};

export async function buildApp({ db, config, clock: realClock = () => Temporal.Now.instant(), logger = false, metrics = createMetrics() }: AppOptions) {
  // Sandbox only: a browser that fixed its server clock (POST /sandbox/clock) is answered at that time, so a spec does
  // not depend on the hour it runs; production never reads a browser's overrides.
  const clock: Clock = config.sandbox
    ? () => {
        const offset = overridesOfRequest()?.clockOffsetMs;
        return offset ? realClock().add({ milliseconds: offset }) : realClock();
      }
    : realClock;
  const app = Fastify({
    logger: logger && {
      level: 'info',
      redact: REDACTED_LOG_PATHS,
      serializers: { req: requestLogFields },
      ...(typeof logger === 'object' ? { stream: logger.stream } : {}),
    },
    // every line a request logs carries it as reqId, and the answer carries it back for a customer's report to quote
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT_BYTES,
    // a stop closes idle keep-alive connections at once, and a request arriving on one during the stop answers 503
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // strictNumbers: a number literal past a double's range parses to Infinity, which is no number a field takes
    // (strict: false would let it through).
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', strict: false, strictNumbers: true, removeAdditional: false } },
  });
  // every JSON body passes the depth limit and the prototype-key check before any hook, validation or handler sees it
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonBody);
  const tokens = createTokenService(config.jwtSecret, db);
  // a QA browser's own settings and order clock reach the services only where the sandbox is on
  const services = createServices({ db, config, clock, metrics, overrides: config.sandbox ? overridesOfRequest : () => null });
  app.decorate('metrics', metrics);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // Latency by the route's pattern (/api/v2/order/:id, not each id); what no route matched (the SPA's history
  // fallback, unknown paths) is one label, so a scan of random URLs cannot grow the series.
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requestDuration.observe({ method: request.method, route: route === '*' ? 'unmatched' : route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  const context: HandlerContext = { db, config, clock, tokens, services };
  const handlers = createHandlers(context);
  const operations = new Map(listOperations().map((operation) => [operation.operationId, operation]));
  const cacheableReads = revalidatedReads();
  const answerBytes = createAnswerBytesCache();
  // Only where the sandbox is on: production never looks for a fault.
  const faults = config.sandbox ? createFaults(db, () => clock().toString()) : null;
  // …nor for a browser's own settings and order clock speed.
  const overrides = config.sandbox ? createOverrides(db, () => clock().toString()) : null;

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => sendError(error, request, reply));
  // A stop (app.close) waits for every open connection, and a keep-alive connection whose request is answered
  // during the stop would stay open until keepAliveTimeout (72 s): answers sent while closing close theirs.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    // an order stream never ends by itself: ended here, its browser opens it again on a process that runs
    services.orderStreams.closeAll();
  });
  app.addHook('onClose', async () => {
    await services.orderStreams.stop();
    await services.pushNotifications.stop();
  });
  // every process listens for order changes and sends the notifications they call for (once, server/services/push-notifications.ts)
  await services.pushNotifications.start();
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  const orderAccess = createOrderAccess(db, tokens);
  await registerSecurityHeaders(app, config);
  // Before any route: the plugin adds its hook to each route as it is declared. Built files come precompressed.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });

  await app.register(
    async (api) => {
      // API answers carry orders, accounts and tokens; none may be kept by a browser or a proxy, except the
      // public reads the contract marks `x-cache: revalidate`, kept with an ETag and asked again each time.
      api.addHook('preSerialization', answerBytes.preSerialization);
      api.addHook('onSend', async (request, reply, payload) => {
        const operationId = request.routeOptions.config.operationId;
        if (request.method === 'GET' && operationId && cacheableReads.has(operationId)) {
          payload = revalidate(request, reply, payload, (json) => answerBytes.etagOf(request, json));
        }
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        return answerBytes.send(request, reply, payload);
      });
      if (overrides) api.addHook('onRequest', overridesHook(overrides));
      if (faults) api.addHook('onRequest', faultHook(faults));
      api.addHook('preValidation', refuseNulCharacters);
      // Payoo posts its notification as a form (NotifyData=…); every other operation takes JSON only
      api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });
      // The order status stream answers text/event-stream; the contract's glue wants a parser for every media type
      // it names, and warns at each start without one. No request sends a stream: one that does is refused.
      api.addContentTypeParser('text/event-stream', (_request, _payload, done) => {
        done(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This operation takes a JSON body.'), undefined);
      });
      api.addHook('preValidation', async (request) => {
        const form = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
        if (form && request.routeOptions.config.operationId !== 'payooNotify') {
          throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This operation takes a JSON body.');
        }
      });
      // a capability switched off (SPEC §9) is refused to everyone alike, before any login or order is looked at
      // the settings through the catalogue cache, at the snapshot a confirmation then reads at (no second version query)
      api.addHook(
        'preHandler',
        featureSwitchGuard(async (request) => {
          const kept = await context.services.checkout.snapshot();
          request.catalogueSnapshot = kept;
          return kept.read('feature-switches|settings', () => services.settings.read());
        }),
      );
      // runs before the contract's security handlers (route-level preHandlers): it reads the bearer token itself
      api.addHook('preHandler', async (request) => {
        const operationId = request.routeOptions.config.operationId;
        if (operationId) await orderAccess.check(operationId, request);
      });
      await api.register(openapiGlue, {
        specification: loadContract(),
        securityHandlers: {
          async bearerAuth(request: FastifyRequest) {
            const header = request.headers.authorization ?? '';
            const [scheme, token] = header.split(' ');
            if (scheme?.toLowerCase() !== 'bearer' || !token) {
              throw new ApiError(401, 'UNAUTHORIZED', WORDS.loginRequired);
            }
            request.user = await tokens.verifyAccess(token);
          },
          // the capability itself is checked against the order by the order-access hook
          async orderCapability(request: FastifyRequest) {
            if (!request.headers[ORDER_CAPABILITY_HEADER]) throw new ApiError(401, 'UNAUTHORIZED', WORDS.loginRequired);
          },
        },
        operationResolver: (operationId: string) => {
          const handler = handlers[operationId as keyof typeof handlers];
          // glue spreads these over the route it builds (method and url stay its own): the hook reads config.operationId
          const route = (handler: RouteHandlerMethod) => ({ handler, config: { operationId } }) as unknown as RouteOptions;
          if (handler) return route(handler as unknown as RouteHandlerMethod);
          const area = operations.get(operationId)?.area ?? 'backbone';
          const notImplemented = async () => {
            throw new ApiError(
              501,
              'NOT_IMPLEMENTED',
              `${operationId} is not available yet: it belongs to the ${areaNames[area] ?? area} area.`,
              undefined,
              { area },
            );
          };
          return route(notImplemented);
        },
      });
      api.setNotFoundHandler((request, reply) => {
        reply.code(404).send({ code: 'NOT_FOUND', message: `No API operation ${request.method} ${request.url}` });
      });
    },
    { prefix: '/api' },
  );

  if (faults && overrides) await app.register(registerSandbox(context, faults, overrides), { prefix: '/sandbox' });

  // the home-screen app's manifest names the brand the settings choose, as the pages' titles do
  app.get('/manifest.webmanifest', pageHooksOf(overrides), async (_request, reply) => {
    // the brand the app was built with is its index.html's title (the source's where nothing is built)
    const built = [path.join(config.distDir, 'index.html'), path.resolve('index.html')].find((file) => existsSync(file));
    const manifest = webManifest(await chosenBrandName(db, built ? pageBrandName(await readFile(built, 'utf8')) : ''));
    return reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache').send(JSON.stringify(manifest));
  });

  const indexHtml = path.join(config.distDir, 'index.html');
  const renderer = existsSync(indexHtml) ? await loadFirstScreenRenderer(config.distDir) : null;
  /**
   * An app route's HTML: index.html naming the route's chunks, and for home, the menu and the checkout the first screen
   * drawn by the app's own components (server/first-screen.ts), with the built styles inside and the scripts asked
   * for once it is painted. Drawn from the request's cookies: cached by no one but this browser.
   */
  const appPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0]!;
    const cookie = request.headers.cookie;
    const manifestFile = path.join(config.distDir, '.vite', 'manifest.json');
    const manifest = existsSync(manifestFile) ? (JSON.parse(await readFile(manifestFile, 'utf8')) as BuildManifest) : {};
    const index = await brandedIndex(db, await readFile(indexHtml, 'utf8'));
    const checkoutEntry = cookieValue(cookie, FIRST_SCREEN_COOKIES.checkoutEntry) !== null;
    // the chunks of the app's first render, named so that they come beside the entry
    const chunks = renderer ? chunksOf(manifest, renderer.firstScreenModules(pathname, checkoutEntry)) : [];
    const drawn = renderer?.drawsFirstScreen(pathname)
      ? await renderer.renderFirstScreen(firstScreenRequest(app, request)).catch((error: unknown) => {
          request.log.error(error);
          return null;
        })
      : null;
    if (!drawn) {
      const html = withModulePreloads(index, [...chunks, ...catalogChunk(manifest, cookieValue(cookie, FIRST_SCREEN_COOKIES.locale))]);
      return reply.type('text/html').header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie').send(html);
    }
    // A first visit to home hydrates once the customer turns to it (src/main.tsx): its styles come inside, its scripts
    // only then. A browser that keeps a store or a session is no first visit.
    const firstVisit = pathname === '/' && !cookieValue(cookie, FIRST_SCREEN_COOKIES.store) && !cookieValue(cookie, FIRST_SCREEN_COOKIES.session);
    const named = withModulePreloads(index, [...(firstVisit ? chunks.filter((file) => file.endsWith('.css')) : chunks), ...catalogChunk(manifest, drawn.locale)]);
    const html = withFirstScreen(withEntryAfterFirstPaint(withStylesInline(named, await readStyles(config.distDir, named))), drawn);
    return reply.type('text/html').header('cache-control', 'no-cache').header('vary', 'accept-encoding, accept-language, cookie').send(html);
  };
  if (existsSync(indexHtml)) {
    // a QA browser's own settings (sandbox only) choose its brand and banner on its pages too, as in its API answers
    const pageHooks = pageHooksOf(overrides);
    app.get('/', pageHooks, appPage);
    await app.register(fastifyStatic, {
      root: config.distDir,
      wildcard: true,
      // index.html and assets as .br/.gz written at build (server/precompress.ts), chosen by Accept-Encoding
      preCompressed: true,
      // Ours, not the plugin's `public, max-age=0`, which replaced the immutable header of the hashed assets.
      cacheControl: false,
      // the inspector's page and chunks are the sandbox's to serve (/sandbox/inspector), and the first screens'
      // renderer is the server's own: neither is the SPA's
      allowedPath: (pathName) => !pathName.startsWith('/sandbox-inspector/') && !pathName.startsWith(`/${FIRST_SCREEN_RENDERER_DIR}/`),
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // the same URL answers br, gzip or identity bytes: a shared cache must key on the asked encoding
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler(overrides ? { preHandler: overridesHook(overrides) } : {}, async (request, reply) => {
    const pathname = request.url.split('?')[0];
    // The static files' wildcard route hands unknown GETs here, /api/ ones included: those answer JSON.
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.code(404).header('cache-control', 'no-store').send({ code: 'NOT_FOUND', message: `No API operation ${request.method} ${pathname}` });
    }
    // Where the sandbox is off (production), its pages are not the SPA's either.
    if (pathname === '/sandbox' || pathname.startsWith('/sandbox/')) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: `Nothing at ${pathname}` });
    }
    // History fallback: every route of the SPA loads directly; the SPA shows its own 404 page.
    const wantsPage = request.method === 'GET' && !path.extname(pathname);
    if (wantsPage && existsSync(indexHtml)) return appPage(request, reply);
    return reply.code(404).send({ code: 'NOT_FOUND', message: `Nothing at ${request.url}` });
  });

  return app;
}

/**
 * Every error a route throws, as the one ApiError it answers: each branch below yields the same shape, so no answer
 * can miss a field that some operation's error schema requires (fetchDeliveryHubs' 400 requires `mess`, and an
 * answer that fails its own response schema turns into a 500).
 */
function refusalOf(error: FastifyError | ApiError, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  const fromDatabase = databaseRefusal(error, request);
  if (fromDatabase) return fromDatabase;
  // fastify-openapi-glue wraps what a security handler threw
  const fromSecurity = (error as { errors?: unknown[] }).errors?.find((inner) => inner instanceof ApiError);
  if (fromSecurity instanceof ApiError) return fromSecurity;
  if ('validation' in error && error.validation) {
    const [first] = error.validation;
    const where = error.validationContext ?? 'body';
    const params = first.params as { missingProperty?: string; additionalProperty?: string };
    const pointer = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const named = params.missingProperty ?? params.additionalProperty;
    const field = [pointer, named].filter(Boolean).join('.') || where;
    const what = params.additionalProperty === undefined ? (first.message ?? 'is not valid') : 'is not a field of this operation';
    return new ApiError(400, 'VALIDATION_ERROR', `${where} ${field}: ${what}`, field);
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return new ApiError(413, 'BODY_TOO_LARGE', `body: larger than ${BODY_LIMIT_BYTES} bytes`, 'body', { max_bytes: BODY_LIMIT_BYTES });
  if (status >= 500) {
    request.log.error(error);
    return new ApiError(500, 'COMMON_ERROR', WORDS.commonError);
  }
  return new ApiError(status, status === 401 ? 'UNAUTHORIZED' : 'BAD_REQUEST', error.message);
}

/**
 * The language a refusal is worded in: the request's Accept-Language, which the app sets to its interface language on
 * every call, else ja. Not a body's `lang`: the contract gives it a default (ja) that validation writes in where the
 * request named none, so it cannot tell a named language from an absent one.
 */
const refusalLocale = (request: FastifyRequest): Locale => toLocale(request.headers['accept-language']);

function sendError(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  const refused = refusalOf(error, request);
  const body = refused.toBody(refusalLocale(request));
  // `mess` is the legacy name fetchDeliveryHubs answers with; the other operations' error schemas drop it.
  return reply.code(refused.statusCode).send({ ...body, mess: body.message });
}

export type App = FastifyInstance;

/** A QA browser's own settings (sandbox only) choose its brand on its pages too, as in its API answers. */
const pageHooksOf = (overrides: ReturnType<typeof createOverrides> | null) => (overrides ? { onRequest: overridesHook(overrides) } : {});
