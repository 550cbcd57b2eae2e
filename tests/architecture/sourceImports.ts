// Reads the import statements of the source files (static analysis, no bundler): which
// module each file imports from, whether only types, and which names.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const SRC = join(ROOT, 'src');

export interface SourceImport {
  /** importing file, relative to the repository, with forward slashes */
  file: string;
  /** the imported module resolved to a path relative to the repository (no extension), or the package name */
  target: string;
  /** `import type { … }` or `export type { … } from` */
  typeOnly: boolean;
  /** runtime names imported (type-only names left out); '*' for a namespace or side-effect import */
  values: string[];
  /** `import('…')`: loaded on demand, so it closes no cycle at load time */
  dynamic?: boolean;
}

export function sourceFiles(dir = SRC): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sourceFiles(p));
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

const rel = (p: string, root = ROOT) => relative(root, p).split('\\').join('/');

/** the file a relative specifier names, as the bundler finds it: itself, with .ts/.tsx, or its folder's index */
function resolveTarget(from: string, spec: string, root = ROOT): string {
  if (!spec.startsWith('.')) return spec;
  const base = resolve(dirname(from), spec);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (c) => existsSync(c) && statSync(c).isFile(),
  );
  return rel(found ?? base, root).replace(/\.(ts|tsx|js|css)$/, '');
}

const STATEMENT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function namesOf(clause: string): string[] {
  const out: string[] = [];
  const braces = clause.match(/\{([^}]*)\}/);
  const outside = clause
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim();
  if (outside.startsWith('*')) out.push('*');
  else if (outside) out.push('default');
  if (braces)
    for (const part of braces[1]!.split(',')) {
      const p = part.trim();
      if (!p || p.startsWith('type ')) continue;
      out.push(p.split(/\s+as\s+/)[0]!.trim());
    }
  return out;
}

/** `root`: the repository the paths are relative to (a scratch copy in the layer tests) */
export function importsOf(file: string, root = ROOT): SourceImport[] {
  const text = readFileSync(file, 'utf8');
  const out: SourceImport[] = [];
  for (const m of text.matchAll(STATEMENT)) {
    const spec = m[4] ?? m[5] ?? m[6];
    if (m[4]) {
      const typeOnly = !!m[2];
      const values = typeOnly ? [] : namesOf(m[3]!);
      out.push({
        file: rel(file, root),
        target: resolveTarget(file, spec!, root),
        typeOnly: typeOnly || (values.length === 0 && /\{/.test(m[3]!)),
        values,
      });
    } else
      out.push({
        file: rel(file, root),
        target: resolveTarget(file, spec!, root),
        typeOnly: false,
        values: ['*'],
        ...(m[6] ? { dynamic: true } : {}),
      });
  }
  return out;
}

export function allImports(): SourceImport[] {
  return sourceFiles().flatMap((f) => importsOf(f));
}
