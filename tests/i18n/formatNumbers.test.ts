// Issue 32 (opening a game): a number in a message is written as `toLocaleString(lang)` wrote
// it, by one Intl.NumberFormat per language made on first use (toLocaleString made a new one at
// every call: the maze's cell labels cost most of its render).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { format } from '../../src/i18n/core';

afterEach(() => vi.restoreAllMocks());

describe('numbers in messages (issue 32, opening a game)', () => {
  it('reads as toLocaleString in each language', () => {
    for (const lang of ['ru', 'en'] as const)
      for (const n of [0, -0, 3, -2, 12, 1234, 1234567.5, -0.25, 1e21, Number.NaN])
        expect(format(lang, '{n} / {s}', { n, s: 'x' })).toBe(`${n.toLocaleString(lang)} / x`);
  });

  it('makes at most one number format per language', () => {
    format('en', '{n}', { n: 1 });
    format('ru', '{n}', { n: 1 });
    const made = vi.spyOn(Intl, 'NumberFormat');
    const proto = vi.spyOn(Number.prototype, 'toLocaleString');
    for (let i = 0; i < 20; i++) {
      format('en', 'cell {x}, {y}', { x: i, y: -i });
      format('ru', 'cell {x}, {y}', { x: i, y: -i });
    }
    expect(made).not.toHaveBeenCalled();
    expect(proto).not.toHaveBeenCalled();
  });
});
