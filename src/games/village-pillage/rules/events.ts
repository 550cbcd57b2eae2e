// Village Pillage resolution events: structured, each tagged with its colour step and sub-step
// (spec §14); the UI translates them into words and plays them back from the recorded tables.

import type { CardId, Colour, Side, Village } from './types';

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

export type EventBody =
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

/** One seat's public numbers after an event; `nextRelicPrice` null once it owns every relic. */
export interface PublicVillage extends Village {
  nextRelicPrice: number | null;
}

/** The public table right after an event: the playback shows it instead of working it out.
 *  Unchanged parts are shared with the previous event's record (never mutated). */
export interface PublicTable {
  villages: PublicVillage[];
  market: CardId[];
  deckCount: number;
}

/** A logged event: what happened and the public table after it (§14). */
export type GameEvent = EventBody & { after: PublicTable };

export type EventKind = GameEvent['kind'];
