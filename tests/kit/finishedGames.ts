// Finished games for tests: random legal moves played to the end by a game's own rules.
import { randomBot } from '../../src/kit/bots';
import type { FinishedSession } from '../../src/kit/history';
import type { AnyRules, SeatAction } from '../../src/kit/rules';
import { playRandomly } from '../support/randomPlay';

/** Plays random legal moves to the end; returns the log. */
export function playOut(rules: AnyRules, config: unknown, seed: number): SeatAction[] {
  const bot = randomBot(rules);
  return playRandomly<unknown, SeatAction>(rules, rules.setup(config, seed), {
    rng: seed ^ 0xb0b,
    seat: 'random',
    endWithin: 50_000,
    choose: (state, seat, rng) => bot.decide(state, seat, rng),
  }).actions;
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
    seats: Array.from({ length: seats }, (_, i) => ({
      name: `P${i + 1}`,
      colour: i,
      who: 'person',
      where: 'this-phone' as const,
    })),
    updatedAt: 1_700_000_000_000,
  };
}
