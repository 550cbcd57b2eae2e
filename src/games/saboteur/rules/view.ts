// Views (§13): what one seat (or the table, seat = null) may see. Never another seat's hand or
// role during the round, never a face-down goal except through this seat's own Map, nothing of
// the RNG, the set-aside cards, the leftover roles or the discard pile's contents.
import { roundFacts } from './round-facts';
import { brokenTools, hasFront, placeBlocker } from './actions';
import { theftChoices, turnChoices } from './choices';
import { actors, outcome } from './engine';
import { ROUNDS } from './setup';
import { finalScores } from './round-end';
import type {
  GameEvent,
  MyView,
  PrivateEvent,
  PrivateResultFact,
  RoundSummary,
  SeatView,
  SinceMarks,
  State,
  View,
  ViewGoal,
} from './types';

/**
 * A public event as this viewer may see it: the state's own event object (the engine never
 * changes an event once logged, and copying each one made the log 44% of a view's time), but a
 * deluxe payout's amount stays only in the paid seat's own view until game over.
 */
function viewEvent(e: GameEvent, viewer: number | null, over: boolean): GameEvent {
  if (e.type === 'payout' && !over && e.seat !== viewer) return { ...e, gp: null };
  return e;
}

/** A deep copy of a private event (flat fields, plus the card lists of swap-hand). */
function copyPrivate(e: PrivateEvent): PrivateEvent {
  if (e.type === 'swap-hand') return { ...e, gave: e.gave.slice(), received: e.received.slice() };
  return { ...e };
}

/**
 * A round summary as this viewer may see it. The state's summaries are never changed once made
 * (the engine copies `lastRound` before a theft adds to it), so the view shares their parts
 * instead of copying each summary's maze for every view.
 */
function redactSummary(sum: RoundSummary, viewer: number | null, over: boolean): RoundSummary {
  // classic nugget values and deluxe GP amounts are private until the game is over (§13)
  if (over) return sum;
  return { ...sum, payouts: sum.payouts.map((v, i) => (i === viewer ? v : 0)) };
}

function publicLog(s: State, viewer: number | null, over: boolean): GameEvent[] {
  const out: GameEvent[] = [];
  for (const past of s.pastLogs) for (const e of past) out.push(viewEvent(e, viewer, over));
  for (const e of s.log) out.push(viewEvent(e, viewer, over));
  return out;
}

const MOVES: ReadonlySet<GameEvent['type']> = new Set(['place', 'play', 'pass', 'heal']);

/** Index of the first entry after the seat's own last move (0 when it has not moved yet). */
function sinceLastMove(log: readonly GameEvent[], seat: number): number {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!; // i runs inside the log
    if (!MOVES.has(e.type) || (e as { seat: number }).seat !== seat) continue;
    // the goal its own card turned over is no news to it
    return log[i + 1]?.type === 'reveal' && e.type === 'place' ? i + 2 : i + 1;
  }
  return 0;
}

/** The table's changes in `log` from `from` on, this round (View.sinceMarks, issue 23 item 9). */
function sinceMarksOf(log: readonly GameEvent[], from: number, round: number): SinceMarks {
  const marks: SinceMarks = { placed: [], removed: [], seats: [] };
  const same = (a: { x: number; y: number }, x: number, y: number) => a.x === x && a.y === y;
  for (const e of log.slice(from)) {
    if (!('round' in e) || e.round !== round) continue;
    if (e.type === 'place') marks.placed.push({ x: e.x, y: e.y });
    else if (e.type === 'play' && e.card === 'rockfall' && e.x !== undefined && e.y !== undefined) {
      const { x, y } = e;
      marks.placed = marks.placed.filter((c) => !same(c, x, y));
      if (!marks.removed.some((c) => same(c, x, y))) marks.removed.push({ x, y });
    } else if (e.type === 'play' && e.targetSeat !== undefined && !marks.seats.includes(e.targetSeat))
      marks.seats.push(e.targetSeat);
  }
  return marks;
}

/** The private screens owed for plays in `log`, indexed within it (§13 pass-and-play items 3–6). */
function privateResultsIn(log: readonly GameEvent[]): PrivateResultFact[] {
  const out: PrivateResultFact[] = [];
  for (let i = 0; i < log.length; i++) {
    const e = log[i]!; // i runs inside the log
    if (e.type !== 'play') continue;
    const target = e.targetSeat ?? e.seat;
    const base = { logIndex: i, actor: e.seat, pending: false };
    if (e.card === 'map') out.push({ ...base, kind: 'map', seat: e.seat, other: e.seat, x: e.x, y: e.y });
    else if (e.card === 'inspection') out.push({ ...base, kind: 'inspection', seat: e.seat, other: target });
    else if (e.card === 'swap-hand') out.push({ ...base, kind: 'swap-hand', seat: e.seat, other: target });
    else if (e.card === 'swap-hats') out.push({ ...base, kind: 'new-role', seat: target, other: e.seat });
  }
  return out;
}

/** A closed round's log never changes: its results are worked out once, not for every view. */
const closedRounds = new WeakMap<readonly GameEvent[], PrivateResultFact[]>();

/** The private screens owed for plays in the whole public log (`publicLog`'s indices). */
function privateResults(s: State): PrivateResultFact[] {
  const out: PrivateResultFact[] = [];
  let offset = 0;
  const add = (facts: readonly PrivateResultFact[]) => {
    for (const f of facts) out.push({ ...f, logIndex: f.logIndex + offset });
  };
  for (const past of s.pastLogs) {
    let facts = closedRounds.get(past);
    if (!facts) closedRounds.set(past, (facts = privateResultsIn(past)));
    add(facts);
    offset += past.length;
  }
  // this round's: still pending until its person acts again (§13 pass-and-play items 3–6)
  add(
    privateResultsIn(s.log).map((f) => ({
      ...f,
      pending: s.phase === 'turn' && !s.log.slice(f.logIndex + 1).some((e) => actedBy(e, f.seat)),
    })),
  );
  return out;
}

/** A move of `seat` (a card placed or played, a pass, a heal). */
const actedBy = (e: GameEvent, seat: number) =>
  (e.type === 'place' || e.type === 'play' || e.type === 'pass' || e.type === 'heal') && e.seat === seat;

/** What this seat's own Maps showed it this round. */
type MapPeek = { x: number; y: number; gold: boolean };

/** The goal slots (§13): a face-down goal shows nothing but what this seat's own Map showed. */
function viewGoals(s: State, maps: readonly MapPeek[]): ViewGoal[] {
  return s.maze.goals.map((g) => {
    if (g.revealed)
      return {
        x: g.x,
        y: g.y,
        revealed: true,
        card: g.card,
        rotated: g.rotated,
        gold: g.gold,
        peeked: false,
      };
    const peek = maps.find((m) => m.x === g.x && m.y === g.y);
    return {
      x: g.x,
      y: g.y,
      revealed: false,
      card: null,
      rotated: false,
      gold: peek ? peek.gold : null,
      peeked: !!peek,
    };
  });
}

/** Every seat as the viewer may see it (§13): hand sizes, fronts; gold and roles only when allowed. */
function viewSeats(s: State, viewer: number | null, over: boolean): SeatView[] {
  const classic = s.config.mode === 'classic';
  const seats: SeatView[] = [];
  // i runs over the seats: the per-seat arrays hold it
  for (let i = 0; i < s.config.players; i++) {
    const theft = s.front[i]!.find((f) => f.card === 'theft');
    seats.push({
      seat: i,
      handSize: s.hands[i]!.length,
      front: s.front[i]!.map((f) => ({ card: f.card, order: f.order })),
      brokenTools: brokenTools(s, i),
      trapped: hasFront(s, i, 'trapped'),
      theft: theft ? theft.order : null,
      gp: classic || (i !== viewer && !over) ? null : s.gold[i]!,
      hasGold: classic ? s.nuggets[i]!.length > 0 : s.gold[i]! > 0,
      nuggetCards: s.nuggets[i]!.length,
      // roles are public from round end (nugget picks, thefts) and at game over; hidden while playing
      role: i === viewer || s.phase !== 'turn' ? s.roles[i]! : null,
      canPlace: s.phase === 'turn' && placeBlocker(s, i) === null,
    });
  }
  return seats;
}

/** The viewer's own (§13): role, hand, nuggets, what its Maps and Inspections showed, its private log. */
function myView(s: State, viewer: number, myLog: readonly PrivateEvent[], maps: readonly MapPeek[]): MyView {
  return {
    seat: viewer,
    role: s.roles[viewer]!,
    hand: s.hands[viewer]!.slice(),
    nuggets: s.nuggets[viewer]!.slice(),
    // the face this seat saw: the card in that slot (goal cards never move within a round)
    maps: maps.map((m) => ({
      x: m.x,
      y: m.y,
      gold: m.gold,
      card:
        s.maze.goals.find((g) => g.x === m.x && g.y === m.y)?.card ??
        (m.gold ? 'goal-gold' : 'goal-stone-ne'),
    })),
    inspections: myLog
      .filter((e) => e.type === 'inspection' && e.round === s.round)
      .map((e) => ({
        seat: (e as { seat: number }).seat,
        role: (e as { role: State['roles'][number] }).role,
      })),
    privateLog: myLog.map(copyPrivate),
  };
}

/** §13: what one seat (or the table, seat = null) may see. */
export function view(s: State, seat: number | null): View {
  const n = s.config.players;
  const viewer = seat !== null && Number.isInteger(seat) && seat >= 0 && seat < n ? seat : null;
  const over = s.phase === 'over';
  // viewer is range-checked above: the per-seat arrays hold it
  const myLog = viewer === null ? [] : s.privateLogs[viewer]!;
  const maps = myLog.filter((e) => e.type === 'map' && e.round === s.round) as MapPeek[];
  const goals = viewGoals(s, maps);
  const seats = viewSeats(s, viewer, over);
  const me = viewer === null ? null : myView(s, viewer, myLog, maps);
  const pick = s.phase === 'nugget-pick' && s.pick ? s.pick : null;
  const log = publicLog(s, viewer, over);
  return {
    config: { ...s.config },
    viewer,
    round: s.round,
    phase: s.phase,
    actors: actors(s),
    current: s.phase === 'turn' ? s.current : (actors(s)[0] ?? null),
    deckSize: s.deck.length,
    discardSize: s.discard.length,
    setAsideSize: s.setAside.length,
    leftoverRoles: s.leftoverRoles.length,
    maze: { start: { x: 0, y: 0 }, placed: s.maze.placed.map((p) => ({ ...p })), goals },
    seats,
    me,
    nuggetPick: pick
      ? {
          picker: pick.picker,
          remaining: pick.offer.length,
          offer: viewer === pick.picker ? pick.offer.slice() : null,
        }
      : null,
    thieves: s.phase === 'theft' ? s.thieves.slice() : [],
    log,
    sinceLastTurn: viewer === null ? null : sinceLastMove(log, viewer),
    sinceMarks: viewer === null ? null : sinceMarksOf(log, sinceLastMove(log, viewer), s.round),
    lastRound: s.lastRound ? redactSummary(s.lastRound, viewer, over) : null,
    rounds: s.rounds.map((r) => redactSummary(r, viewer, over)),
    scores: over ? finalScores(s) : null,
    ranking: over ? (outcome(s)?.ranking ?? null) : null,
    totalRounds: ROUNDS,
    turn: viewer !== null && s.phase === 'turn' && s.current === viewer ? turnChoices(s, viewer) : null,
    nuggetValues: pick && viewer === pick.picker ? [...new Set(pick.offer)].sort((a, b) => b - a) : null,
    theft: theftChoices(s),
    privateResults: privateResults(s),
    roundFacts: roundFacts(log, s.maze.placed),
  };
}
