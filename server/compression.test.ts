import { mkdtempSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../tests/support/server-harness';
import { buildApp, type App } from './app';
import { readConfig } from './config';
import { precompressDirectory } from './precompress';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Compressed static files and API answers, and their cache headers. */
describe('compression and cache headers', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let app: App;
  let distDir: string;
  const script = `export const dishes = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Phở bò tái ${i}`))};\n`;
  const worker = `self.__WB_MANIFEST = ${JSON.stringify(Array.from({ length: 60 }, (_, i) => ({ url: `assets/chunk-${i}.js`, revision: null })))};\n`;
  const shell = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd.js"></script></head><body><div id="root"></div>${'<!-- pad -->'.repeat(120)}</body></html>`;

  beforeAll(async () => {
    server = await startTestServer();
    distDir = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), shell);
    writeFileSync(path.join(distDir, 'assets', 'index-Ab12Cd.js'), script);
    writeFileSync(path.join(distDir, 'assets', 'tiny-Ef34Gh.js'), 'export {};');
    writeFileSync(path.join(distDir, 'service-worker.js'), worker);
    precompressDirectory(distDir);
    app = await buildApp({ db: server.db, config: { ...readConfig({}), distDir } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('should write brotli and gzip copies of text files at build, but not of tiny ones', () => {
    expect(readdirSync(path.join(distDir, 'assets')).sort()).toEqual(['index-Ab12Cd.js', 'index-Ab12Cd.js.br', 'index-Ab12Cd.js.gz', 'tiny-Ef34Gh.js']);
    expect(readdirSync(distDir)).toEqual(expect.arrayContaining(['index.html.br', 'index.html.gz']));
  });

  it('should serve a hashed asset precompressed by the encoding asked for, immutable for a year', async () => {
    const brotli = await get('/assets/index-Ab12Cd.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/index-Ab12Cd.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const identity = await get('/assets/index-Ab12Cd.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['cache-control']).toBe(IMMUTABLE);
    expect(identity.payload).toBe(script);
  });

  it('should serve the shell precompressed and no-cache, at / and on every route of the app', async () => {
    // a build without the first screens' renderer (server/first-screen.ts): every route answers the shell as built
    for (const url of ['/', '/index.html', '/main-menu/', '/delivery-status']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(shell);
    }
  });

  it('should serve the service worker precompressed as JavaScript, no-cache, so that each visit checks it', async () => {
    expect(readdirSync(distDir)).toEqual(expect.arrayContaining(['service-worker.js.br', 'service-worker.js.gz']));
    const response = await get('/service-worker.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBeUndefined();
    expect(response.headers['content-security-policy']).toMatch(/worker-src 'self'/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(worker);
  });

  it('should compress API answers by the encoding asked for', async () => {
    const payload = { brand_id: 1 };
    const plain = await app.inject({ method: 'POST', url: '/api/delivery/get-all-store', payload });
    expect(plain.headers['content-encoding']).toBeUndefined();

    const brotli = await app.inject({ method: 'POST', url: '/api/delivery/get-all-store', payload, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('no-store');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await app.inject({ method: 'POST', url: '/api/delivery/get-all-store', payload, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('should send every sandbox page whole when compressed (an async handler must return its reply)', async () => {
    for (const url of ['/sandbox/', '/sandbox/settings', '/sandbox/sms', '/sandbox/orders']) {
      const plain = await get(url);
      const brotli = await get(url, 'br, gzip');
      expect(brotli.statusCode, url).toBe(200);
      const body = brotli.headers['content-encoding'] === 'br' ? brotliDecompressSync(brotli.rawPayload).toString() : brotli.body;
      expect(body, url).toContain('</html>');
      expect(body, url).toBe(plain.body);
    }
  });

  it('should keep the security headers on compressed answers', async () => {
    for (const url of ['/assets/index-Ab12Cd.js', '/']) {
      const response = await get(url, 'br');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
