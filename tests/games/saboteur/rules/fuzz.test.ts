// Random-play fuzz (§5, §9, §12, §15): thousands of rounds at every player count in both modes.
// Checks each step: cards are conserved, actions by idle seats are refused, states stay plain JSON;
// each game ends after 3 rounds with an outcome, and replays exactly.
import { describe, expect, it } from 'vitest';
import { createRng, nextInt } from '../../../../src/kit/random';
import { rules, type Action, type State } from '../../../../src/games/saboteur/rules';
import { RuleError } from '../../../../src/kit/rules';

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
        const rng = createRng(seed);
        const config = { mode, players: n, firstPlayer: g % n };
        let s = rules.setup(config, seed);
        const total = mode === 'classic' ? 67 : 118;
        const log: Action[] = [];
        let rounds = 0;
        let steps = 0;
        while (rules.actors(s).length) {
          const actor = rules.actors(s)[0];
          const acts = rules.legalActions(s, actor);
          expect(acts.length).toBeGreaterThan(0);
          const a = acts[nextInt(rng, acts.length)];
          if (steps % 40 === 0) {
            const idle = (actor + 1) % n;
            expect(() => rules.apply(s, { ...a, seat: idle } as Action)).toThrow(RuleError);
            expect(JSON.parse(JSON.stringify(s))).toEqual(s);
          }
          const round = s.round;
          s = rules.apply(s, a);
          log.push(a);
          steps++;
          if (s.round !== round || s.phase === 'over') rounds++;
          if (s.phase === 'turn') expect(cardCount(s)).toBe(total);
          if (mode === 'classic') {
            const nug =
              s.nuggetDeck.length +
              s.nuggets.reduce((x, y) => x + y.length, 0) +
              (s.pick ? s.pick.offer.length : 0);
            expect(nug).toBe(28);
          }
          expect(steps).toBeLessThan(5000);
        }
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
