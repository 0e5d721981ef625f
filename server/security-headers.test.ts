import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../tests/support/server-harness';
import { buildApp, type App } from './app';
import { readConfig } from './config';
import { contentSecurityPolicy, securityHeaders } from './security-headers';
import { NUMBER_FORMAT_WARM_UP } from './index-html';

// CSP's hash source: the base64 SHA-256 of the script element's text
const warmUpHash = `'sha256-${createHash('sha256').update(NUMBER_FORMAT_WARM_UP, 'utf8').digest('base64')}'`;
const sandboxPhoneAuth = readConfig({}).phoneAuth;

/** Headers of the SPA, the API and the sandbox, the JSON 404 under /api/ and the sandbox's same-origin rule. */
describe('security headers', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let app: App;
  beforeAll(async () => {
    server = await startTestServer();
    // A built SPA, so that the static files' wildcard route is there as in production.
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>');
    writeFileSync(path.join(distDir, 'assets', 'index.js'), 'console.log(1)');
    app = await buildApp({ db: server.db, config: { ...readConfig({}), distDir } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it.each(['/', '/main-menu/', '/assets/index.js', '/api/v2/variable/', '/sandbox/', '/api/health'])('should send the security headers on %s', async (url) => {
    const response = await get(url);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // 'self' and the hash of the one inline script a drawn first screen carries, nothing more
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe(`'self' ${warmUpHash}`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).not.toContain('googleapis');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it("should allow Google's map hosts only when the SPA is built with a Maps key", () => {
    const without = contentSecurityPolicy({ liveMaps: false, publicOrigin: 'http://localhost:8080', phoneAuth: sandboxPhoneAuth });
    const withKey = contentSecurityPolicy({ liveMaps: true, publicOrigin: 'https://order.example.vn', phoneAuth: sandboxPhoneAuth });
    expect(without.scriptSrc).toEqual(["'self'", warmUpHash]);
    expect(withKey.scriptSrc).toContain('https://*.googleapis.com');
    expect(withKey.scriptSrc).not.toContain("'unsafe-inline'");
    expect(withKey).toHaveProperty('upgradeInsecureRequests');
    expect(without).not.toHaveProperty('upgradeInsecureRequests');
  });

  it("should allow Google's reCAPTCHA only when phone sign-in goes to Google", () => {
    const sandbox = contentSecurityPolicy({ liveMaps: false, publicOrigin: 'https://order.example.vn', phoneAuth: sandboxPhoneAuth });
    const live = contentSecurityPolicy({
      liveMaps: false,
      publicOrigin: 'https://order.example.vn',
      phoneAuth: { ...sandboxPhoneAuth, endpoint: 'https://identitytoolkit.googleapis.com' },
    });
    expect(sandbox.scriptSrc.join(' ')).not.toContain('recaptcha');
    expect(sandbox.frameSrc).toEqual(["'none'"]);
    expect(live.scriptSrc).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']));
    expect(live.frameSrc).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
  });

  it('should mark every API answer no-store but the public reads revalidated by ETag, the SPA shell no-cache and built assets immutable', async () => {
    // settings hold no customer's data: kept and asked again with If-None-Match (server/http-caching.test.ts)
    expect((await get('/api/v2/variable/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/api/delivery/get-order-detail-by-orderno?orderNo=000000000000')).headers['cache-control']).toBe('no-store');
    const unauthorised = await app.inject({ method: 'GET', url: '/api/v2/customer/1/profile/' });
    expect(unauthorised.statusCode).toBe(401);
    expect(unauthorised.headers['cache-control']).toBe('no-store');
    for (const shell of ['/', '/main-menu/']) expect((await get(shell)).headers['cache-control']).toBe('no-cache');
    expect((await get('/assets/index.js')).headers['cache-control']).toContain('immutable');
  });

  it.each(['/api/healthz', '/api/v2/varaible/', '/api', '/api/'])('should answer %s, which no operation has, with a JSON 404', async (url) => {
    const response = await get(url, { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('should still serve the SPA for its own routes', async () => {
    const response = await get('/order-status/123');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('should refuse sandbox writes from another site and accept them from its own pages', async () => {
    const post = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/sandbox/sms/reset-limits', headers: { accept: 'application/json', ...headers } });
    expect((await post({ origin: 'https://evil.example', host: 'localhost:8080' })).statusCode).toBe(403);
    expect((await post({ 'sec-fetch-site': 'cross-site', host: 'localhost:8080' })).statusCode).toBe(403);
    expect((await post({ 'sec-fetch-site': 'same-site', host: 'localhost:8080' })).statusCode).toBe(403);
    expect((await post({ origin: 'http://localhost:8080', host: 'localhost:8080' })).statusCode).toBe(200);
    expect((await post({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:8080', host: 'localhost:8080' })).statusCode).toBe(200);
    // curl and scripts of QA send neither header
    expect((await post({})).statusCode).toBe(200);
  });

  it('should send the headers helmet computes for the configuration, computed once at start, on every answer', async () => {
    const computed = await securityHeaders(readConfig({}));
    expect(Object.fromEntries(computed)).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'origin-agent-cluster': '?1',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(computed.map(([name]) => name)).not.toContain('strict-transport-security');
    for (const url of ['/', '/api/v2/variable/', '/api/nothing-here']) {
      const response = await get(url);
      for (const [name, value] of computed) expect(response.headers[name], `${name} on ${url}`).toBe(value);
    }
    const https = Object.fromEntries(await securityHeaders(readConfig({ PUBLIC_ORIGIN: 'https://order.example.vn' })));
    expect(https['strict-transport-security']).toBe('max-age=15552000');
    expect(https['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
