// The random-play contract (companion §4; shared rules/README.md) for `companion`, at every
// player count of both editions: games end with an outcome, apply never mutates its input,
// states and views are plain JSON, replay is exact, and an action by a seat that is not to act
// is refused without change.
import { describe, expect, it } from 'vitest';
import { companion } from '../../../../src/games/saboteur/rules';
import { RuleError } from '../../../../src/kit/rules';
import { checkingInput, playRandomly } from '../../../support/randomPlay';

const configs: ['classic' | 'deluxe', number][] = [];
for (let n = 3; n <= 10; n++) configs.push(['classic', n]);
for (let n = 2; n <= 12; n++) configs.push(['deluxe', n]);
const J = (v: unknown) => JSON.stringify(v);

describe('companion random-play contract', () => {
  it('defaultConfig(n) sets up a game at every count from minPlayers to maxPlayers', () => {
    expect([companion.minPlayers, companion.maxPlayers]).toEqual([2, 12]);
    for (let n = companion.minPlayers; n <= companion.maxPlayers; n++) {
      const s = companion.setup(companion.defaultConfig(n), n);
      expect(s.roles).toHaveLength(n);
      expect(J(companion.setup(companion.defaultConfig(n), n))).toBe(J(s));
    }
  });

  it.each(configs)(
    '%s %i players: 4 games end, replay exactly, refuse idle seats',
    { timeout: 30_000 },
    (mode, n) => {
      for (let g = 0; g < 4; g++) {
        const seed = 100 * n + g;
        const config = { mode, players: n, firstPlayer: g % n };
        // apply never changes its input; an actor without a legal action, or a game longer than
        // 5000 actions, fails the walk
        const { state: s, actions: log } = playRandomly(
          checkingInput(companion),
          companion.setup(config, seed),
          {
            rng: seed + 7,
            seat: 'random',
            endWithin: 5000,
            each: ({ index: steps, state: s, action: a }) => {
              const actors = companion.actors(s);
              const idle = [...Array(n).keys()].find((i) => !actors.includes(i));
              if (idle !== undefined) {
                const before = J(s);
                expect(() => companion.apply(s, { ...a, seat: idle })).toThrow(RuleError);
                expect(J(s)).toBe(before);
              }
              if (steps % 25 === 0) {
                expect(JSON.parse(J(s))).toEqual(s);
                for (const v of [null, ...Array(n).keys()])
                  expect(JSON.parse(J(companion.view(s, v)))).toEqual(companion.view(s, v));
              }
            },
          },
        );
        const out = companion.outcome(s);
        expect(out?.scores).toHaveLength(n);
        expect(s.rounds).toHaveLength(3);
        let r = companion.setup(config, seed);
        for (const a of log) r = companion.apply(r, a);
        expect(J(r)).toBe(J(s));
      }
    },
  );
});
