// Finished games for tests: random legal moves played to the end by a game's own rules.
import { randomBot } from '../../src/kit/bots';
import type { FinishedSession } from '../../src/kit/history';
import { createRng, nextInt } from '../../src/kit/random';
import type { AnyRules, SeatAction } from '../../src/kit/rules';

/** Plays random legal moves to the end; returns the log. */
export function playOut(rules: AnyRules, config: unknown, seed: number): SeatAction[] {
  const bot = randomBot(rules);
  const rng = createRng(seed ^ 0xb0b);
  let state = rules.setup(config, seed);
  const log: SeatAction[] = [];
  for (let k = 0; k < 50_000; k++) {
    const actors = rules.actors(state);
    if (actors.length === 0) return log;
    const action = bot.decide(state, actors[nextInt(rng, actors.length)] as number, rng);
    log.push(action);
    state = rules.apply(state, action);
  }
  throw new Error('game did not end');
}

export function finished(
  gameId: string,
  rules: AnyRules,
  config: unknown,
  seats: number,
  seed = 7,
): FinishedSession {
  return {
    id: `g${seed}`,
    gameId,
    config,
    seed,
    actions: playOut(rules, config, seed),
    seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i + 1}`, colour: i, kind: 'human' })),
    updatedAt: 1_700_000_000_000,
  };
}
