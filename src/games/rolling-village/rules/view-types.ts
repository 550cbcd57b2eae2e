// Types of what the Rolling Village screens are given (spec §12.6, §12.7, §13): the view carries
// every fact a screen shows (what a roll asks for, legal cells per pick, the breakdown of each
// avenue, each sheet's status), so no screen runs a rule. Plain JSON like the state.
import type { GAME_ID } from '../facts';
import type { LogEvent } from './log';
import type {
  BasicType,
  BuildEntry,
  CellRef,
  ObjectType,
  Options,
  Phase,
  Placement,
  Requirement,
  Roll,
  RollKind,
  ScoringGroup,
  RoundRecord,
  SeatKind,
  Sheet,
} from './types';

/** Table-level stage shown to players. */
export type Stage = 'setup' | 'building' | 'bonus' | 'scoring' | 'over';

/** What a roll asks for (§13.1 prompts). */
export interface RollView extends Roll {
  sum: number;
  double: boolean;
  /** setup roll: the rolled columns [a, b] (both a on a double); else [] */
  setupColumns: number[];
  /** building roll: buildStage(a, b) (before fallback); else [] */
  objects: BuildEntry[];
  /** building roll: a double also asks for a square anywhere */
  square: boolean;
  /**
   * the avenue this roll picks: row 0–4, or null when the player chooses (2/12) or the roll
   * does not pick one (setup; building roll in 'separate' mode)
   */
  avenue: number | null;
  /** true when this roll picks the avenue and its sum is 2 or 12 */
  avenueChoice: boolean;
}

/** An open requirement of a sheet with where it may go now. */
export interface TodoView {
  req: Requirement;
  /** allowed object types */
  types: ObjectType[];
  /** the rolled column (1-based) for setup/build entries; null for square and bonus */
  rolledColumn: number | null;
  /** 1-based columns allowed now (after the full-column fallback); all six for square/bonus */
  columns: number[];
  /** true when the rolled column is full and the fallback of §6.3 applies */
  fallback: boolean;
  /** every empty cell this requirement may take now ([] when it may not be placed yet, e.g. bonus before building) */
  cells: CellRef[];
  /** false while it is blocked (bonus before both building placements) */
  available: boolean;
}

export interface SquareView {
  row: number;
  col: number;
  /** the orthogonal neighbours holding a basic object */
  neighbours: CellRef[];
  /** the types of those neighbours, in the same order */
  neighbourTypes: BasicType[];
  /** house, forest and lake all among the neighbours (§9.1) */
  qualifies: boolean;
  points: number;
}

/** What a sheet has to do now. */
export type SheetStep =
  | 'place' // requirements are open
  | 'confirm' // all placed, done is due
  | 'choose-avenue' // 2/12 scoring roll: name an avenue
  | 'wait' // nothing to do now
  | 'finished'; // game over for this sheet

export interface SheetView {
  seat: number;
  name: string;
  cells: Sheet;
  step: SheetStep;
  /** open requirements of the current stage, in a stable order */
  todo: TodoView[];
  /** unconfirmed placements of this stage, oldest first */
  placed: Placement[];
  canUndo: boolean;
  canConfirm: boolean;
  /** done must name an avenue ('building' mode, sum 2/12) */
  confirmNeedsAvenue: boolean;
  /** bonus types used (stars on the legend) */
  usedBonus: BasicType[];
  /** the 9 round boxes; null until scored */
  roundScores: (number | null)[];
  records: RoundRecord[];
  /**
   * the active avenue of the current round and its live score/groups, when known before it is
   * recorded ('building' mode preview); null otherwise
   */
  preview: { avenue: number; score: number; groups: ScoringGroup[] } | null;
  /** score of each avenue row 0–4 now, when this sheet has to choose an avenue (for preselect); else null */
  avenueScores: number[] | null;
  /** when choosing: each avenue's breakdown now (its scoring and dimmed groups), by row; else null */
  avenueBreakdowns: AvenueBreakdownView[] | null;
  /** the avenue to preselect when choosing (§12.3): the highest score, the upper avenue on a tie; else null */
  bestAvenue: number | null;
  /** the next digital seat after this one, in seat order, that still has a sheet action to make; else null */
  nextToAct: number | null;
  squares: SquareView[];
  squaresTotal: number;
  roundsTotal: number;
  /** final score after round 9; null before */
  final: number | null;
}

/** What an avenue would score now: the groups touching it and the others (dimmed). */
export interface AvenueBreakdownView {
  avenue: number;
  score: number;
  groups: ScoringGroup[];
  otherGroups: ScoringGroup[];
}

/**
 * Where a seat is with the current roll: 'to-act' it still has something to do; 'done' it has
 * done all the latest roll asks of it (a sheet confirmed, an avenue chosen, a total entered);
 * 'waiting' nothing is asked of it yet (a roll is due and it has nothing left from the last one,
 * or no roll has been made).
 */
export type SeatStatus = 'to-act' | 'done' | 'waiting';

export interface SeatView {
  seat: number;
  name: string;
  kind: SeatKind;
  /** this seat has something to do now */
  toAct: boolean;
  /** where its sheet is with the current roll (a roll due counts as nothing to do) */
  status: SeatStatus;
  /** final score (digital) or entered total (paper); null until known */
  total: number | null;
}

/** One sheet's points in the round just scored. */
export interface RoundPointsView {
  seat: number;
  name: string;
  /** the avenue row scored (0–4) and whether the sheet chose it (sum 2 or 12) */
  avenue: number;
  chosen: boolean;
  points: number;
  /** the round's highest score among several sheets (shown in bold) */
  best: boolean;
}

/**
 * Who scored what in the round just scored (issue 23 item 7): from the round's last scoring
 * until the next building roll, and after the last round while paper totals are entered (not
 * once over: the results show every round). Digital sheets only, in seat order.
 */
export interface RoundSummaryView {
  round: number;
  lines: RoundPointsView[];
}

export interface View {
  gameId: typeof GAME_ID;
  /** the viewing seat, or null for the table view */
  viewer: number | null;
  /** the game code for the share screen (§13.3); only in the table view, else null */
  code: string | null;
  options: Options;
  /** 0 during setup, then 1–9 */
  round: number;
  stage: Stage;
  phase: Phase;
  /** rounds 3, 6, 9 */
  bonusRound: boolean;
  /** true when the dice come from a game code shared with other phones (§13.3) */
  shared: boolean;
  /** the roll that is due now, if any (its dice are not shown: it has not been made) */
  due: { kind: RollKind; slot: number; round: number } | null;
  /** the latest roll of the current round/stage and what it asks for; null before any roll of it */
  roll: RollView | null;
  /** the building roll of the current round (null before it) */
  buildingRoll: RollView | null;
  /** the scoring roll of the current round ('separate' mode; null before it) */
  scoringRoll: RollView | null;
  /** every roll made, in order */
  rolls: Roll[];
  /** the latest roll made (what the dice show) and what it asks for; null before the setup roll */
  lastRoll: RollView | null;
  seats: SeatView[];
  /** the public game log, oldest first (log.ts) */
  log: LogEvent[];
  /** seats that must act now (actors) */
  actors: number[];
  /** digital sheets by seat; null for paper seats */
  sheets: (SheetView | null)[];
  /** the viewer's own sheet/next step (null in the table view) */
  you: {
    seat: number;
    kind: SeatKind;
    toAct: boolean;
    step: SheetStep | 'roll' | 'enter-total' | null;
  } | null;
  /** final scores by seat once the game is over, else null */
  totals: (number | null)[] | null;
  /** groups of tied seats, best first, once over; else null */
  ranking: number[][] | null;
  /** the points of the round just scored, shown until the next building roll; else null */
  roundSummary: RoundSummaryView | null;
}
export type { LogEvent } from './log';
