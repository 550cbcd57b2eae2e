// Issue 21 item 1: opening a saved game replays its log. A reducer's replay (kit/reducer.ts
// applyAll) runs the same check and move as `apply` on one copy of the state that only it holds,
// instead of an Immer draft per action; the state it reaches must be exactly the state apply
// reaches action by action, in every game at every player count.
import { describe, expect, it } from 'vitest';
import { playRandomly } from '../support/randomPlay';
import { rules as rvRules } from '../../src/games/rolling-village/rules';
import { rules as sabRules } from '../../src/games/saboteur/rules';
import { rules as vpRules } from '../../src/games/village-pillage/rules';
import { companion as sabCompanion } from '../../src/games/saboteur/rules/companion';
import { companion as vpCompanion } from '../../src/games/village-pillage/rules/companion';
import { applyAll, FREEZE_STATES } from '../../src/kit/reducer';
import { RuleError, type AnyRules, type SeatAction } from '../../src/kit/rules';
import { ReplayCache, replay } from '../../src/kit/session';

/** A random game to its end, applied action by action: its log and the state after each action. */
function randomGame(
  rules: AnyRules,
  config: unknown,
  seed: number,
): { log: SeatAction[]; states: unknown[] } {
  const states = [rules.setup(config, seed)];
  const { actions: log } = playRandomly<unknown, SeatAction>(rules, states[0], {
    rng: seed * 7919,
    seat: 'random',
    maxSteps: 3000,
    each: (step) => states.push(step.next),
  });
  return { log, states };
}

/** Every config to try at `players`: each game's default, plus Saboteur's other mode and Village Pillage's expansion. */
function configs(rules: AnyRules, players: number): unknown[] {
  const base = rules.defaultConfig(players) as Record<string, unknown>;
  if (rules === (sabRules as AnyRules)) {
    const out: unknown[] = [{ ...base, mode: 'deluxe', firstPlayer: players - 1 }];
    if (players >= 3 && players <= 10) out.push({ ...base, mode: 'classic' });
    return out;
  }
  if (rules === (vpRules as AnyRules)) return [base, { ...base, expansion: true }];
  return [base];
}

const games: [string, AnyRules][] = [
  ['Village Pillage', vpRules as AnyRules],
  ['Saboteur', sabRules as AnyRules],
  ['Rolling Village', rvRules as AnyRules],
  // issue 31 item 1: the companions go through the kit's reducer too, so their replays are the kit's
  ['Saboteur companion', sabCompanion as AnyRules],
  ['Village Pillage companion', vpCompanion as AnyRules],
];

/** The path of the first object or array in `value` that is not frozen, or null. */
function unfrozen(value: unknown, path = 'state'): string | null {
  if (!value || typeof value !== 'object') return null;
  if (!Object.isFrozen(value)) return path;
  for (const [k, v] of Object.entries(value)) {
    const bad = unfrozen(v, `${path}.${k}`);
    if (bad) return bad;
  }
  return null;
}

describe('replaying a log equals applying it action by action (issue 21 item 1)', () => {
  for (const [name, rules] of games) {
    it(`${name}: at every player count, the replayed state is apply's, as plain JSON`, () => {
      let played = 0;
      for (let players = rules.minPlayers; players <= rules.maxPlayers; players++) {
        for (const config of configs(rules, players)) {
          const seed = players * 31 + played;
          const { log, states } = randomGame(rules, config, seed);
          expect(log.length).toBeGreaterThan(10);
          const last = states[states.length - 1];
          expect(JSON.stringify(replay(rules, config, seed, log))).toBe(JSON.stringify(last));
          // the way a game is opened: through the snapshot cache, to the end and one before it
          const cache = new ReplayCache(rules, config, seed);
          const at = log.length - 1;
          expect(JSON.stringify(cache.stateAt(log, log.length))).toBe(JSON.stringify(last));
          expect(JSON.stringify(cache.stateAt(log, at))).toBe(JSON.stringify(states[at]));
          played++;
        }
      }
      expect(played).toBeGreaterThan(rules.maxPlayers - rules.minPlayers);
    });
  }

  it('the replayed state is deeply frozen outside a production build, and its input is left as it was', () => {
    expect(FREEZE_STATES).toBe(true);
    const config = { mode: 'deluxe', players: 12, firstPlayer: 0 };
    const { log, states } = randomGame(sabRules as AnyRules, config, 4);
    const mid = Math.floor(log.length / 2);
    const before = JSON.stringify(states[mid]);
    const end = applyAll(sabRules.apply as never, states[mid] as never, log.slice(mid) as never);
    expect(unfrozen(end)).toBeNull();
    expect(JSON.stringify(end)).toBe(JSON.stringify(states[states.length - 1]));
    expect(JSON.stringify(states[mid])).toBe(before);
    // the setup state, never frozen by setup, is not changed by a replay either
    const start = sabRules.setup(config as never, 4);
    const plain = JSON.stringify(start);
    applyAll(sabRules.apply as never, start as never, log as never);
    expect(JSON.stringify(start)).toBe(plain);
  });

  it('an illegal action in the log throws the rules’ RuleError from replay', () => {
    const config = { mode: 'classic', players: 5, firstPlayer: 0 };
    const { log } = randomGame(sabRules as AnyRules, config, 9);
    const bad = [...log.slice(0, 5), { ...log[5], seat: (log[5]!.seat + 1) % 5 }];
    expect(() => replay(sabRules as AnyRules, config, 9, bad)).toThrow(RuleError);
  });
});
