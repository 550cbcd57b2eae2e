// Rolling Village's game log (issue 13 item 3): every roll in the order made, what each digital
// sheet drew and scored in each round once that round is recorded, each round's end, paper
// players' totals once entered, and the end of the game.
import { describe, expect, it } from 'vitest';
import { randomSteps } from '../../../support/randomPlay';
import { rules, type State, type View } from '../../../../src/games/rolling-village/rules';
import { config, firstProgress, playOut } from './helpers';

const view = (s: State) => rules.view(s, null) as View;

describe('Rolling Village game log', () => {
  for (const scoringRoll of ['building', 'separate'] as const) {
    it(`every roll, each sheet's round (drawn objects, avenue, points), round ends and paper totals: scoring by the ${scoringRoll} roll`, () => {
      const start = rules.setup(config(3, { scoringRoll }, [2]), 77);
      const { state: end } = playOut(start, (s, seat, acts) =>
        acts.find((a) => a.type === 'enter-total')
          ? { type: 'enter-total', seat, total: 42 }
          : firstProgress(s, seat, acts),
      );
      const log = view(end).log;
      const rolls = log.filter((e) => e.type === 'roll');
      expect(rolls.map((e) => [e.kind, e.round, ...e.dice])).toEqual(
        end.rolls.map((r) => [r.kind, r.round, ...r.dice]),
      );
      for (const seat of [0, 1]) {
        const sheets = log.filter((e) => e.type === 'sheet' && e.seat === seat);
        expect(sheets.map((e) => (e.type === 'sheet' ? [e.round, e.avenue, e.score] : []))).toEqual(
          end.seats[seat]!.records.map((r) => [r.round, r.avenue, r.score]),
        );
        // what a sheet drew over the game is everything on it at the end
        const drawn = sheets.flatMap((e) => (e.type === 'sheet' ? e.wrote : []));
        const onSheet = end.seats[seat]!.sheet!.flat().filter((c) => c !== null);
        expect(drawn.sort()).toEqual(onSheet.sort());
      }
      expect(log.filter((e) => e.type === 'sheet' && e.seat === 2)).toEqual([]);
      expect(log.filter((e) => e.type === 'round-end').map((e) => e.round)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9,
      ]);
      expect(log.filter((e) => e.type === 'paper-total')).toEqual([
        { type: 'paper-total', round: 9, seat: 2, total: 42 },
      ]);
      expect(log[log.length - 1]!.type).toBe('game-over');
    });
  }

  it('lists nothing before it happens: a round is not over and no sheet scored before its records exist', () => {
    const steps = randomSteps(rules, rules.setup(config(2), 5), {
      rng: 0,
      maxSteps: 60,
      choose: (s, seat, _rng, legal) => firstProgress(s, seat, [...legal()]),
    });
    for (const { state: s } of steps) {
      const log = view(s).log;
      expect(log.filter((e) => e.type === 'roll')).toHaveLength(s.rolls.length);
      for (const e of log) if (e.type === 'round-end') expect(e.round).toBeLessThan(s.round);
      expect(log.filter((e) => e.type === 'sheet')).toHaveLength(
        s.seats[0]!.records.length + s.seats[1]!.records.length,
      );
    }
  });
});
