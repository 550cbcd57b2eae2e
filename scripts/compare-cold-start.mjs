#!/usr/bin/env node
// Issue 12 item 8: builds the app and the bare React 19 hello world (bench/hello-react/), then
// compares, side by side in one run, the initial JS (gzip of what index.html loads and runs
// inline) and the cold start in headless Chromium at 4x CPU throttle (CDP
// Emulation.setCPUThrottlingRate): time from navigation to the first contentful paint and to
// React's first commit, in a fresh context each round (nothing cached, service workers blocked,
// served from localhost so the network adds ~nothing: the offline start from the service worker
// cache is this plus a cache read), median of ROUNDS alternating rounds. Prints figures and
// ratios; asserts nothing.
//   node scripts/compare-cold-start.mjs [--no-build]
//   APP_DIST=/tmp/dist-before,dist node scripts/compare-cold-start.mjs --no-build
// COLD_START_PORT=<n> serves the hello world on port n and the builds on n+1, n+2, … (a machine
// shared by several people, each with their own ports); without it the system picks free ports.
// APP_DIST names other builds of the app (comma-separated): each round then opens the hello world
// and every build one after the other, so a before/after comparison shares the machine's load;
// each build's line also gives the median of its per-round ratios to that round's hello world,
// with their spread (lowest–highest), which a load that drifts during the run moves less.
// COLD_START_LOCALE=ru-RU (or en-US) opens the pages in that language (the app's strings chunk
// differs by language); unset, Chromium's own.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { initialScripts } from './initial-js.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const APP_DISTS = (process.env.APP_DIST ?? 'dist').split(',').map((d) => resolve(ROOT, d));
const HELLO_DIST = join(ROOT, 'node_modules/.cache/hello-react-dist');
const ROUNDS = Number(process.env.ROUNDS ?? 7);
/** the phone's language (COLD_START_LOCALE, e.g. ru-RU); Chromium's own when unset */
const LOCALE = process.env.COLD_START_LOCALE || undefined;

if (!process.argv.includes('--no-build')) {
  await build({ root: ROOT, logLevel: 'warn' });
  await build({
    root: join(ROOT, 'bench/hello-react'),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: HELLO_DIST, emptyOutDir: true },
  });
}
for (const d of APP_DISTS) if (!existsSync(join(d, 'index.html'))) throw new Error(`${d} not built`);

/** gzip bytes of what index.html runs first: module scripts, module preloads and inline scripts;
 *  and of the strings chunk the boot script runs before the first render, per language (the
 *  data-strings of each home template: issue 32), none for the hello world */
function initialJsGzip(dir) {
  const { files, inline, html } = initialScripts(dir);
  const gzip = (f) => gzipSync(readFileSync(join(dir, f))).length;
  const strings = {};
  for (const [, lang, file] of html.matchAll(/id="shell-home-(\w+)" data-strings="\/?([^"]+)"/g))
    strings[lang] = gzip(file);
  const js =
    files.reduce((sum, f) => sum + gzip(f), 0) + inline.reduce((sum, code) => sum + gzipSync(code).length, 0);
  return { js, strings };
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};
const BASE_PORT = Number(process.env.COLD_START_PORT ?? 0);
function serve(dir, index) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]);
    let file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) file = join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  const port = BASE_PORT > 0 ? BASE_PORT + index : 0;
  return new Promise((r, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => r(server));
  });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const hello = await serve(HELLO_DIST, 0);
const apps = await Promise.all(APP_DISTS.map((d, i) => serve(d, i + 1)));
const url = (s) => `http://127.0.0.1:${s.address().port}/`;

/**
 * In a fresh context at 4x CPU throttle, ms from navigation start to:
 *  - `fcp`: the browser's first contentful paint; the page's #root must have content by then
 *    (the app's is the home screen prerendered into index.html, src/app/boot/);
 *  - `mounted`: React's first commit, read the same way in both: the 'react-mounted' performance
 *    mark their root component leaves from its layout effect, which runs once the whole first
 *    commit is in the page (src/app/boot/mount.tsx, bench/hello-react/main.tsx). The app hydrates
 *    the prerendered home (the same nodes stay in #root), so a change of #root's children no
 *    longer shows its commit; a build from before the mark (APP_DIST) is read that older way,
 *    the last change of #root's own children. Until then the app's links work but its buttons
 *    do not.
 */
async function coldStart(base) {
  const ctx = await browser.newContext({ serviceWorkers: 'block', locale: LOCALE });
  await ctx.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__rootChanged = [];
    new MutationObserver((records) => {
      if (records.some((r) => r.target instanceof Element && r.target.id === 'root'))
        w.__rootChanged.push(performance.now());
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(base, { waitUntil: 'load' });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    undefined,
    {
      polling: 100,
    },
  );
  // the app's stored data and lazy parts settle; none of them changes #root's own children
  await page.waitForTimeout(1000);
  const { fcp, content, mounted } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0].startTime,
    content: document.getElementById('root')?.childElementCount > 0,
    mounted:
      performance.getEntriesByName('react-mounted')[0]?.startTime ??
      /** @type {any} */ (window).__rootChanged.at(-1),
  }));
  if (!content) throw new Error(`${base}: painted with an empty #root`);
  await ctx.close();
  return { fcp, mounted };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const times = { hello: [], apps: apps.map(() => []) };
for (let i = 0; i < ROUNDS; i++) {
  times.hello.push(await coldStart(url(hello)));
  for (const [j, app] of apps.entries()) times.apps[j].push(await coldStart(url(app)));
}
await browser.close();
for (const server of [...apps, hello]) server.close();

const helloJs = initialJsGzip(HELLO_DIST).js;
const ms = (x) => `${x.toFixed(0)} ms`;
for (const [j, dir] of APP_DISTS.entries()) {
  const { js: appJs, strings } = initialJsGzip(dir);
  const name = APP_DISTS.length > 1 ? ` (${dir})` : '';
  console.log(
    `initial JS gzip${name}: app ${(appJs / 1024).toFixed(1)} KB, hello ${(helloJs / 1024).toFixed(1)} KB, ratio ${(appJs / helloJs).toFixed(2)}`,
  );
  for (const [lang, bytes] of Object.entries(strings))
    console.log(
      `  with the strings the boot script runs in ${lang}: app ${((appJs + bytes) / 1024).toFixed(1)} KB (${appJs + bytes} bytes), ratio ${((appJs + bytes) / helloJs).toFixed(3)}`,
    );
  for (const [what, label] of [
    ['fcp', 'first contentful paint'],
    ['mounted', 'React mounted'],
  ]) {
    const a = median(times.apps[j].map((t) => t[what]));
    const h = median(times.hello.map((t) => t[what]));
    const perRound = times.apps[j].map((t, i) => t[what] / times.hello[i][what]);
    console.log(
      `cold start, ${label} (4x CPU, fresh context, median of ${ROUNDS}): app ${ms(a)}, hello ${ms(h)}, ratio ${(a / h).toFixed(2)}; per round ${median(perRound).toFixed(2)} (${Math.min(...perRound).toFixed(2)}–${Math.max(...perRound).toFixed(2)})`,
    );
    // against the first build named, in the same rounds (a before/after pair shares each round's load)
    if (j > 0) {
      const paired = times.apps[j].map((t, i) => t[what] / times.apps[0][i][what]);
      console.log(
        `  against the first build, per round: ${median(paired).toFixed(2)} (${Math.min(...paired).toFixed(2)}–${Math.max(...paired).toFixed(2)})`,
      );
    }
  }
}
