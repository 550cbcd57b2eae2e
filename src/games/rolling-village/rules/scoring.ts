// Scoring: avenue of a sum, round score of an avenue, groups breakdown, squares, final score
// (spec §8, §9, §11, §12.6).
import { RuleError } from '../../../kit/rules';
import {
  checkRow,
  checkSheet,
  COLS as SHEET_COLS,
  isBasic as sheetIsBasic,
  isInt,
  POINTS,
  rowOfSum,
  ROWS as SHEET_ROWS,
  SQUARE_POINTS as SHEET_SQUARE_POINTS,
} from './sheet';
import type { BasicType, CellRef, Sheet, SquareView, ScoringGroup } from './types';

/** §8.2 row line: sums 3–4 → 0, 5–6 → 1, 7 → 2, 8–9 → 3, 10–11 → 4; 2 and 12 → null (choice). */
export function avenueForSum(sum: number): number | null {
  if (!isInt(sum) || sum < 2 || sum > 12) throw new RuleError('bad-argument', 'sum must be an integer 2–12');
  return rowOfSum(sum);
}

// The sheet's size, basic types and square points are declared once in sheet.ts; these are
// local bindings of them, because imported bindings are getters under vite-node, too slow for
// the innermost loops.
const ROWS = SHEET_ROWS;
const COLS = SHEET_COLS;
const SQUARE_POINTS = SHEET_SQUARE_POINTS;
const isBasic = sheetIsBasic;

// Scratch buffers for the flood fill. Module-level to keep the hot path allocation-free; the
// functions stay pure because nothing observable survives a call.
const seen = new Uint32Array(ROWS * COLS);
let generation = 0;
const stack = new Int32Array(ROWS * COLS);
const FLAT_POINTS = Int32Array.from(POINTS.flat());

function nextGeneration(): number {
  generation = (generation + 1) >>> 0;
  if (generation === 0) {
    seen.fill(0);
    generation = 1;
  }
  return generation;
}

/** Flood-fills the group of the basic object at flat index `start`; returns its points. Marks cells seen. */
function fillPoints(sheet: Sheet, start: number, gen: number, out: number[] | null): number {
  // every flat index here is a cell of the ROWS × COLS sheet; r and c are range-checked before
  // each neighbour is read
  const type = sheet[(start / COLS) | 0]![start % COLS];
  let top = 0;
  stack[top++] = start;
  seen[start] = gen;
  let points = 0;
  while (top > 0) {
    const i = stack[--top]!;
    points += FLAT_POINTS[i]!;
    if (out) out.push(i);
    const r = (i / COLS) | 0;
    const c = i - r * COLS;
    if (r > 0 && seen[i - COLS] !== gen && sheet[r - 1]![c] === type) {
      seen[i - COLS] = gen;
      stack[top++] = i - COLS;
    }
    if (r < ROWS - 1 && seen[i + COLS] !== gen && sheet[r + 1]![c] === type) {
      seen[i + COLS] = gen;
      stack[top++] = i + COLS;
    }
    if (c > 0 && seen[i - 1] !== gen && sheet[r]![c - 1] === type) {
      seen[i - 1] = gen;
      stack[top++] = i - 1;
    }
    if (c < COLS - 1 && seen[i + 1] !== gen && sheet[r]![c + 1] === type) {
      seen[i + 1] = gen;
      stack[top++] = i + 1;
    }
  }
  return points;
}

/** §8.3 round score without argument checks (the engine's hot path). */
export function scoreAvenueUnchecked(sheet: Sheet, row: number): number {
  const gen = nextGeneration();
  const line = sheet[row]!; // row is an avenue 0–4
  let total = 0;
  for (let c = 0; c < COLS; c++) {
    const i = row * COLS + c;
    if (seen[i] === gen || !isBasic(line[c])) continue;
    total += fillPoints(sheet, i, gen, null);
  }
  return total;
}

/**
 * §8.3 the round score of avenue `row`: every group of basic objects with at least one cell on
 * the row scores once, the sum of POINTS over all its cells. Squares belong to no group and
 * separate groups.
 */
export function scoreAvenue(sheet: Sheet, row: number): number {
  checkSheet(sheet);
  checkRow(row);
  return scoreAvenueUnchecked(sheet, row);
}

function toGroup(sheet: Sheet, flat: number[], points: number): ScoringGroup {
  flat.sort((a, b) => a - b);
  const cells: CellRef[] = flat.map((i) => ({ row: (i / COLS) | 0, col: (i % COLS) + 1 }));
  // a group holds at least the cell its fill started from
  const first = cells[0]!;
  return { type: sheet[first.row]![first.col - 1] as BasicType, cells, points };
}

/** Every group of the sheet (§1), in reading order of its first cell. */
export function allGroups(sheet: Sheet): ScoringGroup[] {
  const gen = nextGeneration();
  const groups: ScoringGroup[] = [];
  for (let i = 0; i < ROWS * COLS; i++) {
    if (seen[i] === gen || !isBasic(sheet[(i / COLS) | 0]![i % COLS])) continue;
    const flat: number[] = [];
    const points = fillPoints(sheet, i, gen, flat);
    groups.push(toGroup(sheet, flat, points));
  }
  return groups;
}

/** §8.3/§12.6 the groups that score on avenue `row`, with their points (no argument checks). */
export function scoringGroups(sheet: Sheet, row: number): { score: number; groups: ScoringGroup[] } {
  const gen = nextGeneration();
  const groups: ScoringGroup[] = [];
  let score = 0;
  for (let c = 0; c < COLS; c++) {
    const i = row * COLS + c;
    if (seen[i] === gen || !isBasic(sheet[row]![c])) continue;
    const flat: number[] = [];
    const points = fillPoints(sheet, i, gen, flat);
    score += points;
    groups.push(toGroup(sheet, flat, points));
  }
  return { score, groups };
}

export interface AvenueBreakdown {
  avenue: number;
  score: number;
  /** the groups that score on this avenue */
  groups: ScoringGroup[];
  /** the groups that do not */
  otherGroups: ScoringGroup[];
}

/** §12.6 the scoring breakdown of avenue `row`: scoring groups with points, and the rest. */
export function avenueBreakdown(sheet: Sheet, row: number): AvenueBreakdown {
  const groups: ScoringGroup[] = [];
  const otherGroups: ScoringGroup[] = [];
  let score = 0;
  for (const g of allGroups(sheet)) {
    if (g.cells.some((c) => c.row === row)) {
      groups.push(g);
      score += g.points;
    } else otherGroups.push(g);
  }
  return { avenue: row, score, groups, otherGroups };
}

/** §9.1 every square with its basic neighbours and whether it qualifies. */
export function squareDetails(sheet: Sheet): SquareView[] {
  const out: SquareView[] = [];
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLS; c++) {
      if (sheet[r]![c] !== 'square') continue;
      const neighbours: CellRef[] = [];
      const neighbourTypes: BasicType[] = [];
      let mask = 0;
      const look = (rr: number, cc: number) => {
        if (rr < 0 || rr >= ROWS || cc < 0 || cc >= COLS) return;
        const v = sheet[rr]![cc];
        if (v === 'house') mask |= 1;
        else if (v === 'forest') mask |= 2;
        else if (v === 'lake') mask |= 4;
        else return;
        neighbours.push({ row: rr, col: cc + 1 });
        neighbourTypes.push(v);
      };
      look(r - 1, c);
      look(r + 1, c);
      look(r, c - 1);
      look(r, c + 1);
      const qualifies = mask === 7;
      out.push({
        row: r,
        col: c + 1,
        neighbours,
        neighbourTypes,
        qualifies,
        points: qualifies ? SQUARE_POINTS : 0,
      });
    }
  }
  return out;
}

export function scoreSquaresUnchecked(sheet: Sheet): number {
  let total = 0;
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLS; c++) {
      if (sheet[r]![c] !== 'square') continue;
      let mask = 0;
      const v = [
        r > 0 ? sheet[r - 1]![c] : null,
        r < ROWS - 1 ? sheet[r + 1]![c] : null,
        c > 0 ? sheet[r]![c - 1] : null,
        c < COLS - 1 ? sheet[r]![c + 1] : null,
      ];
      for (const x of v) mask |= x === 'house' ? 1 : x === 'forest' ? 2 : x === 'lake' ? 4 : 0;
      if (mask === 7) total += SQUARE_POINTS;
    }
  }
  return total;
}

/** §9.1 10 points for each square whose orthogonal neighbours include a house, a forest and a lake. */
export function scoreSquares(sheet: Sheet): number {
  checkSheet(sheet);
  return scoreSquaresUnchecked(sheet);
}

/** §9.2 the sum of the round scores plus the squares' points; the length is not checked. */
export function finalScore(roundScores: number[], sheet: Sheet): number {
  if (!Array.isArray(roundScores) || !roundScores.every((x) => typeof x === 'number' && Number.isFinite(x)))
    throw new RuleError('bad-argument', 'roundScores must be an array of numbers');
  checkSheet(sheet);
  let total = 0;
  for (const x of roundScores) total += x;
  return total + scoreSquaresUnchecked(sheet);
}
