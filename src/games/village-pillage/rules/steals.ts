// §7.2 Steals sub-step: all claims of one colour step settled together, per victim, against the
// stockpiles and banks as they stand when the sub-step begins; short victims are split round-robin,
// larger printed steal first (chicken on equal steals), a thief never getting more than it claimed.

import { chickenOrder, type RoundContext } from './context';
import type { CardRef, Colour } from './types';

// Indexes here are the round's own: slot indexes (< slots.length; effects run beside slots), seats
// (< villages.length) and claim indexes k (< claims.length; fromStock, fromBank run beside claims;
// got[j] beside order[j]).

/** One merged claim of a thief on a victim. */
interface Claim {
  thief: number;
  victim: number;
  /** printed steal (merged) */
  amount: number;
  /** the part of `amount` that may be taken from the bank (S n*) */
  includingBank: number;
  sources: CardRef[];
}

/** Collects and merges this step's claims (§7.2 step 1). `slotIdx` are the step's slots. */
export function collectClaims(ctx: RoundContext, slotIdx: number[]): Claim[] {
  const claims: Claim[] = [];
  for (const i of slotIdx) {
    const e = ctx.effects[i]!;
    const slot = ctx.slots[i]!;
    const oppSeat = ctx.slots[slot.opp]!.seat;
    if (e.steal) addClaim(claims, slot.seat, oppSeat, e.steal, e.stealIncludingBank === true, slot.ref);
    if (e.oppSteal) addClaim(claims, oppSeat, slot.seat, e.oppSteal, false, slot.ref);
  }
  return claims;
}

/** Adds a claim, merging it into the same thief's claim on the same victim (§7.2 step 1). */
function addClaim(
  claims: Claim[],
  thief: number,
  victim: number,
  n: number,
  inc: boolean,
  source: CardRef,
): void {
  for (const c of claims) {
    if (c.thief === thief && c.victim === victim) {
      c.amount += n;
      if (inc) c.includingBank += n;
      c.sources.push(source);
      return;
    }
  }
  claims.push({ thief, victim, amount: n, includingBank: inc ? n : 0, sources: [source] });
}

/** Round-robin hand-out of `pool` one at a time among `wants` (in order), each capped at its want. */
function roundRobin(pool: number, wants: number[]): number[] {
  const got = wants.map(() => 0);
  let left = pool;
  while (left > 0) {
    let progressed = false;
    for (let k = 0; k < wants.length && left > 0; k++) {
      if (got[k]! < wants[k]!) {
        got[k]!++;
        left--;
        progressed = true;
      }
    }
    if (!progressed) break;
  }
  return got;
}

/** Settles all claims of the sub-step and applies the transfers at once (§7.2 steps 2–4). */
export function settleSteals(ctx: RoundContext, step: Colour, claims: Claim[]): void {
  if (claims.length === 0) return;
  const n = ctx.villages.length;
  const fromStock = new Array<number>(claims.length).fill(0);
  const fromBank = new Array<number>(claims.length).fill(0);
  for (let victim = 0; victim < n; victim++) {
    const mine: number[] = [];
    for (const [k, c] of claims.entries()) if (c.victim === victim) mine.push(k);
    if (mine.length === 0) continue;
    const v = ctx.villages[victim]!;
    let sum = 0;
    for (const k of mine) sum += claims[k]!.amount;
    if (sum <= v.stockpile) {
      for (const k of mine) fromStock[k] = claims[k]!.amount;
    } else {
      const order = thiefOrder(ctx, step, claims, mine);
      const got = roundRobin(
        v.stockpile,
        order.map((k) => claims[k]!.amount),
      );
      order.forEach((k, j) => (fromStock[k] = got[j]!));
      // bank pass: including-banked remainders, same thief order, no new flip
      const rest = order.map((k) => Math.min(claims[k]!.includingBank, claims[k]!.amount - fromStock[k]!));
      let restSum = 0;
      for (const r of rest) restSum += r;
      if (restSum > 0) {
        const fromB = restSum <= v.bank ? rest : roundRobin(v.bank, rest);
        order.forEach((k, j) => (fromBank[k] = fromB[j]!));
      }
    }
  }
  // apply all transfers at once
  for (const [k, c] of claims.entries()) {
    const vv = ctx.villages[c.victim]!;
    const stock = fromStock[k]!;
    const bank = fromBank[k]!;
    vv.stockpile -= stock;
    vv.bank -= bank;
    ctx.villages[c.thief]!.stockpile += stock + bank;
    ctx.events?.push({
      kind: 'steal',
      step,
      sub: 'steals',
      thief: c.thief,
      victim: c.victim,
      claim: c.amount,
      includingBank: c.includingBank > 0,
      fromStockpile: stock,
      fromBank: bank,
      sources: c.sources,
    });
  }
}

/** Larger printed steal first; equal steals ordered by the chicken (seats listed ascending). */
function thiefOrder(ctx: RoundContext, step: Colour, claims: Claim[], mine: number[]): number[] {
  const sorted = mine
    .slice()
    .sort((a, b) => claims[b]!.amount - claims[a]!.amount || claims[a]!.thief - claims[b]!.thief);
  const out: number[] = [];
  let i = 0;
  while (i < sorted.length) {
    let j = i + 1;
    while (j < sorted.length && claims[sorted[j]!]!.amount === claims[sorted[i]!]!.amount) j++;
    if (j - i === 1) out.push(sorted[i]!);
    else {
      const group = sorted.slice(i, j);
      const seats = group.map((k) => claims[k]!.thief); // ascending by the sort above
      const { order, draws } = chickenOrder(ctx.rng, seats);
      ctx.events?.push({ kind: 'chicken', step, sub: 'steals', seats, order, draws });
      for (const s of order) out.push(group[seats.indexOf(s)]!); // order is a reordering of seats
    }
    i = j;
  }
  return out;
}
