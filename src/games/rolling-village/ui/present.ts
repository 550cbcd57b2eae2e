// Pure presentation helpers of the Rolling Village screens: words for dice and prompts, the
// marks drawn on a sheet (legal cells, scoring groups), places with shared ties, the share
// text, and the messages of a bad game code. No React and no rules: every fact comes from the
// engine's view (or, on the new-game screen, from the rules' setup helper).
import { placesOf } from '../../../kit/ranking';
import type { Translator } from '../../../i18n/core';
import {
  AVENUE_LABELS,
  COLS,
  ROWS,
  TYPE_OF_FACE,
  type BasicType,
  type ObjectType,
  type Options,
  type Roll,
  type RollView,
  type RoundRecord,
  type ScoringGroup,
  type SheetView,
  type Stage,
  type TodoView,
  type View,
} from '../rules';
import type { CodeReading } from '../rules/setup-helper';
import type { RvDict } from './strings';

export type RvT = Translator<RvDict>;

export const TYPE_WORD: Record<ObjectType, 'house' | 'forest' | 'lake' | 'square'> = {
  house: 'house',
  forest: 'forest',
  lake: 'lake',
  square: 'square',
};
export const TYPE_TITLE: Record<ObjectType, 'House' | 'Forest' | 'Lake' | 'Square'> = {
  house: 'House',
  forest: 'Forest',
  lake: 'Lake',
  square: 'Square',
};

/** The type of a die face; `face` is a rolled face, 1–6 (the rules' dice). */
export function faceType(face: number): BasicType {
  return TYPE_OF_FACE[face]!;
}

export function avenueLabel(row: number): string {
  return AVENUE_LABELS[row] ?? '?';
}

export function stageKey(
  stage: Stage,
): 'stageSetup' | 'stageBuilding' | 'stageBonus' | 'stageScoring' | 'stageOver' {
  switch (stage) {
    case 'setup':
      return 'stageSetup';
    case 'building':
      return 'stageBuilding';
    case 'bonus':
      return 'stageBonus';
    case 'scoring':
      return 'stageScoring';
    default:
      return 'stageOver';
  }
}

export function rollKindKey(kind: Roll['kind']): 'rollKindSetup' | 'rollKindBuilding' | 'rollKindScoring' {
  return kind === 'setup' ? 'rollKindSetup' : kind === 'building' ? 'rollKindBuilding' : 'rollKindScoring';
}

/** "die 2: forest" for each die, for labels and the live announcement. */
function dieWords(t: RvT, face: number): string {
  return t('dieFace', { face, type: t(TYPE_WORD[faceType(face)]) });
}

function capitalise(s: string): string {
  return s.length ? s.charAt(0).toLocaleUpperCase() + s.slice(1) : s;
}

/**
 * What a roll asks the table to do (spec §13.1 prompts): the main line, the other things it
 * asks (`extra`: setup rows, the bonus, the avenue a building roll scores) and `reminders` of
 * how the stage works (the full-column rule, the scoring roll to come). `bonusRound` adds the
 * bonus line to a building roll of rounds 3, 6 and 9.
 */
export function rollAsk(
  t: RvT,
  roll: RollView,
  options: Options,
  bonusRound: boolean,
): { main: string; extra: string[]; reminders: string[] } {
  const [a, b] = roll.dice;
  const extra: string[] = [];
  const reminders: string[] = [];
  if (roll.kind === 'setup') {
    const main =
      a === b ? t('askSetupDouble', { a }) : t('askSetup', { a: Math.min(a, b), b: Math.max(a, b) });
    if (options.setupDifferentRows) extra.push(t('askSetupRows'));
    return { main, extra, reminders };
  }
  if (roll.kind === 'building') {
    // The rules give a building roll one entry for a double, two otherwise (§5).
    const first = roll.objects[0]!;
    const main =
      a === b
        ? t('askBuildDouble', { type: capitalise(t(TYPE_WORD[first.type])), a })
        : t('askBuild', {
            typeA: capitalise(t(TYPE_WORD[first.type])),
            b: first.column,
            typeB: t(TYPE_WORD[roll.objects[1]!.type]),
            a: roll.objects[1]!.column,
          });
    reminders.push(t('askFullColumn'));
    if (bonusRound) extra.push(t('askBonus'));
    if (options.scoringRoll === 'building') {
      extra.push(
        roll.avenue === null
          ? t('askScoringKnownChoice')
          : t('askScoringKnown', { avenue: avenueLabel(roll.avenue) }),
      );
    } else reminders.push(t('askScoringNext'));
    return { main, extra, reminders };
  }
  return {
    main:
      roll.avenue === null
        ? t('askScoringChoice', { sum: roll.sum })
        : t('askScoringAvenue', { avenue: avenueLabel(roll.avenue) }),
    extra,
    reminders,
  };
}

/** One sentence for screen readers after a roll: kind, both dice with their types, and the ask. */
export function announceRoll(t: RvT, roll: RollView, options: Options, bonusRound: boolean): string {
  return t('announceRoll', {
    kind: t(rollKindKey(roll.kind)),
    a: dieWords(t, roll.dice[0]),
    b: dieWords(t, roll.dice[1]),
    ask: rollAsk(t, roll, options, bonusRound).main,
  });
}

/** The roll to show in the tray: the latest roll made, with what it asks for. */
export function trayRoll(view: View): RollView | null {
  return view.lastRoll;
}

// ---------------------------------------------------------------- the sheet

export interface CellMark {
  /** the selected requirement may go here */
  legal: boolean;
  /** drawn this stage and not yet confirmed (undo removes the last) */
  unconfirmed: boolean;
  /** index of the breakdown group holding this cell, or -1 */
  group: number;
  /** the group scored on the shown avenue (else it is dimmed) */
  scoring: boolean;
  /** points badge drawn on this cell (the first cell of its group), or null */
  badge: number | null;
  /** a square with its neighbours shown at the end */
  squarePoints: number | null;
  /** a neighbour of a shown square */
  squareNeighbour: boolean;
}

export interface Breakdown {
  avenue: number;
  groups: ScoringGroup[];
  otherGroups: ScoringGroup[];
}

function emptyMarks(): CellMark[][] {
  return Array.from({ length: ROWS }, () =>
    Array.from({ length: COLS }, () => ({
      legal: false,
      unconfirmed: false,
      group: -1,
      scoring: false,
      badge: null,
      squarePoints: null,
      squareNeighbour: false,
    })),
  );
}

/** Reading-order first cell of a group: where its points badge goes. */
function badgeCell(group: ScoringGroup): { row: number; col: number } {
  let best = group.cells[0]!; // a group holds at least one cell
  for (const c of group.cells) if (c.row < best.row || (c.row === best.row && c.col < best.col)) best = c;
  return best;
}

/**
 * Marks for each cell [row][col - 1] of a sheet: the legal cells of the selected requirement,
 * the unconfirmed placements, the groups of a scoring breakdown and, at the end, the squares.
 */
export function sheetMarks(
  sheet: SheetView,
  todo: TodoView | null,
  breakdown: Breakdown | null,
  showSquares: boolean,
): CellMark[][] {
  const marks = emptyMarks();
  // Every cell below is a cell of the sheet (the rules' view), so it has a mark.
  const at = (c: { row: number; col: number }): CellMark => marks[c.row]![c.col - 1]!;
  if (todo && todo.available) for (const c of todo.cells) at(c).legal = true;
  for (const p of sheet.placed) at(p).unconfirmed = true;
  if (breakdown) {
    const all = [
      ...breakdown.groups.map((g) => ({ g, scoring: true })),
      ...breakdown.otherGroups.map((g) => ({ g, scoring: false })),
    ];
    all.forEach(({ g, scoring }, i) => {
      for (const c of g.cells) {
        const m = at(c);
        m.group = i;
        m.scoring = scoring;
      }
      if (scoring) {
        const b = badgeCell(g);
        at(b).badge = g.points;
      }
    });
  }
  if (showSquares) {
    for (const s of sheet.squares) {
      at(s).squarePoints = s.points;
      if (s.qualifies) for (const n of s.neighbours) at(n).squareNeighbour = true;
    }
  }
  return marks;
}

export function recordBreakdown(r: RoundRecord): Breakdown {
  return { avenue: r.avenue, groups: r.groups, otherGroups: r.otherGroups };
}

/** Where a requirement may go, in words: "in column 4", "in column 2 or 4", "anywhere". */
export function todoWhere(t: RvT, todo: TodoView): string {
  if (todo.rolledColumn === null) return t('anywhere');
  const [c, d] = todo.columns;
  if (todo.columns.length === 1) return t('inColumn', { c: c! });
  if (todo.columns.length === 2) return t('inColumns', { c: c!, d: d! });
  return t('anywhere');
}

/** The full-column note of a requirement whose rolled column is full, or null. */
export function fallbackNote(t: RvT, todo: TodoView): string | null {
  if (!todo.fallback || todo.rolledColumn === null || todo.columns.length === 0) return null;
  const [to, other] = todo.columns;
  if (todo.columns.length === 2)
    return t('fallbackNoteTie', { c: todo.rolledColumn, to: to!, other: other! });
  return t('fallbackNote', { c: todo.rolledColumn, to: to! });
}

/** The requirement to select first: the first one that can be placed now. */
export function defaultTodo(todo: TodoView[]): number {
  const i = todo.findIndex((x) => x.available && x.cells.length > 0);
  return i < 0 ? 0 : i;
}

// ---------------------------------------------------------------- results

/** Plain text of the results for Web Share or the clipboard; names are only text. */
export function shareText(t: RvT, view: View): string {
  const lines = [t('shareHeading')];
  if (view.ranking && view.totals) {
    for (const row of placesOf(view.ranking))
      for (const s of row.seats)
        lines.push(
          t('shareLine', { place: row.place, name: view.seats[s]!.name, total: view.totals[s] ?? 0 }),
        );
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------- game codes

/** "ABC DEF GHJ": three groups of three for reading aloud (of a code the rules made). */
export function groupCode(code: string): string[] {
  return [code.slice(0, 3), code.slice(3, 6), code.slice(6)];
}

/** The message for a game code the rules refused, naming what is wrong (§13.3). */
export function codeErrorMessage(t: RvT, reading: CodeReading & { ok: false }): string {
  switch (reading.error) {
    case 'code-length':
      return t('errCodeLength', { count: reading.code.length });
    case 'code-character':
      return t('errCodeCharacter', { ch: reading.badChar ?? '?' });
    case 'code-check':
      return t('errCodeCheck');
    case 'code-invalid':
      return t('errCodeInvalid');
    default:
      return t('errCodeVersion');
  }
}

export function optionsWords(t: RvT, o: Options): string {
  const parts = [o.scoringRoll === 'building' ? t('optScoringBuilding') : t('optScoringSeparate')];
  if (o.setupDifferentRows) parts.push(t('optRows'));
  return parts.join('; ');
}
