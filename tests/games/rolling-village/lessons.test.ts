// Rolling Village's lessons of a first game (issue 34): which sections of
// docs/rules/rolling-village.md they teach, and that each comes up in real games, on the sheet of
// the player it is for (this game hides nothing, so the lessons read the table view).
import { describe, expect, it } from 'vitest';
import { RV_LESSONS } from '../../../src/games/rolling-village/lessons';
import { rules } from '../../../src/games/rolling-village/rules';
import type { State } from '../../../src/games/rolling-village/rules';
import type { LessonCtx } from '../../../src/kit/lessons';
import { playRandomly } from '../../support/randomPlay';
import { uncovered } from '../lessonsCoverage';
import { bots } from './bots';

const ctx = (seat: number | null): LessonCtx => ({ lang: 'ru', seat, name: (s) => `Игрок ${s + 1}` });

describe('issue 34: Rolling Village lessons', () => {
  it('issue 34: the sections no lesson teaches are only those a first game does not meet (data format, kernel, state, app modes, examples)', () => {
    const left = uncovered('rolling-village', RV_LESSONS as never);
    console.info(
      `Rolling Village: ${RV_LESSONS.length} lessons; sections without a lesson: ${left.join(' ')}`,
    );
    expect(left).toEqual([
      '§2.3',
      '§2.4',
      '§11',
      '§12',
      '§12.1',
      '§12.4',
      '§12.5',
      '§12.6',
      '§12.7',
      '§13',
      '§13.1',
      '§13.2',
      '§13.3',
      '§14',
      '§15',
      '§16',
    ]);
  });

  it('issue 34: lesson ids are unique and every lesson has words in both languages', () => {
    const ids = RV_LESSONS.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const l of RV_LESSONS) expect(Object.keys(l.text).sort()).toEqual(['en', 'ru']);
  });

  it('issue 34: in real games every lesson comes up, a sheet’s lesson only on that sheet while it has something to do', () => {
    const fired = new Set<string>();
    const check = (s: State) => {
      const view = rules.view(s, null);
      for (const seat of [null, ...view.sheets.map((_, i) => i)]) {
        for (const l of RV_LESSONS) {
          if (l.audience !== (seat === null ? 'table' : 'seat')) continue;
          const facts = l.when(view, ctx(seat));
          if (facts === null) continue;
          fired.add(l.id);
          for (const lang of ['en', 'ru'] as const)
            expect(l.text[lang](facts, { ...ctx(seat), lang }).length).toBeGreaterThan(20);
          if (seat !== null) expect(view.sheets[seat]!.step).not.toBe('wait');
        }
      }
    };
    for (const [players, seed, scoringRoll] of [
      [1, 1, 'separate'],
      [2, 2, 'separate'],
      [3, 3, 'building'],
      [2, 4, 'separate'],
      [4, 5, 'separate'],
      [1, 6, 'building'],
      [1, 7, 'separate'],
      // a scoring roll of 2 or 12 (each sheet chooses its avenue)
      [1, 11, 'separate'],
    ] as const) {
      const config = { ...rules.defaultConfig(players) };
      config.options = { ...config.options, scoringRoll };
      const start = rules.setup(config, seed);
      check(start);
      const { state } = playRandomly(rules, start, {
        rng: seed,
        endWithin: 10_000,
        choose: (s, seat, rng) => bots.greedy.decide(s, seat, rng),
        each: (step) => check(step.next),
      });
      check(state);
    }
    expect(RV_LESSONS.map((l) => l.id).filter((id) => !fired.has(id))).toEqual([]);
  });
});
