import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../tests/support/server-harness';
import { MANIFEST_BACKGROUND_COLOR, MANIFEST_THEME_COLOR, shortNameOf, webManifest } from './web-manifest';

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (file: string) => {
  const bytes = readFileSync(file);
  return { png: bytes.subarray(1, 4).toString('ascii') === 'PNG', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

describe('the web app manifest', () => {
  const manifest = webManifest('Bếp Nhà Sài Gòn');

  it('should name the brand, start at home and stand alone in the design colours', () => {
    expect(manifest).toMatchObject({ name: 'Bếp Nhà Sài Gòn', short_name: 'Bếp Nhà Sài', start_url: '/', scope: '/', display: 'standalone' });
    const theme = readFileSync('src/styles/theme.css.ts', 'utf8');
    expect(theme).toContain(`brand: '${MANIFEST_THEME_COLOR}'`);
    expect(theme).toContain(`background: '${MANIFEST_BACKGROUND_COLOR}'`);
    expect(manifest.theme_color).toBe(MANIFEST_THEME_COLOR);
    expect(manifest.background_color).toBe(MANIFEST_BACKGROUND_COLOR);
  });

  it('should keep the short name within a home screen label', () => {
    expect(shortNameOf('Phở')).toBe('Phở');
    expect(shortNameOf('Bếp Nhà Sài Gòn')).toBe('Bếp Nhà Sài');
    expect(shortNameOf('Supercalifragilistic Kitchen')).toHaveLength(12);
  });

  it('should carry 192 and 512 px icons, plain and maskable, each a PNG of its size in public/', () => {
    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(icons).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(`public${icon.src}`), icon.src).toEqual({ png: true, width, height });
    }
  });

  it('should offer shortcuts to the menu and to the customer’s orders (src/config/paths.ts)', () => {
    const paths = readFileSync('src/config/paths.ts', 'utf8');
    expect(paths).toContain("mainMenu: '/main-menu'");
    expect(paths).toContain("yourOrder: '/your-order'");
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/main-menu', '/your-order']);
  });
});

describe('the served manifest', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('should name the brand the settings choose, as a manifest', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const served = answer.json();
    // the seed's default store names its brand (useDefaultBrand); the rest is the one definition
    expect(served.name).toMatch(/\S/);
    expect(served).toEqual(webManifest(served.name));
    expect(served).toMatchObject({ start_url: '/', display: 'standalone', theme_color: MANIFEST_THEME_COLOR });
  });
});
