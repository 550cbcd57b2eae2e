// Property tests (fast-check) over random sheets and random games.
import { describe, expect, it } from 'vitest';
import { playRandomly } from '../../../support/randomPlay';
import fc from 'fast-check';
import {
  allGroups,
  avenueBreakdown,
  scoringGroups,
  rules,
  scoreAvenue,
  scoreSquares,
  squareDetails,
  targetColumns,
  type Cell,
  type Sheet,
} from '../../../../src/games/rolling-village/rules';
import { config } from './helpers';

const cellArb: fc.Arbitrary<Cell> = fc.constantFrom(null, null, 'house', 'forest', 'lake', 'square');
const sheetArb: fc.Arbitrary<Sheet> = fc.array(fc.array(cellArb, { minLength: 6, maxLength: 6 }), {
  minLength: 5,
  maxLength: 5,
});
const rowArb = fc.integer({ min: 0, max: 4 });

describe('§8.3 scoring properties', () => {
  it("a sheet's avenue score equals the sum of its scoring groups' points", () => {
    fc.assert(
      fc.property(sheetArb, rowArb, (sheet, row) => {
        const b = avenueBreakdown(sheet, row);
        expect(scoreAvenue(sheet, row)).toBe(b.score);
        expect(b.groups.reduce((a, g) => a + g.points, 0)).toBe(b.score);
        for (const g of b.groups) expect(g.cells.some((c) => c.row === row)).toBe(true);
        for (const g of b.otherGroups) expect(g.cells.some((c) => c.row === row)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
  it("§12.6 the stored scoring groups (scoringGroups) are exactly the breakdown's scoring groups", () => {
    fc.assert(
      fc.property(sheetArb, rowArb, (sheet, row) => {
        const key = (g: { cells: { row: number; col: number }[] }) =>
          g.cells.map((c) => `${c.row}${c.col}`).join();
        const stored = scoringGroups(sheet, row);
        const b = avenueBreakdown(sheet, row);
        expect(stored.score).toBe(b.score);
        expect(stored.groups.map(key).sort()).toEqual(b.groups.map(key).sort());
      }),
      { numRuns: 300 },
    );
  });
  it('§1 groups partition the basic objects; each group is one type and connected orthogonally; squares are in none', () => {
    fc.assert(
      fc.property(sheetArb, (sheet) => {
        const groups = allGroups(sheet);
        const seen = new Set<string>();
        for (const g of groups) {
          for (const c of g.cells) {
            expect(sheet[c.row]![c.col - 1]).toBe(g.type);
            const k = `${c.row},${c.col}`;
            expect(seen.has(k)).toBe(false);
            seen.add(k);
          }
          // no same-type neighbour outside the group (maximality)
          for (const c of g.cells)
            for (const [dr, dc] of [
              [1, 0],
              [-1, 0],
              [0, 1],
              [0, -1],
            ]) {
              const r = c.row + dr!,
                col = c.col + dc!;
              if (r < 0 || r > 4 || col < 1 || col > 6) continue;
              if (sheet[r]![col - 1] === g.type)
                expect(g.cells.some((x) => x.row === r && x.col === col)).toBe(true);
            }
        }
        const basics = sheet.flat().filter((x) => x === 'house' || x === 'forest' || x === 'lake').length;
        expect(seen.size).toBe(basics);
      }),
      { numRuns: 300 },
    );
  });
  it('§2.1 the grid is mirror-symmetric: flipping the sheet keeps the mirrored avenue scores and square points', () => {
    fc.assert(
      fc.property(sheetArb, rowArb, (sheet, row) => {
        const flipV = sheet.slice().reverse();
        const flipH = sheet.map((r) => r.slice().reverse());
        expect(scoreAvenue(flipV, 4 - row)).toBe(scoreAvenue(sheet, row));
        expect(scoreAvenue(flipH, row)).toBe(scoreAvenue(sheet, row));
        expect(scoreSquares(flipV)).toBe(scoreSquares(sheet));
      }),
      { numRuns: 300 },
    );
  });
  it('§9.1 scoreSquares equals 10 × the qualifying squares listed with their neighbours', () => {
    fc.assert(
      fc.property(sheetArb, (sheet) => {
        const d = squareDetails(sheet);
        expect(scoreSquares(sheet)).toBe(10 * d.filter((q) => q.qualifies).length);
        for (const q of d)
          expect(q.qualifies).toBe(new Set(q.neighbours.map((n) => sheet[n.row]![n.col - 1])).size === 3);
      }),
      { numRuns: 300 },
    );
  });
  it('§6.3 targetColumns: non-empty columns with room, at the nearest distance, with the most empty cells', () => {
    fc.assert(
      fc.property(sheetArb, fc.integer({ min: 1, max: 6 }), (sheet, column) => {
        const empty = (c: number) => sheet.filter((r) => r[c - 1] === null).length;
        const got = targetColumns(sheet, column);
        if (empty(column) > 0) {
          expect(got).toEqual([column]);
          return;
        }
        if ([1, 2, 3, 4, 5, 6].every((c) => empty(c) === 0)) {
          expect(got).toEqual([]);
          return;
        }
        expect(got.length === 1 || got.length === 2).toBe(true);
        const d = Math.abs(got[0]! - column);
        for (const c of got) expect(Math.abs(c - column)).toBe(d);
        for (let c = 1; c <= 6; c++) if (Math.abs(c - column) < d) expect(empty(c)).toBe(0);
        const cand = [column - d, column + d].filter((c) => c >= 1 && c <= 6 && empty(c) > 0);
        const best = Math.max(...cand.map(empty));
        expect(got).toEqual(cand.filter((c) => empty(c) === best).sort((a, b) => a - b));
      }),
      { numRuns: 500 },
    );
  });
});

describe('§1 placements never overwrite (random games)', () => {
  it('every accepted action leaves every drawn object in place, except undo of the last placement', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        (seed, n, building) => {
          const start = rules.setup(config(n, { scoringRoll: building ? 'building' : 'separate' }), seed);
          const walk = playRandomly(rules, start, {
            rng: seed,
            seat: 'random',
            maxSteps: 5000,
            each: ({ state: s, seat, action: a, next }) => {
              s.seats.forEach((before, i) => {
                if (!before.sheet) return;
                for (let r = 0; r < 5; r++)
                  for (let c = 0; c < 6; c++) {
                    const was = before.sheet[r]![c];
                    const now = next.seats[i]!.sheet![r]![c];
                    if (was === null || was === now) continue;
                    // the only removal is an undo of that sheet's last placement
                    const last = before.placed[before.placed.length - 1];
                    expect(
                      a.type === 'undo' &&
                        a.seat === i &&
                        last!.row === r &&
                        last!.col === c + 1 &&
                        now === null,
                    ).toBe(true);
                  }
              });
              if (a.type === 'place') expect(s.seats[seat!]!.sheet![a.row]![a.col - 1]).toBeNull();
            },
          });
          expect(rules.actors(walk.state)).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
