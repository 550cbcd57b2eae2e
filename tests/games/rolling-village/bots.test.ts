// The test players of Rolling Village (bots.ts): they only ever choose legal actions and finish games.
import { describe, expect, it } from 'vitest';
import { playRandomly } from '../../support/randomPlay';
import { rules } from '../../../src/games/rolling-village/rules';
import { bots } from './bots';

function play(bot: 'easy' | 'greedy', seed: number): number {
  const { state } = playRandomly(rules, rules.setup(rules.defaultConfig(1), seed), {
    rng: seed,
    endWithin: 10_000,
    choose: (s, seat, rng, legal) => {
      const a = bots[bot].decide(s, seat, rng);
      expect(legal()).toContainEqual(a);
      return a;
    },
  });
  return rules.outcome(state)!.scores[0]!;
}

describe('bots', () => {
  it('easy and greedy choose legal actions and finish solo games', () => {
    for (let seed = 0; seed < 5; seed++) {
      expect(play('easy', seed)).toBeGreaterThanOrEqual(0);
      expect(play('greedy', seed)).toBeGreaterThanOrEqual(0);
    }
  });
  it('greedy (numbered cells, joins its own type, squares next to three types) outscores easy over 30 fixed seeds', () => {
    let easy = 0;
    let greedy = 0;
    for (let seed = 0; seed < 30; seed++) {
      easy += play('easy', seed);
      greedy += play('greedy', seed);
    }
    expect(greedy).toBeGreaterThan(easy * 1.3);
  });
});
