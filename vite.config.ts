import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './scripts/compile-hints-plugin.ts';
import { cssPreloadHelper } from './scripts/css-preload-plugin.ts';
import { homeCards } from './scripts/home-cards-plugin.ts';
import { prerenderedShell } from './scripts/shell-plugin.ts';
import { seatColours } from './scripts/seat-colours-plugin.ts';

/** What a host should send with every response (issue 15, fault 14). */
export const HOSTING_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** Light theme background (src/app/styles/base.css --bg); the manifest and the page must agree. */
const PAGE_BG = '#f6f3ec';

/**
 * Writes dist/.vite/chunk-modules.json: every JS chunk and the source modules inside it.
 * The build manifest names only each chunk's entry module; the budget check
 * (scripts/check-budget.mjs) needs all of them to prove no game code is in the initial load.
 */
function chunkModules(): Plugin {
  return {
    name: 'pocket-table:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = process.cwd().replace(/\\/g, '/') + '/';
      const map: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        map[item.fileName] = item.moduleIds.map((id) => id.replace(/\\/g, '/').replace(root, ''));
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(map, null, 2),
      });
    },
  };
}

/**
 * This build's version: the package version and the commit (or the build time), said by each
 * phone when they link so a guest can say plainly that the host runs another one (issue 24 item 13).
 */
function appBuild(): string {
  const version = (
    JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }
  ).version;
  try {
    return `${version}+${execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()}`;
  } catch {
    return `${version}+${new Date().toISOString().slice(0, 16)}`;
  }
}

export default defineConfig({
  define: { 'import.meta.env.VITE_APP_BUILD': JSON.stringify(appBuild()) },
  plugins: [
    cssPreloadHelper(),
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      strategies: 'generateSW',
      // public/ is precached by the glob below; listing it again would only duplicate entries
      includeAssets: [],
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Pocket Table',
        short_name: 'Pocket Table',
        description:
          'Настольные игры за столом с одним телефоном: передавайте телефон по кругу или используйте как кубики и листы. Board games at a real table with one phone.',
        lang: 'ru',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: PAGE_BG,
        background_color: PAGE_BG,
        categories: ['games', 'entertainment'],
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // everything the app needs, including every game's lazily loaded chunk; the
        // manifest itself is added by the plugin
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
        // the SVG sources of the PNG icons are not used by the app
        globIgnores: ['icon.svg', 'icon-maskable.svg'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // prompt mode: a new version waits until the player taps "Update"
        clientsClaim: false,
        skipWaiting: false,
      },
      devOptions: { enabled: false },
    }),
    chunkModules(),
    compileHints(),
    seatColours(),
    homeCards(),
    prerenderedShell(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the budget check reads the entry's static imports from it
    manifest: true,
    // every browser the app supports reads <link rel="modulepreload">; the polyfill only cost
    // bytes in the first download
    modulePreload: {
      polyfill: false,
      // a lazy chunk's own imports are found by the browser when it reads the chunk (from the
      // service worker's cache once installed); listing every chunk's name in the first download
      // for preloading them cost about 1 KB gzip there (issue 32, first screen). Its CSS is
      // still loaded before it runs.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((d) => d.endsWith('.css')),
    },
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // the first download as one chunk: the entry and everything it imports statically
          // (React included), which the lazy chunks import from it. Left alone, Rolldown splits
          // off each module the entry shares with a lazy chunk (React and zustand, i18n, the
          // preload helper) into a chunk of its own: more requests and less gzip for the same code.
          groups: [{ name: 'index', test: /src[\\/]main\.tsx$|preload-helper/ }],
        },
      },
    },
  },
  // the headers a host should send (README "Hosting headers"); a meta CSP cannot set frame-ancestors
  preview: { host: '127.0.0.1', port: 5180, strictPort: true, headers: HOSTING_HEADERS },
});
