#!/usr/bin/env node
// Issue 32, "React mounted": where a cold start's main-thread time goes before React's first
// commit. Each round opens every build in DISTS (comma-separated; a bare React hello world's build
// can be one of them: node_modules/.cache/hello-react-dist after `npm run bench:coldstart`) one
// after the other, each in a fresh context at THROTTLE× CPU, traced (devtools.timeline, v8) from
// navigation to the 'react-mounted' mark. Per load it prints when the phases ran (ms from
// navigation): the boot script, the longest layout, the first paint, the end of parsing, the
// first chunk's evaluation and the mark; then the time of style, layout, paint and script up to
// the mark; and the medians per build. Tracing slows every load a little. Asserts nothing.
//   npm run build && DISTS=dist-before,dist ROUNDS=8 PORT=5452 npx tsx bench/cold-start-phases.ts
import { resolve } from 'node:path';
import { launchChromium, serveBuild } from './builtApp';

const ROOT = resolve(import.meta.dirname, '..');
const DISTS = (process.env.DISTS ?? 'dist').split(',').map((d) => resolve(ROOT, d));
const PORT = Number(process.env.PORT ?? 5452);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const THROTTLE = Number(process.env.THROTTLE ?? 4);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink',
  'blink.user_timing',
  'loading',
  'toplevel',
];
/** the events whose time up to the mark is summed */
const SUMMED = [
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'EvaluateScript',
];
const EVALUATE = 'v8.evaluateModule';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

const servers = await Promise.all(DISTS.map((d, i) => serveBuild(d, PORT + i)));
const browser = await launchChromium();
const figures = new Map<string, Map<string, number[]>>();
const add = (build: string, what: string, ms: number) => {
  const byWhat = figures.get(build) ?? new Map<string, number[]>();
  figures.set(build, byWhat.set(what, [...(byWhat.get(what) ?? []), ms]));
};

/** The page's main-thread events up to React's mark, and the times named by phase. */
function phases(events: TraceEvent[], build: string): string {
  const mark = events.find((e) => e.name === 'react-mounted');
  if (!mark) return 'no react-mounted mark';
  const main = events.find(
    (e) =>
      e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === mark.pid,
  )!;
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? 0;
  const mine = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .filter((e) => e.ts >= nav && e.ts < mark.ts)
    .sort((a, b) => a.ts - b.ts);
  const longest = (name: string) =>
    mine.filter((e) => e.name === name).sort((a, b) => b.dur! - a.dur!)[0] as TraceEvent | undefined;
  const at = (e: TraceEvent | undefined, end = false) =>
    e ? ((e.ts + (end ? e.dur! : 0) - nav) / 1000).toFixed(0) : '-';
  const boot = mine.find((e) => e.name === 'EvaluateScript');
  const layout = longest('Layout');
  const evaluate = longest(EVALUATE);
  // the page's own document (a navigation first commits an empty one)
  const parsed = mine.filter((e) => e.name === 'Document::FinishedParsing').at(-1);
  const paint = mine.find((e) => e.name === 'Paint' && (!layout || e.ts > layout.ts));
  add(build, 'mounted', (mark.ts - nav) / 1000);
  for (const name of [...SUMMED, EVALUATE])
    add(
      build,
      name,
      mine.filter((e) => e.name === name).reduce((s, e) => s + e.dur! / 1000, 0),
    );
  const styleAndLayout = mine
    .filter((e) => e.name === 'UpdateLayoutTree' || e.name === 'Layout')
    .reduce((sum, e) => sum + e.dur! / 1000, 0);
  add(build, 'style+layout', styleAndLayout);
  return (
    `style+layout ${styleAndLayout.toFixed(0)}; boot script ${at(boot)}–${at(boot, true)}, longest layout ${at(layout)}–${at(layout, true)}, ` +
    `paint after it ${at(paint)}, parsed ${at(parsed)}, ` +
    `first chunk ${at(evaluate)}–${at(evaluate, true)}, mark ${at(mark)}`
  );
}

try {
  for (let round = 0; round < ROUNDS; round++)
    for (const [i, dist] of DISTS.entries()) {
      const ctx = await browser.newContext({
        serviceWorkers: 'block',
        locale: process.env.LOCALE ?? 'en-US',
      });
      const page = await ctx.newPage();
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(`http://127.0.0.1:${PORT + i}/`);
      await page.waitForFunction(() => performance.getEntriesByName('react-mounted').length > 0);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      console.log(`round ${round + 1} ${dist}: ${phases(trace.traceEvents, dist)}`);
      await ctx.close();
    }
} finally {
  await browser.close();
  for (const s of servers) s.close();
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
for (const [build, byWhat] of figures)
  console.log(
    `${build}, medians of ${byWhat.get('mounted')!.length} (ms up to the mark): ` +
      [...byWhat].map(([what, xs]) => `${what} ${median(xs).toFixed(0)}`).join(', '),
  );
