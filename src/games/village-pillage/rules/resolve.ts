// §7 Resolve: colour steps green → blue → red → yellow, each in sub-steps Gains → Steals → Banks →
// Buys → Exhausts; then the refresh effects (§12, in refresh.ts: Shepherd gains, Turncoat swaps)
// and the end check (§9). `resolveRound` is the kernel function of spec §13; the engine
// (engine.ts) runs the same `runResolution`, pausing at each market-card buy for the buyer's choice.

import { RuleError } from '../../../kit/rules';
import { createRng } from '../../../kit/random';
import { bankCapacity, cardColour, cardDef, COLOURS, isCardId, RELICS_TO_WIN, relicPrices } from './cards';
import { badChoice, eventSink, total, type Chooser, type RoundContext, type Slot } from './context';
import { relicCheck, runBuys } from './buys';
import { refreshEffects } from './refresh';
import { collectClaims, settleSteals } from './steals';
import type {
  CardId,
  Colour,
  EventBody,
  FrontEnd,
  GameEvent,
  Mode,
  PendingBuy,
  RoundInput,
  RoundResult,
  Side,
  Village,
} from './types';

// Indexes here are the round's own: a slot index (< slots.length; effects, relicPrice and
// exhausted run beside slots) or a seat (< villages.length; gained and lost run beside villages).

function slot(seat: number, side: Side, card: CardId, opp: number): Slot {
  return { seat, side, card, colour: cardColour(card), opp, ref: { seat, side, card } };
}

/** §4 fronts: seat i's right card (slot 2i+1) faces seat (i+1)'s left card; §10: the two front cards face. */
export function buildSlots(input: RoundInput): Slot[] {
  const slots: Slot[] = [];
  const n = input.plays.length;
  if (input.mode === 'duel') {
    for (let s = 0; s < 2; s++) slots.push(slot(s, 'front', input.plays[s]!.front, 1 - s)); // a duel has two plays
  } else {
    for (const [s, p] of input.plays.entries()) {
      slots.push(slot(s, 'left', p.left, 2 * ((s - 1 + n) % n) + 1));
      slots.push(slot(s, 'right', p.right, 2 * ((s + 1) % n)));
    }
  }
  return slots;
}

/** §4 and §10 fronts as seat ends: standard, seat i's right card faces seat i+1's left card
 *  (the last front wraps round to seat 0); duel, the two front cards. */
export function frontsOf(mode: Mode, players: number): [FrontEnd, FrontEnd][] {
  if (mode === 'duel')
    return [
      [
        { seat: 0, side: 'front' },
        { seat: 1, side: 'front' },
      ],
    ];
  const out: [FrontEnd, FrontEnd][] = [];
  for (let s = 0; s < players; s++)
    out.push([
      { seat: s, side: 'right' },
      { seat: (s + 1) % players, side: 'left' },
    ]);
  return out;
}

/** A resolved (or paused) round again, from its start, with the public table after each event. */
export function replayWithTables(input: RoundInput, seed: number, choices: readonly number[]): GameEvent[] {
  const events: GameEvent[] = [];
  let k = 0;
  const choose: Chooser = () => (k < choices.length ? choices[k++]! : -1);
  runResolution(
    input.mode,
    input.villages,
    buildSlots(input),
    input.market,
    input.deck,
    seed,
    choose,
    events,
    true,
  );
  return events;
}

/** Internal outcome of a run: complete, or paused at a market-card buy. */
export interface RunResult {
  done: boolean;
  pending: PendingBuy | null;
  villages: Village[];
  market: CardId[];
  deck: CardId[];
  gained: CardId[][];
  lost: CardId[][];
  /** per slot: exhausted this round */
  exhaustedSlots: boolean[];
  /** Turncoat swaps done in the refresh effects: slot index pairs [turncoat, opposing] */
  swaps: [number, number][];
  winners: number[];
}

/** §9: seats with 3 relics; several: the largest total; still tied: a shared win. Ascending. */
function winnersOf(villages: Village[]): number[] {
  const done: number[] = [];
  for (const [s, v] of villages.entries()) if (v.relics >= RELICS_TO_WIN) done.push(s);
  if (done.length <= 1) return done;
  let best = -1;
  // done holds indexes of villages
  for (const s of done) best = Math.max(best, total(villages[s]!));
  return done.filter((s) => total(villages[s]!) === best);
}

/**
 * Runs one Resolve phase on copies of the inputs. `choose` returns a market index, or -1 to
 * pause (then `done` is false and `pending` names the buy). Never mutates its arguments.
 */
export function runResolution(
  mode: Mode,
  villagesIn: readonly Village[],
  slots: Slot[],
  marketIn: readonly CardId[],
  deckIn: readonly CardId[],
  seed: number,
  choose: Chooser,
  events: EventBody[] | null,
  /** also record the public table after each event (the view's playback log, §14) */
  tables = false,
): RunResult {
  const ctx = roundContext(mode, villagesIn, slots, marketIn, deckIn, seed, choose);
  if (events) {
    ctx.events = tables ? eventSink(ctx, events as GameEvent[]) : events;
    ctx.events.push({ kind: 'reveal', step: 'reveal', sub: null, plays: slots.map((s) => s.ref) });
  }
  const lost: CardId[][] = villagesIn.map(() => []);

  for (const colour of COLOURS) {
    const idx: number[] = [];
    for (const [i, s] of slots.entries()) if (s.colour === colour) idx.push(i);
    if (idx.length === 0) continue;
    if (!runStep(ctx, colour, idx)) return runResult(ctx, false, lost, [], []);
  }

  const swaps = refreshEffects(ctx, lost);
  const winners = winnersOf(ctx.villages);
  ctx.events?.push({ kind: 'end', step: 'end', sub: null, winners });
  return runResult(ctx, true, lost, swaps, winners);
}

/** The resolver's own copies of the round's inputs, each slot's effect read from the row it faces. */
function roundContext(
  mode: Mode,
  villagesIn: readonly Village[],
  slots: Slot[],
  marketIn: readonly CardId[],
  deckIn: readonly CardId[],
  seed: number,
  choose: Chooser,
): RoundContext {
  return {
    mode,
    capacity: bankCapacity[mode],
    prices: relicPrices[mode],
    villages: villagesIn.map((v) => ({ stockpile: v.stockpile, bank: v.bank, relics: v.relics })),
    slots,
    effects: slots.map((s) => (s.colour === 'yellow' ? {} : cardDef(s.card).rows[slots[s.opp]!.colour])),
    relicPrice: slots.map(() => 0),
    exhausted: slots.map(() => false),
    market: marketIn.slice(),
    deck: deckIn.slice(),
    gained: villagesIn.map(() => []),
    rng: createRng(seed),
    choose,
    events: null,
    paused: null,
  };
}

/** §7 one colour step, in its sub-steps; false when the Buys sub-step paused for a choice. */
function runStep(ctx: RoundContext, colour: Colour, idx: number[]): boolean {
  announceResolves(ctx, colour, idx);
  if (colour === 'yellow') relicCheck(ctx, idx);
  runGains(ctx, colour, idx);
  settleSteals(ctx, colour, collectClaims(ctx, idx));
  runBanks(ctx, colour, idx);
  if (!runBuys(ctx, colour, idx)) return false;
  runExhausts(ctx, colour, idx);
  return true;
}

/** One event per card of the step (when recording): what it resolves against, and whether that row does nothing. */
function announceResolves(ctx: RoundContext, colour: Colour, idx: number[]): void {
  const { events, slots } = ctx;
  if (!events) return;
  for (const i of idx) {
    const e = ctx.effects[i]!;
    const s = slots[i]!;
    const opp = slots[s.opp]!;
    events.push({
      kind: 'resolve',
      step: colour,
      sub: null,
      source: s.ref,
      against: opp.ref,
      row: opp.colour,
      noEffect: colour !== 'yellow' && Object.keys(e).length === 0,
    });
  }
}

function runResult(
  ctx: RoundContext,
  done: boolean,
  lost: CardId[][],
  swaps: [number, number][],
  winners: number[],
): RunResult {
  return {
    done,
    pending: ctx.paused,
    villages: ctx.villages,
    market: ctx.market,
    deck: ctx.deck,
    gained: ctx.gained,
    lost,
    exhaustedSlots: ctx.exhausted,
    swaps,
    winners,
  };
}

/** §7.1 Gains: G n to the owner, opp G n to the opponent. */
function runGains(ctx: RoundContext, step: Colour, idx: number[]): void {
  for (const i of idx) {
    const e = ctx.effects[i]!;
    const s = ctx.slots[i]!;
    if (e.gain) {
      ctx.villages[s.seat]!.stockpile += e.gain;
      ctx.events?.push({ kind: 'gain', step, sub: 'gains', seat: s.seat, amount: e.gain, source: s.ref });
    }
    if (e.oppGain) {
      const o = ctx.slots[s.opp]!.seat;
      ctx.villages[o]!.stockpile += e.oppGain;
      ctx.events?.push({ kind: 'gain', step, sub: 'gains', seat: o, amount: e.oppGain, source: s.ref });
    }
  }
}

/** §7.3 Banks: min(n, stockpile, free slots), left card before right; Smuggler's un-bank (§12). */
function runBanks(ctx: RoundContext, step: Colour, idx: number[]): void {
  for (const i of idx) {
    const e = ctx.effects[i]!;
    const s = ctx.slots[i]!;
    const v = ctx.villages[s.seat]!;
    if (e.bank) {
      const amount = Math.max(0, Math.min(e.bank, v.stockpile, ctx.capacity - v.bank));
      v.stockpile -= amount;
      v.bank += amount;
      ctx.events?.push({
        kind: 'bank',
        step,
        sub: 'banks',
        seat: s.seat,
        requested: e.bank,
        amount,
        source: s.ref,
      });
    }
    if (e.unbank) {
      const amount = v.bank;
      v.bank = 0;
      v.stockpile += amount;
      ctx.events?.push({ kind: 'unbank', step, sub: 'banks', seat: s.seat, amount, source: s.ref });
    }
  }
}

/** §7.6 Exhausts: mark the opposing card (or the card itself, Veteran). */
function runExhausts(ctx: RoundContext, step: Colour, idx: number[]): void {
  for (const i of idx) {
    const e = ctx.effects[i]!;
    const targets: number[] = [];
    if (e.exhaustOpposing) targets.push(ctx.slots[i]!.opp);
    if (e.exhaustSelf) targets.push(i);
    for (const t of targets) {
      const already = ctx.exhausted[t]!;
      ctx.exhausted[t] = true;
      ctx.events?.push({
        kind: 'exhaust',
        step,
        sub: 'exhausts',
        target: ctx.slots[t]!.ref,
        source: ctx.slots[i]!.ref,
        already,
      });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Kernel function (spec §13)

function badInput(msg: string): RuleError {
  return new RuleError('bad-input', msg);
}

function validateInput(input: RoundInput): void {
  if (!input || typeof input !== 'object') throw badInput('input is not an object');
  const { mode, villages, plays, market, deck } = input as RoundInput;
  if (mode !== 'standard' && mode !== 'duel') throw badInput(`unknown mode ${String(mode)}`);
  if (!Array.isArray(villages) || !Array.isArray(plays) || !Array.isArray(market) || !Array.isArray(deck)) {
    throw badInput('villages, plays, market and deck must be arrays');
  }
  const n = villages.length;
  if (mode === 'standard' && (n < 3 || n > 6)) throw badInput(`standard mode needs 3–6 seats, got ${n}`);
  if (mode === 'duel' && n !== 2) throw badInput(`duel mode needs 2 seats, got ${n}`);
  if (plays.length !== n) throw badInput(`plays.length ${plays.length} ≠ villages.length ${n}`);
  for (const v of villages) {
    const ok = v && [v.stockpile, v.bank, v.relics].every((x) => Number.isInteger(x) && x >= 0);
    if (!ok) throw badInput('a village needs non-negative integer stockpile, bank and relics');
  }
  const ids: unknown[] = [...market, ...deck];
  for (const p of plays as { left?: unknown; right?: unknown; front?: unknown }[]) {
    if (!p || typeof p !== 'object') throw badInput('a play is not an object');
    if (mode === 'standard') ids.push(p.left, p.right);
    else ids.push(p.front);
  }
  for (const id of ids) {
    if (!isCardId(id)) throw badInput(`unknown card id ${String(id)}`);
    if (mode === 'duel' && cardDef(id).threePlus)
      throw badInput(`${id} is a 3+ card and is not used in the duel`);
  }
}

/** Spec §13: one complete Resolve phase, the refresh effects and the end check. */
export function resolveRound(
  input: RoundInput,
  options?: { seed?: number; choose?: (seat: number, market: CardId[]) => number },
): RoundResult {
  validateInput(input);
  const userChoose = options?.choose;
  const choose: Chooser = (seat, market) => {
    const index = userChoose ? userChoose(seat, market.slice()) : 0;
    if (!Number.isInteger(index) || index < 0 || index >= market.length)
      throw badChoice(index, market.length);
    return index;
  };
  const slots = buildSlots(input);
  const r = runResolution(
    input.mode,
    input.villages,
    slots,
    input.market,
    input.deck,
    options?.seed ?? 0,
    choose,
    null,
  );
  return toRoundResult(r, slots);
}

function toRoundResult(r: RunResult, slots: Slot[]): RoundResult {
  const exhausted: { seat: number; side: Side }[] = [];
  for (const [i, s] of slots.entries())
    if (r.exhaustedSlots[i]) exhausted.push({ seat: s.seat, side: s.side });
  return {
    villages: r.villages,
    gained: r.gained,
    lost: r.lost,
    exhausted,
    market: r.market,
    deck: r.deck,
    winners: r.winners,
  };
}
