// The working data of one Resolve phase, shared by resolve.ts, steals.ts and buys.ts.
// Hot path: plain mutable arrays of the resolver's own copies; no Immer, no deep copies.

import { RuleError } from '../../../kit/rules';
import { nextFloat, type Rng } from '../../../kit/random';
import { RELICS_TO_WIN, type Effect } from './cards';
import type {
  CardId,
  CardRef,
  Colour,
  EventBody,
  GameEvent,
  Mode,
  PendingBuy,
  PublicTable,
  Side,
  Village,
} from './types';

/** A played card on a front. Standard: slot 2i = seat i left, 2i+1 = seat i right. Duel: slot i = seat i front. */
export interface Slot {
  seat: number;
  side: Side;
  card: CardId;
  colour: Colour;
  /** index of the opposing slot (§4, §10) */
  opp: number;
  ref: CardRef;
}

/**
 * Returns the market index for a card buy, or -1 to pause resolution there (the engine waits
 * for the buyer's action). Called with the live market; callers that keep it must copy it.
 */
export type Chooser = (seat: number, market: CardId[], pending: PendingBuy) => number;

export interface RoundContext {
  mode: Mode;
  capacity: number;
  prices: readonly number[];
  villages: Village[];
  slots: Slot[];
  /** effect each slot runs this round (yellow: after the relic check) */
  effects: Effect[];
  /** yellow slots that buy a relic, with the price they pay (else 0) */
  relicPrice: number[];
  exhausted: boolean[];
  market: CardId[];
  deck: CardId[];
  gained: CardId[][];
  rng: Rng;
  choose: Chooser;
  /** null: do not record events (bots' simulations; `ctx.events?.push({...})` then builds nothing) */
  events: EventSink | null;
  /** set when a buy is waiting for a choice */
  paused: PendingBuy | null;
}

export function total(v: Village): number {
  return v.stockpile + v.bank;
}

/** Pays `price` from the stockpile first, then the bank (§7.4, §7.5). Caller checks affordability. */
export function pay(v: Village, price: number): { fromStockpile: number; fromBank: number } {
  const fromStockpile = Math.min(v.stockpile, price);
  const fromBank = Math.min(v.bank, price - fromStockpile);
  v.stockpile -= fromStockpile;
  v.bank -= fromBank;
  return { fromStockpile, fromBank };
}

/**
 * §7.7 chicken: orders k ≥ 2 seats (given ascending) by drawing k − 1 values u and taking the
 * entry at ⌊u × left⌋ each time.
 */
export function chickenOrder(rng: Rng, seats: number[]): { order: number[]; draws: number[] } {
  const left = seats.slice();
  const order: number[] = [];
  const draws: number[] = [];
  while (left.length > 1) {
    const u = nextFloat(rng);
    draws.push(u);
    order.push(left.splice(Math.floor(u * left.length), 1)[0]!); // u < 1: an index of left
  }
  order.push(left[0]!); // the last seat left: a chicken is between two or more
  return { order, draws };
}

export function badChoice(index: unknown, size: number): RuleError {
  return new RuleError('bad-choice', `market index ${String(index)} is not in 0..${size - 1}`);
}

/** Records events, each with the public table right after it (§14: the playback reads these). */
interface EventSink {
  push(body: EventBody): void;
}

function sameVillages(a: readonly Village[], b: readonly Village[]): boolean {
  for (const [i, x] of a.entries()) {
    const y = b[i];
    if (!y || x.stockpile !== y.stockpile || x.bank !== y.bank || x.relics !== y.relics) return false;
  }
  return true;
}

function sameCards(a: readonly CardId[], b: readonly CardId[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A sink appending to `out`. Unchanged parts of the table are shared with the previous record,
 *  so a round costs a few small objects, not one table copy per event. */
export function eventSink(ctx: RoundContext, out: GameEvent[]): EventSink {
  let last: PublicTable | null = null;
  const table = (): PublicTable => {
    const villages =
      last && sameVillages(last.villages, ctx.villages)
        ? last.villages
        : ctx.villages.map((v) => ({
            stockpile: v.stockpile,
            bank: v.bank,
            relics: v.relics,
            nextRelicPrice: v.relics < RELICS_TO_WIN ? ctx.prices[v.relics]! : null, // one price per relic to win
          }));
    const market = last && sameCards(last.market, ctx.market) ? last.market : ctx.market.slice();
    if (last && villages === last.villages && market === last.market && last.deckCount === ctx.deck.length)
      return last;
    last = { villages, market, deckCount: ctx.deck.length };
    return last;
  };
  return {
    push(body) {
      const e = body as GameEvent;
      e.after = table();
      out.push(e);
    },
  };
}
