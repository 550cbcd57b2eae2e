// Kernel functions of spec §11 and the worked examples of §14.
import { describe, expect, it } from 'vitest';
import {
  POINTS,
  avenueForSum,
  buildStage,
  finalScore,
  scoreAvenue,
  scoreSquares,
  targetColumns,
  avenueBreakdown,
  emptySheet,
} from '../../../../src/games/rolling-village/rules';
import { expectRuleError, sheetOf } from './helpers';

const EX4 = sheetOf(`
  . H H F . .
  . . L F . .
  . . H F . .
  . . F . . .
  . . S L . .`);
const EX4B = sheetOf(`
  . H H H H .
  . H L F L .
  . L F L H .
  . F H F F .
  . . L H L .`);
const EX5 = sheetOf(`
  . H H L . .
  . H L H . .
  . H H L . .
  . H F F . .
  . . L . . .`);
const EX6 = sheetOf(`
  H . F F . .
  . L F . . .
  . . F . . L
  . . . . . .
  H . . . . .`);
const EX7 = sheetOf(`
  L . . . . .
  L . . . . .
  L . . . . .
  S . . . . .
  L L . . . .`);
const EX8 = sheetOf(`
  H H S F F L
  L H F F S L
  L . L F H .
  S F . H . .
  H . . L F F`);

describe('§2.2 POINTS', () => {
  it('is exactly the printed table', () => {
    expect(POINTS).toEqual([
      [3, 0, 2, 2, 0, 3],
      [0, 1, 0, 0, 1, 0],
      [2, 0, 1, 1, 0, 2],
      [0, 1, 0, 0, 1, 0],
      [3, 0, 2, 2, 0, 3],
    ]);
  });
  it('§2.1 sums to 30 with row totals 10, 2, 6, 2, 10', () => {
    expect(POINTS.map((r) => r.reduce((a, b) => a + b, 0))).toEqual([10, 2, 6, 2, 10]);
  });
});

describe('§8.2 avenueForSum', () => {
  it('follows the row line of the table', () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(avenueForSum)).toEqual([
      null,
      0,
      0,
      1,
      1,
      2,
      3,
      3,
      4,
      4,
      null,
    ]);
  });
  it('§11 refuses a sum outside 2–12 with bad-argument', () => {
    for (const bad of [1, 13, 0, 2.5, NaN]) expectRuleError(() => avenueForSum(bad), 'bad-argument');
  });
});

describe('§6.1/§6.2 buildStage', () => {
  it('example 1: roll 2 and 4 gives a forest in column 4 and a house in column 2, in that order', () => {
    expect(buildStage(2, 4)).toEqual([
      { type: 'forest', column: 4 },
      { type: 'house', column: 2 },
    ]);
    expect(buildStage(4, 2)).toEqual([
      { type: 'house', column: 2 },
      { type: 'forest', column: 4 },
    ]);
  });
  it('example 2: 1 and 4 is not a double (two houses); 5 and 5 gives one forest in column 5', () => {
    expect(buildStage(1, 4)).toEqual([
      { type: 'house', column: 4 },
      { type: 'house', column: 1 },
    ]);
    expect(buildStage(5, 5)).toEqual([{ type: 'forest', column: 5 }]);
  });
  it('§3 maps faces 1/4 house, 2/5 forest, 3/6 lake for every roll', () => {
    const T = ['', 'house', 'forest', 'lake', 'house', 'forest', 'lake'];
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) {
        const got = buildStage(a, b);
        if (a === b) expect(got).toEqual([{ type: T[a], column: a }]);
        else
          expect(got).toEqual([
            { type: T[a], column: b },
            { type: T[b], column: a },
          ]);
      }
  });
  it('§11 refuses a face outside 1–6', () => {
    expectRuleError(() => buildStage(0, 3), 'bad-argument');
    expectRuleError(() => buildStage(3, 7), 'bad-argument');
  });
});

describe('§6.3 targetColumns', () => {
  it('returns the column itself when it has room', () => {
    expect(targetColumns(EX4, 5)).toEqual([5]);
    expect(targetColumns(emptySheet(), 1)).toEqual([1]);
  });
  it('example 4: column 3 full, column 2 has more empty cells than column 4 → [2]', () => {
    expect(targetColumns(EX4, 3)).toEqual([2]);
  });
  it('example 4b: both neighbours full, outward search at distance 2 → [6]; column 1 never considered', () => {
    expect(targetColumns(EX4B, 4)).toEqual([6]);
    const houseInC2 = EX4B.map((r) => r.slice());
    houseInC2[4]![1] = 'house';
    expect(targetColumns(houseInC2, 4)).toEqual([6]);
  });
  it('example 5: a tie gives both columns ascending; after the lake fills column 4 only column 2 remains', () => {
    expect(targetColumns(EX5, 3)).toEqual([2, 4]);
    const lakeFirst = EX5.map((r) => r.slice());
    lakeFirst[4]![3] = 'lake';
    expect(targetColumns(lakeFirst, 3)).toEqual([2]);
    const houseFirst = EX5.map((r) => r.slice());
    houseFirst[4]![3] = 'house';
    expect(targetColumns(houseFirst, 4)).toEqual([5]);
  });
  it('§6.3 no wrap-around: full column 1 with column 2 full searches to column 3, never column 6', () => {
    const s = emptySheet();
    for (let r = 0; r < 5; r++) {
      s[r]![0] = 'house';
      s[r]![1] = 'lake';
    }
    s[0]![2] = 'forest';
    expect(targetColumns(s, 1)).toEqual([3]);
  });
  it('§11 returns [] on a full sheet', () => {
    const full = emptySheet().map((r) => r.map(() => 'square' as const));
    expect(targetColumns(full, 3)).toEqual([]);
  });
  it('§11 refuses a column outside 1–6 and a malformed sheet', () => {
    expectRuleError(() => targetColumns(EX4, 0), 'bad-argument');
    expectRuleError(() => targetColumns(EX4.slice(0, 4), 1), 'bad-argument');
    expectRuleError(
      () =>
        targetColumns(
          [[...EX4[0]!], ...EX4.slice(1)].map((r, i) => (i === 2 ? [...r.slice(0, 5), 'tree' as never] : r)),
          1,
        ),
      'bad-argument',
    );
  });
});

describe('§8.3 scoreAvenue', () => {
  it('example 6 (the seed): avenue 5–6 scores 6; other avenues 8, 7, 0, 3', () => {
    expect([0, 1, 2, 3, 4].map((r) => scoreAvenue(EX6, r))).toEqual([8, 6, 7, 0, 3]);
  });
  it('example 6: the forest group scores 5 with all its cells, once, and the lake 1', () => {
    const b = avenueBreakdown(EX6, 1);
    expect(b.score).toBe(6);
    expect(b.groups.map((g) => [g.type, g.points, g.cells.length])).toEqual([
      ['forest', 5, 4],
      ['lake', 1, 1],
    ]);
  });
  it('example 7: a square splits a group and is never a bridge', () => {
    expect([0, 1, 2, 3, 4].map((r) => scoreAvenue(EX7, r))).toEqual([5, 5, 5, 0, 3]);
    const bridged = EX7.map((r) => r.slice());
    bridged[3]![0] = 'lake';
    expect([0, 1, 2, 3, 4].map((r) => scoreAvenue(bridged, r))).toEqual([8, 8, 8, 8, 8]);
  });
  it('example 8: avenue scores 10, 12, 6, 1, 8 (a group with two cells on the avenue counts once)', () => {
    expect([0, 1, 2, 3, 4].map((r) => scoreAvenue(EX8, r))).toEqual([10, 12, 6, 1, 8]);
  });
  it('adjacency is orthogonal only: diagonal houses are two groups', () => {
    const s = emptySheet();
    s[0]![0] = 'house';
    s[1]![1] = 'house'; // diagonal: not connected
    expect(scoreAvenue(s, 1)).toBe(1);
    expect(scoreAvenue(s, 0)).toBe(3);
  });
  it('squares score nothing even on numbered cells; an empty sheet scores 0', () => {
    const s = emptySheet();
    s[0]![0] = 'square';
    expect(scoreAvenue(s, 0)).toBe(0);
    expect(scoreAvenue(emptySheet(), 2)).toBe(0);
  });
  it('§11 refuses a row outside 0–4 and leaves the sheet unchanged', () => {
    expectRuleError(() => scoreAvenue(EX8, 5), 'bad-argument');
    expectRuleError(() => scoreAvenue(EX8, -1), 'bad-argument');
    const before = JSON.stringify(EX8);
    scoreAvenue(EX8, 1);
    scoreSquares(EX8);
    targetColumns(EX8, 2);
    expect(JSON.stringify(EX8)).toBe(before);
  });
});

describe('§9 end of game', () => {
  it('example 9: squares 3–4/c3 (no lake) 0, 5–6/c5 10, edge 8–9/c1 10 → 20', () => {
    expect(scoreSquares(EX8)).toBe(20);
  });
  it('example 9: rounds [6,1,10,12,8,6,12,3,10] total 68, final 88', () => {
    expect(finalScore([6, 1, 10, 12, 8, 6, 12, 3, 10], EX8)).toBe(88);
  });
  it('§9.1 a corner square never scores; diagonals do not count; one object serves several squares', () => {
    const corner = sheetOf(`
      S H . . . .
      F L . . . .
      . . . . . .
      . . . . . .
      . . . . . .`);
    expect(scoreSquares(corner)).toBe(0);
    const shared = sheetOf(`
      . H . H . .
      F S L S F .
      . F . L . .
      . . . . . .
      . . . . . .`);
    // left square: H above, F left, L right, F below → 10; right square: H, L left, F right, L below → 10
    expect(scoreSquares(shared)).toBe(20);
    const diagonal = sheetOf(`
      H . F . . .
      . S . . . .
      L . . . . .
      . . . . . .
      . . . . . .`);
    expect(scoreSquares(diagonal)).toBe(0);
  });
  it('§9.1 a neighbouring square neither helps nor hurts', () => {
    const s = sheetOf(`
      . H . . . .
      F S S . . .
      . L . . . .
      . . . . . .
      . . . . . .`);
    expect(scoreSquares(s)).toBe(10);
  });
  it('§11 finalScore does not check the length of roundScores', () => {
    expect(finalScore([1, 2], emptySheet())).toBe(3);
    expect(finalScore([], EX8)).toBe(20);
  });
});
