// Village Pillage: every data shape of the rules engine (spec: docs/rules/village-pillage.md).
// The kernel types of spec §13 (CardId, Colour, Village, RoundInput, RoundResult) are exact.
// Config / State / Action / View / GameEvent are this engine's design (spec §14); the UI builds on
// Action, View and GameEvent, so those change only additively.
// Resolution events are in events.ts, views in viewTypes.ts (re-exported here).
// Everything here is plain JSON: no classes, Maps, Sets, functions or `undefined` values.

import type { Rng } from '../../../kit/random';
import type { CardRef, EventBody } from './events';

// ---------------------------------------------------------------------------------------------
// Kernel types (spec §13, exact)

export type CardId =
  | 'farmer'
  | 'wall'
  | 'raider'
  | 'merchant' // starters
  | 'florist'
  | 'innkeeper'
  | 'mason'
  | 'miner'
  | 'pickler'
  | 'rat-catcher' // green
  | 'cathedral'
  | 'dungeon'
  | 'labyrinth'
  | 'moat'
  | 'toll-bridge'
  | 'treasury' // blue
  | 'berserker'
  | 'burglar'
  | 'cutpurse'
  | 'outlaw'
  | 'trapper'
  | 'veteran' // red
  | 'bard'
  | 'doctor' // yellow
  | 'shepherd'
  | 'monastery'
  | 'turncoat'
  | 'smuggler'; // Expansion Pack

export type Colour = 'green' | 'blue' | 'red' | 'yellow';

export interface Village {
  stockpile: number;
  bank: number;
  relics: number;
}

export type RoundInput =
  | {
      mode: 'standard';
      villages: Village[];
      plays: { left: CardId; right: CardId }[];
      market: CardId[];
      deck: CardId[];
    }
  | { mode: 'duel'; villages: Village[]; plays: { front: CardId }[]; market: CardId[]; deck: CardId[] };

export type Side = 'left' | 'right' | 'front';

export interface RoundResult {
  villages: Village[];
  /** per seat: cards that joined the hand this round, in the order they joined */
  gained: CardId[][];
  /** per seat: cards that left the hand for good this round (only Turncoat swaps) */
  lost: CardId[][];
  /** played cards that sit out next round: unique, sorted by seat, then left before right */
  exhausted: { seat: number; side: Side }[];
  /** after refills; a bought slot is refilled in place, or removed if the deck was empty */
  market: CardId[];
  /** top first */
  deck: CardId[];
  /** seats that won at the end of this round (§9), ascending; [] if none */
  winners: number[];
}

export type Mode = 'standard' | 'duel';

// ---------------------------------------------------------------------------------------------
// Config (spec §14)

export interface Config {
  /** 2 = duel, 3–5 standard, 6 only with the Expansion Pack */
  players: number;
  /** the optional Expansion Pack (§12); defaultConfig turns it on exactly when players = 6 */
  expansion: boolean;
}

// ---------------------------------------------------------------------------------------------
// Actions (spec §14). Every action names its seat.

/** standard game: one card to the left neighbour, one to the right */
export interface PlanStandard {
  type: 'plan';
  seat: number;
  left: CardId;
  right: CardId;
}
/** duel round 1: a front card and a face-down back card */
export interface PlanDuelFirst {
  type: 'plan';
  seat: number;
  front: CardId;
  back: CardId;
}
/** duel later rounds: a new face-down back card (the old back is the front now) */
export interface PlanDuelBack {
  type: 'plan';
  seat: number;
  back: CardId;
}
export type PlanAction = PlanStandard | PlanDuelFirst | PlanDuelBack;

/** §7.5 the paused buyer picks a market card by index into the current market */
export interface BuyAction {
  type: 'buy';
  seat: number;
  index: number;
}

export type Action = PlanAction | BuyAction;

/** a submitted plan, kept private until the reveal */
export type Plan = { left: CardId; right: CardId } | { front: CardId; back: CardId } | { back: CardId };

// ---------------------------------------------------------------------------------------------
// State (raw; never shown to players, the UI renders views)

export type Phase = 'plan' | 'buy' | 'over';

export interface SeatState {
  /** cards in hand; planned cards stay here until the reveal so hand identities leak no plan */
  hand: CardId[];
  /** hand cards from Bard draws not yet revealed by being played: face-down to other seats (§11) */
  secret: CardId[];
  /** exhausted area: cards exhausted last round, unplayable this round, back to hand at this refresh */
  exhausted: CardId[];
  /** this round's submitted plan, or null (private until the reveal) */
  plan: Plan | null;
  /** standard: the revealed left/right cards of this round (off the hand), else null */
  left: CardId | null;
  right: CardId | null;
  /** duel: the card on the front (face-down until the reveal) and the face-down back card */
  front: CardId | null;
  back: CardId | null;
  stockpile: number;
  bank: number;
  relics: number;
}

/** A market-card buy resolution is waiting for (§14 buy choices). */
export interface PendingBuy {
  seat: number;
  price: number;
  source: CardRef;
}

/** The round being resolved, while it waits for buy choices (phase 'buy'). Seat fields, market and
 *  deck in State stay as they were at the reveal; this holds the live values up to the pause. */
export interface Resolution {
  /** chicken PRNG seed of this round: resolveRound(input, {seed}) gives the same results */
  seed: number;
  /** market indices chosen so far, in buy order */
  choices: number[];
  villages: Village[];
  market: CardId[];
  deck: CardId[];
  gained: CardId[][];
  pending: PendingBuy;
}

export interface RoundRecord {
  input: RoundInput;
  seed: number;
  choices: number[];
}

export interface State {
  config: Config;
  mode: Mode;
  phase: Phase;
  /** 1-based */
  round: number;
  /** the game's PRNG: deck shuffle, then one chicken seed per round */
  rng: Rng;
  seats: SeatState[];
  /** face-up market, index 0–3 */
  market: CardId[];
  /** top first; known to no seat */
  deck: CardId[];
  resolution: Resolution | null;
  /** events of the current round so far */
  log: EventBody[];
  /** the complete log of the previous round, for play-back after it resolved ([] in round 1) */
  lastLog: EventBody[];
  /** how the previous round started (its input, chicken seed and buy choices), so the view can
   *  re-run it to record the public table after each event; null in round 1. Never mutated. */
  lastRound: RoundRecord | null;
  /** how every resolved round started, round 1 first (the last one is `lastRound`); the array is
   *  replaced, never mutated, so copies share it */
  pastRounds: RoundRecord[];
  /** §9 winners once the game is over, ascending */
  winners: number[];
}

export type * from './events';
export type * from './viewTypes';
