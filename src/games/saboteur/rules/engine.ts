// The turn engine (§5, §9, §15): actors, legalActions, validation (with reasons), apply, outcome.
import { onPlain, ownCopy, reducer, replaced, turnRefusal, without, type Turns } from '../../../kit/reducer';
import { rankSeats, RuleError, type Outcome } from '../../../kit/rules';
import { applyPlay, hasFront, placeBlocker, playReason } from './actions';
import { isActionCard, isDeckPathCard, PATH_CARDS } from './cards';
import { boardOf, remember } from './board';
import { HEAL_DISCARD, passMax } from './discards';
import { anyGoalToReveal, revealReached } from './connectivity';
import { placementReasonOn } from './placement';
import { endRound, finalScores, pickNugget, steal, theftVictims } from './round-end';
import type {
  Action,
  CardId,
  GoalSlot,
  HealAction,
  IllegalReason,
  PassAction,
  RoundEndReason,
  State,
} from './types';

type TurnAction = Exclude<Action, { type: 'pick-nugget' | 'steal' }>;
import { shapeReason } from './validate-action';
export { legalActions } from './legal-actions';

/** §15: the seat to move, the picking seat, the acting thief; [] when over. */
export function actors(s: State): number[] {
  switch (s.phase) {
    case 'turn':
      return [s.current];
    case 'nugget-pick':
      return s.pick ? [s.pick.picker] : [];
    case 'theft':
      return s.thieves.slice(0, 1);
    default:
      return [];
  }
}

/** Is `ids` a sub-multiset of `hand`? */
function inHand(hand: readonly CardId[], ids: readonly CardId[]): boolean {
  const left = hand.slice();
  for (const id of ids) {
    const i = left.indexOf(id);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/**
 * §15 the turn order, declared for the kit (kit/reducer.ts): the seat to move plays, passes or
 * heals; the picking seat picks a nugget; the acting thief steals. The kit refuses the rest.
 */
const TURNS: Turns<State, Action> = {
  game: 'saboteur',
  before: (_, a) => {
    if (shapeReason(a) === 'bad-action')
      throw new RuleError('bad-action', `saboteur: bad-action (${safeJson(a)})`, 'bad-action');
  },
  phase: (s) => s.phase,
  actors,
  moves: { turn: ['place', 'play', 'pass', 'heal'], 'nugget-pick': ['pick-nugget'], theft: ['steal'] },
};

/**
 * Why `a` is illegal now, or null if it is legal. The UI shows this reason; `apply` throws a
 * RuleError with `errorCode(reason)`. The turn order is the kit's (`TURNS`); the rest is §5–§11.
 */
export function illegalReason(s: State, a: Action): IllegalReason | null {
  const shape = shapeReason(a);
  if (shape === 'bad-action') return shape;
  return (turnRefusal(TURNS, s, a) as IllegalReason | null) ?? ruleReason(s, a, shape);
}

/** The §5–§11 reason `a` (a seat to act, in its phase) is illegal, or null. */
function ruleReason(s: State, a: Action, shape: IllegalReason | null): IllegalReason | null {
  if (shape) return shape;
  const seat = a.seat;
  const hand = s.hands[seat]!; // an actor's seat (the turn order)
  switch (a.type) {
    case 'place': {
      if (typeof a.card !== 'string' || !hand.includes(a.card)) return 'card-not-in-hand';
      if (!isDeckPathCard(a.card)) return 'not-a-path-card';
      const blocked = placeBlocker(s, seat);
      if (blocked) return blocked;
      return placementReasonOn(boardOf(s.maze), PATH_CARDS[a.card]!, a.x, a.y, a.rotated); // a deck path card (above)
    }
    case 'play': {
      if (typeof a.card !== 'string' || !hand.includes(a.card)) return 'card-not-in-hand';
      if (!isActionCard(a.card)) return 'bad-action';
      return playReason(s, a);
    }
    case 'pass': {
      const d = (a as PassAction).discard;
      if (!Array.isArray(d)) return 'bad-discard';
      if (d.length < 1 || d.length > passMax(s.config.mode)) return 'bad-discard';
      return inHand(hand, d) ? null : 'card-not-in-hand';
    }
    case 'heal': {
      if (s.config.mode !== 'deluxe') return 'bad-action';
      const h = a as HealAction;
      if (!Array.isArray(h.discard) || h.discard.length !== HEAL_DISCARD) return 'bad-discard';
      if (!inHand(hand, h.discard)) return 'card-not-in-hand';
      return hasFront(s, seat, h.remove) ? null : 'bad-target';
    }
    case 'pick-nugget':
      return s.pick && s.pick.offer.includes(a.value) ? null : 'bad-target';
    case 'steal':
      // §11.3: a thief may decline (fromSeat null) or rob a seat that holds gold
      return a.fromSeat === null || theftVictims(s, seat).includes(a.fromSeat) ? null : 'bad-target';
    default:
      return 'bad-action';
  }
}

/** RuleError code for a reason: every §6 placement reason is 'illegal-placement'. */
function errorCode(reason: IllegalReason): string {
  switch (reason) {
    case 'not-a-path-card':
    case 'cell-taken':
    case 'edges-mismatch':
    case 'not-connected':
    case 'ladder-no-contact':
    case 'ladder-next-to-goal':
      return 'illegal-placement';
    default:
      return reason;
  }
}

/**
 * Draws up to k cards from the top (end) of the pile into `hand` (a fresh array), which becomes
 * the seat's hand. The pile is read from `orig`: only Swap Your Hand, which makes the actor draw
 * nothing, takes from it earlier in an action. Returns how many were drawn.
 */
function drawInto(d: State, orig: State, seat: number, hand: CardId[], k: number): number {
  const pile = orig.deck;
  const n = Math.min(k, pile.length);
  for (let i = 0; i < n; i++) hand.push(pile[pile.length - 1 - i]!); // n <= pile.length
  if (n) d.deck = pile.slice(0, pile.length - n);
  d.hands = replaced(orig.hands, seat, hand);
  return n;
}

/** The action for an error message; never throws (hostile input may not serialise). */
function safeJson(a: unknown): string {
  try {
    return String(JSON.stringify(a)).slice(0, 200);
  } catch {
    return 'unserialisable action';
  }
}

/** The rules' check after the kit's turn order (a seat to act, an action of its phase). */
function check(s: State, a: Action): void {
  const reason = ruleReason(s, a, shapeReason(a));
  if (reason) throw new RuleError(errorCode(reason), `saboteur: ${reason} (${safeJson(a)})`, reason);
}

/**
 * Pure: the kit checks the turn order (TURNS), `check` the rules, then the action is played on
 * an Immer draft (kit/reducer.ts). Reads go to the plain state `orig`, and a turn writes whole
 * top-level fields built from it (a read or a write through a nested draft makes a second proxy,
 * and then Immer walks every new value): the produce drafts the state alone.
 */
export const apply: (s: State, a: Action) => State = reducer(TURNS, check, mutate);

function mutate(d: State, orig: State, a: Action): void {
  // the round's end (scoring, payouts, the next deal) and the nugget picks and thefts that
  // finish it rebuild most of the state: they run on plain values (kit onPlain), the turn again
  // with them when it ends the round; a turn that passes on changes the draft
  if (a.type === 'pick-nugget') onPlain(d, orig, (s) => pickNugget(s, a.value), roundCopy);
  else if (a.type === 'steal') onPlain(d, orig, (s) => steal(s, a.fromSeat), roundCopy);
  else {
    const end = turn(d, orig, a);
    // the turn ended the round: on a plain copy of `orig`, the turn again, then the round's end
    // (in a replay `d` is that plain state already, the turn made on it)
    if (end !== null)
      onPlain(d, orig, (s) => endRound(s, s === d ? end : (turn(s, s, a) as RoundEndReason)), roundCopy);
  }
}

/**
 * The plain copy a round's end runs on: its own, but the events of the logs and the past rounds'
 * summaries shared, as the engine only appends to those lists and never changes an entry.
 */
function roundCopy(s: State): State {
  const own = ownCopy<State>({ ...s, log: [], pastLogs: [], privateLogs: [], rounds: [] });
  own.log = s.log.slice();
  own.pastLogs = s.pastLogs.slice();
  own.privateLogs = s.privateLogs.map((l) => l.slice());
  own.rounds = s.rounds.slice();
  return own;
}

/**
 * A turn (§5): place, play, pass or heal; the reason the round ends, or null when it goes on. It
 * writes whole top-level fields of the draft, new plain values built from `orig` (kit `replaced`
 * for a seat's entry), so the produce drafts the state alone (kit/reducer.ts).
 */
function turn(d: State, orig: State, a: TurnAction): RoundEndReason | null {
  const seat = a.seat;
  const round = orig.round;
  switch (a.type) {
    case 'place': {
      // `+ 0` turns a -0 coordinate into 0, so the state stays a JSON round-trip
      const x = a.x + 0;
      const y = a.y + 0;
      const placed = { x, y, card: a.card, rotated: a.rotated };
      const after = { placed: [...orig.maze.placed, placed], goals: orig.maze.goals };
      // the new maze's board serves the reveal check here and the next legalActions
      const board = boardOf(after);
      let revealed: GoalSlot[] = [];
      let goldFound = false;
      if (anyGoalToReveal(after, board)) {
        const r = revealReached(after, board);
        after.goals = r.goals;
        revealed = r.revealed;
        goldFound = r.goldFound;
        remember(after, r.board);
      }
      d.maze = after;
      const drew = drawInto(d, orig, seat, without(orig.hands[seat]!, [a.card]), 1);
      const log = [
        ...orig.log,
        { type: 'place' as const, round, seat, card: a.card, x, y, rotated: a.rotated, drew },
      ];
      for (const g of revealed)
        log.push({ type: 'reveal', round, x: g.x, y: g.y, card: g.card, rotated: g.rotated, gold: g.gold });
      d.log = log;
      d.lastActor = seat;
      if (goldFound) {
        // §9a: revealing the gold ends the round at once; the placing seat is the finder
        d.finder = seat;
        return 'gold-found';
      }
      break;
    }
    case 'play': {
      const hand = without(orig.hands[seat]!, [a.card]);
      d.hands = replaced(orig.hands, seat, hand);
      const ev = applyPlay(d, orig, a);
      // §5: after Swap Your Hand the actor draws nothing (the target drew 1 in applyPlay)
      if (a.card !== 'swap-hand') ev.drew = drawInto(d, orig, seat, hand, 1);
      d.log = [...orig.log, ev];
      d.lastActor = seat;
      break;
    }
    case 'pass': {
      d.discard = [...orig.discard, ...a.discard];
      const drew = drawInto(d, orig, seat, without(orig.hands[seat]!, a.discard), a.discard.length);
      d.log = [...orig.log, { type: 'pass', round, seat, count: a.discard.length, drew }];
      d.lastActor = seat;
      break;
    }
    case 'heal': {
      d.discard = [...orig.discard, ...a.discard, a.remove];
      d.front = replaced(
        orig.front,
        seat,
        orig.front[seat]!.filter((c) => c.card !== a.remove),
      );
      const drew = drawInto(d, orig, seat, without(orig.hands[seat]!, a.discard), 1);
      d.log = [...orig.log, { type: 'heal', round, seat, count: a.discard.length, removed: a.remove, drew }];
      d.lastActor = seat;
      break;
    }
  }
  return nextTurn(d, orig, a) ? null : 'cards-exhausted';
}

/** §5, §9b: next seat clockwise holding a card (true), or the end of the round (false). */
function nextTurn(d: State, orig: State, a: TurnAction): boolean {
  const n = orig.config.players;
  // the turn wrote the hands whole (a plain array): read through the draft, it is no draft
  const hands = d.hands;
  for (let k = 1; k <= n; k++) {
    const s = (a.seat + k) % n;
    if (hands[s]!.length) {
      // s < n, a seat
      d.current = s;
      return true;
    }
  }
  // every hand is empty (so the pile is empty too: hands only run dry once it is): the round ends
  return false;
}

/** §12: null while the game goes on. */
export function outcome(s: State): Outcome | null {
  if (s.phase !== 'over') return null;
  const scores = finalScores(s);
  const seats = scores.map((_, i) => i);
  return { scores, ranking: rankSeats(seats, (a, b) => scores[b]! - scores[a]!) };
}
