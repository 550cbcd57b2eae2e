// Village Pillage views: what one seat, or the table with seat = null, may see (spec §11), with
// every choice and derived fact the screens show for the seat to act.

import type { GAME_ID } from '../facts';
import type { Outcome } from '../../../kit/rules';
import type { Action, CardId, Mode, PendingBuy, Phase, Plan, Side } from './types';
import type { CardRef, GameEvent } from './events';

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

/** A slot of the plan: standard left / right (facing `target`, that neighbour), duel front / back. */
export interface PlanSlotView {
  slot: 'left' | 'right' | 'front' | 'back';
  /** the seat whose card this one faces (standard), or null (duel slots) */
  target: number | null;
}

/** Why a card the seat owns cannot be planned now. */
export type PlanBlock = 'exhausted';

/** A card of the planning seat: its hand cards in hand order, then its exhausted area. */
export interface PlanCardView {
  card: CardId;
  /** drawn by the seat's Bard and not yet shown to the others */
  secret: boolean;
  /** null when it can be planned */
  blocked: PlanBlock | null;
}

export interface PlanChoice {
  kind: 'plan';
  seat: number;
  slots: PlanSlotView[];
  cards: PlanCardView[];
  /** duel later rounds: the card already at the front (last round's back), else null */
  front: CardId | null;
}

/** §7.5 the paused market-card buy: every face-up card can be taken, at the buying card's price. */
export interface BuyChoice {
  kind: 'buy';
  seat: number;
  price: number;
  source: CardRef;
  options: { index: number; card: CardId }[];
}

export type Choice = PlanChoice | BuyChoice;

/** §9 how the game was won: the only seat with every relic, the most turnips among several, or a shared win. */
export interface EndResult {
  winners: number[];
  /** seats with every relic */
  contenders: number[];
  reason: 'only' | 'turnips' | 'shared';
  /** the winners' total turnips */
  total: number;
  /** groups of tied seats, best first */
  ranking: number[][];
}

/** One end of a front: a seat's card on that side. */
export interface FrontEnd {
  seat: number;
  side: Side;
}

/** One resolved round of the game log. */
export interface RoundHistory {
  round: number;
  events: GameEvent[];
}

export interface View {
  game: typeof GAME_ID;
  viewer: number | null;
  mode: Mode;
  players: number;
  expansion: boolean;
  phase: Phase;
  round: number;
  relicPrices: number[];
  /** §9 relics that win (and the most a seat can own) */
  relicsToWin: number;
  /** §4 / §10 the fronts: each pair of facing cards, as [seat's card, the card it faces] */
  fronts: [FrontEnd, FrontEnd][];
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
  /** every resolved round's complete events, round 1 first (the last one is `lastLog`), for the
   *  game log and to play any past round back; Bard draws of others hidden as in `log` */
  history: RoundHistory[];
  /** the viewer's choice now (null for the table view and for seats not to act) */
  choice: Choice | null;
  winners: number[];
  outcome: Outcome | null;
  result: EndResult | null;
}
