// Reads the import statements of the source files (static analysis, no bundler): which
// module each file imports from, whether only types, and which names.
import { readdirSync, readFileSync, statSync } from 'node:fs';
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

const rel = (p: string) => relative(ROOT, p).split('\\').join('/');

function resolveTarget(from: string, spec: string): string {
  if (!spec.startsWith('.')) return spec;
  return rel(resolve(dirname(from), spec)).replace(/\.(ts|tsx|js|css)$/, '');
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

export function importsOf(file: string): SourceImport[] {
  const text = readFileSync(file, 'utf8');
  const out: SourceImport[] = [];
  for (const m of text.matchAll(STATEMENT)) {
    const spec = m[4] ?? m[5] ?? m[6];
    if (m[4]) {
      const typeOnly = !!m[2];
      const values = typeOnly ? [] : namesOf(m[3]!);
      out.push({
        file: rel(file),
        target: resolveTarget(file, spec!),
        typeOnly: typeOnly || (values.length === 0 && /\{/.test(m[3]!)),
        values,
      });
    } else out.push({ file: rel(file), target: resolveTarget(file, spec!), typeOnly: false, values: ['*'] });
  }
  return out;
}

export function allImports(): SourceImport[] {
  return sourceFiles().flatMap(importsOf);
}
