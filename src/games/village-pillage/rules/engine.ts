// §6 Plan, §8 Refresh, §10 duel flow and §14 actions: actors, legalActions, apply.
// apply is an Immer reducer (kit/reducer.ts): it validates first (RuleError, nothing changed),
// then plays the action on a draft of the state.

import { RuleError } from '../../../kit/rules';
import { nextFloat } from '../../../kit/random';
import { reducer, replaced, without, type Turns } from '../../../kit/reducer';
import { isCardId } from './cards';
import type { Chooser, Slot } from './context';
import { buildSlots, runResolution } from './resolve';
import type {
  Action,
  CardId,
  EventBody,
  Plan,
  PlanAction,
  RoundInput,
  SeatState,
  State,
  Village,
} from './types';

// ---------------------------------------------------------------------------------------------
// actors and legal actions

export function actors(state: State): number[] {
  if (state.phase === 'over') return [];
  if (state.phase === 'buy') return state.resolution ? [state.resolution.pending.seat] : [];
  const out: number[] = [];
  for (const [s, seat] of state.seats.entries()) if (seat.plan === null) out.push(s);
  return out;
}

/** Duel: is this seat's plan the round-1 {front, back}? (later rounds plan only a back) A seat to act. */
function duelFirstPlan(state: State, seat: number): boolean {
  return state.seats[seat]!.front === null;
}

/** §14: every ordered pair of distinct hand cards, de-duplicated by id pair; duel later rounds:
 *  each distinct id; buys: one per market index. */
export function legalActions(state: State, seat: number): Action[] {
  if (!actors(state).includes(seat)) return [];
  if (state.phase === 'buy') {
    return state.resolution!.market.map((_, index) => ({ type: 'buy' as const, seat, index }));
  }
  const hand = state.seats[seat]!.hand; // an actor
  if (state.mode === 'duel' && !duelFirstPlan(state, seat)) {
    const out: Action[] = [];
    for (const [i, card] of hand.entries())
      if (hand.indexOf(card) === i) out.push({ type: 'plan', seat, back: card });
    return out;
  }
  // distinct ids in hand order; a pair (a, a) needs two copies (§6)
  const ids: CardId[] = [];
  const copies: number[] = [];
  for (const c of hand) {
    const k = ids.indexOf(c);
    if (k < 0) {
      ids.push(c);
      copies.push(1);
    } else copies[k]!++; // k indexes ids, copies runs beside it
  }
  const out: Action[] = [];
  for (const [i, a] of ids.entries()) {
    for (const [j, b] of ids.entries()) {
      if (i === j && copies[i]! < 2) continue;
      out.push(
        state.mode === 'duel'
          ? { type: 'plan', seat, front: a, back: b }
          : { type: 'plan', seat, left: a, right: b },
      );
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// validation

function countIn(list: readonly CardId[], id: CardId): number {
  let n = 0;
  for (const c of list) if (c === id) n++;
  return n;
}

/** The cards a plan action takes from the hand, in order (standard: left, right; duel: front, back / back). */
function planCards(state: State, a: PlanAction): CardId[] {
  const rec = a as unknown as Record<string, unknown>;
  const has = (k: string) => rec[k] !== undefined;
  let keys: string[];
  if (state.mode === 'standard') keys = ['left', 'right'];
  else keys = duelFirstPlan(state, a.seat) ? ['front', 'back'] : ['back'];
  const other = ['left', 'right', 'front', 'back'].filter((k) => !keys.includes(k));
  if (other.some(has) || !keys.every(has)) {
    throw new RuleError('bad-action', `a plan here names exactly: ${keys.join(', ')}`);
  }
  const cards = keys.map((k) => rec[k]);
  if (!cards.every(isCardId)) throw new RuleError('bad-action', 'unknown card id');
  return cards as CardId[];
}

/** §14 the turn order, declared for the kit (kit/reducer.ts): every seat without a plan plans; the buyer buys. */
const TURNS: Turns<State, Action> = {
  game: 'village pillage',
  before(state, action) {
    if (!action || typeof action !== 'object')
      throw new RuleError('bad-action', 'an action must be an object');
    if (actionType(action) === null) throw new RuleError('bad-action', 'unknown action type');
    if (!Number.isInteger(action.seat) || action.seat < 0 || action.seat >= state.seats.length) {
      throw new RuleError('bad-action', `no seat ${String(action.seat)}`);
    }
  },
  typeOf: actionType,
  phase: (s) => s.phase,
  actors,
  moves: { plan: ['plan'], buy: ['buy'] },
};

/** The rules' check after the kit's turn order (a seat to act, an action of its phase). */
function validate(state: State, action: Action): void {
  if (actionType(action) === 'buy') {
    const index = (action as { index?: unknown }).index;
    const size = state.resolution!.market.length;
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= size) {
      throw new RuleError('bad-choice', `market index ${String(index)} is not in 0..${size - 1}`);
    }
    return;
  }
  const cards = planCards(state, action as PlanAction);
  const hand = state.seats[action.seat]!.hand; // a seat checked above
  for (const c of cards)
    if (!hand.includes(c))
      throw new RuleError('card-not-in-hand', `${c} is not in seat ${action.seat}'s hand`);
  if (cards.length === 2 && cards[0] === cards[1] && countIn(hand, cards[0]!) < 2) {
    throw new RuleError('same-card-twice', `one ${cards[0]} cannot be played twice`);
  }
}

/** 'plan' | 'buy', also for actions that omit `type` but are otherwise well-formed. */
function actionType(action: Action): 'plan' | 'buy' | null {
  const t = (action as { type?: unknown }).type;
  if (t === 'plan' || t === 'buy') return t;
  if (t !== undefined) return null;
  const rec = action as unknown as Record<string, unknown>;
  if (rec.index !== undefined) return 'buy';
  if (rec.left !== undefined || rec.right !== undefined || rec.front !== undefined || rec.back !== undefined)
    return 'plan';
  return null;
}

// ---------------------------------------------------------------------------------------------
// apply

/**
 * §14: validates (RuleError, nothing changed), then plays the action on an Immer draft
 * (kit/reducer.ts). A plan sets one seat's plan on the draft; the last plan (the reveal) and a
 * buy run the round on plain values (the seats read from `base`, proxies cost a lot inside a
 * resolution) and write the results to the draft.
 */
export const apply: (state: State, action: Action) => State = reducer(TURNS, validate, move);

function move(next: State, base: State, action: Action): void {
  if (actionType(action) === 'buy') {
    resolveStep(next, base, base.seats, [...base.resolution!.choices, (action as { index: number }).index]);
    return;
  }
  const cards = planCards(base, action as PlanAction);
  let plan: Plan;
  // planCards returned exactly the cards this plan names (validated)
  if (base.mode === 'standard') plan = { left: cards[0]!, right: cards[1]! };
  else if (cards.length === 2) plan = { front: cards[0]!, back: cards[1]! };
  else plan = { back: cards[0]! };
  if (!base.seats.every((s, i) => i === action.seat || s.plan !== null)) {
    // a whole top-level field (kit `replaced`): the produce holds one draft, Immer walks nothing
    next.seats = replaced(base.seats, action.seat, { ...base.seats[action.seat]!, plan });
    return;
  }
  next.phase = 'buy'; // resolving; set back to 'plan' / 'over' when the round completes
  next.resolution = null;
  next.log = [];
  const seats = base.seats.map((s, i) => revealed(i === action.seat ? { ...s, plan } : s));
  resolveStep(next, base, seats, []);
}

/** §6 reveal: planned cards leave the hand (duel: the back card goes face-down onto the table). */
function revealed(seat: SeatState): SeatState {
  const out = { ...seat };
  const plan = seat.plan as Record<string, CardId | undefined>;
  for (const k of ['left', 'right', 'front', 'back'] as const) {
    const c = plan[k];
    if (c === undefined) continue;
    out.hand = without(out.hand, [c]);
    out.secret = without(out.secret, [c]);
    out[k] = c;
  }
  return out;
}

/**
 * The chicken seed of the round being resolved: drawn once from the game PRNG at the reveal (on
 * a plain copy of it, written whole: no draft of the PRNG).
 */
function roundSeed(state: State, base: State): number {
  if (base.resolution) return base.resolution.seed;
  const rng = { ...base.rng };
  const seed = Math.floor(nextFloat(rng) * 4294967296) >>> 0;
  state.rng = rng;
  return seed;
}

export function roundInput(state: State): RoundInput {
  return inputOf(state.mode, state.seats, state.market, state.deck);
}

function inputOf(
  mode: State['mode'],
  seats: readonly SeatState[],
  market: CardId[],
  deck: CardId[],
): RoundInput {
  const villages: Village[] = seats.map((s) => ({
    stockpile: s.stockpile,
    bank: s.bank,
    relics: s.relics,
  }));
  if (mode === 'duel') {
    return { mode: 'duel', villages, plays: seats.map((s) => ({ front: s.front! })), market, deck };
  }
  return {
    mode: 'standard',
    villages,
    plays: seats.map((s) => ({ left: s.left!, right: s.right! })),
    market,
    deck,
  };
}

/**
 * Runs (or re-runs, with the choices so far) the round from its revealed start (`seats`, plain),
 * and writes the outcome to the draft `state`. The market and deck are unchanged since the
 * reveal: they are read from `base`.
 */
function resolveStep(state: State, base: State, seats: SeatState[], choices: number[]): void {
  const seed = roundSeed(state, base);
  const input = inputOf(base.mode, seats, base.market, base.deck);
  const slots = buildSlots(input);
  let k = 0;
  const choose: Chooser = () => (k < choices.length ? choices[k++]! : -1);
  const events: EventBody[] = [];
  const r = runResolution(input.mode, input.villages, slots, input.market, input.deck, seed, choose, events);
  state.log = events;
  if (!r.done) {
    if (seats !== base.seats) state.seats = seats;
    state.phase = 'buy';
    state.resolution = {
      seed,
      choices,
      villages: r.villages,
      market: r.market,
      deck: r.deck,
      gained: r.gained,
      pending: r.pending!,
    };
    return;
  }
  state.seats = refreshed(base.mode, seats, slots, r.exhaustedSlots, r.swaps, r.gained, events).map(
    (seat, s) => ({
      ...seat,
      // the resolution returns one village per seat
      stockpile: r.villages[s]!.stockpile,
      bank: r.villages[s]!.bank,
      relics: r.villages[s]!.relics,
    }),
  );
  state.market = r.market;
  state.deck = r.deck;
  state.resolution = null;
  state.lastLog = events;
  const lastRound = { input, seed, choices };
  state.lastRound = lastRound;
  state.pastRounds = [...base.pastRounds, lastRound];
  state.log = [];
  if (r.winners.length > 0) {
    state.phase = 'over';
    state.winners = r.winners;
  } else {
    state.phase = 'plan';
    state.round = base.round + 1;
  }
}

/** §8 Refresh (and §10 duel slide, §12 Turncoat swaps): the seats' new hands and exhausted areas. */
function refreshed(
  mode: State['mode'],
  seats: readonly SeatState[],
  slots: Slot[],
  exhaustedSlots: boolean[],
  swaps: [number, number][],
  gained: CardId[][],
  events: EventBody[],
): SeatState[] {
  const swappedTo: number[] = slots.map((s) => s.seat);
  for (const [a, b] of swaps) {
    swappedTo[a] = slots[b]!.seat;
    swappedTo[b] = slots[a]!.seat;
  }
  const newExhausted: CardId[][] = seats.map(() => []);
  const returning: CardId[][] = seats.map((s) => s.exhausted.slice());
  slots.forEach((slot, i) => {
    (exhaustedSlots[i] ? newExhausted : returning)[swappedTo[i]!]!.push(slot.card);
  });
  // swapped cards are in `gained` (kernel semantics) but were placed above with their slot
  const swapCount = seats.map(() => 0);
  for (const [a, b] of swaps) {
    swapCount[slots[a]!.seat]!++;
    swapCount[slots[b]!.seat]!++;
  }
  const drawn: CardId[][] = seats.map(() => []);
  for (const e of events) if (e.kind === 'draw' && e.card) drawn[e.seat]!.push(e.card);
  return seats.map((seat, s) => {
    // slot indexes (< slots.length) and seats (< seats.length; gained, returning, drawn,
    // newExhausted and swapCount run beside seats) index everything here
    const got = gained[s]!;
    const bought = got.slice(0, got.length - swapCount[s]!);
    return {
      ...seat,
      hand: [...seat.hand, ...returning[s]!, ...bought],
      secret: [...seat.secret, ...drawn[s]!],
      exhausted: newExhausted[s]!,
      plan: null,
      left: null,
      right: null,
      front: mode === 'duel' ? seat.back : seat.front,
      back: mode === 'duel' ? null : seat.back,
    };
  });
}
