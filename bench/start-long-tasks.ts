#!/usr/bin/env node
// Issue 33 "Scale" (no task over 200 ms at 4×): what the longest tasks of the app's start hold.
// For each count of saved games (seeded as bench/saved-games-scale.ts does, plus its Deluxe game,
// so home always shows a "Continue" link), the first start writes the summaries; then STARTS
// starts, each in a page of its own at THROTTLE× CPU throttle, are traced (Chromium tracing:
// devtools.timeline, v8.execute) from navigation until home's first "Continue" link shows and
// 1 s after. For every main-thread task over MIN_MS the script prints its length and what it
// holds: its events of over 3 ms, nested, with the script or function they name. The page's
// own PerformanceObserver 'longtask' figure is printed beside (tracing costs a little).
// Asserts nothing.
//   npm run build && npx tsx bench/start-long-tasks.ts   (PORT=5430, COUNTS=0,5000, STARTS=5,
//   THROTTLE=4, MIN_MS=50, DIST=dist)
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { FIXTURE_GAMES, readKv, seedOldGames } from '../tests/e2e/storedKv';
import { benchPhone, launchChromium, serveBuild } from './builtApp';
import { longestGames } from './longest-games';
import { cutPoint, session } from './tapGame';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = resolve(process.env.DIST ?? join(ROOT, 'dist'));
const PORT = Number(process.env.PORT ?? 5430);
const BASE = `http://127.0.0.1:${PORT}`;
const COUNTS = (process.env.COUNTS ?? '0,5000').split(',').map(Number);
const STARTS = Number(process.env.STARTS ?? 5);
const THROTTLE = Number(process.env.THROTTLE ?? 4);
const MIN_MS = Number(process.env.MIN_MS ?? 50);
if (!existsSync(join(DIST, 'index.html'))) throw new Error(`${DIST} not built`);
const templates = FIXTURE_GAMES;
const deluxe = longestGames().find((g) => g.gameId === 'saboteur')!;
const deluxeGame = session(deluxe, cutPoint(deluxe, Math.floor(deluxe.log.length * 0.6)));

const LONG_TASKS = `globalThis.__long = [];
new PerformanceObserver((l) => { for (const e of l.getEntries()) globalThis.__long.push(Math.round(e.duration)); }).observe({ type: 'longtask' });`;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'toplevel',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; [k: string]: unknown };
}

const server = await serveBuild(DIST, PORT);
const browser = await launchChromium();

/** A short label of what an event names: a script's file, a function, a timer. */
function what(e: TraceEvent): string {
  const d = (e.args?.data ?? {}) as Record<string, unknown>;
  const url = (d.url ?? d.fileName ?? (e.args as Record<string, unknown>)?.fileName ?? '') as string;
  const fn = (d.functionName ?? '') as string;
  const file = url ? url.replace(/^.*\//, '').replace(/\?.*$/, '') : '';
  return [file, fn, d.type ?? ''].filter(Boolean).join(' ');
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string };
}
interface Sample {
  ts: number;
  node: ProfileNode;
}

/** The CPU profile's samples (ProfileChunk events), each with the function it was in. */
function profileSamples(events: TraceEvent[], pid: number): Sample[] {
  const nodes = new Map<number, ProfileNode>();
  const out: Sample[] = [];
  let ts = 0;
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile') ts = (e.args?.data?.startTime as number) ?? ts;
    if (e.name !== 'ProfileChunk') continue;
    const p = e.args?.data?.cpuProfile as { nodes?: ProfileNode[]; samples?: number[] } | undefined;
    for (const n of p?.nodes ?? []) nodes.set(n.id, n);
    const deltas = (e.args?.data?.timeDeltas as number[]) ?? [];
    (p?.samples ?? []).forEach((id, i) => {
      ts += deltas[i] ?? 0;
      const node = nodes.get(id);
      if (node) out.push({ ts, node });
    });
  }
  return out;
}

/** The functions (and scripts) most sampled from `t0` to `t1`, by self time. */
function selfTimes(samples: Sample[], t0: number, t1: number): string[] {
  const inTask = samples.filter((s) => s.ts >= t0 && s.ts < t1);
  if (inTask.length === 0) return [];
  const by = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const s of inTask) {
    const f = s.node.callFrame;
    const file = (f.url ?? '').replace(/^.*\//, '') || '(native)';
    const k = `${f.functionName || '(anon)'} ${file}`;
    by.set(k, (by.get(k) ?? 0) + 1);
    byFile.set(file, (byFile.get(file) ?? 0) + 1);
  }
  const top = (m: Map<string, number>, k: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([name, c]) => `${name} ${Math.round((100 * c) / inTask.length)}%`);
  return [
    `      samples ${inTask.length}: by file ${top(byFile, 4).join(', ')}`,
    `      self: ${top(by, 8).join(', ')}`,
  ];
}

/** Per start: the longest task, the task of React's first commit (its mark) and when it was. */
interface Start {
  longest: number;
  mountTask: number;
  mountedAt: number;
}
const figures = new Map<number, Start[]>();

/** The renderer main thread's tasks over MIN_MS, each with its nested events over 3 ms. */
function longTasks(events: TraceEvent[], navStart: number, fig: Start): string[] {
  // the page's renderer: the one with React's mark (the trace holds every renderer of the browser)
  const mark = events.find((e) => e.name === 'react-mounted');
  const main = events.find(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      (!mark || e.pid === mark.pid),
  );
  if (!main) return ['no renderer main thread'];
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? navStart;
  const samples = profileSamples(events, main.pid);
  const mine = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  // a task is the outermost RunTask (Chromium nests ThreadControllerImpl::RunTask in RunTask)
  const runs = mine.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const tasks = runs.filter(
    (t) => !runs.some((o) => o !== t && o.ts <= t.ts && o.ts + o.dur! >= t.ts + t.dur! && o.dur! > t.dur!),
  );
  const out: string[] = [];
  for (const t of tasks) {
    fig.longest = Math.max(fig.longest, t.dur! / 1000);
    if (mark && mark.ts >= t.ts && mark.ts <= t.ts + t.dur!) fig.mountTask = t.dur! / 1000;
  }
  if (mark) fig.mountedAt = (mark.ts - nav) / 1000;
  for (const t of tasks) {
    if (t.dur! / 1000 < MIN_MS) continue;
    out.push(`  task ${(t.dur! / 1000).toFixed(0)} ms at ${((t.ts - nav) / 1000).toFixed(0)} ms`);
    const stack: TraceEvent[] = [];
    for (const e of mine) {
      if (e === t || e.ts < t.ts || e.ts >= t.ts + t.dur!) continue;
      while (stack.length && e.ts >= stack.at(-1)!.ts + stack.at(-1)!.dur!) stack.pop();
      stack.push(e);
      if (e.dur! / 1000 < 3 || e.name.endsWith('RunTask')) continue;
      out.push(`  ${'  '.repeat(stack.length)}${e.name} ${(e.dur! / 1000).toFixed(1)} ${what(e)}`);
    }
    out.push(...selfTimes(samples, t.ts, t.ts + t.dur!));
  }
  return out;
}

async function start(ctx: BrowserContext, n: number, i: number): Promise<void> {
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(`${BASE}/?${Date.now()}`);
  await page.locator('.continue-link').first().waitFor({ timeout: 300_000 });
  await page.waitForTimeout(1000);
  const long = (await page.evaluate(() => (globalThis as { __long?: number[] }).__long)) ?? [];
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const nav = trace.traceEvents.find((e) => e.name === 'navigationStart');
  const fig: Start = { longest: 0, mountTask: 0, mountedAt: -1 };
  const lines = longTasks(trace.traceEvents, nav?.ts ?? 0, fig);
  console.log(
    `${n} games, start ${i + 1}: page longtasks [${long.join(', ')}] ms; traced longest ${fig.longest.toFixed(0)}, ` +
      `first commit's task ${fig.mountTask.toFixed(0)}, mounted at ${fig.mountedAt.toFixed(0)} ms`,
  );
  for (const line of lines) console.log(line);
  figures.set(n, [...(figures.get(n) ?? []), fig]);
  await page.close();
}

try {
  for (const n of COUNTS) {
    const ctx = await benchPhone(browser, LONG_TASKS);
    const page = await ctx.newPage();
    await page.goto(`${BASE}/favicon.svg`);
    await seedOldGames(page, templates, n, 'bench-', [deluxeGame]);
    // the first start writes every summary: the starts traced read them
    await page.goto(`${BASE}/?first`);
    await page.locator('.continue-link').first().waitFor({ timeout: 300_000 });
    const count = () => readKv(page, 'count', 'summary:', 'summary:\uffff');
    for (let k = 0; k < 600 && (await count()) < n + 1; k++) await page.waitForTimeout(500);
    await page.close();
    for (let i = 0; i < STARTS; i++) await start(ctx, n, i);
    await ctx.close();
  }
} finally {
  await browser.close();
  server.close();
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const range = (xs: number[]) => `${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))}`;
for (const [n, f] of figures) {
  const sum = (k: keyof Start) => `${Math.round(median(f.map((x) => x[k])))} (${range(f.map((x) => x[k]))})`;
  console.log(
    `${n} games, median (range) of ${f.length} starts, ms: longest task ${sum('longest')}, ` +
      `first commit's task ${sum('mountTask')}, mounted at ${sum('mountedAt')}`,
  );
}
