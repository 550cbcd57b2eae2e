// Issue 21 item 3, "one rule, one place": the sheet's size, the basic types, the bonus rounds,
// the choice sums, a square's points and the highest total are declared once in
// rules/sheet.ts; the other rules files bind them, and the screens' strings interpolate them.
// The die faces of each type too: the rules page writes them from TYPE_OF_FACE.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AVENUE_LABELS,
  AVENUE_SUMS,
  BONUS_ROUNDS,
  isBonusRound,
  LAST_ROUND,
  MAX_TOTAL,
  avenueForSum,
  BASIC_TYPES,
  FACES_OF_TYPE,
  TYPE_OF_FACE,
} from '../../../../src/games/rolling-village/rules';
import { ruleReason } from '../../../../src/games/rolling-village/ui/ruleReasons';
import { rvStrings } from '../../../../src/games/rolling-village/ui/strings';

const ROOT = 'src/games/rolling-village';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

describe('Rolling Village rule facts are declared once (issue 21 item 3)', () => {
  // the code without its comments (a comment may cite a rule's number)
  const sources = files(ROOT).map((p) => ({
    p,
    text: readFileSync(p, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ''),
  }));

  it('ROWS, COLS, isBasic, isBonusRound, MAX_TOTAL and the square points are written only in rules/sheet.ts', () => {
    const written =
      /const (ROWS|COLS|MAX_TOTAL|SQUARE_POINTS) = \d|function (isBasic|isBonusRound|emptyInColumn)\b/g;
    const found = sources.flatMap(({ p, text }) => [...text.matchAll(written)].map((m) => `${p}: ${m[0]}`));
    expect(found.every((f) => f.startsWith(`${ROOT}/rules/sheet.ts:`))).toBe(true);
    expect(found).toHaveLength(7);
  });

  it('no file under the game writes the highest total (360), the bonus rounds (3, 6 and 9) or the avenue of each sum as literals', () => {
    const literal = /null, null, null, 0, 0|\b360\b|\b3, 6,? (and|и) 9\b|\[3, 6, 9\]|3, 6, 9/;
    const hits = sources
      .filter(({ p, text }) => !p.endsWith('rules/sheet.ts') && literal.test(text))
      .map((x) => x.p);
    expect(hits).toEqual([]);
  });

  it('no file under the game spells out which die faces give which type (TYPE_OF_FACE does)', () => {
    const faces = /\b1 (or|или) 4\b|\b2 (or|или) 5\b|\b3 (or|или) 6\b/;
    expect(sources.filter(({ text }) => faces.test(text)).map((x) => x.p)).toEqual([]);
  });

  it('the faces of a type are read from TYPE_OF_FACE', () => {
    for (const type of BASIC_TYPES)
      expect(FACES_OF_TYPE[type]).toEqual([1, 2, 3, 4, 5, 6].filter((f) => TYPE_OF_FACE[f] === type));
    expect(FACES_OF_TYPE['house']).toEqual([1, 4]);
  });

  it('the bonus rounds, avenue labels and avenue of a sum come from the one table each', () => {
    for (let r = 0; r <= LAST_ROUND + 1; r++) expect(isBonusRound(r)).toBe(BONUS_ROUNDS.includes(r));
    expect(AVENUE_LABELS).toEqual(['3–4', '5–6', '7', '8–9', '10–11']);
    AVENUE_SUMS.forEach((sums, row) => sums.forEach((sum) => expect(avenueForSum(sum)).toBe(row)));
    expect(avenueForSum(2)).toBeNull();
    expect(avenueForSum(12)).toBeNull();
  });

  it('the strings state the constants in both languages', () => {
    for (const lang of ['en', 'ru'] as const) {
      const d = rvStrings[lang];
      expect(d.enterTotalBad).toContain(String(MAX_TOTAL));
      expect(ruleReason(lang, 'bad-total')).toContain(String(MAX_TOTAL));
      expect(d.round).toContain(String(LAST_ROUND));
      expect(d.helpBonus).toContain(BONUS_ROUNDS.slice(0, -1).join(', '));
    }
    expect(ruleReason('en', 'bonus-not-now')).toContain('rounds 3, 6 and 9');
    expect(ruleReason('ru', 'bonus-not-now')).toContain('раундах 3, 6 и 9');
  });
});
