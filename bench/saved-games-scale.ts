#!/usr/bin/env node
// Issue 24 item 18, issue 33 "Scale: 5,000 saved games feel like none": time, longest task and
// memory of the built app with 0 and 5,000 saved games, at 4× CPU throttle (CDP
// Emulation.setCPUThrottlingRate). For each count, in a fresh Chromium context (service workers
// blocked), the games are stored one record each (copies of the six v1 fixture games, three of
// them unfinished) as an app from before the games' summaries left them, beside one unfinished
// 12-seat Deluxe Saboteur game (bench/longest-games.ts, cut at 60% of its log), and then:
//   upgrade  ms from navigation to home's "Continue" links, the first start (no summaries yet:
//            the app reads every record once and writes each game's summary)
//   start    the same at the next start (the summaries read, no log)
//   saved    ms from Home → Saved games to its list showing its first games
//   players  ms from Home → Players to the list of people; "players 1st" is the first open,
//            which adds the finished saved games to the player history (their logs summarised):
//            until they are all added; "players" opens it again after a restart, once they are
//            all stored
//   tap      in the open Deluxe game, TAPS actions: ms from the tap that takes the action to the
//            next screen settled (bench/tapGame.ts), median and max
//   … page ms  the same time by the page's own clock (a MutationObserver notes when the first link or
//            game shows; "start" from navigation), without the bench's polling
//   task     the longest task (PerformanceObserver 'longtask'; none over 50 ms reads 0) from the
//            step's start until 1 s after it shows (the tap: until it settles)
//   heap     JS heap in use after a forced garbage collection, the screen open
// Median of ROUNDS rounds; a ratio to the empty app for each figure. Asserts nothing.
//   npm run build && npx tsx bench/saved-games-scale.ts   (PORT=5196, COUNTS=0,5000, ROUNDS=3,
//   TAPS=5, THROTTLE=4, DIST=dist; SKIP=players,taps leaves those steps out; SAME_PAGE=1 starts
//   again in the same page instead of a page of its own)
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { FIXTURE_GAMES, readKv, seedOldGames } from '../tests/e2e/storedKv';
import { benchPhone, launchChromium, serveBuild } from './builtApp';
import { longestGames } from './longest-games';
import { cutPoint, session, takeAction } from './tapGame';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = resolve(process.env.DIST ?? join(ROOT, 'dist'));
const PORT = Number(process.env.PORT ?? 5196);
const BASE = `http://127.0.0.1:${PORT}`;
const COUNTS = (process.env.COUNTS ?? '0,5000').split(',').map(Number);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const TAPS = Number(process.env.TAPS ?? 5);
const THROTTLE = Number(process.env.THROTTLE ?? 4);
const SKIP = new Set((process.env.SKIP ?? '').split(','));
const SAME_PAGE = process.env.SAME_PAGE === '1';
/** how long after a screen shows its tasks still count (the work it set off) */
const TAIL_MS = 1000;
if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/ not built: npm run build');
const templates = FIXTURE_GAMES;
const deluxe = longestGames().find((g) => g.gameId === 'saboteur')!;
const deluxeGame = session(deluxe, cutPoint(deluxe, Math.floor(deluxe.log.length * 0.6)));

const server = await serveBuild(DIST, PORT);

const browser = await launchChromium(['--js-flags=--expose-gc']);

/** How many summaries are stored (the first start writes one for each game). */
const summariesStored = (page: Page) => readKv(page, 'count', 'summary:', 'summary:\uffff');

/** How many of the first `n` fixture copies are finished (each gets a history entry). */
const finishedOf = (n: number) =>
  Array.from({ length: n }, (_, i) => templates[i % templates.length] as { finished: boolean }).filter(
    (t) => t.finished,
  ).length;

/** How many entries the stored player history holds: the one record of every entry (before
 *  issue 33's parts), or the head listing each part's ids. */
async function historyStored(page: Page): Promise<number> {
  const h = (await readKv(page, 'get', 'history')) as
    { games?: object; chunks?: { ids: string[] }[] } | undefined;
  return h?.chunks ? h.chunks.reduce((n, c) => n + c.ids.length, 0) : Object.keys(h?.games ?? {}).length;
}

// every page notes its longest task from its first script on
const LONG_TASKS = `globalThis.__name = (f) => f;
globalThis.__long = 0;
new PerformanceObserver((l) => { for (const e of l.getEntries()) globalThis.__long = Math.max(globalThis.__long, e.duration); }).observe({ type: 'longtask' });
globalThis.__seen = {};
new MutationObserver(() => { for (const sel of ['.continue-link', '.saved-item']) if (!(sel in globalThis.__seen) && document.querySelector(sel)) globalThis.__seen[sel] = performance.now(); }).observe(document, { childList: true, subtree: true });`;
/** When the page first showed `sel` (its own clock: ms from navigation), or -1. */
const seenAt = (page: Page, sel: string) =>
  page.evaluate((s) => (globalThis as { __seen?: Record<string, number> }).__seen?.[s] ?? -1, sel);
const resetLong = (page: Page) => page.evaluate(() => void ((globalThis as { __long?: number }).__long = 0));
const longest = (page: Page) =>
  page.evaluate(() => Math.round((globalThis as { __long?: number }).__long ?? 0));

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 2 ** 20;
}

/** The players screen, read and complete (no "adding…" status). */
const playersShown = () => {
  const h = document.querySelector('.page.history');
  return (
    !!h &&
    !h.querySelector('output') &&
    !h.querySelector('[role=status]') &&
    !!h.querySelector('.history-players, p.muted')
  );
};

type Figures = Record<string, number>;

/** ms from `go` to `shown`, and the longest task from `go` until TAIL_MS after. */
async function step(page: Page, go: () => Promise<unknown>, shown: () => Promise<unknown>) {
  await resetLong(page);
  const t0 = Date.now();
  await go();
  await shown();
  const ms = Date.now() - t0;
  await page.waitForTimeout(TAIL_MS);
  return { ms, task: await longest(page) };
}

/** The page measured and its CDP session; `fresh` gives it a page of its own (see round). */
interface Tab {
  page: Page;
  cdp: CDPSession;
  fresh(): Promise<void>;
}

async function starts(tab: Tab, n: number, f: Figures): Promise<void> {
  const start = () =>
    step(
      tab.page,
      () => tab.page.goto(`${BASE}/?${Date.now()}`),
      () => tab.page.locator('.continue-link').first().waitFor({ timeout: 300_000 }),
    );
  const page = tab.page;
  const upgrade = await start();
  f['upgrade ms'] = upgrade.ms;
  f['upgrade task'] = upgrade.task;
  // every summary written before the next start
  for (let i = 0; i < 600 && (await summariesStored(page)) < n + 1; i++) await page.waitForTimeout(500);
  await tab.fresh();
  const again = await start();
  f['start ms'] = again.ms;
  f['start page ms'] = Math.round(await seenAt(tab.page, '.continue-link'));
  f['start task'] = again.task;
}

async function screens(tab: Tab, n: number, f: Figures): Promise<void> {
  const { page, cdp } = tab;
  const to = (hash: string) => () => tab.page.evaluate((h) => void (location.hash = h), hash);
  f['home heap MB'] = await heapMb(cdp);
  const t0 = await page.evaluate(() => performance.now());
  const saved = await step(page, to('#/saved'), () =>
    page.locator('.saved-item').first().waitFor({ timeout: 300_000 }),
  );
  f['saved ms'] = saved.ms;
  f['saved page ms'] = Math.round((await seenAt(page, '.saved-item')) - t0);
  f['saved task'] = saved.task;
  f['saved heap MB'] = await heapMb(cdp);
  if (SKIP.has('players')) return;
  await to('#/')();
  await page.locator('.continue-link').first().waitFor();
  const players = () =>
    step(tab.page, to('#/players'), () => tab.page.waitForFunction(playersShown, null, { timeout: 600_000 }));
  const first = await players();
  f['players 1st ms'] = first.ms;
  f['players 1st task'] = first.task;
  // the history written, then the app started again: the history is read, nothing added
  for (let i = 0; i < 600 && (await historyStored(page)) < finishedOf(n); i++) await page.waitForTimeout(500);
  await tab.fresh();
  await tab.page.goto(`${BASE}/?${Date.now()}`);
  await tab.page.locator('.continue-link').first().waitFor({ timeout: 300_000 });
  await tab.page.waitForTimeout(TAIL_MS);
  const again = await players();
  f['players ms'] = again.ms;
  f['players task'] = again.task;
  f['players heap MB'] = await heapMb(tab.cdp);
}

async function taps(page: Page, f: Figures): Promise<void> {
  await page.evaluate((id) => void (location.hash = `#/play/${id}`), deluxeGame.id);
  await page.locator('.sab-root').waitFor({ timeout: 120_000 });
  const ms: number[] = [];
  const tasks: number[] = [];
  for (let i = 0; i < TAPS; i++) {
    ms.push(await takeAction(page, deluxe, () => resetLong(page)));
    tasks.push(await longest(page));
  }
  f['tap median ms'] = median(ms);
  f['tap max ms'] = Math.max(...ms);
  f['tap task'] = Math.max(...tasks);
}

async function round(n: number): Promise<Figures> {
  const ctx: BrowserContext = await benchPhone(browser, LONG_TASKS);
  const errors: string[] = [];
  const open = async (): Promise<Pick<Tab, 'page' | 'cdp'>> => {
    const page = await ctx.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    return { page, cdp };
  };
  // a start after a restart (the one after the upgrade, Players' second open) is measured in a
  // page of its own, as a phone starts the app: its own renderer process, with no machine code
  // or cache left from the work before (the first start's rebuild of 5,000 summaries left about
  // 0.4 MB of compiled code in the heap of the page navigated). SAME_PAGE=1 navigates the same
  // page, as rounds one to four measured.
  const tab: Tab = {
    ...(await open()),
    async fresh() {
      if (SAME_PAGE) return;
      await tab.page.close();
      Object.assign(tab, await open());
    },
  };
  await tab.page.goto(`${BASE}/favicon.svg`);
  await seedOldGames(tab.page, templates, n, 'bench-', [deluxeGame]);
  const f: Figures = {};
  await starts(tab, n, f);
  await screens(tab, n, f);
  if (!SKIP.has('taps')) await taps(tab.page, f);
  await ctx.close();
  if (errors.length) throw new Error(`${n} games: ${errors.join('; ')}`);
  return f;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const results = new Map<number, Figures>();
try {
  for (const n of COUNTS) {
    const got: Figures[] = [];
    for (let r = 0; r < ROUNDS; r++) got.push(await round(n));
    const keys = Object.keys(got[0]!);
    results.set(n, Object.fromEntries(keys.map((k) => [k, median(got.map((g) => g[k]!))])));
  }
} finally {
  await browser.close();
  server.close();
}
const empty = results.get(0) ?? results.get(COUNTS[0]!)!;
const head = ['figure'.padEnd(18), ...COUNTS.flatMap((n) => [`${n} games`.padStart(11), '× empty'])];
console.log(`${THROTTLE}× CPU throttle, median of ${ROUNDS} (task: longest task, ms)`);
console.log(head.join('  '));
for (const k of Object.keys(empty)) {
  const cells = COUNTS.flatMap((n) => {
    const v = results.get(n)![k]!;
    const base = empty[k]!;
    return [
      (k.endsWith('MB') ? v.toFixed(2) : String(Math.round(v))).padStart(11),
      (base > 0 ? (v / base).toFixed(2) : '-').padStart(7),
    ];
  });
  console.log([k.padEnd(18), ...cells].join('  '));
}
