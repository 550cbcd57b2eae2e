// Saboteur companion: apply (the kit's Immer reducer) and outcome. The kit refuses a seat not to
// act and an action of another phase (TURNS); beyond that an action is applied only when it is
// one of legalActions; anything else is refused with a RuleError and changes nothing.
import { canonical } from '../../../../kit/canonical';
import { reducer, type Turns } from '../../../../kit/reducer';
import type { Outcome } from '../../../../kit/rules';
import { rankSeats, RuleError } from '../../../../kit/rules';
import { actors, legalActions } from './legal';
import { finalScores, nextRound, pickNugget, reopen, reveal, steal } from './settle';
import type { CompanionAction, CompanionState } from './types';

/** The turn order, declared for the kit: per phase, the actions it allows (companion §3). */
const TURNS: Turns<CompanionState, CompanionAction> = {
  game: 'saboteur companion',
  before: (_, a) => {
    if (!a || typeof a !== 'object' || !Number.isInteger(a.seat)) throw refused('bad-action', a);
  },
  phase: (s) => s.phase,
  actors,
  moves: {
    roles: ['seen'],
    play: ['inspect', 'swap-hats', 'noted', 'round-over'],
    questions: ['noted', 'resume', 'answer', 'trapped', 'theft', 'reveal'],
    pick: ['pick'],
    theft: ['steal'],
    result: ['correct', 'next'],
  },
};

function refused(why: string, action: unknown): RuleError {
  return new RuleError(why, `saboteur companion: ${why} (${JSON.stringify(action)?.slice(0, 120)})`);
}

/** After the turn order: an action is legal when it equals one of legalActions. */
function check(s: CompanionState, action: CompanionAction): void {
  const key = canonical(action);
  if (!legalActions(s, action.seat).some((a) => canonical(a) === key)) throw refused('bad-action', action);
}

export const apply: (state: CompanionState, action: CompanionAction) => CompanionState = reducer(
  TURNS,
  check,
  (s, _, action) => step(s, action),
);

function step(s: CompanionState, a: CompanionAction): void {
  switch (a.type) {
    case 'seen':
      s.seen[a.seat] = true;
      if (s.seen.every(Boolean)) s.phase = 'play';
      return;
    case 'inspect':
      inspect(s, a);
      return;
    case 'swap-hats':
      swapHats(s, a);
      return;
    case 'noted': {
      const k = s.pending.findIndex((p) => p.seat === a.seat);
      s.pending.splice(k, 1); // legal only when one is owed to this seat
      return;
    }
    case 'round-over':
      s.phase = 'questions';
      s.log.push({ type: 'round-over', round: s.round, seat: a.seat });
      return;
    case 'resume':
      s.phase = 'play';
      s.log.push({ type: 'resume', round: s.round, seat: a.seat });
      return;
    case 'answer':
    case 'trapped':
    case 'theft':
      answer(s, a);
      return;
    case 'reveal':
      reveal(s, a.seat);
      return;
    case 'pick':
      pickNugget(s, a.value);
      return;
    case 'steal':
      steal(s, a.fromSeat);
      return;
    case 'correct':
      reopen(s);
      return;
    case 'next':
      nextRound(s);
      return;
  }
}

type ActionOf<T extends CompanionAction['type']> = Extract<CompanionAction, { type: T }>;

/** §8 Inspection (companion §2.3): the actor alone sees the target's current role. */
function inspect(s: CompanionState, a: ActionOf<'inspect'>): void {
  s.used.inspection += 1;
  s.pending.push({ seat: a.seat, at: s.log.length });
  s.log.push({ type: 'inspection', round: s.round, seat: a.seat, target: a.target });
  s.privateLogs[a.seat]!.push({
    type: 'inspected',
    round: s.round,
    target: a.target,
    role: s.roles[a.target]!,
    at: s.log.length,
  });
}

/** §8 Swap your hats (companion §2.3): the old role out for the round, the top leftover card to the target. */
function swapHats(s: CompanionState, a: ActionOf<'swap-hats'>): void {
  s.used.swapHats += 1;
  const oldRole = s.roles[a.target]!; // a validated target seat
  const role = s.leftoverRoles.pop() as CompanionState['roles'][number];
  s.discardedRoles.push(oldRole);
  s.roles[a.target] = role;
  s.pending.push({ seat: a.target, at: s.log.length });
  s.log.push({ type: 'swap-hats', round: s.round, seat: a.seat, target: a.target });
  s.privateLogs[a.target]!.push({
    type: 'new-role',
    round: s.round,
    bySeat: a.seat,
    oldRole,
    role,
    at: s.log.length,
  });
}

/** An answer to the round end questions (companion §2.4): gold, last card, doors, crystals, who is trapped, the thefts in order. */
function answer(s: CompanionState, a: ActionOf<'answer' | 'trapped' | 'theft'>): void {
  if (a.type === 'trapped')
    s.answers.trapped = a.on
      ? [...s.answers.trapped, a.target].sort((x, y) => x - y)
      : s.answers.trapped.filter((t) => t !== a.target);
  else if (a.type === 'theft')
    s.answers.thefts = a.on
      ? [...s.answers.thefts, a.target]
      : s.answers.thefts.filter((t) => t !== a.target);
  else if (a.q === 'gold') s.answers.gold = a.value;
  else if (a.q === 'last') s.answers.last = a.value;
  else if (a.q === 'free-of-green') s.answers.freeOfGreen = a.value;
  else if (a.q === 'free-of-blue') s.answers.freeOfBlue = a.value;
  else s.answers.crystals = a.value;
}

export function outcome(s: CompanionState): Outcome | null {
  if (s.phase !== 'over') return null;
  const scores = finalScores(s);
  const seats = scores.map((_, i) => i);
  return { scores, ranking: rankSeats(seats, (a, b) => scores[b]! - scores[a]!) };
}
