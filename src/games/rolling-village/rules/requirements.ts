// What a sheet still has to place in the current stage, and where each object may go now
// (spec §5, §6, §7, §12.3). Shared by validation, legalActions and the view.
import { targetColumnsUnchecked, buildStageUnchecked } from './build';
import { BASIC_TYPES, COLS as SHEET_COLS, isBonusRound, ROWS as SHEET_ROWS } from './sheet';
import type {
  BasicType,
  BuildEntry,
  ObjectType,
  Placement,
  Requirement,
  Roll,
  SeatState,
  State,
} from './types';

// The sheet's size is declared once in sheet.ts; these are local bindings of it, because
// imported bindings are getters under vite-node, slow in hot loops.
const ROWS = SHEET_ROWS;
const COLS = SHEET_COLS;

interface OpenRequirement {
  req: Requirement;
  types: ObjectType[];
  /** rolled 1-based column (setup, build entries), else null */
  rolledColumn: number | null;
  /** allowed 1-based columns now */
  columns: number[];
  /** setup with the different-rows option: the row the other setup object took */
  forbiddenRow: number | null;
  /** bonus before both building placements */
  available: boolean;
}

const ALL_COLUMNS = [1, 2, 3, 4, 5, 6];

export function lastRoll(state: State, kind: Roll['kind']): Roll | null {
  for (let i = state.rolls.length - 1; i >= 0; i--) {
    const r = state.rolls[i]!;
    if (r.kind === kind && r.round === state.round) return r;
  }
  return null;
}

export function placedOf(seat: SeatState, req: Requirement): Placement | null {
  for (const p of seat.placed) if (p.req === req) return p;
  return null;
}

/** Entries of the current building roll (before fallback). */
export function currentEntries(state: State): BuildEntry[] {
  const roll = lastRoll(state, 'building');
  return roll ? buildStageUnchecked(roll.dice[0], roll.dice[1]) : [];
}

/** Both building placements (or the entry and the square of a double) are made. */
export function buildingDone(state: State, seat: SeatState): boolean {
  const roll = lastRoll(state, 'building');
  if (!roll) return false;
  if (!placedOf(seat, 'build0')) return false;
  return roll.dice[0] === roll.dice[1]
    ? placedOf(seat, 'square') !== null
    : placedOf(seat, 'build1') !== null;
}

export function unusedBonusTypes(seat: SeatState): BasicType[] {
  return BASIC_TYPES.filter((t) => !seat.usedBonus.includes(t));
}

/** Rolled setup columns still open (multiset difference of [a, b] and the placed setup columns). */
export function openSetupColumns(state: State, seat: SeatState): number[] {
  const roll = lastRoll(state, 'setup');
  if (!roll) return [];
  const open = [roll.dice[0], roll.dice[1]];
  for (const p of seat.placed) {
    if (p.req !== 'setup') continue;
    const i = open.indexOf(p.col);
    if (i >= 0) open.splice(i, 1);
  }
  return open;
}

/** Every open requirement of a digital sheet in the current stage (none when done). */
export function openRequirements(state: State, seat: SeatState): OpenRequirement[] {
  const out: OpenRequirement[] = [];
  if (seat.kind !== 'digital' || seat.done || !seat.sheet) return out;
  if (state.phase === 'setup') {
    const open = openSetupColumns(state, seat);
    if (open.length === 0) return out;
    const first = seat.placed.find((p) => p.req === 'setup') ?? null;
    const types: ObjectType[] = first ? BASIC_TYPES.filter((t) => t !== first.object) : BASIC_TYPES.slice();
    const forbiddenRow = first && state.config.options.setupDifferentRows ? first.row : null;
    const cols = open[0] === open[1] ? open.slice(0, 1) : open.slice().sort((a, b) => a - b);
    // one requirement per open rolled column; on a double both objects share the column
    for (const c of cols)
      out.push({ req: 'setup', types, rolledColumn: c, columns: [c], forbiddenRow, available: true });
    return out;
  }
  if (state.phase !== 'building') return out;
  const roll = lastRoll(state, 'building');
  if (!roll) return out;
  const [a, b] = roll.dice;
  const entries = buildStageUnchecked(a, b);
  const sheet = seat.sheet;
  entries.forEach((e, i) => {
    const req: Requirement = i === 0 ? 'build0' : 'build1';
    if (placedOf(seat, req)) return;
    out.push({
      req,
      types: [e.type],
      rolledColumn: e.column,
      columns: targetColumnsUnchecked(sheet, e.column),
      forbiddenRow: null,
      available: true,
    });
  });
  if (a === b && !placedOf(seat, 'square'))
    out.push({
      req: 'square',
      types: ['square'],
      rolledColumn: null,
      columns: ALL_COLUMNS,
      forbiddenRow: null,
      available: true,
    });
  if (isBonusRound(state.round) && !placedOf(seat, 'bonus'))
    out.push({
      req: 'bonus',
      types: unusedBonusTypes(seat),
      rolledColumn: null,
      columns: ALL_COLUMNS,
      forbiddenRow: null,
      available: buildingDone(state, seat),
    });
  return out;
}

/** Empty cells where an open requirement may go now, as [row, col1] pairs in reading order. */
export function cellsFor(seat: SeatState, open: OpenRequirement): { row: number; col: number }[] {
  const out: { row: number; col: number }[] = [];
  const sheet = seat.sheet;
  if (!sheet || !open.available) return out;
  for (let r = 0; r < ROWS; r++) {
    if (r === open.forbiddenRow) continue;
    for (let c = 1; c <= COLS; c++)
      if (sheet[r]![c - 1] === null && open.columns.includes(c)) out.push({ row: r, col: c });
  }
  return out;
}

/** Every requirement of the stage is met (done is allowed). */
export function stageComplete(state: State, seat: SeatState): boolean {
  if (seat.kind !== 'digital' || !seat.sheet) return false;
  if (state.phase === 'setup') return seat.placed.length === 2;
  if (state.phase !== 'building') return false;
  if (!buildingDone(state, seat)) return false;
  return !isBonusRound(state.round) || placedOf(seat, 'bonus') !== null;
}
