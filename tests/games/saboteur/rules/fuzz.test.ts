// Random-play fuzz (§5, §9, §12, §15): thousands of rounds at every player count in both modes.
// Checks each step: cards are conserved, actions by idle seats are refused, states stay plain JSON;
// each game ends after 3 rounds with an outcome, and replays exactly.
import { describe, expect, it } from 'vitest';
import { rules, type Action, type State } from '../../../../src/games/saboteur/rules';
import { RuleError } from '../../../../src/kit/rules';
import { playRandomly } from '../../../support/randomPlay';

function cardCount(s: State): number {
  let n = s.deck.length + s.discard.length + s.setAside.length + s.maze.placed.length;
  for (const h of s.hands) n += h.length;
  for (const f of s.front) n += f.length;
  return n;
}

const configs: ['classic' | 'deluxe', number][] = [];
for (let n = 3; n <= 10; n++) configs.push(['classic', n]);
for (let n = 2; n <= 12; n++) configs.push(['deluxe', n]);
const GAMES = 18; // × 19 configs × 3 rounds ≈ 1000 rounds

describe('random-play fuzz', () => {
  it.each(configs)(
    `%s %i players: ${GAMES} games end, conserve cards, replay exactly`,
    (mode, n) => {
      for (let g = 0; g < GAMES; g++) {
        const seed = 1000 * n + g;
        const config = { mode, players: n, firstPlayer: g % n };
        const total = mode === 'classic' ? 67 : 118;
        let rounds = 0;
        // an actor without a legal action fails the walk; a game longer than 5000 actions too
        const { state: s, actions: log } = playRandomly(rules, rules.setup(config, seed), {
          rng: seed,
          endWithin: 5000,
          each: ({ index: steps, state: before, seat: actor, action: a, next: s }) => {
            if (steps % 40 === 0) {
              const idle = (actor + 1) % n;
              expect(() => rules.apply(before, { ...a, seat: idle } as Action)).toThrow(RuleError);
              expect(JSON.parse(JSON.stringify(before))).toEqual(before);
            }
            if (s.round !== before.round || s.phase === 'over') rounds++;
            if (s.phase === 'turn') expect(cardCount(s)).toBe(total);
            if (mode === 'classic') {
              const nug =
                s.nuggetDeck.length +
                s.nuggets.reduce((x, y) => x + y.length, 0) +
                (s.pick ? s.pick.offer.length : 0);
              expect(nug).toBe(28);
            }
          },
        });
        expect(rounds).toBe(3);
        expect(s.rounds.length).toBe(3);
        const out = rules.outcome(s)!;
        expect(out.scores.length).toBe(n);
        if (mode === 'classic') expect(out.scores.reduce((x, y) => x + y, 0)).toBeLessThanOrEqual(44);
        let r = rules.setup(config, seed);
        for (const a of log) r = rules.apply(r, a);
        expect(JSON.stringify(r)).toBe(JSON.stringify(s));
      }
    },
    120_000,
  );
});
