// Exports of src/ that no file imports (issue 21 item 3, dead code): `node scripts/unused-exports.mjs`
// lists each as value or type, and 'local' (used in its own file: drop the `export`) or 'dead'
// (used nowhere: delete it). Imports are looked for in src/, tests/, bench/ and scripts/; give
// other folders as arguments (`node scripts/unused-exports.mjs src` counts src/ alone). A file
// imported whole (`import * as`, `export *`, `import('…')`, `vi.mock`) counts as used. A small
// reading of the source by patterns, not a compiler: check what it lists before deleting.
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

const used = new Map();
const mark = (file, name) => (used.get(file) ?? used.set(file, new Set()).get(file)).add(name);
const configs = readdirSync(root)
  .filter((f) => /\.config\.(ts|mjs)$/.test(f))
  .map((f) => join(root, f));
for (const f of [
  ...configs,
  ...folders.flatMap((d) => (existsSync(join(root, d)) ? walk(join(root, d)) : [])),
]) {
  const t = read(f);
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
  for (const m of t.matchAll(/(?:import|vi\.mock)\(\s*['"]([^'"]+)['"]/g)) {
    const file = target(f, m[1]);
    if (file) mark(file, '*');
  }
  // a file named by its path (a build step's entry, a module loaded by a runner) is used whole
  for (const m of t.matchAll(/['"`](src\/[\w./-]+\.tsx?)['"`]/g)) mark(join(root, m[1]), '*');
}

const rows = [];
for (const [f, found] of exported) {
  const u = used.get(f);
  if (u?.has('*')) continue;
  for (const [name, kind] of found) {
    if (u?.has(name)) continue;
    const local = (read(f).match(new RegExp(`\\b${name}\\b`, 'g')) ?? []).length > 1;
    rows.push(`${kind}\t${local ? 'local' : 'dead'}\t${relative(root, f)}\t${name}`);
  }
}
console.log(rows.sort().join('\n'));
const count = (k) => rows.filter((r) => r.startsWith(k)).length;
console.error(`${count('value')} values and ${count('type')} types imported nowhere`);
