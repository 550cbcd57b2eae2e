// Issue 32, first screen (scripts/compile-hints-plugin.ts). Rule: the first chunk, and only it,
// starts with V8's compile hint, so that the code React's first commit runs is compiled while
// the chunk streams in rather than on the main thread when first called; a lazy chunk keeps
// V8's lazy compiling (most of its code never runs at start).
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../scripts/compile-hints-plugin';

type Hook = { handler: (options: unknown, bundle: Record<string, unknown>) => void };

describe('compile hint', () => {
  it('starts the first chunk with the hint, on a line of its own, and leaves the lazy chunks alone', () => {
    const first = { type: 'chunk', code: 'import{a}from"./x.js";', moduleIds: ['/app/src/main.tsx'] };
    const lazy = { type: 'chunk', code: 'export const b=1;', moduleIds: ['/app/src/app/Lazy.tsx'] };
    const css = { type: 'asset', source: 'a{}' };
    const hook = compileHints().generateBundle as unknown as Hook;
    hook.handler({}, { 'index.js': first, 'Lazy.js': lazy, 'index.css': css });
    expect(first.code).toBe('//# allFunctionsCalledOnLoad\nimport{a}from"./x.js";');
    expect(COMPILE_HINT.endsWith('\n')).toBe(true);
    expect(lazy.code).toBe('export const b=1;');
  });
});
