// Issue 29 item 6: the Deluxe door questions (companion §2.4) start unanswered and must be answered
// before a round where the gold was reached can be paid; forgetting them no longer pays both
// teams. Saved games of the first rules version (doors "yes / yes" by default) are carried forward
// with those answers written into their logs, so they replay exactly as they were played.
import { describe, expect, it } from 'vitest';
import { companion, type CompanionAction } from '../../../../src/games/saboteur/rules';
import { MIGRATIONS } from '../../../../src/games/saboteur/rules/migrations';
import { migrateLog } from '../../../../src/kit/rulesMigration';
import { act, allSeen, start } from './helpers';

const seats = ['A', 'B', 'C', 'D'].map((name, colour) => ({
  name,
  colour,
  who: 'person',
  where: 'this-phone' as const,
}));

describe('issue 29 item 6: Deluxe door questions start unanswered', () => {
  it('issue 29 item 6: with the gold reached, no reveal until both door questions are answered', () => {
    let s = act(allSeen(start('deluxe', 4)), { type: 'round-over', seat: 0 });
    expect(s.answers.freeOfGreen).toBeNull();
    expect(s.answers.freeOfBlue).toBeNull();
    s = act(
      s,
      { type: 'answer', seat: 0, q: 'gold', value: true },
      { type: 'answer', seat: 0, q: 'last', value: 1 },
    );
    const reveal = (t: typeof s) => companion.legalActions(t, 0).some((a) => a.type === 'reveal');
    expect(companion.view(s, null).complete).toBe(false);
    expect(reveal(s)).toBe(false);
    expect(() => companion.apply(s, { type: 'reveal', seat: 0 })).toThrow();
    // both values may be given to an unanswered question
    const offered = companion
      .legalActions(s, 0)
      .filter((a) => a.type === 'answer' && a.q === 'free-of-green');
    expect(offered).toHaveLength(2);
    s = act(s, { type: 'answer', seat: 0, q: 'free-of-green', value: false });
    expect(reveal(s)).toBe(false);
    s = act(s, { type: 'answer', seat: 0, q: 'free-of-blue', value: true });
    expect(reveal(s)).toBe(true);
    // gold not reached: the doors are not asked
    let n = act(allSeen(start('deluxe', 4)), { type: 'round-over', seat: 0 });
    n = act(
      n,
      { type: 'answer', seat: 0, q: 'gold', value: false },
      { type: 'answer', seat: 0, q: 'last', value: 1 },
    );
    expect(reveal(n)).toBe(true);
  });

  it('issue 29 item 6: a saved game of rules version 1 (doors never answered) replays with yes / yes', () => {
    const s0 = start('deluxe', 4, 3);
    const seen: CompanionAction[] = companion.actors(s0).map((seat) => ({ type: 'seen', seat }));
    // as version 1 wrote it: round 1 paid with the doors left at their old default, round 2 begun
    const v1 = [
      ...seen,
      { type: 'round-over', seat: 0 },
      { type: 'answer', seat: 0, q: 'gold', value: true },
      { type: 'answer', seat: 0, q: 'last', value: 2 },
      { type: 'reveal', seat: 0 },
    ] as CompanionAction[];
    const config = s0.config;
    const log = migrateLog({ config, seed: 3, seats, actions: v1 }, 1, 2, MIGRATIONS);
    let s = companion.setup(config, 3);
    for (const a of log.actions as CompanionAction[]) s = companion.apply(s, a);
    const paid = s.settled ?? s.rounds[0]!;
    expect(paid.answers).toMatchObject({ gold: true, last: 2, freeOfGreen: true, freeOfBlue: true });
    // full-game logs and classic companion logs are left as they were
    const classic = { config: { mode: 'classic', players: 4, firstPlayer: 0 }, seed: 1, seats, actions: v1 };
    expect(migrateLog(classic, 1, 2, MIGRATIONS).actions).toEqual(v1);
  });
});
