// Test helpers for the Saboteur companion: a state at the round-end questions with given roles,
// answers and gold, and a check that apply refuses without change.
import { at } from '../../at';
import {
  companion,
  type Answers,
  type CompanionAction,
  type CompanionState,
  type Role,
} from '../../../../src/games/saboteur/rules';
import { RuleError } from '../../../../src/kit/rules';
import { playRandomly } from '../../../support/randomPlay';

export function start(
  mode: 'classic' | 'deluxe',
  players: number,
  seed = 1,
  firstPlayer = 0,
): CompanionState {
  return companion.setup({ mode, players, firstPlayer }, seed);
}

/** every seat looks at its role: the round is on the table */
export function allSeen(s: CompanionState): CompanionState {
  return playRandomly(companion, s, {
    rng: 0,
    until: (t) => t.phase !== 'roles',
    choose: (_t, seat): CompanionAction => ({ type: 'seen', seat }),
  }).state;
}

/** A state at the questions of round 1 with these roles, answers and gold (plain copies). */
export function atQuestions(
  mode: 'classic' | 'deluxe',
  roles: Role[],
  answers: Partial<Answers>,
  patch: Partial<CompanionState> = {},
): CompanionState {
  const s = companion.apply(allSeen(start(mode, roles.length)), { type: 'round-over', seat: 0 });
  const out: CompanionState = JSON.parse(JSON.stringify(s));
  out.roles = roles.slice();
  out.answers = { ...out.answers, ...answers };
  return { ...out, ...JSON.parse(JSON.stringify(patch)) };
}

export function act(s: CompanionState, ...actions: CompanionAction[]): CompanionState {
  return actions.reduce((t, a) => companion.apply(t, a), s);
}

/** plays each actor's first legal action while `phase` lasts */
export function firstLegalWhile(s: CompanionState, phase: CompanionState['phase']): CompanionState {
  return playRandomly(companion, s, {
    rng: 0,
    until: (t) => t.phase !== phase,
    choose: (_t, _seat, _rng, legal) => at(legal(), 0),
  }).state;
}

/** apply must throw RuleError(code) and leave the state untouched */
export function expectRefused(s: CompanionState, a: CompanionAction, code: string): void {
  const before = JSON.stringify(s);
  let err: unknown = null;
  try {
    companion.apply(s, a);
  } catch (e) {
    err = e;
  }
  if (!(err instanceof RuleError)) throw new Error(`expected RuleError ${code}, got ${String(err)}`);
  if (err.code !== code) throw new Error(`expected code ${code}, got ${err.code}`);
  if (JSON.stringify(s) !== before) throw new Error('refused action changed the state');
}
