// The companions' lessons of a first game (issue 34): a set-up walkthrough and the moments the
// app takes part in beside the box, for Village Pillage and Saboteur. Which sections of
// docs/rules/companion.md they teach, and that each comes up in real companion games.
import { describe, expect, it } from 'vitest';
import { VP_BOX_LESSONS } from '../../src/games/village-pillage/lessons/companion';
import { SAB_BOX_LESSONS } from '../../src/games/saboteur/lessons/companion';
import { companion as vpCompanion } from '../../src/games/village-pillage/rules';
import { companion as sabCompanion } from '../../src/games/saboteur/rules';
import type { AnyLesson, LessonCtx } from '../../src/kit/lessons';
import { playRandomly } from '../support/randomPlay';
import { uncovered } from './lessonsCoverage';

const ctx = (seat: number | null): LessonCtx => ({ lang: 'en', seat, name: (s) => `Seat ${s}` });

interface Companion<S> {
  view(s: S, seat: number | null): unknown;
  actors(s: S): readonly number[];
}

/** The lessons that come up at each state of a game, on the table view and on each seat's own. */
function firedIn<S>(
  rules: Companion<S>,
  lessons: readonly AnyLesson<unknown>[],
  players: number,
  fired: Set<string>,
) {
  return (s: S) => {
    for (const seat of [null, ...Array.from({ length: players }, (_, i) => i)]) {
      const view = rules.view(s, seat);
      for (const l of lessons) {
        if (l.audience !== (seat === null ? 'table' : 'seat')) continue;
        const facts = l.when(view, ctx(seat));
        if (facts === null) continue;
        fired.add(l.id);
        for (const lang of ['en', 'ru'] as const)
          expect(l.text[lang](facts, { ...ctx(seat), lang }).length).toBeGreaterThan(20);
      }
    }
  };
}

describe('issue 34: companion lessons', () => {
  it('issue 34: the companion sections no lesson teaches are only the acceptance notes (companion §4)', () => {
    const lessons = [...VP_BOX_LESSONS, ...SAB_BOX_LESSONS] as never;
    const left = uncovered('companion', lessons, 'companion ');
    console.info(
      `Companions: Village Pillage ${VP_BOX_LESSONS.length} lessons, Saboteur ${SAB_BOX_LESSONS.length} (7 of them the full game's roles); sections without a lesson: ${left.join(' ')}`,
    );
    expect(left.map((s) => `companion ${s}`)).toEqual(['companion §4']);
  });

  it('issue 34: every Village Pillage companion lesson comes up in real games', () => {
    const fired = new Set<string>();
    for (const [players, seed] of [
      [3, 1],
      [2, 2],
      [4, 3],
    ] as const) {
      const check = firedIn(vpCompanion as never, VP_BOX_LESSONS as never, players, fired);
      const start = vpCompanion.setup(vpCompanion.defaultConfig(players), seed);
      check(start);
      const { state } = playRandomly(vpCompanion, start, {
        rng: seed,
        endWithin: 20_000,
        each: (st) => check(st.next),
      });
      check(state);
    }
    expect(VP_BOX_LESSONS.map((l) => l.id).filter((id) => !fired.has(id))).toEqual([]);
  });

  it('issue 34: every Saboteur companion lesson comes up in real classic and Deluxe games', () => {
    const fired = new Set<string>();
    for (const [mode, players, seed] of [
      ['classic', 4, 1],
      ['deluxe', 6, 2],
      ['classic', 7, 4],
    ] as const) {
      const check = firedIn(sabCompanion as never, SAB_BOX_LESSONS as never, players, fired);
      const start = sabCompanion.setup({ ...sabCompanion.defaultConfig(players), mode }, seed);
      check(start);
      const { state } = playRandomly(sabCompanion, start, {
        rng: seed,
        endWithin: 20_000,
        each: (st) => check(st.next),
      });
      check(state);
    }
    expect(SAB_BOX_LESSONS.map((l) => l.id).filter((id) => !fired.has(id))).toEqual([]);
  });
});
