import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../tests/support/server-harness';
import { buildApp, type App } from '../app';
import { readConfig } from '../config';
import { INSPECTOR_DIR } from './inspector';

/** A dist as `vite build` writes it: the SPA, and the inspector page in a folder of its own. */
function fakeDist() {
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(distDir, INSPECTOR_DIR, 'assets'), { recursive: true });
  writeFileSync(
    path.join(distDir, INSPECTOR_DIR, 'sandbox-inspector.html'),
    '<!doctype html><html lang="en"><title>Inspector · Sandbox</title><script type="module" src="/sandbox/inspector/assets/page-Ab12.js"></script>',
  );
  writeFileSync(path.join(distDir, INSPECTOR_DIR, 'assets', 'page-Ab12.js'), 'console.log("inspector")');
  return distDir;
}

describe('/sandbox/inspector', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let development: App;
  let production: App;

  beforeAll(async () => {
    server = await startTestServer();
    const distDir = fakeDist();
    development = await buildApp({ db: server.db, config: { ...readConfig({}), distDir, sandbox: true } });
    production = await buildApp({ db: server.db, config: { ...readConfig({}), distDir, sandbox: false } });
    await Promise.all([development.ready(), production.ready()]);
  });
  afterAll(async () => {
    await Promise.all([development.close(), production.close()]);
    await server.close();
  });

  it('should serve the inspector page and its chunks where the sandbox is on', async () => {
    const page = await development.inject({ method: 'GET', url: '/sandbox/inspector' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Inspector · Sandbox');
    const chunk = await development.inject({ method: 'GET', url: '/sandbox/inspector/assets/page-Ab12.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toContain('inspector');
  });

  it("should mark the page in the tester's language: the QA console's cookie, ja until chosen, or ?lang= kept", async () => {
    const byDefault = await development.inject({ method: 'GET', url: '/sandbox/inspector' });
    expect(byDefault.body).toContain('<html lang="ja">');
    const kept = await development.inject({
      method: 'GET',
      url: '/sandbox/inspector',
      headers: { cookie: 'qa_lang=vi' },
    });
    expect(kept.body).toContain('<html lang="vi">');
    const chosen = await development.inject({ method: 'GET', url: '/sandbox/inspector?lang=en' });
    expect(chosen.body).toContain('<html lang="en">');
    expect(chosen.headers['set-cookie']).toBe('qa_lang=en; Path=/sandbox; SameSite=Lax');
  });

  it('should answer 404 in production, for the page, its chunks and the files where the build wrote them', async () => {
    for (const url of [
      '/sandbox/inspector',
      '/sandbox/inspector/assets/page-Ab12.js',
      `/${INSPECTOR_DIR}/sandbox-inspector.html`,
      `/${INSPECTOR_DIR}/assets/page-Ab12.js`,
    ]) {
      const answer = await production.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toMatch(/Inspector · Sandbox|console\.log|<div id="root">/);
    }
  });

  it('should not hand the built inspector files to the SPA where the sandbox is on either', async () => {
    const answer = await development.inject({ method: 'GET', url: `/${INSPECTOR_DIR}/sandbox-inspector.html` });
    expect(answer.statusCode).toBe(404);
  });
});
