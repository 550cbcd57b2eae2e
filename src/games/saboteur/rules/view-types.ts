// Saboteur views (§13): what one seat, or the table, may see, and the choices of the seat to act.
// Plain JSON; a contract with the UI: change additively only.
import type {
  CardId,
  Config,
  FrontCard,
  FrontCardId,
  GameEvent,
  IllegalReason,
  Phase,
  Placed,
  PathCardId,
  PrivateEvent,
  Role,
  RoundSummary,
  Tool,
} from './types';

/** Why a seat cannot be the target of an action card (finer than the engine's 'bad-target'). */
export type TargetWhy =
  | 'already-broken'
  | 'not-broken'
  | 'not-self'
  | 'already-trapped'
  | 'not-trapped'
  | 'no-theft'
  | 'has-theft'
  | 'only-self'
  | 'no-roles';

export interface SeatTarget {
  seat: number;
  /** double repairs: which tool */
  tool?: Tool;
  why: TargetWhy | null;
}

export interface Cell {
  x: number;
  y: number;
}

export interface Spot extends Cell {
  rotated: boolean;
}

/** How one distinct hand card may be used now (§6, §8). */
export type CardChoice =
  | {
      use: 'path';
      /** legal spots in both orientations (legalPlacements) */
      spots: Spot[];
      /** free cells next to a face-up card where it does not fit, per orientation, with why */
      refused: (Spot & { why: IllegalReason })[];
      /** the free cells next to a face-up card */
      cells: Cell[];
    }
  | { use: 'rockfall' | 'map'; cells: Cell[] }
  | { use: 'seat' | 'self'; targets: SeatTarget[] };

/** The choices of the seat to move (phase `turn`), only in its own view. */
export interface TurnChoices {
  /** why path cards cannot be laid at all now, or null */
  placeBlock: 'tools-broken' | 'trapped' | null;
  /** by card id of the hand */
  cards: Record<CardId, CardChoice>;
  /**
   * how many cards a pass discards (§5), and every legal discard as the action names it (ids
   * sorted, as `legalActions` lists them): the ticked cards are sent as the entry they match
   */
  pass: { min: number; max: number; discards: CardId[][] };
  /**
   * deluxe heal (§5): how many cards it discards, the front cards it may remove, and every legal
   * discard as the action names it; null when not allowed
   */
  heal: { discard: number; remove: FrontCardId[]; discards: CardId[][] } | null;
}

/** A private screen the table owes a seat after a play (§13 pass-and-play items 3–6). */
export interface PrivateResultFact {
  /** index of the play in `View.log` */
  logIndex: number;
  kind: 'map' | 'inspection' | 'swap-hand' | 'new-role';
  /** the seat that sees it */
  seat: number;
  /** the seat that played the card */
  actor: number;
  /** the other seat involved (inspected seat, swap partner, hat swapper) */
  other: number;
  /** its person has not acted since, in this round of a game still going: it may still be owed to
   *  them (a screen keeps what was seen; after a reload it shows them the rest: the UX principles) */
  pending: boolean;
  x?: number;
  y?: number;
}

export interface ViewGoal {
  x: number;
  y: number;
  revealed: boolean;
  /** the card, only when revealed */
  card: PathCardId | null;
  rotated: boolean;
  /** gold flag when revealed, or when this seat peeked at it with a Map; else null */
  gold: boolean | null;
  /** true when this seat knows the face through its own Map only */
  peeked: boolean;
}

interface ViewMaze {
  start: { x: number; y: number };
  placed: Placed[];
  goals: ViewGoal[];
}

export interface SeatView {
  seat: number;
  handSize: number;
  front: FrontCard[];
  brokenTools: Tool[];
  trapped: boolean;
  /** order of its Theft, or null */
  theft: number | null;
  /** deluxe GP: only in this seat's own view and at game over (§13); else null. Classic: null */
  gp: number | null;
  /** public: whether this seat holds any gold (deluxe GP, classic nugget cards) */
  hasGold: boolean;
  /** classic: number of nugget cards held (public); deluxe: 0 */
  nuggetCards: number;
  /** role if this viewer may know it (own seat, round over, game over); else null */
  role: Role | null;
  /** whether this seat may lay path cards now (no broken tool / Trapped!) */
  canPlace: boolean;
}

export interface MyView {
  seat: number;
  role: Role;
  hand: CardId[];
  /** classic: values of own nugget cards */
  nuggets: number[];
  /** this round's Map results: the goal card this seat looked at (its face, §13) */
  maps: { x: number; y: number; gold: boolean; card: PathCardId }[];
  /** this round's Inspection results (role at that moment) */
  inspections: { seat: number; role: Role }[];
  privateLog: PrivateEvent[];
}

export interface View {
  config: Config;
  viewer: number | null;
  round: number;
  phase: Phase;
  /** seats that must act now */
  actors: number[];
  /** seat to move in phase `turn`, picker, or thief; null when over */
  current: number | null;
  deckSize: number;
  discardSize: number;
  setAsideSize: number;
  leftoverRoles: number;
  maze: ViewMaze;
  seats: SeatView[];
  me: MyView | null;
  /** classic nugget picks */
  nuggetPick: { picker: number; remaining: number; offer: number[] | null } | null;
  /** deluxe thefts still to act */
  thieves: number[];
  log: GameEvent[];
  /**
   * index in `log` of the first event after this seat's own last move (place, play, pass, heal):
   * what happened since its last turn; 0 before its first move; null in the table view
   */
  sinceLastTurn: number | null;
  /**
   * issue 23 item 9: what changed on the table since this seat's own last move, this round: the
   * cells where cards were placed (still there) or removed by a rockfall, and the seats an action
   * card was played on, in log order (public facts of `log`); null in the table view
   */
  sinceMarks: SinceMarks | null;
  lastRound: RoundSummary | null;
  rounds: RoundSummary[];
  /** final scores when the game is over */
  scores: number[] | null;
  /** final ranking when the game is over (the outcome's groups of tied seats, best first) */
  ranking: number[][] | null;
  /** how many rounds a game has (§1) */
  totalRounds: number;
  /** the seat to move's choices, only in its own view during its turn; else null */
  turn: TurnChoices | null;
  /** classic nugget pick: the distinct values on offer, highest first, only in the picker's view */
  nuggetValues: number[] | null;
  /** deluxe theft: the acting thief's victims (public), and that it may decline */
  theft: { thief: number; victims: number[]; mayDecline: true } | null;
  /** private screens owed for this round's plays, oldest first (public facts: who sees what kind) */
  privateResults: PrivateResultFact[];
  /** issue 31 item 2: the round's first seat, whether it is under way, the last card laid, the goals just turned */
  roundFacts: RoundFacts;
}

/** Facts of the current round from the public log (rules/round-facts.ts), for the screens. */
export interface RoundFacts {
  /** the seat that moves first this round */
  firstSeat: number;
  /** someone has placed, played, passed or healed this round */
  underway: boolean;
  /** the cell of the last card laid this round, if it is still on the maze */
  lastPlaced: { x: number; y: number } | null;
  /** the goals the last play turned face up (the reveals at the end of the log), latest first */
  justRevealed: { x: number; y: number }[];
}

/** The table's changes since a seat's last move (View.sinceMarks). */
export interface SinceMarks {
  placed: { x: number; y: number }[];
  removed: { x: number; y: number }[];
  seats: number[];
}
