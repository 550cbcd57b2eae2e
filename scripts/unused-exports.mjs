// Exports of src/ that no file imports (issue 21 item 3, dead code; issue 31 item 4): `node
// scripts/unused-exports.mjs` lists each as value or type, and 'local' (used in its own file: drop
// the `export`), 'dead' (used nowhere: delete it) or 'tests' (imported only by tests/ or bench/:
// a test should reach it through the public path, or the export says why it is there: then
// 'tests-said', when the comment right above it says 'exported for tests' and why). Imports
// are looked for in src/, tests/, bench/ and scripts/; give other folders as arguments
// (`node scripts/unused-exports.mjs src` counts src/ alone). A file imported whole (`import * as`,
// `export *`) counts as used. A file loaded on demand (`import('…')`) is no exemption: each of its
// exports counts as used by the importer when the importer names it (`.then(({ a }) => …)`,
// `const { a } = await import(…)`, `m.a`). `vi.mock` uses nothing. A small reading of the source
// by patterns, not a compiler: check what it lists before deleting.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const folders = process.argv.length > 2 ? process.argv.slice(2) : ['src', 'tests', 'bench', 'scripts'];

const walk = (d) =>
  readdirSync(d).flatMap((f) => {
    const p = join(d, f);
    if (statSync(p).isDirectory()) return walk(p);
    return /\.(ts|tsx|mjs)$/.test(f) && !f.endsWith('.d.ts') ? [p] : [];
  });
const withoutComments = (t) => t.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/[^\n]*/g, '$1');
const text = new Map();
const read = (f) => text.get(f) ?? text.set(f, withoutComments(readFileSync(f, 'utf8'))).get(f);

function target(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
}
const names = (list) =>
  list
    .split(',')
    .map((n) => n.trim().replace(/^type\s+/, ''))
    .filter(Boolean);

const exported = new Map();
for (const f of walk(join(root, 'src')).filter((f) => !f.endsWith('.mjs'))) {
  const found = new Map();
  const t = read(f);
  const decl =
    /^export\s+(?:declare\s+)?(?:async\s+)?(?:abstract\s+)?(function\*?|const|let|class|interface|type|enum)\s+(\w+)/gm;
  for (const m of t.matchAll(decl))
    found.set(m[2], m[1] === 'interface' || m[1] === 'type' ? 'type' : 'value');
  for (const m of t.matchAll(/^export\s+(type\s+)?\{([^}]*)\}(?!\s*from)/gm))
    for (const n of names(m[2])) found.set(n.split(/\s+as\s+/).pop(), m[1] ? 'type' : 'value');
  exported.set(f, found);
}

// file → names used from it by src/ (and scripts, configs); testUsed: by tests/ and bench/ only
const used = new Map();
const testUsed = new Map();
const isTest = (f) => /^(tests|bench)\//.test(relative(root, f));
let markIn = used;
const mark = (file, name) => (markIn.get(file) ?? markIn.set(file, new Set()).get(file)).add(name);
const configs = readdirSync(root)
  .filter((f) => /\.config\.(ts|mjs)$/.test(f))
  .map((f) => join(root, f));
for (const f of [
  ...configs,
  ...folders.flatMap((d) => (existsSync(join(root, d)) ? walk(join(root, d)) : [])),
]) {
  const t = read(f);
  markIn = isTest(f) ? testUsed : used;
  const from =
    /(?:import|export)\s+(type\s+)?([\w$]+\s*,\s*)?(\{[^}]*\}|\*\s+as\s+\w+|\*|[\w$]+)?\s*from\s*['"]([^'"]+)['"]/g;
  for (const m of t.matchAll(from)) {
    const file = target(f, m[4]);
    const what = m[3] ?? '';
    if (!file) continue;
    if (what.startsWith('*')) mark(file, '*');
    else if (what.startsWith('{'))
      for (const n of names(what.slice(1, -1))) mark(file, n.split(/\s+as\s+/)[0].trim());
    if (m[2] || (what && !what.startsWith('{') && !what.startsWith('*'))) mark(file, 'default');
  }
  // a module loaded on demand: the importer uses the exports it names
  for (const m of t.matchAll(/\bimport\(\s*['"]([^'"]+)['"]/g)) {
    const file = target(f, m[1]);
    if (!file || !exported.has(file)) continue;
    for (const name of exported.get(file).keys()) if (new RegExp(`\\b${name}\\b`).test(t)) mark(file, name);
  }
  // a file named by its path (a build step's entry, a module loaded by a runner) is used whole
  for (const m of t.matchAll(/['"`](src\/[\w./-]+\.tsx?)['"`]/g)) mark(join(root, m[1]), '*');
}

/** whether the comment right above `name`'s export says it is exported for tests (and why) */
function saysForTests(f, name) {
  const lines = readFileSync(f, 'utf8').split('\n');
  const at = lines.findIndex((l) => new RegExp(`^export\\b.*\\b${name}\\b`).test(l));
  for (let i = at - 1; i >= 0 && /^\s*(\/\/|\/\*|\*)/.test(lines[i]); i--)
    if (/exported for (its |the )?tests?\b/i.test(lines[i])) return true;
  return false;
}

const rows = [];
for (const [f, found] of exported) {
  const u = used.get(f);
  if (u?.has('*')) continue;
  const tu = testUsed.get(f);
  for (const [name, kind] of found) {
    if (u?.has(name)) continue;
    const local = (read(f).match(new RegExp(`\\b${name}\\b`, 'g')) ?? []).length > 1;
    const status =
      tu?.has(name) || tu?.has('*')
        ? saysForTests(f, name)
          ? 'tests-said'
          : 'tests'
        : local
          ? 'local'
          : 'dead';
    rows.push(`${kind}\t${status}\t${relative(root, f)}\t${name}`);
  }
}
console.log(rows.sort().join('\n'));
const count = (k, statuses) =>
  rows.filter((r) => r.startsWith(k) && statuses.includes(r.split('\t')[1])).length;
const say = (statuses, what) =>
  console.error(`${count('value', statuses)} values and ${count('type', statuses)} types ${what}`);
say(['local', 'dead'], 'imported nowhere');
say(['tests'], 'imported only by tests/ and bench/');
say(
  ['tests-said'],
  "imported only by tests/ and bench/, the comment above saying why ('exported for tests')",
);
