#!/usr/bin/env node
// Issue 12 item 8: builds the app and the bare React 19 hello world (bench/hello-react/), then
// compares, side by side in one run, the initial JS (gzip of what index.html loads) and the
// cold start in headless Chromium at 4x CPU throttle (CDP Emulation.setCPUThrottlingRate):
// time from navigation to the first contentful paint, in a fresh context each round (nothing
// cached, service workers blocked, served from localhost so the network adds ~nothing: the
// offline start from the service worker cache is this plus a cache read), median of ROUNDS
// alternating rounds. Prints figures and ratios; asserts nothing.
//   node scripts/compare-cold-start.mjs [--no-build]
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '..');
const APP_DIST = join(ROOT, 'dist');
const HELLO_DIST = join(ROOT, 'node_modules/.cache/hello-react-dist');
const ROUNDS = Number(process.env.ROUNDS ?? 7);

if (!process.argv.includes('--no-build')) {
  await build({ root: ROOT, logLevel: 'warn' });
  await build({
    root: join(ROOT, 'bench/hello-react'),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: HELLO_DIST, emptyOutDir: true },
  });
}
if (!existsSync(join(APP_DIST, 'index.html'))) throw new Error('dist/ not built');

function initialJsGzip(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  let total = 0;
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModule = tag.startsWith('<script') && /type=["']?module/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel=["']?modulepreload/.test(tag);
    const url = tag.match(/(?:src|href)=["']?([^"'\s>]+)/)?.[1];
    if ((isModule || isPreload) && url)
      total += gzipSync(readFileSync(join(dir, url.replace(/^\.?\//, '')))).length;
  }
  return total;
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
function serve(dir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]);
    let file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) file = join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r(server)));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const app = await serve(APP_DIST);
const hello = await serve(HELLO_DIST);
const url = (s) => `http://127.0.0.1:${s.address().port}/`;

/**
 * The browser's first contentful paint (ms from navigation start), at 4x CPU throttle, in a
 * fresh context; the page's #root must have content by then. (Reading performance.now() once
 * #root had content, as this did first, also counted whatever ran after the paint before the
 * reading got the main thread.)
 */
async function coldStart(base) {
  const ctx = await browser.newContext({ serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(base, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    undefined,
    {
      polling: 100,
    },
  );
  const { fcp, content } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0].startTime,
    content: document.getElementById('root')?.childElementCount > 0,
  }));
  if (!content) throw new Error(`${base}: painted with an empty #root`);
  await ctx.close();
  return fcp;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const times = { app: [], hello: [] };
for (let i = 0; i < ROUNDS; i++) {
  times.hello.push(await coldStart(url(hello)));
  times.app.push(await coldStart(url(app)));
}
await browser.close();
app.close();
hello.close();

const appJs = initialJsGzip(APP_DIST);
const helloJs = initialJsGzip(HELLO_DIST);
const a = median(times.app);
const h = median(times.hello);
console.log(
  `initial JS gzip: app ${(appJs / 1024).toFixed(1)} KB, hello ${(helloJs / 1024).toFixed(1)} KB, ratio ${(appJs / helloJs).toFixed(2)}`,
);
console.log(
  `cold start, first contentful paint (4x CPU, fresh context, median of ${ROUNDS}): app ${a.toFixed(0)} ms, hello ${h.toFixed(0)} ms, ratio ${(a / h).toFixed(2)}`,
);
