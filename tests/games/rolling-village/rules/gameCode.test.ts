// §13.3 game code and dice slots.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  decodeGameCode,
  diceForSlot,
  encodeGameCode,
  formatGameCode,
  normalizeGameCode,
  tryDecodeGameCode,
  rules,
  type Options,
} from '../../../../src/games/rolling-village/rules';
import { expectRuleError } from './helpers';

const optionsArb = fc.record({
  scoringRoll: fc.constantFrom('separate' as const, 'building' as const),
  setupDifferentRows: fc.boolean(),
});
const seedArb = fc.integer({ min: 0, max: 0xffffffff });
const DEFAULT: Options = { scoringRoll: 'separate', setupDifferentRows: false };

describe('§13.3 game code', () => {
  it('round-trips seed, options and dice version', () => {
    fc.assert(
      fc.property(seedArb, optionsArb, (seed, options) => {
        const code = encodeGameCode({ seed, options });
        expect(code).toHaveLength(CODE_LENGTH);
        expect(decodeGameCode(code)).toEqual({ seed, options, version: 1 });
      }),
    );
  });
  it('uses no look-alike characters (0/O, 1/I/L) and is case-insensitive, ignoring spaces and hyphens', () => {
    for (const ch of '01OIL') expect(CODE_ALPHABET).not.toContain(ch);
    const code = encodeGameCode({
      seed: 0xdeadbeef,
      options: { scoringRoll: 'building', setupDifferentRows: true },
    });
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{9}$/);
    expect(decodeGameCode(code.toLowerCase())).toEqual(decodeGameCode(code));
    expect(decodeGameCode(formatGameCode(code))).toEqual(decodeGameCode(code));
    expect(decodeGameCode(` ${code.slice(0, 4)} ${code.slice(4)} `).seed).toBe(0xdeadbeef);
  });
  it('rejects every single-character substitution of a code (check character)', () => {
    const codes = [0, 1, 123456, 0x7fffffff, 0xffffffff].flatMap((seed) =>
      [DEFAULT, { scoringRoll: 'building', setupDifferentRows: true } as Options].map((options) =>
        encodeGameCode({ seed, options }),
      ),
    );
    let checked = 0;
    for (const code of codes)
      for (let i = 0; i < code.length; i++)
        for (const ch of CODE_ALPHABET + '01OIL*') {
          if (ch === code[i]) continue;
          const typo = code.slice(0, i) + ch + code.slice(i + 1);
          const r = tryDecodeGameCode(typo);
          expect(r.ok, `${code} → ${typo}`).toBe(false);
          if (!r.ok)
            expect(['code-check', 'code-character', 'code-version', 'code-invalid']).toContain(r.error);
          if (!r.ok && CODE_ALPHABET.includes(ch)) expect(r.error).toBe('code-check');
          checked++;
        }
    expect(checked).toBeGreaterThan(2000);
  });
  it('rejects a dropped, doubled or swapped character', () => {
    fc.assert(
      fc.property(seedArb, optionsArb, fc.integer({ min: 0, max: CODE_LENGTH - 2 }), (seed, options, i) => {
        const code = encodeGameCode({ seed, options });
        expect(tryDecodeGameCode(code.slice(0, i) + code.slice(i + 1))).toEqual({
          ok: false,
          error: 'code-length',
        });
        expect(tryDecodeGameCode(code.slice(0, i) + code[i] + code.slice(i))).toEqual({
          ok: false,
          error: 'code-length',
        });
        if (code[i] !== code[i + 1]) {
          const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
          expect(tryDecodeGameCode(swapped)).toEqual({ ok: false, error: 'code-check' });
        }
      }),
    );
  });
  it('refuses a code of an unknown dice version instead of showing different dice', () => {
    const v2 = encodeGameCode({ seed: 5, options: DEFAULT, version: 2 });
    expectRuleError(() => decodeGameCode(v2), 'code-version');
    expectRuleError(() => decodeGameCode('ABC'), 'code-length');
    expectRuleError(() => decodeGameCode('ABCDEFGH0'), 'code-character');
  });
  it('issue 15 fault 11: a code this app never makes (version 0, e.g. 222222222) is not valid, not "newer"', () => {
    // 222222222 is all zeros: its check character holds, but no app writes dice version 0
    expectRuleError(() => decodeGameCode('222222222'), 'code-invalid');
    const v0 = encodeGameCode({ seed: 77, options: DEFAULT, version: 0 });
    expectRuleError(() => decodeGameCode(v0), 'code-invalid');
  });
  it('issue 15 fault 11: Cyrillic look-alikes typed on a Russian keyboard read as their Latin letters', () => {
    const latin = encodeGameCode({ seed: 123456, options: DEFAULT });
    const cyr: Record<string, string> = {
      A: 'А',
      B: 'В',
      C: 'С',
      E: 'Е',
      H: 'Н',
      K: 'К',
      M: 'М',
      P: 'Р',
      T: 'Т',
      X: 'Х',
      Y: 'У',
    };
    const typed = Array.from(latin, (ch) => cyr[ch] ?? ch).join('');
    expect(decodeGameCode(typed)).toEqual(decodeGameCode(latin));
    expect(decodeGameCode(typed.toLowerCase())).toEqual(decodeGameCode(latin));
    // every look-alike folds, whatever code it is in
    expect(normalizeGameCode('нсетмкравхуо')).toBe('HCETMKPABXYO');
  });
  it('the table view shows the code of the game seed and options', () => {
    const cfg = rules.defaultConfig(2);
    cfg.options.scoringRoll = 'building';
    const code = rules.view(rules.setup(cfg, 987654321), null).code!;
    expect(decodeGameCode(code)).toEqual({ seed: 987654321, options: cfg.options, version: 1 });
  });
});

describe('§13.3 dice of a slot', () => {
  it('are a pure function of (seed, slot): two faces 1–6, repeatable', () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 0, max: 18 }), (seed, slot) => {
        const d = diceForSlot(seed, slot);
        expect(d).toEqual(diceForSlot(seed, slot));
        for (const f of d) expect(f >= 1 && f <= 6 && Number.isInteger(f)).toBe(true);
      }),
    );
  });
  it('do not depend on who taps or when: two phones with the same code see the same dice', () => {
    const { seed, options } = decodeGameCode(encodeGameCode({ seed: 2718281, options: DEFAULT }));
    const cfgA = rules.defaultConfig(1);
    cfgA.options = options;
    const cfgB = rules.defaultConfig(4);
    cfgB.seats[2]!.kind = 'paper';
    cfgB.options = options;
    const a = rules.apply(rules.setup(cfgA, seed), { type: 'roll', seat: 0 });
    const b = rules.apply(rules.setup(cfgB, seed), { type: 'roll', seat: 3 });
    expect(a.rolls[0]!.dice).toEqual(b.rolls[0]!.dice);
  });
  it('are roughly uniform over many seeds (each face 1/6 ± 1%)', () => {
    const counts = [0, 0, 0, 0, 0, 0, 0];
    const N = 30000;
    for (let seed = 0; seed < N; seed++) {
      const [a, b] = diceForSlot(seed, seed % 19);
      counts[a]!++;
      counts[b]!++;
    }
    for (let f = 1; f <= 6; f++) expect(Math.abs(counts[f]! / (2 * N) - 1 / 6)).toBeLessThan(0.01);
  });
});

describe('codes typed on a Russian keyboard (issue 15 fault 11)', () => {
  const opts: Options = { scoringRoll: 'separate', setupDifferentRows: false };
  // Latin letters of the code alphabet that have a Cyrillic twin: Н С Е Т М К Р А В Х
  const LATIN = 'HCETMKPABX';
  const CYRILLIC = 'НСЕТМКРАВХ';

  it('Cyrillic look-alikes, upper and lower case, read as their Latin letters', () => {
    for (let seed = 0; seed < 4000; seed += 7) {
      const code = encodeGameCode({ seed, options: opts });
      if (![...code].some((c) => LATIN.includes(c))) continue;
      const typed = [...code].map((c) => (LATIN.includes(c) ? CYRILLIC[LATIN.indexOf(c)] : c)).join('');
      expect(decodeGameCode(typed).seed).toBe(seed);
      expect(decodeGameCode(typed.toLowerCase()).seed).toBe(seed);
    }
  });

  it('a Cyrillic О reads as the Latin O, which codes never use', () => {
    expect(tryDecodeGameCode('2222О2222')).toEqual({ ok: false, error: 'code-character' });
  });
});
