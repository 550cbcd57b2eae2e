// The companion's flow (companion §3.1–§3.6): who acts, what is legal, and apply.
// Validation reads the plain state; Immer `produce` writes the next one (the input is never
// mutated). The round itself is the kernel's (round.ts); the refresh of hands and exhausted areas
// follows the kernel's `gained`, `lost` and exhausted slots as the full engine does (§8, §10, §12).

import { Immer } from 'immer';
import { RuleError } from '../../../../kit/rules';
import { nextFloat } from '../../../../kit/random';
import { bankCapacity, isCardId, RELICS_TO_WIN } from '../cards';
import { buildSlots } from '../resolve';
import type { CardId } from '../types';
import { deckCards, deckLeftNow, runRound, type RoundRun } from './round';
import { MARKET_SIZE } from './setup';
import type { AdjustField, CompanionAction, CompanionState, Entry, LogItem } from './types';

// No auto-freeze, as in the other engines: states are never mutated, apply writes through drafts.
const immer = new Immer({ autoFreeze: false });
const produce = immer.produce.bind(immer);

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

const TYPES = ['market', 'enter', 'buy', 'deck', 'undo', 'adjust'] as const;
const PHASE_OF: Record<string, string[]> = {
  market: ['market'],
  enter: ['enter'],
  buy: ['buy'],
  deck: ['deck'],
  undo: ['market', 'enter', 'buy', 'deck'],
  adjust: ['enter'],
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

function validate(state: CompanionState, action: CompanionAction): void {
  if (!action || typeof action !== 'object') throw bad('an action must be an object');
  const a = action as unknown as Record<string, unknown>;
  if (!TYPES.includes(a.type as never)) throw bad(`unknown action type ${String(a.type)}`);
  const n = state.board.seats.length;
  if (!Number.isInteger(a.seat) || (a.seat as number) < 0 || (a.seat as number) >= n)
    throw bad(`no seat ${String(a.seat)}`);
  // after the end nobody is to act (actors: []): every action is refused, an undo too (the winning
  // round is taken back by cutting the log: reopen.ts, issue 29 item 3)
  if (state.phase === 'over') throw new RuleError('not-your-turn', 'the game is over');
  // every type in TYPES has its phases
  if (!PHASE_OF[a.type as string]!.includes(state.phase))
    throw new RuleError('wrong-phase', `no ${String(a.type)} now (phase ${state.phase})`);
  if (!actors(state).includes(a.seat as number))
    throw new RuleError('not-your-turn', `seat ${String(a.seat)} is not to act`);
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

export function apply(state: CompanionState, action: CompanionAction): CompanionState {
  validate(state, action);
  switch (action.type) {
    case 'market':
      return produce(state, (d) => {
        d.board.market.push(action.card);
        if (d.board.market.length === MARKET_SIZE) d.phase = 'enter';
      });
    case 'enter': {
      const cards = entryCards(state, action as unknown as Record<string, unknown>);
      const slots = entrySlots(state, action.seat);
      const entry = Object.fromEntries(slots.map((k, i) => [k, cards[i]])) as Entry;
      const next = produce(state, (d) => {
        d.entries[action.seat] = entry;
        if (d.entries.every((e) => e !== null)) {
          // §7.7 the round's chicken seed: the next draw of the game PRNG (taken for good at the commit)
          const seed = Math.floor(nextFloat({ s: d.board.rng.s }) * 4294967296) >>> 0;
          d.resolving = { seed, choices: [], drawn: [], emptied: false, halt: null };
        }
      });
      return next.resolving ? advance(next) : next;
    }
    case 'buy':
      return advance(
        produce(state, (d) => {
          d.resolving!.choices.push(action.index);
        }),
      );
    case 'deck':
      return advance(
        produce(state, (d) => {
          if (action.card === null) d.resolving!.emptied = true;
          else d.resolving!.drawn.push(action.card);
        }),
      );
    case 'undo':
      return undo(state);
    case 'adjust':
      return produce(state, (d) => {
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
      });
  }
}

/** companion §3.6: back to the start of this round's entry, or (nothing entered yet) to the start
 *  of the last round's entry with its board; in set-up, the last market pick. */
function undo(state: CompanionState): CompanionState {
  const kind = undoKind(state)!;
  return produce(state, (d) => {
    const note: LogItem = { kind: 'undo', round: d.board.round, what: kind };
    if (kind === 'market') {
      d.board.market.pop();
      d.phase = 'market';
    } else if (kind === 'entries') {
      if (state.entries.every((e) => e !== null)) d.retake = state.entries as Entry[];
      d.entries = d.entries.map(() => null);
      d.resolving = null;
      d.phase = 'enter';
    } else {
      d.board = state.last!.before;
      note.round = d.board.round;
      d.entries = d.entries.map(() => null);
      d.rounds = state.rounds.slice(0, -1);
      d.retake = state.last!.entries;
      d.last = null;
      d.winners = [];
      d.phase = 'enter';
    }
    d.log.push(note);
  });
}

/** Runs the kernel over the round so far: waits at the next question, or completes the round. */
function advance(state: CompanionState): CompanionState {
  const rr = runRound(state);
  if (rr.halt) {
    const halt = rr.halt;
    return produce(state, (d) => {
      d.resolving!.halt = halt;
      d.phase = halt.kind;
    });
  }
  return commit(state, rr);
}

/** §8 refresh and §9 end check on the board, from the kernel's completed round. */
function commit(state: CompanionState, rr: RoundRun): CompanionState {
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
  return produce(state, (d) => {
    const b = d.board;
    nextFloat(b.rng);
    b.seats.forEach((seat, i) => {
      // the round's run has one village, lost and gained list per seat
      const v = run.villages[i]!;
      seat.stockpile = v.stockpile;
      seat.bank = v.bank;
      seat.relics = v.relics;
      for (const c of run.lost[i]!) seat.owned.splice(seat.owned.indexOf(c), 1);
      seat.owned.push(...run.gained[i]!);
      // played cards are shown now: a Bard draw among them is no longer secret
      for (const s of slots) {
        const k = s.seat === i ? seat.secret.indexOf(s.card) : -1;
        if (k >= 0) seat.secret.splice(k, 1);
      }
      for (const e of events) if (e.kind === 'draw' && e.seat === i && e.card) seat.secret.push(e.card);
      seat.exhausted = slots.flatMap((s, k) => (run.exhaustedSlots[k] && ownerOf[k] === i ? [s.card] : []));
      if (state.mode === 'duel') seat.front = (state.entries[i] as { back: CardId }).back;
    });
    b.market = run.market;
    if (res.emptied) b.deckEmpty = true;
    d.last = { record, before: state.board, entries: state.entries as Entry[] };
    d.rounds = [...state.rounds, record];
    d.retake = null;
    const gained = b.seats.map((v, i) => {
      const was = state.board.seats[i]!; // the same seats before the round
      return {
        stockpile: v.stockpile - was.stockpile,
        bank: v.bank - was.bank,
        relics: v.relics - was.relics,
      };
    });
    d.log.push({ kind: 'round', round: b.round, winners: run.winners, gained });
    d.entries = d.entries.map(() => null);
    d.resolving = null;
    if (run.winners.length > 0) {
      d.phase = 'over';
      d.winners = run.winners;
    } else {
      d.phase = 'enter';
      b.round += 1;
    }
  });
}
