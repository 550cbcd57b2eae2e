// §7.4 relic check (start of the yellow step) and §7.5 Buys sub-step: buy order, relic purchases,
// market-card buys with refill in place, Bard draws.

import { cardDef, RELICS_TO_WIN } from './cards';
import { badChoice, chickenOrder, pay, total, type RoundContext } from './context';
import type { CardRef } from './events';
import type { Colour } from './types';

// Indexes here are the round's own: a slot index (< slots.length; effects and relicPrice run
// beside slots) or a seat (< villages.length; gained runs beside villages), so every read is in range.

/**
 * §7.4: each seat checks its yellow cards left then right against a running total and relic
 * count. An able card buys a relic (mandatory); an unable card runs its fallback. Sets
 * ctx.effects / ctx.relicPrice for the yellow slots.
 */
export function relicCheck(ctx: RoundContext, yellowIdx: number[]): void {
  const n = ctx.villages.length;
  for (let seat = 0; seat < n; seat++) {
    const v = ctx.villages[seat]!;
    let t = total(v);
    let r = v.relics;
    for (const i of yellowIdx) {
      const slot = ctx.slots[i]!;
      if (slot.seat !== seat) continue;
      const y = cardDef(slot.card).yellow!;
      const price = r < RELICS_TO_WIN ? ctx.prices[r]! - y.discount : 0;
      const able = r < RELICS_TO_WIN && t >= price;
      ctx.events?.push({
        kind: 'relic-check',
        step: 'yellow',
        sub: 'relic-check',
        source: slot.ref,
        price: r < RELICS_TO_WIN ? price : 0,
        total: t,
        relics: r,
        able,
      });
      if (able) {
        t -= price;
        r += 1;
        ctx.relicPrice[i] = price;
        ctx.effects[i] = {};
      } else {
        ctx.effects[i] = y.fallback;
      }
    }
  }
}

/**
 * §7.5 Buys sub-step of one colour step. Returns false when it paused for a buy choice
 * (ctx.paused set); resolution must then stop and be re-run with that choice.
 */
export function runBuys(ctx: RoundContext, step: Colour, slotIdx: number[]): boolean {
  for (const seat of buyOrder(ctx, step, slotIdx)) {
    buyRelics(ctx, step, slotIdx, seat);
    if (!takeCards(ctx, step, slotIdx, seat)) return false;
  }
  return true;
}

/** Which seats buy a relic and which take a card in this sub-step; null when nobody does. */
function buyers(ctx: RoundContext, slotIdx: number[]): { hasRelic: boolean[]; takes: boolean[] } | null {
  const n = ctx.villages.length;
  const hasRelic = new Array<boolean>(n).fill(false);
  const takes = new Array<boolean>(n).fill(false);
  let any = false;
  for (const i of slotIdx) {
    const seat = ctx.slots[i]!.seat;
    if (ctx.relicPrice[i]! > 0) hasRelic[seat] = any = true;
    const e = ctx.effects[i]!;
    if (e.buy !== undefined || e.draw) takes[seat] = any = true;
  }
  return any ? { hasRelic, takes } : null;
}

/**
 * §7.5 buy order, fixed at the start of the sub-step: fewest total first; equal totals: card-takers
 * by the chicken, then relic-only seats in seat order. [] (and no event) when nobody buys.
 */
function buyOrder(ctx: RoundContext, step: Colour, slotIdx: number[]): number[] {
  const who = buyers(ctx, slotIdx);
  if (!who) return [];
  const { hasRelic, takes } = who;
  const totals = ctx.villages.map(total);
  const seats: number[] = [];
  for (let s = 0; s < ctx.villages.length; s++) if (hasRelic[s] || takes[s]) seats.push(s);
  seats.sort((a, b) => totals[a]! - totals[b]! || a - b);
  const order: number[] = [];
  let i = 0;
  while (i < seats.length) {
    let j = i + 1;
    while (j < seats.length && totals[seats[j]!] === totals[seats[i]!]) j++;
    const group = seats.slice(i, j);
    const takers = group.filter((s) => takes[s]);
    if (takers.length >= 2) {
      const flip = chickenOrder(ctx.rng, takers);
      ctx.events?.push({
        kind: 'chicken',
        step,
        sub: 'buys',
        seats: takers,
        order: flip.order,
        draws: flip.draws,
      });
      order.push(...flip.order);
    } else order.push(...takers);
    for (const s of group) if (!takes[s]) order.push(s);
    i = j;
  }
  ctx.events?.push({ kind: 'buy-order', step, sub: 'buys', order, totals: order.map((s) => totals[s]!) });
  return order;
}

/** §7.5 one seat's relic purchases, left card before right. */
function buyRelics(ctx: RoundContext, step: Colour, slotIdx: number[], seat: number): void {
  const v = ctx.villages[seat]!;
  for (const k of slotIdx) {
    const slot = ctx.slots[k]!;
    if (slot.seat !== seat || ctx.relicPrice[k] === 0) continue;
    const price = ctx.relicPrice[k]!;
    const paid = pay(v, price);
    v.relics += 1;
    ctx.events?.push({
      kind: 'relic',
      step,
      sub: 'buys',
      seat,
      price,
      ...paid,
      relics: v.relics,
      source: slot.ref,
    });
  }
}

/** §7.5 one seat's card takes (market buys and Bard draws), left card before right; false when paused. */
function takeCards(ctx: RoundContext, step: Colour, slotIdx: number[], seat: number): boolean {
  for (const k of slotIdx) {
    const slot = ctx.slots[k]!;
    if (slot.seat !== seat) continue;
    const e = ctx.effects[k]!;
    if (e.buy !== undefined) {
      if (!buyCard(ctx, step, seat, e.buy, slot.ref)) return false;
    } else if (e.draw) drawCard(ctx, step, seat, slot.ref);
  }
  return true;
}

/**
 * One market-card buy, the bought card refilled in place from the deck. A buy that cannot happen
 * (empty market, too little to pay) is reported and skipped; false when paused for the choice.
 */
function buyCard(ctx: RoundContext, step: Colour, seat: number, price: number, source: CardRef): boolean {
  const v = ctx.villages[seat]!;
  if (ctx.market.length === 0 || total(v) < price) {
    ctx.events?.push({
      kind: 'card-buy-failed',
      step,
      sub: 'buys',
      seat,
      price,
      reason: ctx.market.length === 0 ? 'market-empty' : 'cannot-pay',
      source,
    });
    return true;
  }
  const pending = { seat, price, source };
  const index = ctx.choose(seat, ctx.market, pending);
  if (index === -1) {
    ctx.paused = pending;
    return false;
  }
  if (!Number.isInteger(index) || index < 0 || index >= ctx.market.length)
    throw badChoice(index, ctx.market.length);
  const paid = pay(v, price);
  const bought = ctx.market[index]!; // index checked just above
  let refill: typeof bought | null = null;
  if (ctx.deck.length > 0) {
    refill = ctx.deck.shift()!;
    ctx.market[index] = refill;
  } else ctx.market.splice(index, 1);
  ctx.gained[seat]!.push(bought);
  ctx.events?.push({
    kind: 'card-buy',
    step,
    sub: 'buys',
    seat,
    price,
    index,
    card: bought,
    ...paid,
    refill,
    source,
  });
  return true;
}

/** A Bard draw: the top card of the deck, or nothing when the deck is empty. */
function drawCard(ctx: RoundContext, step: Colour, seat: number, source: CardRef): void {
  const drawn = ctx.deck.length > 0 ? ctx.deck.shift()! : null;
  if (drawn) ctx.gained[seat]!.push(drawn);
  ctx.events?.push({
    kind: 'draw',
    step,
    sub: 'buys',
    seat,
    card: drawn,
    hidden: false,
    deckEmpty: drawn === null,
    source,
  });
}
