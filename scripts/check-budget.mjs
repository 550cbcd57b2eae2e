#!/usr/bin/env node
// Budget check, run after `vite build`:
//  - the first download's JavaScript (what index.html loads: <script type="module"> plus
//    <link rel="modulepreload">, its inline scripts, and the entry chunk's static imports from
//    the build manifest; plus the first screen's strings chunk the boot script runs, the larger
//    language's) must stay within 74,600 bytes gzip (issue 32, first screen: 77,483 bytes = 75.7 KB
//    once the install button, the framed notice, the sounds, the home's Continue lists and the
//    list of every lazy chunk's JS imports (vite.config.ts modulePreload) had left it; 73,709
//    bytes = 72.0 KB once the games' definitions (the home cards are written into the build), the
//    other screens' routes, the overlays, the settings store and most of Vite's preload helper
//    left it too, but with a whole language's shell strings run beside it (80,020 bytes in
//    Russian); 74,302 bytes = 1.094x the bare React 19 hello world's 66.3 KB (67,891 bytes) in
//    Russian, 74,018 in English, once those strings were split into the first screen's 14 and the
//    rest (src/i18n/shell.ts), the cards' words went to each language's strings chunk and zustand
//    left. The limit follows what the first download reaches, with under 500 bytes to spare, not
//    the other way round, and stays within 1.10x the hello world: 74,680 bytes);
//  - no game's rules or screens (src/games/<id>/rules/** or ui/**) may be in those chunks:
//    each game loads on demand;
//  - nothing the home screen does not use on its first paint may be in them either (issue 32,
//    first screen): no game's definition or facts (the home cards are written into the build,
//    scripts/home-cards-plugin.ts), no Immer, no session, reducer or validation code of the kit,
//    no store but the home's own (the settings and the saved games' stores load after it).
// Prints every JS chunk with its raw and gzip size. Exits 1 when a rule is broken.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialScripts } from './initial-js.mjs';

export const INITIAL_JS_LIMIT = 74600;
const GAME_CODE = /^src\/games\/([^/]+)\/(rules|ui)\//;
/** what the first screen does without (issue 32), and why it is named here */
const NOT_FIRST = [
  [/^src\/games\//, "a game's definition or facts"],
  [/^node_modules\/immer\//, 'Immer'],
  [/^src\/kit\/(game|gameParts|reducer|session|validate)\.ts$/, "the kit's game, session or validation code"],
  [/^src\/store\/(sessions|settings|persistence)\.ts$/, 'a store the home screen does not read'],
];

const dist = process.argv[2] ?? 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
const modulesPath = join(dist, '.vite', 'chunk-modules.json');
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} not found: run "vite build" first (build.manifest must be true).`);
  process.exit(1);
}
/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
/** @type {Record<string, string[]>} chunk file -> source modules in it */
const chunkModules = existsSync(modulesPath) ? JSON.parse(readFileSync(modulesPath, 'utf8')) : {};

// 1. what index.html loads, and runs inline
const { files: htmlFiles, inline, html: indexHtml } = initialScripts(dist);
const fromHtml = new Set(htmlFiles);
const inlineGzip = inline.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0);
const inlineRaw = inline.reduce((sum, code) => sum + Buffer.byteLength(code), 0);

// 2. the entry chunk and everything it imports statically
const initial = new Set(fromHtml);
const seen = new Set();
function walk(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const entry = manifest[key];
  if (!entry) return;
  if (entry.file.endsWith('.js')) initial.add(entry.file);
  for (const imp of entry.imports ?? []) walk(imp);
}
for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) walk(key);

// every JS chunk of the build
const chunks = new Map();
for (const entry of Object.values(manifest)) {
  if (!entry.file.endsWith('.js') || chunks.has(entry.file)) continue;
  const bytes = readFileSync(join(dist, entry.file));
  const modules = chunkModules[entry.file] ?? (entry.src ? [entry.src] : []);
  const games = new Set(modules.map((m) => m.match(GAME_CODE)?.[1]).filter(Boolean));
  chunks.set(entry.file, {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    initial: initial.has(entry.file),
    games: [...games],
    gameModules: modules.filter((m) => GAME_CODE.test(m)),
    notFirst: modules.flatMap((m) =>
      NOT_FIRST.filter(([re]) => re.test(m)).map(([, what]) => `${m} (${what})`),
    ),
  });
}
for (const f of initial) {
  if (!chunks.has(f)) console.warn(`warning: ${f} is loaded by index.html but not in the build manifest`);
}

const kb = (n) => (n / 1024).toFixed(2).padStart(9) + ' KB';
const rows = [...chunks.entries()].sort(
  (a, b) => Number(b[1].initial) - Number(a[1].initial) || b[1].gzip - a[1].gzip,
);
const width = Math.max(5, ...rows.map(([f]) => f.length));
console.log(`${'chunk'.padEnd(width)}  ${'raw'.padStart(12)}  ${'gzip'.padStart(12)}  load     game code`);
for (const [file, c] of rows) {
  console.log(
    `${file.padEnd(width)}  ${kb(c.raw)}  ${kb(c.gzip)}  ${(c.initial ? 'initial' : 'lazy').padEnd(7)}  ${c.games.join(', ')}`,
  );
}
if (inline.length > 0)
  console.log(`${'index.html inline scripts'.padEnd(width)}  ${kb(inlineRaw)}  ${kb(inlineGzip)}  initial`);
const initialGzip = rows.filter(([, c]) => c.initial).reduce((sum, [, c]) => sum + c.gzip, inlineGzip);
const initialRaw = rows.filter(([, c]) => c.initial).reduce((sum, [, c]) => sum + c.raw, inlineRaw);
console.log(
  `\ninitial JS: ${initial.size} chunk(s) and ${inline.length} inline script(s), ${kb(initialRaw).trim()} raw, ${kb(initialGzip).trim()} gzip ` +
    `(${initialGzip} bytes)`,
);

// The first screen also runs one language's first-screen strings chunk: the boot script imports
// the one its home template names (data-strings; src/i18n/shellFirst.*.ts), before the first
// render (issue 32). The limit counts it: what index.html loads plus the larger of the two
// languages' chunks is what a phone runs first, whichever its language.
const firstStrings = {};
for (const [, lang, file] of indexHtml.matchAll(/id="shell-home-(\w+)" data-strings="\/?([^"]+)"/g))
  firstStrings[lang] = chunks.get(file)?.gzip ?? 0;
if (Object.keys(firstStrings).length === 0) console.error('FAIL: index.html names no strings chunk');
for (const [lang, gzip] of Object.entries(firstStrings))
  console.log(
    `  + the first screen's strings in ${lang}: ${gzip} bytes gzip (${initialGzip + gzip} with them)`,
  );
const firstDownload = initialGzip + Math.max(0, ...Object.values(firstStrings));
console.log(
  `first download (initial JS + the larger language's first-screen strings): ${firstDownload} bytes gzip; limit ${INITIAL_JS_LIMIT} bytes`,
);

let failed = Object.keys(firstStrings).length === 0;
if (firstDownload > INITIAL_JS_LIMIT) {
  console.error(
    `FAIL: the first download is ${firstDownload} bytes gzip, over the ${INITIAL_JS_LIMIT}-byte budget.`,
  );
  failed = true;
}
for (const [file, c] of rows) {
  if (c.initial && c.gameModules.length > 0) {
    console.error(`FAIL: game code is in the initial chunk ${file}: ${c.gameModules.join(', ')}`);
    failed = true;
  }
}
for (const [file, c] of rows) {
  if (c.initial && c.notFirst.length > 0) {
    console.error(
      `FAIL: the first screen does not need these, in the initial chunk ${file}: ${c.notFirst.join(', ')}`,
    );
    failed = true;
  }
}
if (!existsSync(modulesPath)) {
  console.warn(
    `warning: ${modulesPath} is missing, so only each chunk's entry module was checked for game code.`,
  );
}
console.log(failed ? 'budget: FAILED' : 'budget: ok');
process.exit(failed ? 1 : 0);
