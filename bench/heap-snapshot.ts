#!/usr/bin/env node
// Issue 33 "Scale", heap: where the heap goes with N saved games. The built app is started with
// 0 and then N stored games (copies of the six fixture games, as bench/saved-games-scale.ts stores
// them), started again once their summaries are written, and a heap snapshot is taken (CDP
// HeapProfiler) on home, then on Saved games (SCREENS=home,saved). Prints the heap in use after a
// forced GC and, for each kind of object (V8's node type and constructor name; strings by kind
// alone), the count and bytes that N games add over none, largest first. Asserts nothing.
//   npm run build && PORT=5302 N=5000 npx tsx bench/heap-snapshot.ts   (DIST=dist, TOP=25)
import { join, resolve } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { FIXTURE_GAMES, readKv, seedOldGames } from '../tests/e2e/storedKv';
import { launchChromium, serveBuild } from './builtApp';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = resolve(process.env.DIST ?? join(ROOT, 'dist'));
const PORT = Number(process.env.PORT ?? 5302);
const N = Number(process.env.N ?? 5000);
const TOP = Number(process.env.TOP ?? 25);
const SCREENS = (process.env.SCREENS ?? 'home,saved').split(',');
const BASE = `http://127.0.0.1:${PORT}`;
const templates = FIXTURE_GAMES;

type Kinds = Map<string, { count: number; bytes: number }>;

async function snapshot(cdp: CDPSession): Promise<{ used: number; kinds: Kinds }> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const chunks: string[] = [];
  const onChunk = (e: { chunk: string }) => void chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snap = JSON.parse(chunks.join(''));
  const fields: string[] = snap.snapshot.meta.node_fields;
  const types: string[] = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const [iType, iName, iSize] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const kinds: Kinds = new Map();
  const nodes: number[] = snap.nodes;
  for (let i = 0; i < nodes.length; i += width) {
    const type = types[nodes[i + iType!]!]!;
    const key = /string/.test(type) ? type : `${type} ${snap.strings[nodes[i + iName!]!]}`.slice(0, 60);
    const k = kinds.get(key) ?? { count: 0, bytes: 0 };
    k.count++;
    k.bytes += nodes[i + iSize!]!;
    kinds.set(key, k);
  }
  if (process.env.BIG) biggest(snap, Number(process.env.BIG));
  if (process.env.CODE) codeOwners(snap, Number(process.env.CODE));
  if (process.env.STRINGS) strings(snap, nodes, width, types, [iType!, iName!, iSize!]);
  return { used: usedSize, kinds };
}

/** Machine code by the function it was made for (found through its holders), most bytes first. */
function codeOwners(snap: Parameters<typeof biggest>[0], top: number): void {
  const nf = snap.snapshot.meta.node_fields!;
  const ef = snap.snapshot.meta.edge_fields!.length;
  const types = snap.snapshot.meta.node_types![0] as unknown as string[];
  const w = nf.length;
  const [iType, iName, iSize, iEdges] = ['type', 'name', 'self_size', 'edge_count'].map((f) =>
    nf.indexOf(f),
  ) as [number, number, number, number];
  const holder = new Int32Array(snap.nodes.length / w).fill(-1);
  let e = 0;
  for (let i = 0; i < snap.nodes.length; i += w)
    for (let k = 0; k < snap.nodes[i + iEdges]!; k++, e += ef) {
      const to = snap.edges[e + 2]! / w;
      if (holder[to] === -1) holder[to] = i / w;
    }
  const byOwner = new Map<string, number>();
  for (let i = 0; i < snap.nodes.length; i += w) {
    if (snap.strings[snap.nodes[i + iName]!] !== 'system / InstructionStream') continue;
    let at = i / w;
    let name = '?';
    for (let hops = 0; hops < 4 && holder[at]! >= 0; hops++) {
      at = holder[at]!;
      const n = snap.strings[snap.nodes[at * w + iName]!]!;
      if (types[snap.nodes[at * w + iType]!] === 'closure' || !n.startsWith('system')) {
        name = n;
        break;
      }
    }
    byOwner.set(name, (byOwner.get(name) ?? 0) + snap.nodes[i + iSize]!);
  }
  for (const [name, bytes] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${bytes} B code of ${name.slice(0, 60)}`);
}

/** The strings by shape (digits as #), most bytes first: which strings each game adds. */
function strings(snap: { strings: string[] }, nodes: number[], width: number, types: string[], at: number[]) {
  const [iType, iName, iSize] = at as [number, number, number];
  const shapes = new Map<string, [number, number]>();
  for (let i = 0; i < nodes.length; i += width) {
    const type = types[nodes[i + iType]!]!;
    if (!/string/.test(type)) continue;
    const key = `${type}: ${snap.strings[nodes[i + iName]!]!.slice(0, 40).replace(/[0-9]+/g, '#')}`;
    const k = shapes.get(key) ?? [0, 0];
    shapes.set(key, [k[0] + 1, k[1] + nodes[i + iSize]!]);
  }
  const rows = [...shapes].sort((a, b) => b[1][1] - a[1][1]).slice(0, Number(process.env.STRINGS));
  for (const [key, [n, bytes]] of rows) console.log(`  ${bytes} B ${n} × ${JSON.stringify(key)}`);
}

/** The `top` largest objects, each with what holds it (edge name, holder's type and name). */
function biggest(
  snap: {
    snapshot: { meta: Record<string, string[] & string[][]> };
    nodes: number[];
    edges: number[];
    strings: string[];
  },
  top: number,
): void {
  const nf = snap.snapshot.meta.node_fields!;
  const ef = snap.snapshot.meta.edge_fields!;
  const types = snap.snapshot.meta.node_types![0] as unknown as string[];
  const etypes = snap.snapshot.meta.edge_types![0] as unknown as string[];
  const w = nf.length;
  const [iType, iName, iSize, iEdges] = ['type', 'name', 'self_size', 'edge_count'].map((f) => nf.indexOf(f));
  const order: number[] = [];
  for (let i = 0; i < snap.nodes.length; i += w) order.push(i);
  order.sort((a, b) => snap.nodes[b + iSize!]! - snap.nodes[a + iSize!]!);
  const want = new Set(order.slice(0, top));
  const holders = new Map<number, string[]>();
  let e = 0;
  for (let i = 0; i < snap.nodes.length; i += w) {
    for (let k = 0; k < snap.nodes[i + iEdges!]!; k++, e += ef.length) {
      const to = snap.edges[e + 2]!;
      if (!want.has(to)) continue;
      const et = etypes[snap.edges[e]!]!;
      const en =
        et === 'element' || et === 'hidden' ? `[${snap.edges[e + 1]}]` : snap.strings[snap.edges[e + 1]!];
      const list = holders.get(to) ?? [];
      if (list.length < 3)
        list.push(
          `${en} of ${types[snap.nodes[i + iType!]!]} ${snap.strings[snap.nodes[i + iName!]!]!.slice(0, 30)}`,
        );
      holders.set(to, list);
    }
  }
  for (const i of order.slice(0, top))
    console.log(
      `  ${snap.nodes[i + iSize!]} B ${types[snap.nodes[i + iType!]!]} ${snap.strings[snap.nodes[i + iName!]!]!.slice(0, 30)} <- ${(holders.get(i) ?? []).join(' | ')}`,
    );
}

async function measure(n: number): Promise<Record<string, { used: number; kinds: Kinds }>> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  let page = await context.newPage();
  await page.goto(`${BASE}/?seed`);
  await seedOldGames(page, templates, n, 'bench-');
  await page.goto(`${BASE}/?${Date.now()}`);
  if (n) await page.locator('.continue-link').first().waitFor({ timeout: 300_000 });
  for (let i = 0; i < 600 && (await readKv(page, 'count', 'summary:', 'summary:\uffff')) < n; i++)
    await page.waitForTimeout(500);
  if (process.env.FRESH) {
    // the measured start in a page of its own (a renderer process of its own): no code or cache
    // left from the seeding and the first start's rebuild
    await page.close();
    page = await context.newPage();
  }
  await page.goto(`${BASE}/?${Date.now()}`);
  await page
    .locator(n ? '.continue-link' : '.page')
    .first()
    .waitFor({ timeout: 300_000 });
  await page.waitForTimeout(3000);
  const cdp = await context.newCDPSession(page);
  const out: Record<string, { used: number; kinds: Kinds }> = {};
  for (const screen of SCREENS) {
    if (screen === 'saved') {
      await page.evaluate(() => void (location.hash = '#/saved'));
      await page
        .locator(n ? '.saved-item' : '.page')
        .first()
        .waitFor({ timeout: 300_000 });
      await page.waitForTimeout(3000);
    }
    if (screen === 'players') {
      // the first open adds the finished games to the history; measured at the next start's open
      await page.evaluate(() => void (location.hash = '#/players'));
      await page.locator('.page.history').first().waitFor({ timeout: 300_000 });
      for (
        let i = 0;
        i < 600 && (await page.locator('.page.history output, .page.history [role=status]').count());
        i++
      )
        await page.waitForTimeout(500);
      await page.waitForTimeout(3000);
      await page.goto(`${BASE}/?${Date.now()}`);
      await page
        .locator(n ? '.continue-link' : '.page')
        .first()
        .waitFor({ timeout: 300_000 });
      await page.evaluate(() => void (location.hash = '#/players'));
      await page.locator('.page.history').first().waitFor({ timeout: 300_000 });
      await page.waitForTimeout(3000);
    }
    out[screen] = await snapshot(cdp);
  }
  await context.close();
  return out;
}

const server = await serveBuild(DIST, PORT);
const browser = await launchChromium(['--js-flags=--expose-gc']);
try {
  const none = await measure(0);
  const many = await measure(N);
  for (const screen of SCREENS) {
    const a = none[screen]!;
    const b = many[screen]!;
    const mb = (x: number) => (x / 2 ** 20).toFixed(2);
    console.log(
      `\n${screen}: heap ${mb(a.used)} MB with 0, ${mb(b.used)} MB with ${N} (${(b.used / a.used).toFixed(2)}×)`,
    );
    const rows = [...b.kinds].map(([key, k]) => {
      const z = a.kinds.get(key) ?? { count: 0, bytes: 0 };
      return { key, count: k.count - z.count, bytes: k.bytes - z.bytes };
    });
    rows.sort((x, y) => y.bytes - x.bytes);
    for (const r of rows.slice(0, TOP))
      console.log(`${String(r.bytes).padStart(9)} B ${String(r.count).padStart(7)}  ${r.key}`);
  }
} finally {
  await browser.close();
  server.close();
}
