import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { FIRST_SCREEN_RENDERER_DIR, FIRST_SCREEN_RENDERER_FILE, type FirstScreenRenderer } from './server/first-screen-build.js';
import { precompressDirectory } from './server/precompress.js';
import { webManifest } from './server/web-manifest.js';
import { BRAND_NAME } from './src/config/brand.js';

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:8080';

// In the SPA (not under vitest, which runs domain tests on Node without native Temporal), the
// bare temporal-polyfill import resolves to the native-first wrapper of src/lib/temporal.ts.
const temporalAlias = process.env.VITEST
  ? []
  : [{ find: /^temporal-polyfill$/, replacement: fileURLToPath(new URL('./src/lib/temporal.ts', import.meta.url)) }];

/** Brotli and gzip copies of the built text files, served by the server with their content-encoding. */
const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // after the service worker is written (vite-plugin-pwa's closeBundle), so that it is compressed too
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompressDirectory(outDir, [FIRST_SCREEN_RENDERER_DIR]);
      },
    },
  };
};

/**
 * /sandbox/inspector: a page of its own, built apart from the app into dist/sandbox-inspector/ so
 * that none of it (elkjs, every machine's definition) can join a chunk of the app, and served by the server
 * only where the sandbox is on. It speaks the tester's language, as /sandbox/qa does (its own Lingui catalog).
 */
const inspectorPage = (): Plugin => ({
  name: 'inspector-page',
  apply: 'build',
  closeBundle: {
    // before precompress (post), which then compresses these files too
    order: 'pre',
    sequential: true,
    async handler() {
      await build({
        configFile: false,
        root: fileURLToPath(new URL('.', import.meta.url)),
        base: '/sandbox/inspector/',
        logLevel: 'warn',
        publicDir: false,
        resolve: { alias: temporalAlias },
        // Lingui's macro and the inspector's own catalogs (src/inspector/inspector-i18n.ts), compiled into its page
        plugins: [
          react(),
          babel({ include: [/[\\/]src[\\/]inspector[\\/].*\.[jt]sx?(?:$|\?)/], plugins: ['@lingui/babel-plugin-lingui-macro'] }),
          lingui(),
        ],
        build: { outDir: 'dist/sandbox-inspector', emptyOutDir: true, target: 'es2022', rolldownOptions: { input: 'sandbox-inspector.html' } },
      });
    },
  },
});

/** The plugins that build the app's own modules: React, Lingui's macro and catalogs, vanilla-extract's styles. */
const appPlugins = () => [
  react(),
  // Only the SPA uses Lingui macros; domain/ and server/ skip the Babel pass.
  babel({
    include: [/[\\/]src[\\/].*\.[jt]sx?(?:$|\?)/, /[\\/]tests[\\/]paths[\\/]wording[\\/].*\.ts(?:$|\?)/],
    plugins: ['@lingui/babel-plugin-lingui-macro'],
  }),
  lingui(),
  vanillaExtractPlugin(),
];

/**
 * The server's renderer of the first screens (src/entry-server.tsx): the app's own components built for Node into
 * dist/ssr/, which the server loads and never serves. Everything is bundled in, React's production build included,
 * whatever NODE_ENV the server runs with: the renderer depends on no package resolved at run time, and the markup is
 * the production app's. vanilla-extract names classes from each file's path, so they are the client build's.
 */
const firstScreenRenderer = (): Plugin => ({
  name: 'first-screen-renderer',
  apply: 'build',
  closeBundle: {
    // before precompress (post), which leaves this folder alone
    order: 'pre',
    sequential: true,
    async handler() {
      await build({
        configFile: false,
        mode: 'production',
        root: fileURLToPath(new URL('.', import.meta.url)),
        logLevel: 'warn',
        publicDir: false,
        resolve: { alias: temporalAlias },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        plugins: appPlugins(),
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: `dist/${FIRST_SCREEN_RENDERER_DIR}`,
          emptyOutDir: true,
          target: 'node20',
          minify: false,
          rolldownOptions: { output: { codeSplitting: false } },
        },
      });
      await checkFirstScreenModules();
    },
  },
});

/**
 * Fails the build when a module the renderer names for a first render (src/app/first-screen.ts firstScreenModules,
 * source paths as the manifest knows them) is not in the client's manifest: the server would inline no style for it
 * and draw the screen unstyled.
 */
async function checkFirstScreenModules() {
  const dist = fileURLToPath(new URL('./dist/', import.meta.url));
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { name?: string }>;
  const renderer = (await import(pathToFileURL(path.join(dist, FIRST_SCREEN_RENDERER_DIR, FIRST_SCREEN_RENDERER_FILE)).href)) as FirstScreenRenderer;
  const named = new Set(['/', '/main-menu', '/checkout'].flatMap((route) => renderer.firstScreenModules(route, true)));
  const missing = [...named].filter((module) => !(module in manifest) && !Object.values(manifest).some((entry) => entry.name === module));
  if (missing.length > 0) throw new Error(`The first screens name modules the build does not have: ${missing.join(', ')}`);
}

/**
 * The modules `entry` imports statically, collected once the module graph is complete (before chunks are
 * made): a code-splitting group of them keeps a lazily loaded part of the app one file, not a dozen pieces
 * shared with the screens.
 */
const staticGraph = (entry: string) => {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: `static-graph:${path.basename(entry)}`,
    apply: 'build',
    buildEnd() {
      const pending = [entry];
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (members.has(id)) continue;
        members.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { members, plugin };
};

/** https://v8.dev/blog/explicit-compile-hints: a magic comment on a script's first line; other engines read a comment. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Every chunk starts with V8's explicit compile hint: Chrome then compiles all of a chunk's functions
 * while the file streams in, off the main thread, instead of each one on its first call in the page's tasks. A chunk
 * is fetched when its screen or action is needed and runs at once; compiled lazily, /checkout's first tasks after
 * its first paint spent about a quarter of their time compiling. Ordered after Vite's own
 * generateBundle, which prepends its preload map to some chunks: the hint counts only on the first line.
 */
const compileHints = (): Plugin => ({
  name: 'compile-hints',
  apply: 'build',
  enforce: 'post',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const file of Object.values(bundle)) if (file.type === 'chunk' && !file.code.startsWith(COMPILE_HINT)) file.code = `${COMPILE_HINT}\n${file.code}`;
    },
  },
});

/** The whole app, which a first visit to `/` loads only when the customer starts an order (src/main.tsx). */
const fullApp = staticGraph(fileURLToPath(new URL('./src/app/full-app.tsx', import.meta.url)));
/**
 * The footer, which a first visit loads after its first paint: what it imports stays out of the whole app's chunk
 * (the default store's hours, shared with home), or the first visit would fetch xstate and the ordering system with it.
 */
const footer = staticGraph(fileURLToPath(new URL('./src/app/layout/footer.tsx', import.meta.url)));

/** The built files index.html loads: the shell the service worker precaches. */
const shellFiles = (outDir: string) => {
  const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  return [...shell.matchAll(/(?:src|href)="\/((?:assets\/)?[^"/]+\.\w+)"/g)].map((match) => match[1]);
};

/**
 * The service worker (src/lib/service-worker.ts). injectManifest, not generateSW: the menu reads
 * are POSTs, which need a worker of our own that keys them by their body. The manifest lists every chunk;
 * the worker precaches the shell (index.html and the files it loads, `__OFFLINE_SHELL__`), keeps every
 * other chunk when it is used, and all of them once the customer has a cart (offline checkout).
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/lib',
    filename: 'service-worker.ts',
    injectRegister: false,
    // the build's brand; the server answers /manifest.webmanifest with the brand its settings choose
    manifest: webManifest(BRAND_NAME),
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: ['index.html', 'favicon-32.png', 'assets/*.{js,css}'],
      // the inspection relay is for developers, never the customer's to download
      globIgnores: ['assets/inspector-*'],
      // hashed names: fetched through the HTTP cache (immutable), never cache-busted
      dontCacheBustURLsMatching: /^assets\//,
      // the worker is built after the app, so the app's index.html is there to read
      buildPlugins: {
        vite: [{ name: 'offline-shell', config: () => ({ define: { __OFFLINE_SHELL__: JSON.stringify(shellFiles(fileURLToPath(new URL('./dist/', import.meta.url)))) } }) }],
      },
    },
  });

export default defineConfig({
  resolve: { alias: temporalAlias },
  plugins: [
    ...appPlugins(),
    serviceWorker(),
    inspectorPage(),
    firstScreenRenderer(),
    compileHints(),
    precompress(),
    fullApp.plugin,
    footer.plugin,
  ],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/sandbox': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // server/index-html.ts names a route's chunks in its HTML (modulepreload) and inlines their styles from it
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only libraries that `/` needs anyway get their own long-cached chunks; everything
          // else (xstate, radix, temporal) stays with the lazy route that first imports it.
          groups: [
            // The relay a tab loads with ?inspect=1: its own chunk, never part of what / loads.
            { name: 'inspector-relay', test: /src[\\/]inspector[\\/](relay|protocol)\.ts/, priority: 40, includeDependenciesRecursively: false },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            // The ordering system and the session start together (not on a first visit to `/`): one xstate chunk.
            { name: 'xstate', test: /node_modules[\\/](xstate|@xstate[\\/]react)[\\/]/, priority: 15 },
            {
              name: 'app-libs',
              // use-sync-external-store: wouter's, which @xstate/react shares (else it lands in the xstate chunk)
              test: /node_modules[\\/](@tanstack[\\/]|wouter|regexparam|use-sync-external-store|@lingui[\\/](core|react)|openapi-fetch|@messageformat)/,
              priority: 18,
            },
            // What / loads before its first render, as one file: a dozen small chunks cost a request each.
            { name: 'app', tags: ['$initial'], priority: 7 },
            // The rest of what every screen but a first visit's home needs (the ordering system, the session), as one file too.
            // What the footer shares with the whole app, taken before the whole app's group can pull it in as a dependency.
            { name: 'footer-shared', test: (id) => footer.members.has(id) && fullApp.members.has(id), priority: 6.5 },
            { name: 'full-app', test: (id) => fullApp.members.has(id), priority: 6 },
          ],
        },
      },
    },
  },
});
