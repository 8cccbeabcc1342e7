import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { graphqlDocuments } from './build/graphql-documents.ts';
import { mantineCssPerComponent } from './build/mantine-css.ts';
import { precompress } from './build/precompress.ts';
import { routePreloadsPlugin } from './build/route-preloads.ts';

// The portal server; `npm run dev` proxies API, media and sign-in paths to it so the SPA runs on one origin.
const serverUrl = process.env.SPINA_SERVER_URL ?? 'http://localhost:3000';
const serverPaths = ['/graphql', '/api', '/media', '/auth', '/dev', '/healthz', '/readyz'];
const proxy = Object.fromEntries(
  serverPaths.map((path) => [`^${path}(/|\\?|$)`, { target: serverUrl, changeOrigin: false }]),
);

/** Modules of the libraries the first page itself runs on (React, the router, queries, i18n). */
const FRAMEWORK_MODULES =
  /\/node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(query-core|react-query)|i18next|react-i18next)\//;

/**
 * The service worker (decision 0038): src/sw/service-worker.ts, built beside the app as /sw.js with the list of
 * the build's files to keep. The page registers it itself (lib/service-worker.ts, production builds only), and
 * public/manifest.webmanifest stays the manifest. `npm run dev` has no service worker.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'service-worker.ts',
  injectRegister: false,
  registerType: 'prompt',
  manifest: false,
  injectManifest: {
    // The shell: the page, every script and stylesheet, the icons and the manifest (not the .br/.gz copies,
    // nor the route preload list the server reads).
    globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
    // The build names these by their content: the service worker need not add a revision to their address.
    dontCacheBustURLsMatching: /^assets\//,
  },
  devOptions: { enabled: false },
});

export default defineConfig({
  plugins: [
    graphqlDocuments(),
    mantineCssPerComponent(),
    react(),
    routePreloadsPlugin(),
    serviceWorker,
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // The bundle-size script reads the manifest to measure the first route's JavaScript.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      // The domain declares its zod schemas at module level; unused ones are dropped rather than shipped.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          // The libraries every page runs on go into one chunk. Left to the automatic splitting, each set of
          // lazy pages sharing a few of their modules with the first page gets a small chunk of its own, and
          // the first page then loads many small files that compress worse than one (about 7 KB gzip more).
          // zod is left out: a group takes every module its test matches, so zod's core modules that only the
          // lazy pages' classic schemas use (JSON Schema output among them) would weigh on the first page. The
          // part of zod the first page validates with goes into the initial chunk below.
          // The modules the entry loads statically go into one chunk too: otherwise every new lazy page that
          // shares some of them splits them into small chunks the first page must load (checkout did: +8 KB gzip).
          groups: [
            { name: 'framework', test: FRAMEWORK_MODULES },
            { name: 'initial', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy,
  },
  preview: {
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy,
  },
});
