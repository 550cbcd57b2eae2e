// Random-play fuzz: thousands of games through legalActions/apply at several player counts and
// both scoring options, with paper seats mixed in. Checks the kernel contract
// (docs/rules/kernel-contract.md) and the game's invariants (§2.4, §9.2, §12.4, §12.5).
import { describe, expect, it } from 'vitest';
import { playRandomly } from '../../../support/randomPlay';
import { isRuleError } from '../../../../src/kit/rules';
import {
  finalScore,
  rules,
  type Action,
  type Config,
  type State,
} from '../../../../src/games/rolling-village/rules';
import { bots } from '../bots';
import { applyAll, config } from './helpers';

interface Result {
  state: State;
  log: Action[];
}

function randomGame(cfg: Config, seed: number, checkEvery = 0): Result {
  const { state, actions: log } = playRandomly(rules, rules.setup(cfg, seed), {
    rng: seed ^ 0x5eed,
    seat: 'random',
    endWithin: 20_000,
    choose: (s, seat, rng) => bots.easy.decide(s, seat, rng),
    each: ({ index: k, state: s, action: a }) => {
      if (!checkEvery || k % checkEvery !== 0) return;
      const actors = rules.actors(s);
      // contract: a seat not among actors is refused with a RuleError, without change
      const idle = cfg.seats.findIndex((_, i) => !actors.includes(i));
      if (idle >= 0) {
        const before = JSON.stringify(s);
        let err: unknown = null;
        try {
          rules.apply(s, { ...a, seat: idle } as Action);
        } catch (e) {
          err = e;
        }
        expect(isRuleError(err)).toBe(true);
        expect(JSON.stringify(s)).toBe(before);
      }
      expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    },
  });
  return { state, log };
}

function checkEnd(cfg: Config, { state }: Result): void {
  expect(state.phase).toBe('over');
  const out = rules.outcome(state)!;
  expect(out.scores).toHaveLength(cfg.seats.length);
  expect(out.ranking.flat().sort((a, b) => a - b)).toEqual(cfg.seats.map((_, i) => i));
  for (let g = 1; g < out.ranking.length; g++)
    expect(out.scores[out.ranking[g - 1]![0]!]).toBeGreaterThan(out.scores[out.ranking[g]![0]!]!);
  state.seats.forEach((seat, i) => {
    if (seat.kind === 'paper') {
      expect(seat.sheet).toBeNull();
      return;
    }
    // §2.4: 2 setup + 9 × 2 + 3 bonus objects; at least 7 cells stay empty
    expect(seat.sheet!.flat().filter(Boolean).length).toBe(23);
    expect(seat.usedBonus.slice().sort()).toEqual(['forest', 'house', 'lake']);
    expect(seat.records.map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const r of seat.records) expect(r.groups.reduce((a, g) => a + g.points, 0)).toBe(r.score);
    expect(out.scores[i]).toBe(
      finalScore(
        seat.records.map((r) => r.score),
        seat.sheet!,
      ),
    );
    expect(out.scores[i]).toBeLessThanOrEqual(360);
  });
  expect(state.rolls).toHaveLength(state.config.options.scoringRoll === 'separate' ? 19 : 10);
}

describe('random-play fuzz (kernel contract, §2.4, §9.2, §12.5)', () => {
  const plans: { n: number; games: number; opts?: Partial<Config['options']>; paper?: number[] }[] = [
    { n: 1, games: 1000 },
    { n: 1, games: 300, opts: { scoringRoll: 'building', setupDifferentRows: true } },
    { n: 2, games: 400 },
    { n: 3, games: 200, opts: { scoringRoll: 'building' }, paper: [1] },
    { n: 4, games: 120 },
    { n: 6, games: 40, opts: { setupDifferentRows: true }, paper: [0, 5] },
    { n: 12, games: 10 },
  ];
  for (const plan of plans) {
    const label = `${plan.n} seat(s), ${plan.games} games, ${JSON.stringify(plan.opts ?? {})}, paper ${JSON.stringify(plan.paper ?? [])}`;
    it(`${label}: every game ends with a proper outcome; replays match exactly`, { timeout: 120_000 }, () => {
      const cfg = config(plan.n, plan.opts ?? {}, plan.paper ?? []);
      for (let g = 0; g < plan.games; g++) {
        const seed = (g * 2654435761) >>> 0;
        const res = randomGame(cfg, seed, g % 50 === 0 ? 25 : 0);
        checkEnd(cfg, res);
        if (g % 25 === 0)
          expect(JSON.stringify(applyAll(rules.setup(cfg, seed), res.log))).toBe(JSON.stringify(res.state));
      }
    });
  }
});
