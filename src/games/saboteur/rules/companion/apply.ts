// Saboteur companion: apply (pure, Immer) and outcome. An action is applied only when it is one
// of legalActions; anything else is refused with a RuleError and changes nothing.
import { produce } from 'immer';
import type { Outcome } from '../../../../kit/rules';
import { rankSeats, RuleError } from '../../../../kit/rules';
import { actors, legalActions } from './legal';
import { finalScores, nextRound, pickNugget, reopen, reveal, steal } from './settle';
import type { CompanionAction, CompanionState } from './types';

/** Canonical JSON (sorted keys): an action equals a legal one whatever its key order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

const PHASE_OF: Record<CompanionAction['type'], CompanionState['phase'][]> = {
  seen: ['roles'],
  inspect: ['play'],
  'swap-hats': ['play'],
  noted: ['play', 'questions'],
  'round-over': ['play'],
  resume: ['questions'],
  answer: ['questions'],
  trapped: ['questions'],
  theft: ['questions'],
  reveal: ['questions'],
  pick: ['pick'],
  steal: ['theft'],
  correct: ['result'],
  next: ['result'],
};

/** Why an action is refused, or null when it is legal. */
function refusal(s: CompanionState, action: CompanionAction): string | null {
  if (!action || typeof action !== 'object' || !Number.isInteger(action.seat)) return 'bad-action';
  if (!actors(s).includes(action.seat)) return 'not-your-turn';
  const phases = PHASE_OF[action.type];
  if (!phases) return 'bad-action';
  if (!phases.includes(s.phase)) return 'wrong-phase';
  const key = canonical(action);
  return legalActions(s, action.seat).some((a) => canonical(a) === key) ? null : 'bad-action';
}

export function apply(state: CompanionState, action: CompanionAction): CompanionState {
  const why = refusal(state, action);
  if (why) throw new RuleError(why, `saboteur companion: ${why} (${JSON.stringify(action)?.slice(0, 120)})`);
  return produce(state, (s) => {
    step(s, action);
  });
}

function step(s: CompanionState, a: CompanionAction): void {
  switch (a.type) {
    case 'seen':
      s.seen[a.seat] = true;
      if (s.seen.every(Boolean)) s.phase = 'play';
      return;
    case 'inspect':
      // §8 Inspection: the actor alone sees the target's current role
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
      return;
    case 'swap-hats': {
      // §8 Swap your hats: the old role out for the round, the top leftover card to the target
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
      return;
    }
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
      if (a.q === 'gold') s.answers.gold = a.value;
      else if (a.q === 'last') s.answers.last = a.value;
      else if (a.q === 'free-of-green') s.answers.freeOfGreen = a.value;
      else if (a.q === 'free-of-blue') s.answers.freeOfBlue = a.value;
      else s.answers.crystals = a.value;
      return;
    case 'trapped':
      s.answers.trapped = a.on
        ? [...s.answers.trapped, a.target].sort((x, y) => x - y)
        : s.answers.trapped.filter((t) => t !== a.target);
      return;
    case 'theft':
      s.answers.thefts = a.on
        ? [...s.answers.thefts, a.target]
        : s.answers.thefts.filter((t) => t !== a.target);
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

export function outcome(s: CompanionState): Outcome | null {
  if (s.phase !== 'over') return null;
  const scores = finalScores(s);
  const seats = scores.map((_, i) => i);
  return { scores, ranking: rankSeats(seats, (a, b) => scores[b]! - scores[a]!) };
}
