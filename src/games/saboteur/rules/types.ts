// Saboteur types: config, cards, maze, state, actions, events and views.
// Spec: docs/rules/saboteur.md (section numbers §n below refer to it).
// Everything here is plain JSON: no classes, Maps, Sets or undefined holes.
// View / Action / Event shapes are a contract with the UI: change them additively only.
import type { Rng } from '../../../kit/random';

// ---------------------------------------------------------------- config (§1)

export type Mode = 'classic' | 'deluxe';

export interface Config {
  mode: Mode;
  players: number;
  /** seat that starts round 1 (the youngest player) */
  firstPlayer: number;
}

// ---------------------------------------------------------------- cards (§2)

/** Path card ids of §2.2 (`start` and goal ids included; only deck ids are placeable). */
export type PathCardId = string;

export type ActionCardId =
  | 'break-pickaxe'
  | 'break-lantern'
  | 'break-cart'
  | 'repair-pickaxe'
  | 'repair-lantern'
  | 'repair-cart'
  | 'repair-pickaxe-lantern'
  | 'repair-pickaxe-cart'
  | 'repair-lantern-cart'
  | 'rockfall'
  | 'map'
  | 'theft'
  | 'hands-off'
  | 'swap-hand'
  | 'inspection'
  | 'swap-hats'
  | 'trapped'
  | 'free-at-last';

/** Any card of the draw deck: a path card id or an action card id. */
export type CardId = string;

export type Tool = 'pickaxe' | 'lantern' | 'cart';

/** Cards that stay lying in front of a seat (§8). */
export type FrontCardId = 'break-pickaxe' | 'break-lantern' | 'break-cart' | 'trapped' | 'theft';

export interface FrontCard {
  card: FrontCardId;
  /** global play counter when it was laid (orders Thefts, §11.3) */
  order: number;
}

export type DoorColor = 'green' | 'blue';

/** One row of the §2.2 path card table. Edge masks: N=1, E=2, S=4, W=8 (unrotated). */
/** What a path card is called (§2.2): its kind, shared by every card of that shape or feature. */
export type PathCardName =
  | 'start'
  | 'goal-gold'
  | 'goal-stone'
  | 'cross'
  | 't'
  | 'straight'
  | 'curve'
  | 'dead'
  | 'bridge'
  | 'double-curve'
  | 'ladder'
  | 'door-green'
  | 'door-blue'
  | 'crystal'
  | 'stub';

export interface PathCardDef {
  id: PathCardId;
  /** what the card is called: its kind (a dead end, a ladder, a green door, …) */
  name: PathCardName;
  /** mask of open edges */
  open: number;
  /** connection groups, as edge masks */
  groups: number[];
  deadEnd: boolean;
  ladder: boolean;
  door: DoorColor | null;
  crystals: number;
  /** copies in the classic / deluxe draw deck (0 for fixed cards) */
  classic: number;
  deluxe: number;
  /** laid out at setup (start, goals), never in a deck */
  fixed: boolean;
}

// ---------------------------------------------------------------- roles (§2.4)

export type Role =
  'gold-digger' | 'saboteur' | 'green-digger' | 'blue-digger' | 'boss' | 'profiteer' | 'geologist';

export type Team = 'green' | 'blue';

// ---------------------------------------------------------------- maze (§3, §14)

export interface Placed {
  x: number;
  y: number;
  card: PathCardId;
  rotated: boolean;
}

export interface GoalSlot {
  x: number;
  y: number;
  gold: boolean;
  revealed: boolean;
  card: PathCardId;
  rotated: boolean;
}

/** The start card at (0,0) is implicit. */
export interface Maze {
  placed: Placed[];
  goals: GoalSlot[];
}

// ---------------------------------------------------------------- actions (§15)

interface PlaceAction {
  type: 'place';
  seat: number;
  card: PathCardId;
  x: number;
  y: number;
  rotated: boolean;
}

/**
 * Play an action card. Seat-targeted cards use `targetSeat` (theft: the actor itself);
 * double repairs also name `tool`; rockfall names the cell `x,y`, map the goal slot `x,y`.
 * Fields a card does not use are absent (never undefined).
 */
export interface PlayAction {
  type: 'play';
  seat: number;
  card: ActionCardId;
  targetSeat?: number;
  tool?: Tool;
  x?: number;
  y?: number;
}

/** Discard face down and draw as many: exactly 1 card in classic, 1–3 in deluxe (§5). */
export interface PassAction {
  type: 'pass';
  seat: number;
  /** card ids, sorted */
  discard: CardId[];
}

/** Deluxe: discard 2 cards and remove one card lying in front of you, then draw 1 (§5). */
export interface HealAction {
  type: 'heal';
  seat: number;
  /** exactly 2 card ids, sorted */
  discard: CardId[];
  remove: FrontCardId;
}

/** Classic gold distribution: the picking seat takes one nugget card of this value (§10.1). */
interface PickNuggetAction {
  type: 'pick-nugget';
  seat: number;
  value: number;
}

/** Deluxe theft: the acting thief takes 1 GP from another seat, or declines with null (§11.3). */
interface StealAction {
  type: 'steal';
  seat: number;
  fromSeat: number | null;
}

export type Action = PlaceAction | PlayAction | PassAction | HealAction | PickNuggetAction | StealAction;

// ---------------------------------------------------------------- phases and logs

/** `turn`: a seat plays; `nugget-pick`: classic gold choice; `theft`: deluxe thieves; `over`: game over. */
export type Phase = 'turn' | 'nugget-pick' | 'theft' | 'over';

export type RoundEndReason = 'gold-found' | 'cards-exhausted';

/** Public log entries (§13). Every entry names the round it belongs to. */
export type GameEvent =
  | { type: 'round-start'; round: number; firstSeat: number }
  | {
      type: 'place';
      round: number;
      seat: number;
      card: PathCardId;
      x: number;
      y: number;
      rotated: boolean;
      drew: number;
    }
  | { type: 'reveal'; round: number; x: number; y: number; card: PathCardId; rotated: boolean; gold: boolean }
  | {
      type: 'play';
      round: number;
      seat: number;
      card: ActionCardId;
      targetSeat?: number;
      tool?: Tool;
      x?: number;
      y?: number;
      /** rockfall: the card it removed */
      removed?: PathCardId;
      /** hands-off / free-at-last: which front card was removed; also set for repairs */
      removedFront?: FrontCardId;
      drew: number;
      /** swap-hand: how many cards the target drew */
      targetDrew?: number;
    }
  | { type: 'pass'; round: number; seat: number; count: number; drew: number }
  | { type: 'heal'; round: number; seat: number; count: number; removed: FrontCardId; drew: number }
  | {
      type: 'round-end';
      round: number;
      reason: RoundEndReason;
      /** seat whose placement revealed the gold, or null */
      finder: number | null;
      /** seat whose action ended the round */
      lastActor: number;
      roles: Role[];
      goals: GoalSlot[];
    }
  /** classic: who picked a nugget card (value is private); `auto` is always false (hand-outs: nugget-handout) */
  | { type: 'nugget-pick'; round: number; seat: number; auto: boolean }
  /**
   * one payout line: deluxe GP, or classic number of nugget cards. `paid` is public; deluxe `gp`
   * is null in every view but the paid seat's own until the game is over (§13: totals are secret)
   */
  | { type: 'payout'; round: number; seat: number; gp: number | null; nuggetCards: number; paid: boolean }
  /** classic: the rest of the offer was handed out without picks (never says why, §13) */
  | { type: 'nugget-handout'; round: number; seats: number[] }
  | { type: 'theft'; round: number; thief: number; victim: number }
  | { type: 'theft-skipped'; round: number; thief: number }
  /** the thief chose not to steal (§11.3: theft is optional) */
  | { type: 'theft-declined'; round: number; thief: number }
  | { type: 'game-over'; scores: number[] };

/** Entries only one seat may see (§13). */
export type PrivateEvent =
  | { type: 'role'; round: number; role: Role }
  | { type: 'map'; round: number; x: number; y: number; gold: boolean }
  | { type: 'inspection'; round: number; seat: number; role: Role }
  /** after Swap Your Hats aimed at this seat */
  | { type: 'new-role'; round: number; bySeat: number; oldRole: Role; role: Role }
  /** after Swap Your Hand between this seat and `withSeat` */
  | { type: 'swap-hand'; round: number; bySeat: number; withSeat: number; gave: CardId[]; received: CardId[] }
  | { type: 'nugget'; round: number; value: number };

/** The rule that gave a seat its round payout (§10, §11.2). */
export type PayoutReason =
  'digger-pick' | 'saboteur-share' | 'winner' | 'boss' | 'profiteer' | 'geologist' | 'trapped' | 'lost';

export interface RoundSummary {
  round: number;
  reason: RoundEndReason;
  finder: number | null;
  lastActor: number;
  /** roles as held at round end */
  roles: Role[];
  /** all goals, face up */
  goals: GoalSlot[];
  /** the path cards on the maze when the round ended (the next round starts a new maze) */
  maze: Placed[];
  /** gold found: the cells from a ladder (the start is one) to the gold, in order (§7); else [] */
  goldPath: { x: number; y: number }[];
  /** deluxe: teams that won the gold (§11.1); classic: [] */
  winningTeams: Team[];
  /** seats that won this round */
  winners: number[];
  /**
   * deluxe GP paid per seat before thefts; classic: nugget value per seat. Both are private until
   * game over (§13): a view shows 0 for every seat but the viewer's own; `paid` says who got gold.
   */
  payouts: number[];
  /** public: which seats received gold this round */
  paid: boolean[];
  /** why each seat got what it got (§10, §11.2) */
  payoutReasons: PayoutReason[];
  /** deluxe: T(n) for this round's winners (§11.2); classic: each saboteur's share (§10.2) */
  tableValue: number;
  /** classic: number of nugget cards each seat received; deluxe: zeros */
  nuggetCards: number[];
  /** deluxe thefts in order */
  thefts: { thief: number; victim: number }[];
  /** crystals on the maze at round end (deluxe) */
  crystals: number;
}

// ---------------------------------------------------------------- state (§15)

export interface NuggetPickState {
  /** nugget values still on offer */
  offer: number[];
  /** seat picking now */
  picker: number;
  /** seats picking after the current one, in order (one per card still on offer after this pick) */
  queue: number[];
}

export interface State {
  config: Config;
  rng: Rng;
  /** 1..3 */
  round: number;
  phase: Phase;
  maze: Maze;
  /** draw pile; the top is the LAST element */
  deck: CardId[];
  discard: CardId[];
  /** deluxe: the 10 cards set aside face down */
  setAside: CardId[];
  hands: CardId[][];
  roles: Role[];
  /** leftover role pile; the top is the LAST element */
  leftoverRoles: Role[];
  discardedRoles: Role[];
  /** cards lying in front of each seat */
  front: FrontCard[][];
  /** counter of front cards laid (Theft play order) */
  playCounter: number;
  /** seat to move in phase `turn` */
  current: number;
  /** seat whose action came last (ends the round: §9) */
  lastActor: number;
  /** seat whose placement revealed the gold this round, or null */
  finder: number | null;
  /** deluxe GP per seat (public); classic: unused zeros */
  gold: number[];
  /** classic nugget card values per seat (private until game over) */
  nuggets: number[][];
  /** classic nugget deck; the top is the FIRST element (§2.5) */
  nuggetDeck: number[];
  /** classic, phase nugget-pick */
  pick: NuggetPickState | null;
  /** deluxe, phase theft: thieves still to act, in order (the first one acts now) */
  thieves: number[];
  privateLogs: PrivateEvent[][];
  /** public log of the current round (kept short so each apply stays cheap) */
  log: GameEvent[];
  /** public logs of the closed rounds, one array per round */
  pastLogs: GameEvent[][];
  /** summary of the round being closed / last closed, for the UI */
  lastRound: RoundSummary | null;
  rounds: RoundSummary[];
}

export type * from './view-types';

/** Why a placement or an action is illegal (for the UI); null = legal. */
export type IllegalReason = (typeof ILLEGAL_REASONS)[number];

/** Every reason, so a screen can check one it received (a new reason is a compile error there). */
export const ILLEGAL_REASONS = [
  'not-your-turn',
  'wrong-phase',
  'card-not-in-hand',
  'not-a-path-card',
  'cell-taken',
  'edges-mismatch',
  'not-connected',
  'ladder-no-contact',
  'ladder-next-to-goal',
  'tools-broken',
  'trapped',
  'bad-target',
  'bad-discard',
  'bad-action',
] as const;
