// Issue 24 item 17: a game code reads what a person typed or pasted: zero-width characters
// inside it are dropped (never named as an invisible "unknown character"), and fullwidth
// digits and letters (NFKC) read as the digits and letters they are.
import { describe, expect, it } from 'vitest';
import { decodeGameCode, encodeGameCode } from '../../../../src/games/rolling-village/rules/gameCode';
import { readCode } from '../../../../src/games/rolling-village/rules/setup-helper';

const options = { scoringRoll: 'separate', setupDifferentRows: false } as const;
const code = encodeGameCode({ seed: 123456789, options });
const fullwidth = (s: string) =>
  s.replace(/[0-9A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x20 + 0xff00));

describe('issue 24 item 17: game codes with zero-width characters and fullwidth digits', () => {
  it('a zero-width space, joiner or BOM inside a code is dropped and the code reads', () => {
    for (const zw of ['\u200b', '\u200d', '\ufeff', '\u2060']) {
      const typed = `${code.slice(0, 4)}${zw}${code.slice(4)}`;
      const r = readCode(typed);
      expect(r.ok).toBe(true);
      expect(decodeGameCode(typed).seed).toBe(123456789);
    }
  });

  it('fullwidth digits and letters read as the code', () => {
    const r = readCode(fullwidth(code));
    expect(r).toMatchObject({ ok: true, code, seed: 123456789 });
  });

  it('an unknown character that remains is a visible one', () => {
    const r = readCode(`${code.slice(0, 3)}\u200b!`);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.badChar).toBe('!');
  });
});
