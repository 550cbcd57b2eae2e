#!/usr/bin/env node
// Issue 33 "Scale": "a tap as fast as with none". The tap of bench/saved-games-scale.ts alone, for
// one or more builds, interleaved: for each round, each count and each build, in a fresh Chromium
// context (service workers blocked), 0 or N copies of the v1 fixture games are stored beside one
// unfinished 12-seat Deluxe Saboteur game (bench/longest-games.ts, cut at 60% of its log), the app
// starts once (it writes every game's summary), starts again in a page of its own, opens the
// Deluxe game and takes TAPS actions at THROTTLE× CPU (only the taps are throttled):
//   tap median / max  ms from the tap that takes the action to the next screen settled
//                     (bench/tapGame.ts), over the round's taps
//   task              the longest task (PerformanceObserver 'longtask') over the round's taps
//   task median       the median over the round's taps of each tap's longest task (0: none over 50 ms)
//   handler           the median of the taps' click handlers' ms (the store's work in the tap's task,
//                     before React draws)
// PROFILE=1 also records a CPU profile of the taps (CDP Profiler) and prints each build's and
// count's functions by self time, summed over its rounds. Asserts nothing.
//   npm run build && npx tsx bench/saved-games-tap.ts   (DISTS=dist-before,dist PORT=5440
//   COUNTS=0,5000 ROUNDS=2 TAPS=5 THROTTLE=4 PROFILE=0 TOP=25; VERBOSE=1 prints every tap)
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { FIXTURE_GAMES, readKv, seedOldGames } from '../tests/e2e/storedKv';
import { benchPhone, launchChromium, serveBuild } from './builtApp';
import { longestGames } from './longest-games';
import { cutPoint, session, takeAction } from './tapGame';

const ROOT = resolve(import.meta.dirname, '..');
const DISTS = (process.env.DISTS ?? 'dist').split(',');
const PORT = Number(process.env.PORT ?? 5440);
const COUNTS = (process.env.COUNTS ?? '0,5000').split(',').map(Number);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const TAPS = Number(process.env.TAPS ?? 5);
const THROTTLE = Number(process.env.THROTTLE ?? 4);
const PROFILE = process.env.PROFILE === '1';
const TOP = Number(process.env.TOP ?? 25);
const VERBOSE = process.env.VERBOSE === '1';
for (const d of DISTS) if (!existsSync(join(ROOT, d, 'index.html'))) throw new Error(`${d}/ not built`);
const templates = FIXTURE_GAMES;
const deluxe = longestGames().find((g) => g.gameId === 'saboteur')!;
const deluxeGame = session(deluxe, cutPoint(deluxe, Math.floor(deluxe.log.length * 0.6)));

const LONG_TASKS = `globalThis.__name = (f) => f;
globalThis.__long = 0;
new PerformanceObserver((l) => { for (const e of l.getEntries()) globalThis.__long = Math.max(globalThis.__long, e.duration); }).observe({ type: 'longtask' });`;
const resetLong = (page: Page) => page.evaluate(() => void ((globalThis as { __long?: number }).__long = 0));
const longest = (page: Page) =>
  page.evaluate(() => Math.round((globalThis as { __long?: number }).__long ?? 0));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
/** Self time (ms) by function, added to `into`. */
function selfTimes(p: Profile, into: Map<string, number>): void {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  p.samples.forEach((id, i) => {
    const f = byId.get(id)!.callFrame;
    const file = f.url.split('/').pop() ?? '';
    const key = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    into.set(key, (into.get(key) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000);
  });
}

const browser = await launchChromium(['--js-flags=--expose-gc']);
const servers: Server[] = [];
const bases = await Promise.all(
  DISTS.map(async (d, i) => {
    servers.push(await serveBuild(resolve(ROOT, d), PORT + i));
    return `http://127.0.0.1:${PORT + i}`;
  }),
);

type Figures = { median: number; max: number; task: number; taskMedian: number; handler: number };

async function round(base: string, n: number, profile: Map<string, number>): Promise<Figures> {
  const ctx = await benchPhone(browser, LONG_TASKS);
  const errors: string[] = [];
  let page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${base}/favicon.svg`);
  await seedOldGames(page, templates, n, 'bench-', [deluxeGame]);
  await page.goto(`${base}/?${Date.now()}`);
  await page.locator('.continue-link').first().waitFor({ timeout: 300_000 });
  const stored = () => readKv(page, 'count', 'summary:', 'summary:\uffff');
  for (let i = 0; i < 600 && (await stored()) < n + 1; i++) await page.waitForTimeout(500);
  await page.close();
  page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  const cdp: CDPSession = await ctx.newCDPSession(page);
  await page.goto(`${base}/?${Date.now()}`);
  await page.locator('.continue-link').first().waitFor({ timeout: 300_000 });
  await page.evaluate((id) => void (location.hash = `#/play/${id}`), deluxeGame.id);
  await page.locator('.sab-root').waitFor({ timeout: 120_000 });
  await page.waitForTimeout(1000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const ms: number[] = [];
  const tasks: number[] = [];
  const handlers: number[] = [];
  for (let i = 0; i < TAPS; i++) {
    ms.push(await takeAction(page, deluxe, () => resetLong(page)));
    tasks.push(await longest(page));
    handlers.push(await page.evaluate(() => (globalThis as { __handlerMs?: number }).__handlerMs ?? -1));
    if (VERBOSE) console.log(`  tap ${i + 1}: ${Math.round(ms.at(-1)!)} ms, longest task ${tasks.at(-1)} ms`);
  }
  if (PROFILE) selfTimes(((await cdp.send('Profiler.stop')) as { profile: Profile }).profile, profile);
  await ctx.close();
  if (errors.length) throw new Error(`${n} games: ${errors.join('; ')}`);
  const max = Math.round(Math.max(...ms));
  return {
    median: Math.round(median(ms)),
    max,
    task: Math.max(...tasks),
    taskMedian: median(tasks),
    handler: Math.round(median(handlers) * 10) / 10,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const got = new Map<string, Figures[]>();
const profiles = new Map<string, Map<string, number>>();
try {
  for (let r = 0; r < ROUNDS; r++)
    for (const n of COUNTS)
      for (const [i, d] of DISTS.entries()) {
        const key = `${d} ${n}`;
        if (!profiles.has(key)) profiles.set(key, new Map());
        const f = await round(bases[i]!, n, profiles.get(key)!);
        got.set(key, [...(got.get(key) ?? []), f]);
        const each = `${f.median}/${f.max}/${f.task}/${f.taskMedian}/${f.handler}`;
        console.log(`round ${r + 1}  ${key.padEnd(20)} tap median/max/task/task median/handler ${each}`);
      }
} finally {
  await browser.close();
  for (const s of servers) s.close();
}
console.log(
  `\n${THROTTLE}× CPU throttle, ${TAPS} taps a round, ${ROUNDS} rounds (ms; per round, then the rounds' median): tap median/max/longest task/median of the taps' longest tasks/median of the tap handlers' ms`,
);
for (const [key, list] of got) {
  const each = list.map((f) => `${f.median}/${f.max}/${f.task}/${f.taskMedian}/${f.handler}`).join(', ');
  const med = (k: keyof Figures) => median(list.map((f) => f[k]));
  console.log(`${key.padEnd(20)} ${each}`);
  console.log(
    `${''.padEnd(20)} median ${med('median')}/${med('max')}/${med('task')}/${med('taskMedian')}/${med('handler')}`,
  );
}
if (PROFILE)
  for (const [key, times] of profiles) {
    console.log(`\n${key}: self time, ms (all rounds)`);
    for (const [fn, t] of [...times].sort((a, b) => b[1] - a[1]).slice(0, TOP))
      console.log(`${t.toFixed(1).padStart(9)}  ${fn}`);
  }
