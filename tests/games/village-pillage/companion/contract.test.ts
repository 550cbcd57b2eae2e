// companion §4: `companion` passes the same random-play contract as `rules` (kernel contract §5) at
// every player count: games end, states and views are plain JSON, apply never mutates its input,
// replay from (config, seed, actions) is exact, and an action by a seat not to act is refused with
// a RuleError and nothing changed. Random play here includes undo and adjustments (companion §3.6).
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../../src/kit/rules';
import { companion } from '../../../../src/games/village-pillage/rules';
import type { CompanionAction } from '../../../../src/games/village-pillage/rules/companion';
import { J, randomCompanionGame } from './helpers';

describe('companion random-play contract (companion §4)', () => {
  for (let players = companion.minPlayers; players <= companion.maxPlayers; players++) {
    it(`${players} players: random games end, stay JSON, replay exactly, refuse forged seats`, () => {
      const config = companion.defaultConfig(players);
      let undos = 0;
      let adjusts = 0;
      for (let g = 0; g < 12; g++) {
        const log: CompanionAction[] = [];
        let k = 0;
        const end = randomCompanionGame(config, 500 + g, (before, a, after) => {
          log.push(a);
          if (a.type === 'undo') undos++;
          if (a.type === 'adjust') adjusts++;
          if (k++ % 5 !== 0) return;
          expect(JSON.parse(J(after))).toEqual(after);
          for (const v of [null, ...after.board.seats.map((_, i) => i)]) {
            const view = companion.view(after, v);
            expect(JSON.parse(J(view))).toEqual(view);
          }
          const idle = before.board.seats.map((_, i) => i).find((i) => !companion.actors(before).includes(i));
          if (idle === undefined) return;
          const text = J(before);
          expect(() => companion.apply(before, { ...a, seat: idle })).toThrow(RuleError);
          expect(J(before)).toBe(text);
        });
        expect(companion.actors(end)).toEqual([]);
        const out = companion.outcome(end)!;
        expect(out.scores).toHaveLength(players);
        expect(out.ranking[0]).toEqual(end.winners);
        let r = companion.setup(config, 500 + g);
        for (const a of log) {
          const before = J(r);
          const next = companion.apply(r, a);
          expect(J(r)).toBe(before);
          r = next;
        }
        expect(J(r)).toBe(J(end));
      }
      // the random games really took the mistake paths
      expect(undos).toBeGreaterThan(0);
      expect(adjusts).toBeGreaterThan(0);
    }, 60_000);
  }

  it('quiet random games (no undo or adjustment) reach the third relic by play alone, at every count', () => {
    for (let players = 2; players <= 6; players++) {
      for (let g = 0; g < 30; g++) {
        const end = randomCompanionGame(companion.defaultConfig(players), 900 + g, undefined, true);
        expect(end.phase).toBe('over');
        expect(end.winners.every((w) => end.board.seats[w]!.relics === 3)).toBe(true);
      }
    }
  }, 60_000);

  it('kernel contract: the VP companion refuses every action after the end', () => {
    // rules README: `apply` refuses an action whose seat is not among `actors(state)`, and actors is
    // [] when over. The winning round is corrected by the session (reopenAt), not by an action.
    for (let g = 0; g < 6; g++) {
      const config = companion.defaultConfig(3);
      const end = randomCompanionGame(config, 700 + g, undefined, true);
      expect(end.phase).toBe('over');
      expect(companion.actors(end)).toEqual([]);
      const text = J(end);
      for (let seat = 0; seat < 3; seat++) {
        expect(companion.legalActions(end, seat)).toEqual([]);
        let err: unknown = null;
        try {
          companion.apply(end, { type: 'undo', seat });
        } catch (e) {
          err = e;
        }
        expect(err).toBeInstanceOf(RuleError);
        expect((err as RuleError).code).toBe('not-your-turn');
        expect(J(end)).toBe(text);
      }
    }
  });

  it('legalActions is complete for entries: every pair of two available cards, and nothing else', () => {
    let t = companion.setup(companion.defaultConfig(3), 1);
    for (const card of ['florist', 'mason', 'bard', 'moat'] as const)
      t = companion.apply(t, { type: 'market', seat: 0, card });
    const entries = companion.legalActions(t, 1).filter((a) => a.type === 'enter');
    // four distinct starters: 4 × 3 ordered pairs (§6)
    expect(entries).toHaveLength(12);
    expect(() => companion.apply(t, { type: 'enter', seat: 1, left: 'wall', right: 'wall' })).toThrow(
      /no wall/,
    );
    expect(() => companion.apply(t, { type: 'enter', seat: 1, left: 'florist', right: 'wall' })).toThrow(
      RuleError,
    );
  });
});
