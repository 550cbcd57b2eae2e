// No HTML is ever built from strings in the app: every name, file and message is rendered by
// React as text. This scans every source file under src/ and fails naming the file and line.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = resolve(ROOT, 'src');

/** Ways to turn a string into markup or code. */
const FORBIDDEN: [string, RegExp][] = [
  ['dangerouslySetInnerHTML', /dangerouslySetInnerHTML/],
  ['innerHTML', /\binnerHTML\b/],
  ['outerHTML', /\bouterHTML\b/],
  ['insertAdjacentHTML', /\binsertAdjacentHTML\b/],
  ['document.write', /\bdocument\.write(ln)?\s*\(/],
  ['createContextualFragment', /\bcreateContextualFragment\b/],
  ['eval', /(^|[^.\w])eval\s*\(/],
  ['new Function', /\bnew\s+Function\s*\(/],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(e.name) ? [path] : [];
  });
}

/** "file:line: what" for every forbidden use in `text`. */
export function findUnsafe(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const [name, re] of FORBIDDEN) if (re.test(line)) found.push(`${file}:${i + 1}: ${name}`);
  });
  return found;
}

describe('no HTML from strings', () => {
  it('the scanner catches each forbidden form (so an empty result means something)', () => {
    const sample = [
      '<div dangerouslySetInnerHTML={{ __html: name }} />',
      'el.innerHTML = name;',
      'el.outerHTML = x;',
      "el.insertAdjacentHTML('beforeend', x);",
      'document.write(x);',
      'range.createContextualFragment(x);',
      'eval(code);',
      "const f = new Function('return 1');",
    ].join('\n');
    expect(findUnsafe('sample.tsx', sample)).toHaveLength(FORBIDDEN.length);
    expect(findUnsafe('ok.ts', 'const text = node.textContent; retrieval(x); medieval (1);')).toEqual([]);
  });

  it('no file under src/ uses innerHTML, dangerouslySetInnerHTML or any other string-to-markup or string-to-code API', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((f) => findUnsafe(relative(ROOT, f), readFileSync(f, 'utf8')));
    expect(found, `unsafe HTML/code APIs:\n${found.join('\n')}`).toEqual([]);
  });
});
