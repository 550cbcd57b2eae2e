// The test players of Rolling Village (bots.ts): they only ever choose legal actions and finish games.
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/kit/random';
import { rules } from '../../../src/games/rolling-village/rules';
import { bots } from './bots';

function play(bot: 'easy' | 'greedy', seed: number): number {
  const rng = createRng(seed);
  let s = rules.setup(rules.defaultConfig(1), seed);
  for (let k = 0; rules.actors(s).length; k++) {
    if (k > 10_000) throw new Error('no end');
    const a = bots[bot].decide(s, 0, rng);
    expect(rules.legalActions(s, 0)).toContainEqual(a);
    s = rules.apply(s, a);
  }
  return rules.outcome(s)!.scores[0];
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
