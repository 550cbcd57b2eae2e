// Village Pillage: every data shape of the rules engine (spec: /work/shared/rules/village-pillage.md).
// The kernel types of spec §13 (CardId, Colour, Village, RoundInput, RoundResult) are exact.
// Config / State / Action / View / GameEvent are this engine's design (spec §14); the UI builds on
// Action, View and GameEvent, so those change only additively.
// Everything here is plain JSON: no classes, Maps, Sets, functions or `undefined` values.

import type { Outcome } from '../../../kit/rules';
import type { Rng } from '../../../kit/random';

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
// Resolution events (structured; the UI translates them into words and animates them)

/** Where in the round an event happens: a colour step (§7), or the reveal / refresh / end check. */
export type EventStep = Colour | 'reveal' | 'refresh' | 'end';
/** Sub-step within a colour step (§7); 'relic-check' is the check at the start of the yellow step (§7.4). */
export type SubStep = 'relic-check' | 'gains' | 'steals' | 'banks' | 'buys' | 'exhausts' | null;

/** A played card on the table: whose it is and on which side. */
export interface CardRef {
  seat: number;
  side: Side;
  card: CardId;
}

export type GameEvent =
  /** all plans are revealed (standard: left and right of every seat; duel: only the front cards) */
  | { kind: 'reveal'; step: 'reveal'; sub: null; plays: CardRef[] }
  /** a card resolves in its colour step against the opposing card (one per played card of that colour) */
  | {
      kind: 'resolve';
      step: Colour;
      sub: null;
      source: CardRef;
      against: CardRef;
      row: Colour;
      noEffect: boolean;
    }
  /** §7.4: the yellow card's relic check; `price` is what the relic would cost this card */
  | {
      kind: 'relic-check';
      step: 'yellow';
      sub: 'relic-check';
      source: CardRef;
      price: number;
      total: number;
      relics: number;
      able: boolean;
    }
  /** §7.1 gains (`seat` receives; source is the card that causes it, which may be the opponent's, e.g. Moat) */
  | {
      kind: 'gain';
      step: Colour | 'refresh';
      sub: 'gains' | null;
      seat: number;
      amount: number;
      source: CardRef;
    }
  /** §7.2: a chicken flip ordering tied seats; `seats` ascending in, `order` out, `draws` the PRNG values used */
  | {
      kind: 'chicken';
      step: Colour;
      sub: 'steals' | 'buys';
      seats: number[];
      order: number[];
      draws: number[];
    }
  /** §7.2 one settled (merged) claim; `claim` is the printed steal, `fromStockpile + fromBank` what was taken */
  | {
      kind: 'steal';
      step: Colour;
      sub: 'steals';
      thief: number;
      victim: number;
      claim: number;
      includingBank: boolean;
      fromStockpile: number;
      fromBank: number;
      sources: CardRef[];
    }
  /** §7.3 a bank effect: `requested` printed, `amount` actually moved to the bank */
  | {
      kind: 'bank';
      step: Colour;
      sub: 'banks';
      seat: number;
      requested: number;
      amount: number;
      source: CardRef;
    }
  /** §12 Smuggler fallback: all banked turnips back to the stockpile */
  | { kind: 'unbank'; step: Colour; sub: 'banks'; seat: number; amount: number; source: CardRef }
  /** §7.5 the buy order fixed at the start of a Buys sub-step, fewest total first */
  | { kind: 'buy-order'; step: Colour; sub: 'buys'; order: number[]; totals: number[] }
  /** §7.4/§7.5 a relic purchase; `relics` is the new count */
  | {
      kind: 'relic';
      step: Colour;
      sub: 'buys';
      seat: number;
      price: number;
      fromStockpile: number;
      fromBank: number;
      relics: number;
      source: CardRef;
    }
  /** §7.5 a market-card buy; `index` into the market as it was; `refill` the deck card that took the slot, or null (slot removed) */
  | {
      kind: 'card-buy';
      step: Colour;
      sub: 'buys';
      seat: number;
      price: number;
      index: number;
      card: CardId;
      fromStockpile: number;
      fromBank: number;
      refill: CardId | null;
      source: CardRef;
    }
  /** §7.5 a card buy that does not happen */
  | {
      kind: 'card-buy-failed';
      step: Colour;
      sub: 'buys';
      seat: number;
      price: number;
      reason: 'market-empty' | 'cannot-pay';
      source: CardRef;
    }
  /** §7.5 Bard draw. `card` is null when the deck was empty, and in views of other seats (then `hidden` is true) */
  | {
      kind: 'draw';
      step: Colour;
      sub: 'buys';
      seat: number;
      card: CardId | null;
      hidden: boolean;
      deckEmpty: boolean;
      source: CardRef;
    }
  /** §7.6 a played card is marked exhausted; `already` when it was marked before (no change) */
  | { kind: 'exhaust'; step: Colour; sub: 'exhausts'; target: CardRef; source: CardRef; already: boolean }
  /** §12 Turncoat swap in the refresh effects: `a` goes to b.seat's hand, `b` to a.seat's hand */
  | { kind: 'swap'; step: 'refresh'; sub: null; a: CardRef; b: CardRef }
  /** §9 end check after the round */
  | { kind: 'end'; step: 'end'; sub: null; winners: number[] };

export type EventKind = GameEvent['kind'];

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
  log: GameEvent[];
  /** the complete log of the previous round, for play-back after it resolved ([] in round 1) */
  lastLog: GameEvent[];
  /** §9 winners once the game is over, ascending */
  winners: number[];
}

// ---------------------------------------------------------------------------------------------
// View (what one seat, or the table with seat = null, may see; spec §11)

/** a hand card: `card` is null for another seat's unrevealed Bard draw; `secret` marks such draws */
export interface HandCardView {
  card: CardId | null;
  secret: boolean;
}

/** a card on the table: `card` null when face-down to this viewer */
export interface TableCardView {
  card: CardId | null;
  faceUp: boolean;
}

export interface SeatView {
  seat: number;
  stockpile: number;
  bank: number;
  total: number;
  relics: number;
  /** price of this seat's next relic, or null with 3 relics */
  nextRelicPrice: number | null;
  bankCapacity: number;
  hand: HandCardView[];
  handSize: number;
  /** exhausted area (public) */
  exhausted: CardId[];
  planned: boolean;
  /** own plan before the reveal (only in the viewer's own seat), else null */
  plan: Plan | null;
  /** standard: revealed plays of this round (after the reveal), else null */
  left: CardId | null;
  right: CardId | null;
  /** duel: front and back card on the table, or null when there is none */
  front: TableCardView | null;
  back: TableCardView | null;
  /** left-hand and right-hand neighbour (duel: both are the opponent) */
  leftNeighbour: number;
  rightNeighbour: number;
}

export interface View {
  game: 'village-pillage';
  viewer: number | null;
  mode: Mode;
  players: number;
  expansion: boolean;
  phase: Phase;
  round: number;
  relicPrices: number[];
  bankCapacity: number;
  seats: SeatView[];
  market: CardId[];
  deckCount: number;
  /** seats that still have to act now (plan or buy) */
  toAct: number[];
  /** whose market-card buy choice resolution waits for, or null */
  pendingBuy: PendingBuy | null;
  /** the viewer's legal actions now ([] for the table view and for seats not to act) */
  actions: Action[];
  /** current round's events so far (Bard draws of others hidden) */
  log: GameEvent[];
  /** the previous round's complete events, to play back after resolution completed */
  lastLog: GameEvent[];
  winners: number[];
  outcome: Outcome | null;
}
