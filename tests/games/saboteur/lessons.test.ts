// Saboteur's lessons of a first game (issue 34): which sections of docs/rules/saboteur.md they
// teach, that each comes up in real classic and Deluxe games, and that a seat's lesson reads
// only that seat's view (its own role) while the table's never sees a role before the round ends.
import { describe, expect, it } from 'vitest';
import { SAB_LESSONS } from '../../../src/games/saboteur/lessons';
import { bots, rules } from '../../../src/games/saboteur/rules';
import type { State, View } from '../../../src/games/saboteur/rules';
import type { LessonCtx } from '../../../src/kit/lessons';
import { playRandomly } from '../../support/randomPlay';
import { uncovered } from '../lessonsCoverage';
import { botLine } from '../../../src/games/saboteur/lessons/botSays';

const ctx = (seat: number | null): LessonCtx => ({ lang: 'en', seat, name: (s) => `Seat ${s}` });

describe('issue 34: Saboteur lessons', () => {
  it('issue 34: the sections no lesson teaches are only those a first game does not meet (kernel, state design, worked examples)', () => {
    const left = uncovered('saboteur', SAB_LESSONS as never);
    console.info(`Saboteur: ${SAB_LESSONS.length} lessons; sections without a lesson: ${left.join(' ')}`);
    expect(left).toEqual([
      '§14',
      '§15',
      '§16',
      '§16.1',
      '§16.2',
      '§16.3',
      '§16.4',
      '§16.5',
      '§16.6',
      '§16.7',
      '§16.8',
      '§16.9',
      '§16.10',
    ]);
  });

  it('issue 34: lesson ids are unique and every lesson has words in both languages', () => {
    const ids = SAB_LESSONS.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const l of SAB_LESSONS) expect(Object.keys(l.text).sort()).toEqual(['en', 'ru']);
  });

  it('issue 34: in real classic and Deluxe games every lesson comes up; a role lesson only ever for the seat holding that role', () => {
    const fired = new Set<string>();
    const wrong: string[] = [];
    const check = (s: State) => {
      const views: [number | null, View][] = [[null, rules.view(s, null)]];
      for (let seat = 0; seat < views[0]![1].seats.length; seat++) views.push([seat, rules.view(s, seat)]);
      for (const [seat, view] of views) {
        for (const l of SAB_LESSONS) {
          if (l.audience !== (seat === null ? 'table' : 'seat')) continue;
          const facts = l.when(view, ctx(seat));
          if (facts === null) continue;
          fired.add(l.id);
          for (const lang of ['en', 'ru'] as const)
            expect(l.text[lang](facts, ctx(seat)).length).toBeGreaterThan(20);
          if (l.id.startsWith('role-') && (seat === null || `role-${view.me?.role}` !== l.id))
            wrong.push(`${l.id} for seat ${seat}`);
        }
      }
    };
    const games: [mode: 'classic' | 'deluxe', players: number, seed: number][] = [
      ['classic', 4, 1],
      ['classic', 5, 2],
      ['classic', 7, 3],
      ['deluxe', 5, 4],
      ['deluxe', 8, 5],
      ['deluxe', 10, 6],
      ['deluxe', 12, 7],
    ];
    for (const [mode, players, seed] of games) {
      let n = 0;
      // the strong bot digs towards the gold, so rounds end both ways
      const { state } = playRandomly(rules, rules.setup({ mode, players, firstPlayer: 0 }, seed), {
        rng: seed * 31 + 7,
        endWithin: 20_000,
        choose: seed % 2 ? (s, seat, rng) => bots.strong.decide(s, seat, rng) : undefined,
        each: (step) => {
          // every third state is enough to meet each moment and keeps the test quick
          if (n++ % 3 === 0 || step.next.phase !== 'turn') check(step.next);
        },
      });
      check(state);
    }
    expect(wrong).toEqual([]);
    expect(SAB_LESSONS.map((l) => l.id).filter((id) => !fired.has(id))).toEqual([]);
  });

  it('issue 34 item 5: a bot says in one line why, from the public log, about bots only and never naming a role', () => {
    const { state } = playRandomly(rules, rules.setup({ mode: 'classic', players: 5, firstPlayer: 0 }, 9), {
      rng: 9,
      endWithin: 20_000,
    });
    const log = rules.view(state, null).log;
    const bots = (s: number) => s >= 2;
    const lines = new Set<string>();
    for (let i = 1; i <= log.length; i++) {
      expect(botLine(log.slice(0, i), () => false, ctx(null))).toBeNull();
      const line = botLine(log.slice(0, i), bots, ctx(null));
      if (!line) continue;
      expect(line).toMatch(/^Seat [234] \(bot\): /);
      expect(line).not.toMatch(/saboteur|gold-digger/i);
      // a break or repair always names its tool
      if (/broke|repaired/.test(line)) expect(line).toMatch(/pickaxe|lantern|cart/);
      lines.add(line.replace(/^Seat \d \(bot\): (\w+).*$/, '$1'));
    }
    expect(lines.size).toBeGreaterThan(2);
  });
});
