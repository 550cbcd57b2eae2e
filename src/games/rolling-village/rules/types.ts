// Data types of the Rolling Village rules engine (spec: docs/rules/rolling-village.md).
// Everything here is plain JSON: no classes, Maps, Sets or undefined values.
//
// Coordinates: rows are 0-based everywhere (row 0 = avenue 3–4, row 4 = avenue 10–11).
// Columns are 1-based wherever they appear as numbers (dice, actions, CellRef, views,
// targetColumns, buildStage). Only the Sheet arrays themselves are 0-based: sheet[row][col - 1].

// ---------------------------------------------------------------- sheet (§1, §2, §11)

export type BasicType = 'house' | 'forest' | 'lake';
export type ObjectType = BasicType | 'square';
/** null = empty cell */
export type Cell = null | ObjectType;
/** [row][col], 5 rows x 6 cols; row 0 = avenue 3–4; col 0 = column 1 */
export type Sheet = Cell[][];

/** A cell position: row 0–4, col 1–6 (1-based, like a die face). */
export interface CellRef {
  row: number;
  col: number;
}

/** One entry of buildStage(a, b) (§11). */
export interface BuildEntry {
  type: BasicType;
  /** 1-based column, before fallback */
  column: number;
}

// ---------------------------------------------------------------- config (§10, §12.1)

/** §10 scoring roll: 'separate' = the seed's extra scoring roll (default); 'building' = original rules */
export type ScoringRollOption = 'separate' | 'building';

export interface Options {
  scoringRoll: ScoringRollOption;
  /** §5 boxed-edition option "setup objects in different rows"; off by default */
  setupDifferentRows: boolean;
}

export type SeatKind = 'digital' | 'paper';

export interface SeatConfig {
  name: string;
  kind: SeatKind;
}

export interface Config {
  /** 1–12 seats on this phone */
  seats: SeatConfig[];
  options: Options;
}

// ---------------------------------------------------------------- rolls (§3, §12.2, §13.3)

export type RollKind = 'setup' | 'building' | 'scoring';

export interface Roll {
  kind: RollKind;
  /** setup 0, building of round r 2r−1, scoring of round r 2r (§13.3) */
  slot: number;
  /** 0 for the setup roll, else 1–9 */
  round: number;
  /** the two faces in the order drawn from the slot's stream */
  dice: [number, number];
  /** the seat that tapped */
  seat: number;
}

// ---------------------------------------------------------------- requirements and placements (§12.3)

/**
 * Which requirement a placement fulfils:
 * - 'setup': one of the two setup objects (type chosen; column one of the rolled columns)
 * - 'build0' / 'build1': entry 0 / 1 of buildStage(a, b) (type fixed; column in targetColumns)
 * - 'square': the square of a double (any empty cell)
 * - 'bonus': the bonus object of rounds 3, 6, 9 (unused basic type, any empty cell)
 */
export type Requirement = 'setup' | 'build0' | 'build1' | 'square' | 'bonus';

export interface Placement {
  req: Requirement;
  row: number;
  /** 1-based */
  col: number;
  object: ObjectType;
}

// ---------------------------------------------------------------- round records (§12.6)

export interface ScoringGroup {
  type: BasicType;
  cells: CellRef[];
  /** sum of POINTS over all the group's cells */
  points: number;
}

export interface RoundRecord {
  round: number;
  buildingDice: [number, number];
  /** null in 'building' mode */
  scoringDice: [number, number] | null;
  /** active avenue row 0–4 */
  avenue: number;
  /** true when the sum was 2 or 12 and the player chose the avenue */
  chosen: boolean;
  score: number;
  /** the groups that scored, stored when the score was recorded */
  groups: ScoringGroup[];
  /** the groups that did not score that round (for dimming in the breakdown), as they were then */
  otherGroups: ScoringGroup[];
  /** the sheet as it stood when the score was recorded (to replay that round's breakdown) */
  sheet: Sheet;
}

/**
 * A round record as kept in the state: compact, so saves and replays stay small. The view
 * expands it into a RoundRecord (otherGroups and sheet come from the snapshot).
 */
export interface StoredRecord {
  round: number;
  buildingDice: [number, number];
  scoringDice: [number, number] | null;
  avenue: number;
  chosen: boolean;
  score: number;
  /** the groups that scored, stored when the score was recorded (§12.6) */
  groups: ScoringGroup[];
  /** the sheet when the score was recorded: 30 characters, row by row, H F L S or '.' */
  snapshot: string;
}

// ---------------------------------------------------------------- state

/**
 * Where the table is:
 * - 'setup-roll': the setup roll is due
 * - 'setup': digital sheets draw their setup objects
 * - 'building-roll': the building roll of `round` is due
 * - 'building': digital sheets place the round's objects (and the bonus in rounds 3/6/9) and confirm
 * - 'scoring-roll': the scoring roll of `round` is due ('separate' mode)
 * - 'choose-avenue': the scoring roll summed 2 or 12; digital sheets each choose an avenue
 * - 'totals': after round 9, paper seats enter their final totals
 * - 'over': the game has ended
 */
export type Phase =
  | 'setup-roll'
  | 'setup'
  | 'building-roll'
  | 'building'
  | 'scoring-roll'
  | 'choose-avenue'
  | 'totals'
  | 'over';

export interface SeatState {
  kind: SeatKind;
  /** the village; null for a paper seat */
  sheet: Sheet | null;
  /** placements of the current stage not yet confirmed, oldest first (undo is LIFO) */
  placed: Placement[];
  /** the sheet confirmed (done) the current stage */
  done: boolean;
  /** bonus types used in confirmed bonus stages, in order */
  usedBonus: BasicType[];
  /** one per scored round, in order */
  records: StoredRecord[];
  /** digital: finalScore after round 9; paper: the entered total; null before */
  final: number | null;
  /** paper: the points of rounds 1–9 entered with the total (issue 30), when they were */
  paperRounds?: number[];
}

export interface State {
  config: Config;
  /** unsigned 32-bit seed; dice of every slot derive from it (§13.3) */
  seed: number;
  /** 0 during setup, then 1–9 */
  round: number;
  phase: Phase;
  /** every roll made, in order */
  rolls: Roll[];
  /** by seat */
  seats: SeatState[];
  /** present (true) when the seed came from a game code shared with other phones (§13.3) */
  shared?: true;
}

// ---------------------------------------------------------------- actions (§12.2, §12.3)

export type Action =
  /** the table roll that is due; the dice come from (seed, slot), never from the action */
  | { type: 'roll'; seat: number }
  /** draw one required object; col is 1-based */
  | { type: 'place'; seat: number; req: Requirement; row: number; col: number; object: ObjectType }
  /** remove the sheet's most recent unconfirmed placement of this stage */
  | { type: 'undo'; seat: number }
  /**
   * confirm the sheet's stage; `avenue` (row 0–4) only in 'building' mode when the building
   * roll summed 2 or 12, otherwise absent
   */
  | { type: 'done'; seat: number; avenue?: number }
  /** 'separate' mode, scoring roll of 2 or 12: this sheet's avenue row 0–4 (final) */
  | { type: 'choose-avenue'; seat: number; avenue: number }
  /**
   * a paper seat's final total 0–360, after round 9 (final); `rounds`: the points of rounds 1–9
   * as the paper sheet has them, when they were entered (the total is their sum plus the squares)
   */
  | { type: 'enter-total'; seat: number; total: number; rounds?: number[] };

export type ActionType = Action['type'];

// The view types (§12.6, §12.7) live in view-types.ts.
export type * from './view-types';

// ---------------------------------------------------------------- game code (§13.3)

export interface GameCodeData {
  /** unsigned 32-bit seed */
  seed: number;
  options: Options;
  /** dice-derivation version; a phone refuses versions it does not know */
  version: number;
}

// ---------------------------------------------------------------- refusals (§12.5)

/** Every RuleError code `apply` throws (spec §12.5 table plus the malformed-action codes). */
export type RvRuleCode =
  | 'roll-not-due'
  | 'not-your-turn'
  | 'cell-taken'
  | 'wrong-column'
  | 'wrong-type'
  | 'already-placed'
  | 'bonus-not-now'
  | 'bonus-type-used'
  | 'setup-same-type'
  | 'setup-same-row'
  | 'incomplete'
  | 'nothing-to-undo'
  | 'no-avenue-choice'
  | 'bad-avenue'
  | 'bad-total'
  | 'game-over'
  | 'wrong-phase'
  | 'illegal-cell'
  | 'not-required'
  | 'bad-action';
