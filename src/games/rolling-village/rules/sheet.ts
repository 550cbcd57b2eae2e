// The village sheet: printed points, layout constants, die-face types and argument checks
// (spec §2, §3, §11).
import { RuleError } from '../../../kit/rules';
import type { BasicType, Cell, Sheet } from './types';

/** §2.1 five avenues (rows) by six columns */
export const ROWS = 5;
export const COLS = 6;
/** §9.1 a square whose neighbours include a house, a forest and a lake */
export const SQUARE_POINTS = 10;
/** §12.3 highest possible paper total: 9 × 30 + 9 squares × 10 */
export const MAX_TOTAL = 360;

/** §2.2 printed points, [row][col]. Read-only: frozen so a caller cannot corrupt scoring. */
export const POINTS: number[][] = Object.freeze([
  Object.freeze([3, 0, 2, 2, 0, 3]),
  Object.freeze([0, 1, 0, 0, 1, 0]),
  Object.freeze([2, 0, 1, 1, 0, 2]),
  Object.freeze([0, 1, 0, 0, 1, 0]),
  Object.freeze([3, 0, 2, 2, 0, 3]),
]) as unknown as number[][];

/** §8.2 the dice sums that score each avenue row (2 and 12: the player chooses) */
export const AVENUE_SUMS: readonly (readonly number[])[] = [[3, 4], [5, 6], [7], [8, 9], [10, 11]];
/** §8.2 the sums with which each player chooses the avenue to score */
export const CHOICE_SUMS: readonly number[] = [2, 12];
/** §2.1 avenue labels by row, written from their sums: '3–4', '5–6', '7', '8–9', '10–11'. */
export const AVENUE_LABELS: readonly string[] = AVENUE_SUMS.map((sums) => sums.join('–'));
/** §8.2 the avenue row a sum of two dice scores; null for a choice sum (and outside 2–12) */
const ROW_OF_SUM: readonly (number | null)[] = Array.from({ length: 13 }, (_, sum) => {
  const row = AVENUE_SUMS.findIndex((sums) => sums.includes(sum));
  return row < 0 ? null : row;
});

/** The avenue row of a dice sum 2–12 (null: the player chooses, §8.2); throws for any other sum. */
export function rowOfSum(sum: number): number | null {
  const row = ROW_OF_SUM[sum];
  if (row === undefined) throw new RuleError('bad-argument', `no two dice sum to ${sum}`);
  return row;
}

export function isChoiceSum(sum: number): boolean {
  return CHOICE_SUMS.includes(sum);
}

export const BASIC_TYPES: readonly BasicType[] = ['house', 'forest', 'lake'];

/** §3: 1 or 4 = house, 2 or 5 = forest, 3 or 6 = lake. Index by face (1–6); index 0 unused. */
export const TYPE_OF_FACE: readonly BasicType[] = [
  'house',
  'house',
  'forest',
  'lake',
  'house',
  'forest',
  'lake',
];

const facesOf = (type: BasicType): readonly number[] =>
  TYPE_OF_FACE.flatMap((t, face) => (face > 0 && t === type ? [face] : []));
/** The faces (1–6) that give each basic type (§3), read from TYPE_OF_FACE: house [1, 4]. */
export const FACES_OF_TYPE: Readonly<Record<BasicType, readonly number[]>> = {
  house: facesOf('house'),
  forest: facesOf('forest'),
  lake: facesOf('lake'),
};

/** Rounds with a bonus stage (§7). */
export const BONUS_ROUNDS: readonly number[] = [3, 6, 9];
export const LAST_ROUND = 9;

export function isBonusRound(round: number): boolean {
  return BONUS_ROUNDS.includes(round);
}

export function emptySheet(): Sheet {
  const s: Sheet = [];
  for (let r = 0; r < ROWS; r++) s.push(new Array<Cell>(COLS).fill(null));
  return s;
}

export function isInt(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x);
}

/** Throws 'bad-argument' unless `sheet` is ROWS × COLS of the five cell values (§11). */
export function checkSheet(sheet: unknown): asserts sheet is Sheet {
  if (!Array.isArray(sheet) || sheet.length !== ROWS)
    throw new RuleError('bad-argument', `sheet must have ${ROWS} rows`);
  for (const row of sheet) {
    if (!Array.isArray(row) || row.length !== COLS)
      throw new RuleError('bad-argument', `sheet rows must have ${COLS} cells`);
    for (let c = 0; c < COLS; c++) {
      const v = row[c];
      if (v !== null && v !== 'house' && v !== 'forest' && v !== 'lake' && v !== 'square')
        throw new RuleError('bad-argument', `bad cell value ${String(v)}`);
    }
  }
}

export function checkFace(face: unknown, what = 'face'): asserts face is number {
  if (!isInt(face) || face < 1 || face > 6)
    throw new RuleError('bad-argument', `${what} must be an integer 1–6`);
}

export function checkRow(row: unknown): asserts row is number {
  if (!isInt(row) || row < 0 || row >= ROWS)
    throw new RuleError('bad-argument', `row must be an integer 0–${ROWS - 1}`);
}

/** Empty cells of a 1-based column. */
export function emptyInColumn(sheet: Sheet, column: number): number {
  const c = column - 1;
  let n = 0;
  for (let r = 0; r < ROWS; r++) if (sheet[r]![c] === null) n++;
  return n;
}

export function isBasic(c: Cell | undefined): c is BasicType {
  return c === 'house' || c === 'forest' || c === 'lake';
}

const LETTER_OF: Record<string, string> = { house: 'H', forest: 'F', lake: 'L', square: 'S' };
const CELL_OF: Record<string, Cell> = { H: 'house', F: 'forest', L: 'lake', S: 'square', '.': null };

/** 30 characters, row by row: H F L S or '.' (compact sheet for round records). */
export function sheetToSnapshot(sheet: Sheet): string {
  let out = '';
  for (const row of sheet) for (const c of row) out += c === null ? '.' : LETTER_OF[c];
  return out;
}

export function snapshotToSheet(snapshot: string): Sheet {
  const s: Sheet = [];
  for (let r = 0; r < ROWS; r++) {
    const row: Cell[] = [];
    for (let c = 0; c < COLS; c++) row.push(CELL_OF[snapshot.charAt(r * COLS + c)] ?? null);
    s.push(row);
  }
  return s;
}
