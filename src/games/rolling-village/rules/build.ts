// Building stage: the cross rule, doubles and the full-column fallback (spec §6, §11).
import {
  checkFace,
  checkSheet,
  COLS as SHEET_COLS,
  emptyInColumn as sheetEmptyInColumn,
  TYPE_OF_FACE,
} from './sheet';
import type { BuildEntry, Sheet } from './types';

// The sheet's size and emptyInColumn are declared once in sheet.ts; these are local bindings of it, because
// imported bindings are getters under vite-node, slow in hot loops.
const COLS = SHEET_COLS;
const emptyInColumn = sheetEmptyInColumn;

/**
 * §6.1/§6.2 the objects a building roll asks for, before fallback. For a ≠ b exactly
 * [{TYPE[a], column b}, {TYPE[b], column a}] in that order; a double gives one entry (the
 * square of a double is not listed).
 */
export function buildStage(a: number, b: number): BuildEntry[] {
  checkFace(a, 'a');
  checkFace(b, 'b');
  return buildStageUnchecked(a, b);
}

export function buildStageUnchecked(a: number, b: number): BuildEntry[] {
  // a and b are die faces 1–6, each of which gives a type
  if (a === b) return [{ type: TYPE_OF_FACE[a]!, column: a }];
  return [
    { type: TYPE_OF_FACE[a]!, column: b },
    { type: TYPE_OF_FACE[b]!, column: a },
  ];
}

/**
 * §6.3 the 1-based columns where an object rolled for `column` may go, ascending: the column
 * itself if it has room; otherwise the nearest existing columns (no wrap-around) that have
 * room, keeping those with the most empty cells (two on a tie); [] on a full sheet.
 */
export function targetColumns(sheet: Sheet, column: number): number[] {
  checkSheet(sheet);
  checkFace(column, 'column');
  return targetColumnsUnchecked(sheet, column);
}

export function targetColumnsUnchecked(sheet: Sheet, column: number): number[] {
  if (emptyInColumn(sheet, column) > 0) return [column];
  for (let d = 1; d < COLS; d++) {
    const lo = column - d;
    const hi = column + d;
    const eLo = lo >= 1 ? emptyInColumn(sheet, lo) : 0;
    const eHi = hi <= COLS ? emptyInColumn(sheet, hi) : 0;
    if (eLo === 0 && eHi === 0) continue;
    if (eLo === eHi) return [lo, hi];
    return eLo > eHi ? [lo] : [hi];
  }
  return [];
}
