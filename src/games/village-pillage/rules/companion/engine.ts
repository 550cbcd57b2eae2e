// The companion's flow (companion §3.1–§3.6): who acts, what is legal, and apply.
// apply is the kit's Immer reducer (kit/reducer.ts): the kit checks the turn order (TURNS), the
// check here reads the plain state, and `move` writes the next one on a draft (the input is never
// mutated). The round itself is the kernel's (round.ts); the refresh of hands and exhausted areas
// follows the kernel's `gained`, `lost` and exhausted slots as the full engine does (§8, §10, §12).

import { reducer, type Turns } from '../../../../kit/reducer';
import { RuleError } from '../../../../kit/rules';
import { nextFloat } from '../../../../kit/random';
import { bankCapacity, isCardId, RELICS_TO_WIN } from '../cards';
import { buildSlots } from '../resolve';
import type { CardId } from '../types';
import { deckCards, deckLeftNow, runRound, type RoundRun } from './round';
import { MARKET_SIZE } from './setup';
import type { AdjustField, CompanionAction, CompanionState, Entry, LogItem } from './types';

export const ADJUST_FIELDS: readonly AdjustField[] = ['stockpile', 'bank', 'relics'];

// ---------------------------------------------------------------------------------------------
// who acts

/** market: the first seat picks for the table; enter: every seat not yet entered (anyone may tap
 *  for them on one phone); buy / deck: the buyer or the drawer; over: nobody. */
export function actors(state: CompanionState): number[] {
  switch (state.phase) {
    case 'market':
      return [0];
    case 'enter':
      return state.entries.flatMap((e, i) => (e === null ? [i] : []));
    case 'buy':
    case 'deck': {
      const h = state.resolving?.halt;
      if (!h) return [];
      return [h.kind === 'buy' ? h.pending.seat : h.seat];
    }
    default:
      return [];
  }
}

/** companion §3.6: what an undo takes back now. After the end nothing: nobody is to act (kernel
 *  contract); the winning round is taken back by the session instead (reopen.ts, issue 29 item 3). */
export function undoKind(state: CompanionState): 'market' | 'entries' | 'round' | null {
  if (state.phase === 'over') return null;
  if (state.phase === 'market') return state.board.market.length > 0 ? 'market' : null;
  if (state.resolving || state.entries.some((e) => e !== null)) return 'entries';
  if (state.last) return 'round';
  return state.board.round === 1 ? 'market' : null;
}

/** companion §3.2: the cards a seat may put down now: owned, not resting, not already at the front. */
export function availableCards(state: CompanionState, seat: number): CardId[] {
  const s = state.board.seats[seat]!; // callers pass a seat of the table
  const out = s.owned.slice();
  const drop = (c: CardId) => {
    const i = out.indexOf(c);
    if (i >= 0) out.splice(i, 1);
  };
  s.exhausted.forEach(drop);
  if (state.mode === 'duel' && s.front !== null) drop(s.front);
  return out;
}

export function entrySlots(state: CompanionState, seat: number): ('left' | 'right' | 'front' | 'back')[] {
  if (state.mode === 'standard') return ['left', 'right'];
  return state.board.seats[seat]!.front === null ? ['front', 'back'] : ['back'];
}

function entryActions(state: CompanionState, seat: number): CompanionAction[] {
  const cards = availableCards(state, seat);
  const ids = cards.filter((c, i) => cards.indexOf(c) === i);
  const slots = entrySlots(state, seat);
  if (slots.length === 1) return ids.map((back) => ({ type: 'enter', seat, back }));
  const out: CompanionAction[] = [];
  for (const a of ids)
    for (const b of ids) {
      if (a === b && cards.filter((c) => c === a).length < 2) continue;
      out.push(
        state.mode === 'duel'
          ? { type: 'enter', seat, front: a, back: b }
          : { type: 'enter', seat, left: a, right: b },
      );
    }
  return out;
}

function adjustable(state: CompanionState, target: number, field: AdjustField, delta: number): boolean {
  const v = state.board.seats[target]!; // a seat of the table (range-checked by validate)
  const next = v[field] + delta;
  if (next < 0) return false;
  if (field === 'bank') return next <= bankCapacity[state.mode];
  if (field === 'relics') return next <= RELICS_TO_WIN;
  return true;
}

/** Every legal action of the seat now: the question's answers, then undo, then (entering) the
 *  ±1 adjustments of every village (companion §3.6; a finite list, one step each). */
export function legalActions(state: CompanionState, seat: number): CompanionAction[] {
  if (!actors(state).includes(seat)) return [];
  const out: CompanionAction[] = [];
  const h = state.resolving?.halt;
  if (state.phase === 'market') {
    for (const card of deckCards(state, state.board)) out.push({ type: 'market', seat, card });
  } else if (state.phase === 'enter') {
    out.push(...entryActions(state, seat));
  } else if (h?.kind === 'buy') {
    h.market.forEach((_, index) => out.push({ type: 'buy', seat, index }));
  } else if (h?.kind === 'deck') {
    for (const card of deckLeftNow(state, state.resolving!)) out.push({ type: 'deck', seat, card });
    out.push({ type: 'deck', seat, card: null });
  }
  if (undoKind(state) !== null) out.push({ type: 'undo', seat });
  if (state.phase === 'enter') {
    for (let target = 0; target < state.board.seats.length; target++)
      for (const field of ADJUST_FIELDS)
        for (const delta of [1, -1] as const)
          if (adjustable(state, target, field, delta))
            out.push({ type: 'adjust', seat, target, field, delta });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// validation

/** companion §3 the turn order, declared for the kit: per phase, the actions it allows. */
const TURNS: Turns<CompanionState, CompanionAction> = {
  game: 'village pillage companion',
  before(state, action) {
    if (!action || typeof action !== 'object') throw bad('an action must be an object');
    const a = action as unknown as Record<string, unknown>;
    if (!Object.values(TURNS.moves).some((types) => types.includes(a.type as never)))
      throw bad(`unknown action type ${String(a.type)}`);
    const n = state.board.seats.length;
    if (!Number.isInteger(a.seat) || (a.seat as number) < 0 || (a.seat as number) >= n)
      throw bad(`no seat ${String(a.seat)}`);
  },
  phase: (s) => s.phase,
  actors,
  moves: {
    market: ['market', 'undo'],
    enter: ['enter', 'undo', 'adjust'],
    buy: ['buy', 'undo'],
    deck: ['deck', 'undo'],
  },
};

function bad(msg: string): RuleError {
  return new RuleError('bad-action', msg);
}

/** The entry's cards in slot order, checked against the seat's available cards. */
function entryCards(state: CompanionState, a: Record<string, unknown>): CardId[] {
  const slots = entrySlots(state, a.seat as number);
  const all = ['left', 'right', 'front', 'back'];
  if (
    all.some((k) => a[k] !== undefined && !slots.includes(k as never)) ||
    slots.some((k) => a[k] === undefined)
  )
    throw bad(`an entry here names exactly: ${slots.join(', ')}`);
  const cards = slots.map((k) => a[k]);
  if (!cards.every(isCardId)) throw bad('unknown card id');
  const left = availableCards(state, a.seat as number);
  for (const c of cards as CardId[]) {
    const i = left.indexOf(c);
    if (i < 0)
      throw new RuleError(
        'card-not-in-hand',
        `seat ${String(a.seat)} has no ${c} to put down (not owned, resting, or used twice)`,
      );
    left.splice(i, 1);
  }
  return cards as CardId[];
}

/** The rules' check after the kit's turn order (a seat to act, an action of its phase). */
function validate(state: CompanionState, action: CompanionAction): void {
  const a = action as unknown as Record<string, unknown>;
  const n = state.board.seats.length;
  switch (a.type) {
    case 'market':
      if (!isCardId(a.card) || !deckCards(state, state.board).includes(a.card))
        throw new RuleError('bad-choice', `${String(a.card)} cannot be a face-up market card now`);
      return;
    case 'enter':
      entryCards(state, a);
      return;
    case 'buy': {
      const size =
        state.resolving!.halt!.kind === 'buy'
          ? (state.resolving!.halt as { market: CardId[] }).market.length
          : 0;
      if (!Number.isInteger(a.index) || (a.index as number) < 0 || (a.index as number) >= size)
        throw new RuleError('bad-choice', `market index ${String(a.index)} is not in 0..${size - 1}`);
      return;
    }
    case 'deck':
      if (a.card !== null && !(isCardId(a.card) && deckLeftNow(state, state.resolving!).includes(a.card)))
        throw new RuleError('bad-choice', `${String(a.card)} cannot come off the deck now`);
      return;
    case 'undo':
      if (undoKind(state) === null) throw new RuleError('nothing-to-undo', 'there is nothing to undo');
      return;
    case 'adjust': {
      const t = a.target;
      if (!Number.isInteger(t) || (t as number) < 0 || (t as number) >= n) throw bad(`no seat ${String(t)}`);
      if (!ADJUST_FIELDS.includes(a.field as never)) throw bad(`no field ${String(a.field)}`);
      if (!Number.isInteger(a.delta) || a.delta === 0 || Math.abs(a.delta as number) > 999)
        throw bad('an adjustment is a whole number more or less (not 0)');
      if (!adjustable(state, t as number, a.field as AdjustField, a.delta as number))
        throw new RuleError(
          'bad-choice',
          `${String(a.field)} cannot go ${(a.delta as number) > 0 ? 'up' : 'down'}`,
        );
      return;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// apply

export const apply: (state: CompanionState, action: CompanionAction) => CompanionState = reducer(
  TURNS,
  validate,
  move,
);

/**
 * One action on the draft. The round's kernel (`runRound`) reads a plain state: the one the
 * action makes, built from `base` before the draft is written (in a replay draft and base are
 * one object).
 */
function move(d: CompanionState, base: CompanionState, action: CompanionAction): void {
  switch (action.type) {
    case 'market':
      d.board.market.push(action.card);
      if (d.board.market.length === MARKET_SIZE) d.phase = 'enter';
      return;
    case 'enter': {
      const cards = entryCards(base, action as unknown as Record<string, unknown>);
      const slots = entrySlots(base, action.seat);
      const entry = Object.fromEntries(slots.map((k, i) => [k, cards[i]])) as Entry;
      const entries = base.entries.slice();
      entries[action.seat] = entry;
      if (!entries.every((e) => e !== null)) {
        d.entries[action.seat] = entry;
        return;
      }
      // §7.7 the round's chicken seed: the next draw of the game PRNG (taken for good at the commit)
      const seed = Math.floor(nextFloat({ s: base.board.rng.s }) * 4294967296) >>> 0;
      const resolving = { seed, choices: [], drawn: [], emptied: false, halt: null };
      advance(d, { ...base, entries, resolving });
      return;
    }
    case 'buy': {
      const res = base.resolving!;
      advance(d, { ...base, resolving: { ...res, choices: [...res.choices, action.index] } });
      return;
    }
    case 'deck': {
      const res = base.resolving!;
      const resolving =
        action.card === null ? { ...res, emptied: true } : { ...res, drawn: [...res.drawn, action.card] };
      advance(d, { ...base, resolving });
      return;
    }
    case 'undo':
      undo(d, base);
      return;
    case 'adjust': {
      const v = d.board.seats[action.target]!; // validated
      v[action.field] += action.delta;
      d.log.push({
        kind: 'adjust',
        round: d.board.round,
        target: action.target,
        field: action.field,
        delta: action.delta,
        value: v[action.field],
      });
    }
  }
}

/** companion §3.6: back to the start of this round's entry, or (nothing entered yet) to the start
 *  of the last round's entry with its board; in set-up, the last market pick. */
function undo(d: CompanionState, state: CompanionState): void {
  const kind = undoKind(state)!;
  const note: LogItem = { kind: 'undo', round: state.board.round, what: kind };
  if (kind === 'market') {
    d.board.market.pop();
    d.phase = 'market';
  } else if (kind === 'entries') {
    if (state.entries.every((e) => e !== null)) d.retake = state.entries as Entry[];
    d.entries = state.entries.map(() => null);
    d.resolving = null;
    d.phase = 'enter';
  } else {
    const before = state.last!.before;
    d.board = before;
    note.round = before.round;
    d.entries = state.entries.map(() => null);
    d.rounds = state.rounds.slice(0, -1);
    d.retake = state.last!.entries;
    d.last = null;
    d.winners = [];
    d.phase = 'enter';
  }
  d.log.push(note);
}

/** Runs the kernel over the round so far (`state`, plain): waits at the next question, or completes the round. */
function advance(d: CompanionState, state: CompanionState): void {
  const rr = runRound(state);
  if (rr.halt) {
    d.entries = state.entries;
    d.resolving = { ...state.resolving!, halt: rr.halt };
    d.phase = rr.halt.kind;
    return;
  }
  commit(d, state, rr);
}

/** §8 refresh and §9 end check on the board, from the kernel's completed round; the new board is a plain value. */
function commit(d: CompanionState, state: CompanionState, rr: RoundRun): void {
  const { run, input, events } = rr;
  const slots = buildSlots(input);
  const res = state.resolving!;
  const record = { round: state.board.round, input, seed: res.seed, choices: res.choices.slice() };
  // §12 Turncoat: a swapped slot's card belongs to the other seat after the refresh
  const ownerOf = slots.map((s) => s.seat);
  for (const [a, b] of run.swaps) {
    ownerOf[a] = slots[b]!.seat;
    ownerOf[b] = slots[a]!.seat;
  }
  const old = state.board;
  const rng = { ...old.rng };
  nextFloat(rng);
  const seats = old.seats.map((was, i) => {
    // the round's run has one village, lost and gained list per seat
    const v = run.villages[i]!;
    const owned = was.owned.slice();
    for (const c of run.lost[i]!) owned.splice(owned.indexOf(c), 1);
    owned.push(...run.gained[i]!);
    // played cards are shown now: a Bard draw among them is no longer secret
    const secret = was.secret.slice();
    for (const s of slots) {
      const k = s.seat === i ? secret.indexOf(s.card) : -1;
      if (k >= 0) secret.splice(k, 1);
    }
    for (const e of events) if (e.kind === 'draw' && e.seat === i && e.card) secret.push(e.card);
    const exhausted = slots.flatMap((s, k) => (run.exhaustedSlots[k] && ownerOf[k] === i ? [s.card] : []));
    const front = state.mode === 'duel' ? (state.entries[i] as { back: CardId }).back : was.front;
    return {
      ...was,
      stockpile: v.stockpile,
      bank: v.bank,
      relics: v.relics,
      owned,
      secret,
      exhausted,
      front,
    };
  });
  const over = run.winners.length > 0;
  d.board = {
    ...old,
    rng,
    seats,
    market: run.market,
    deckEmpty: res.emptied ? true : old.deckEmpty,
    round: over ? old.round : old.round + 1,
  };
  d.last = { record, before: old, entries: state.entries as Entry[] };
  d.rounds = [...state.rounds, record];
  d.retake = null;
  // what the round changed in each village, for its log line (issue 30)
  const gained = seats.map((v, i) => {
    const was = old.seats[i]!; // the same seats before the round
    return { stockpile: v.stockpile - was.stockpile, bank: v.bank - was.bank, relics: v.relics - was.relics };
  });
  d.log.push({ kind: 'round', round: old.round, winners: run.winners, gained });
  d.entries = state.entries.map(() => null);
  d.resolving = null;
  if (over) {
    d.phase = 'over';
    d.winners = run.winners;
  } else d.phase = 'enter';
}
