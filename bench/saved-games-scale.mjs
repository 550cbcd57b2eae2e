#!/usr/bin/env node
// Issue 24 item 18: memory and time of the built app with 0, 500 and 5,000 saved games. For each
// count, in a fresh Chromium context (service workers blocked), the games are stored one record
// each (copies of the six v1 fixture games, three of them unfinished), as an app from before the
// games' summaries left them, and the app is opened twice:
//   first  ms from navigation to home listing the games to continue, the first time (the app
//          reads every record once and writes each game's summary: issue 24 item 18)
//   open   the same at the next start (the summaries read, no log)
//   saved  ms from the hash change to the saved-games list showing its first games
//   heap   JS heap in use after a forced garbage collection, with the saved-games list open
// Median of ROUNDS rounds. Prints figures and the heap's ratio to the empty app; asserts nothing.
//   npm run build && node bench/saved-games-scale.mjs   (PORT=5196, COUNTS=0,500,5000, ROUNDS=3)
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const PORT = Number(process.env.PORT ?? 5196);
const BASE = `http://127.0.0.1:${PORT}`;
const COUNTS = (process.env.COUNTS ?? '0,500,5000').split(',').map(Number);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/ not built: npm run build');
const fixture = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/saves/sessions-v1.json'), 'utf8'));
const templates = fixture.data.sessions;

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};
const server = createServer((req, res) => {
  const path = decodeURIComponent((req.url ?? '/').split('?')[0]);
  let file = join(DIST, path === '/' ? 'index.html' : path);
  if (!file.startsWith(DIST) || !existsSync(file)) file = join(DIST, 'index.html');
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((r) => server.listen(PORT, '127.0.0.1', r));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--js-flags=--expose-gc',
  ],
});

/** Stores `n` games, one record each, and the index, in one transaction. */
function seed(page, n) {
  return page.evaluate(
    ([list, count]) =>
      new Promise((res, rej) => {
        const open = indexedDB.open('pocket-table');
        open.onupgradeneeded = () => open.result.createObjectStore('kv');
        open.onerror = () => rej(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('kv', 'readwrite');
          const store = tx.objectStore('kv');
          const ids = [];
          for (let i = 0; i < count; i++) {
            const id = `bench-${i}`;
            ids.push(id);
            store.put({ ...list[i % list.length], id, updatedAt: 1_700_000_000_000 + i }, `game:${id}`);
          }
          store.put({ v: 2, ids }, 'games');
          tx.oncomplete = () => (db.close(), res(null));
          tx.onerror = () => rej(tx.error);
        };
      }),
    [templates, n],
  );
}

async function round(n) {
  const ctx = await browser.newContext({
    serviceWorkers: 'block',
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
  });
  const page = await ctx.newPage();
  await page.goto(`${BASE}/favicon.svg`);
  await seed(page, n);
  const start = async () => {
    const t0 = Date.now();
    await page.goto(`${BASE}/?${t0}`);
    await page.locator('.game-list').waitFor();
    if (n > 0) await page.locator('.continue-link').first().waitFor({ timeout: 120_000 });
    return Date.now() - t0;
  };
  const first = await start();
  // the summaries written at the first start are in storage before the page goes
  await page.waitForTimeout(n > 0 ? 1000 : 0);
  const open = await start();
  const t1 = Date.now();
  await page.evaluate(() => (location.hash = '#/saved'));
  if (n > 0) await page.locator('.saved-item').first().waitFor({ timeout: 120_000 });
  else await page.getByText('No saved games yet.').waitFor();
  const saved = Date.now() - t1;
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await ctx.close();
  return { first, open, saved, heap: usedSize / 2 ** 20 };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
for (const n of COUNTS) {
  const got = [];
  for (let r = 0; r < ROUNDS; r++) got.push(await round(n));
  rows.push({
    n,
    first: median(got.map((g) => g.first)),
    open: median(got.map((g) => g.open)),
    saved: median(got.map((g) => g.saved)),
    heap: median(got.map((g) => g.heap)),
  });
}
const empty = rows.find((r) => r.n === 0)?.heap ?? rows[0].heap;
console.log('games  first ms  open ms  saved-list ms  heap MB  heap / empty');
for (const r of rows)
  console.log(
    `${String(r.n).padStart(5)}  ${String(r.first).padStart(8)}  ${String(r.open).padStart(7)}  ${String(r.saved).padStart(13)}  ${r.heap.toFixed(1).padStart(7)}  ${(r.heap / empty).toFixed(2).padStart(12)}`,
  );
await browser.close();
server.close();
