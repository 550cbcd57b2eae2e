// companion §3.3–§3.5: a round resolved by the full game's kernel (resolve.ts `runResolution`, the
// same function `resolveRound` runs), with the physical deck unknown to the app. The kernel is run
// with the deck cards the table has named so far, plus one stand-in card while the deck may hold
// more: when the kernel takes the stand-in off the deck, the table is asked which card it really
// was (companion §3.4), and the run is repeated with the answer. Every rule (steals, banks, buy
// order, relic purchase, refills, exhaust, refresh effects, the end check) is the kernel's.

import { CARD_BY_ID, marketCards } from '../cards';
import type { Chooser } from '../context';
import type { EventBody } from '../events';
import { buildSlots, runResolution, type RunResult } from '../resolve';
import type { CardId, RoundInput, Village } from '../types';
import type { Board, CompanionState, Entry, Halt, Resolving } from './types';

/** Market cards not yet seen to leave the deck: the catalogue of this game less the market and
 *  every market card a seat owns (starters are never in the deck), in catalogue order. */
export function deckCards(state: Pick<CompanionState, 'config' | 'mode'>, board: Board): CardId[] {
  const seen = new Set<CardId>(board.market);
  for (const s of board.seats) for (const c of s.owned) if (!CARD_BY_ID[c].starter) seen.add(c);
  if (board.deckEmpty) return [];
  return marketCards(state.mode, state.config.expansion).filter((c) => !seen.has(c));
}

/** Cards that may still come off the deck in the round being resolved. */
export function deckLeftNow(state: CompanionState, res: Resolving): CardId[] {
  if (res.emptied) return [];
  return deckCards(state, state.board).filter((c) => !res.drawn.includes(c));
}

/** Who took each card of `res.drawn` off the deck, in order: null for a market refill (face up,
 *  public), the seat for a Bard's draw (its owner's alone until played, §11). */
const takers = new WeakMap<Resolving, (number | null)[]>();
function drawnBy(state: CompanionState, res: Resolving): (number | null)[] {
  let out = takers.get(res);
  if (!out) {
    out = [];
    for (const e of runRound(state).events) {
      if (e.kind === 'card-buy' && e.refill !== null) out.push(null);
      else if (e.kind === 'draw' && e.card !== null) out.push(e.seat);
    }
    takers.set(res, out);
  }
  return out;
}

/** issue 33 items 1–2: the market cards whose place the viewer (null: the table) cannot see: the
 *  deck, and other seats' unplayed Bard draws. Built from what the viewer knows only: the
 *  catalogue less the market, every owned card the viewer has seen and this round's refills (and
 *  the viewer's own draws). A shared screen that lists the deck's cards lists these, so the table
 *  never learns a secret card by elimination. */
export function unseenBy(state: CompanionState, viewer: number | null): CardId[] {
  const seen = new Set<CardId>(state.board.market);
  state.board.seats.forEach((s, i) => {
    const hidden = i === viewer ? [] : s.secret.slice();
    for (const c of s.owned) {
      const k = hidden.indexOf(c);
      if (k >= 0) hidden.splice(k, 1);
      else if (!CARD_BY_ID[c].starter) seen.add(c);
    }
  });
  const res = state.resolving;
  if (res) {
    const by = drawnBy(state, res);
    res.drawn.forEach((c, k) => {
      const seat = by[k] ?? null;
      if (seat === null || seat === viewer) seen.add(c);
    });
  }
  return marketCards(state.mode, state.config.expansion).filter((c) => !seen.has(c));
}

/** The kernel's RoundInput for this round's entries (duel: each seat's front card). */
function roundInput(state: CompanionState, deck: CardId[]): RoundInput {
  const board = state.board;
  const villages: Village[] = board.seats.map((s) => ({
    stockpile: s.stockpile,
    bank: s.bank,
    relics: s.relics,
  }));
  const market = board.market.slice();
  if (state.mode === 'duel') {
    const plays = board.seats.map((s, i) => {
      const e = state.entries[i] as Entry;
      return { front: s.front ?? (e as { front: CardId }).front };
    });
    return { mode: 'duel', villages, plays, market, deck };
  }
  const plays = state.entries.map((e) => {
    const p = e as { left: CardId; right: CardId };
    return { left: p.left, right: p.right };
  });
  return { mode: 'standard', villages, plays, market, deck };
}

export interface RoundRun {
  input: RoundInput;
  run: RunResult;
  events: EventBody[];
  /** null: the round is complete (`run.done`) */
  halt: Halt | null;
}

/** Runs the kernel over the round so far. */
export function runRound(state: CompanionState): RoundRun {
  const res = state.resolving!;
  const left = deckLeftNow(state, res);
  const open = left.length > 0;
  // the stand-in is a card the deck may really hold; a run that takes it stops at that question
  const deck = open ? [...res.drawn, left[0]!] : res.drawn.slice();
  const input = roundInput(state, deck);
  const slots = buildSlots(input);
  let k = 0;
  const choose: Chooser = () => (k < res.choices.length ? res.choices[k++]! : -1);
  const events: EventBody[] = [];
  const run = runResolution(
    input.mode,
    input.villages,
    slots,
    input.market,
    input.deck,
    res.seed,
    choose,
    events,
  );
  const consumed = deck.length - run.deck.length;
  if (open && consumed > res.drawn.length) {
    let n = 0;
    for (const e of events) {
      const takes = (e.kind === 'card-buy' && e.refill !== null) || (e.kind === 'draw' && e.card !== null);
      if (!takes) continue;
      if (n++ < res.drawn.length) continue;
      const halt: Halt =
        e.kind === 'card-buy'
          ? { kind: 'deck', reason: 'refill', seat: e.seat, taken: e.card, index: e.index, source: e.source }
          : { kind: 'deck', reason: 'draw', seat: e.seat, taken: null, index: null, source: e.source };
      return { input, run, events: events.slice(0, events.indexOf(e)), halt };
    }
  }
  if (!run.done) {
    return {
      input,
      run,
      events,
      halt: { kind: 'buy', pending: run.pending!, market: run.market.slice() },
    };
  }
  // the recorded input names exactly the deck cards the round used: a replay gives the same round
  return { input: roundInput(state, res.drawn.slice()), run, events, halt: null };
}
