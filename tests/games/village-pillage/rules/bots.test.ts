// Bots: both return legal actions in every phase and mode; the strong bot reads nothing hidden
// (§11: others' submitted plans, face-down cards, deck order) and beats easy bots in 3-player games.
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../src/kit/random';
import { bots, rules, type Action, type State } from '../../../../src/games/village-pillage/rules';
import { J } from './helpers';
import { playRandomly } from '../../../support/randomPlay';

function play(players: number, seed: number, pick: (s: State, seat: number) => Action): State {
  return playRandomly(rules, rules.setup(rules.defaultConfig(players), seed), {
    rng: seed,
    seat: 'random',
    maxSteps: 3000,
    choose: (s, seat, _rng, legal) => {
      const a = pick(s, seat);
      expect(legal().map(J)).toContain(J(a));
      return a;
    },
  }).state;
}

describe('bots', () => {
  it('easy and strong bots always choose a legal action (plans, buys, duel, 6 players with the pack)', () => {
    const rng = createRng(1);
    for (const players of [2, 3, 4, 6]) {
      const end = play(players, players, (s, seat) =>
        (seat % 2 ? bots.easy : bots.strong).decide(s, seat, rng),
      );
      expect(end.phase).toBe('over');
    }
  }, 60_000);

  it("the strong bot does not read other seats' submitted plans (§11)", () => {
    const s = rules.setup(rules.defaultConfig(3), 5);
    const a = rules.apply(s, { type: 'plan', seat: 1, left: 'raider', right: 'farmer' });
    const b = rules.apply(s, { type: 'plan', seat: 1, left: 'merchant', right: 'wall' });
    expect(bots.strong.decide(a, 0, createRng(9))).toEqual(bots.strong.decide(b, 0, createRng(9)));
  });

  it('the strong bot does not read the deck order', () => {
    const s = rules.setup(rules.defaultConfig(3), 5);
    const t: State = { ...s, deck: s.deck.slice().reverse() };
    expect(bots.strong.decide(s, 0, createRng(9))).toEqual(bots.strong.decide(t, 0, createRng(9)));
  });

  it('the strong bot wins clearly more than its 1/3 share against two easy bots (3 players)', () => {
    let wins = 0;
    const games = 24;
    for (let g = 0; g < games; g++) {
      const strong = g % 3;
      const { state: s } = playRandomly(rules, rules.setup(rules.defaultConfig(3), 300 + g), {
        rng: g,
        choose: (s, seat, rng) => (seat === strong ? bots.strong : bots.easy).decide(s, seat, rng),
      });
      if (s.winners.includes(strong)) wins += 1 / s.winners.length;
    }
    expect(wins / games).toBeGreaterThan(0.5);
  }, 60_000);
});
