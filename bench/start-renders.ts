#!/usr/bin/env node
// Issue 33 "Scale": how many times the start renders home and runs the store's start path, with
// 0 and N saved games. The games are stored as bench/saved-games-scale.ts stores them, the app
// is started once (every summary written), then started again in a page of its own, and V8's
// call counts (CDP Profiler precise coverage, callCount) are taken from navigation until the page
// is idle (IDLE_MS after home's "Continue" links and every summary stored; home when there are
// none). UPGRADE=1 counts the first start instead (every summary rebuilt from its record). Build
// unminified to read the names: `npx vite build --minify false --outDir dist-nomin`, DIST=dist-nomin.
// Prints, for each count, React's commits and the calls of the functions named (WATCH).
// Asserts nothing.
//   DIST=/tmp/x PORT=5470 COUNTS=0,5000 npx tsx bench/start-renders.ts   (THROTTLE=4, IDLE_MS=3000)
import { join, resolve } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { FIXTURE_GAMES, readKv, seedOldGames } from '../tests/e2e/storedKv';
import { benchPhone, launchChromium, serveBuild } from './builtApp';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = resolve(process.env.DIST ?? join(ROOT, 'dist'));
const PORT = Number(process.env.PORT ?? 5470);
const BASE = `http://127.0.0.1:${PORT}`;
const COUNTS = (process.env.COUNTS ?? '0,5000').split(',').map(Number);
const THROTTLE = Number(process.env.THROTTLE ?? 4);
const IDLE_MS = Number(process.env.IDLE_MS ?? 3000);
/** UPGRADE=1: the first start, that rebuilds every summary (else the next start, in a page of its own) */
const UPGRADE = process.env.UPGRADE === '1';
const WATCH = (
  process.env.WATCH ??
  'commitRoot,HomeScreen,GameCard,ContinueList,App,AppMain,Install,unfinishedByGame,' +
    'completeWork,beginWork,setProp,readSavedList,restoreSummary,upgradeRules,putChecked,' +
    'noteIndexed,noteListed,mergeIndex,sortRecords,continueOf,updateFromMap,writeBatch'
).split(',');
const templates = FIXTURE_GAMES;

const server = await serveBuild(DIST, PORT);
const browser = await launchChromium();

const summariesStored = (page: Page) => readKv(page, 'count', 'summary:', 'summary:\uffff');

/** The calls of the WATCH functions while `run` goes on (V8's precise coverage, call counts). */
async function callsDuring(cdp: CDPSession, run: () => Promise<unknown>): Promise<Map<string, number>> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  await run();
  const { result } = await cdp.send('Profiler.takePreciseCoverage');
  const got = new Map<string, number>();
  for (const script of result)
    for (const fn of script.functions) {
      if (!WATCH.includes(fn.functionName)) continue;
      got.set(fn.functionName, (got.get(fn.functionName) ?? 0) + fn.ranges[0]!.count);
    }
  return got;
}

/** Home shown (its "Continue" links when there are games), every summary written, then IDLE_MS. */
async function started(page: Page, n: number): Promise<void> {
  await page.goto(`${BASE}/?${Date.now()}`);
  if (n > 0) await page.locator('.continue-link').first().waitFor({ timeout: 300_000 });
  else await page.locator('.home').waitFor();
  for (let i = 0; i < 600 && (await summariesStored(page)) < n; i++) await page.waitForTimeout(500);
  await page.waitForTimeout(IDLE_MS);
}

async function counts(n: number): Promise<Map<string, number>> {
  const ctx = await benchPhone(browser, 'globalThis.__name = (f) => f;');
  const open = async () => {
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await page.goto(`${BASE}/favicon.svg`);
    return { page, cdp };
  };
  let { page, cdp } = await open();
  await seedOldGames(page, templates, n, 'bench-');
  let got: Map<string, number>;
  if (UPGRADE) got = await callsDuring(cdp, () => started(page, n));
  else {
    await started(page, n);
    await page.close();
    ({ page, cdp } = await open());
    got = await callsDuring(cdp, () => started(page, n));
  }
  await ctx.close();
  return got;
}

try {
  const all = new Map<number, Map<string, number>>();
  for (const n of COUNTS) all.set(n, await counts(n));
  console.log(
    `${UPGRADE ? 'first start' : 'next start'}: calls from navigation until idle (${IDLE_MS} ms), ${THROTTLE}× CPU throttle`,
  );
  console.log(['function'.padEnd(32), ...COUNTS.map((n) => `${n} games`.padStart(11))].join(''));
  for (const name of WATCH)
    console.log(
      [name.padEnd(32), ...COUNTS.map((n) => String(all.get(n)!.get(name) ?? 0).padStart(11))].join(''),
    );
} finally {
  await browser.close();
  server.close();
}
