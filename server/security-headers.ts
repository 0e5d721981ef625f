import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import type { ServerConfig } from './config';
import { NUMBER_FORMAT_WARM_UP } from './index-html';
import { isLivePhoneAuth } from './providers/phone-auth';

/**
 * Hosts the Maps JavaScript API loads from (Google's CSP guide, allowlist form); allowed only when
 * the SPA was built with VITE_GOOGLE_MAPS_API_KEY.
 */
const googleMaps = {
  script: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.ggpht.com', 'https://*.googleusercontent.com'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  frame: ['https://*.google.com'],
};

/**
 * Where reCAPTCHA loads and draws its challenge from (Google's reCAPTCHA FAQ, "Content Security Policy"): allowed when
 * phone sign-in goes to Google, whose code sends need the app's reCAPTCHA response. The sandbox's widget is our own.
 */
const googleRecaptcha = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The Content-Security-Policy directives of the SPA, the API and the sandbox. */
export function contentSecurityPolicy(config: Pick<ServerConfig, 'liveMaps' | 'publicOrigin' | 'phoneAuth'>) {
  const maps = config.liveMaps ? googleMaps : { script: [], img: [], connect: [], font: [], style: [], frame: [] };
  const recaptcha = isLivePhoneAuth(config.phoneAuth, config.publicOrigin) ? googleRecaptcha : { script: [], frame: [] };
  const frames = [...maps.frame, ...recaptcha.frame];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    // The built SPA has no inline script: Vite emits module files only (checked by tests/e2e/csp.spec.ts). The one
    // the server writes into a first screen is allowed by its hash alone.
    scriptSrc: ["'self'", scriptHash(NUMBER_FORMAT_WARM_UP), ...maps.script, ...recaptcha.script],
    scriptSrcAttr: ["'none'"],
    // Inline styles stay allowed: the dialog's scroll lock and the sandbox pages write <style> elements.
    styleSrc: ["'self'", "'unsafe-inline'", ...maps.style],
    imgSrc: ["'self'", 'data:', 'blob:', ...maps.img],
    fontSrc: ["'self'", 'data:', ...maps.font],
    connectSrc: ["'self'", ...maps.connect],
    frameSrc: frames.length > 0 ? frames : ["'none'"],
    workerSrc: ["'self'", 'blob:'],
    formAction: ["'self'"],
    // No page of ours is framed: the payment gateways open as pages, the QR code is drawn in the app.
    frameAncestors: ["'none'"],
    ...(config.publicOrigin.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
  };
}

function helmetOptions(config: ServerConfig): FastifyHelmetOptions {
  const https = config.publicOrigin.startsWith('https:');
  return {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Origin only, never the path: order links may carry a capability; the Maps key is restricted by referrer origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
    // Popups we open (a gateway page, the statechart inspector) keep talking to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
}

/**
 * The headers helmet sends under this configuration, computed once: they depend on the configuration
 * only (no nonces), while the plugin rebuilds helmet and its header values on every request. Read from
 * one answer of a probe server with and without the plugin.
 */
export async function securityHeaders(config: ServerConfig): Promise<[string, string][]> {
  const answerHeaders = async (withHelmet: boolean) => {
    const probe = Fastify();
    if (withHelmet) await probe.register(helmet, helmetOptions(config));
    probe.get('/', async () => '');
    try {
      return (await probe.inject({ method: 'GET', url: '/' })).headers;
    } finally {
      await probe.close();
    }
  };
  const [plain, secured] = await Promise.all([answerHeaders(false), answerHeaders(true)]);
  return Object.entries(secured)
    .filter(([name]) => !(name in plain))
    .map(([name, value]) => [name, String(value)]);
}

/** Security headers on every answer: CSP, nosniff, frame-ancestors 'none', Referrer-Policy. */
export async function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig) {
  const headers = await securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
