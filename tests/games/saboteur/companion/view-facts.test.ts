// Issue 21 item 3: the companion screens read their rule facts from the companion view, worked
// out in rules/companion once: whom an Inspection or Swap your hats may name (companion §2.3,
// Saboteur §8) and which nugget values the picker may take (companion §2.5, Saboteur §10.1).
import { describe, expect, it } from 'vitest';
import { companion, type Role } from '../../../../src/games/saboteur/rules';
import { act, allSeen, atQuestions, start } from './helpers';

describe('companion §2.3: the view names the seats an Inspection or Swap your hats may target', () => {
  it('an Inspection names any seat but its own player; Swap your hats any seat (Saboteur §8)', () => {
    const s = allSeen(start('deluxe', 5));
    const targets = companion.view(s, null).playTargets!;
    for (let by = 0; by < 5; by++) {
      expect(targets.inspect[by]).toEqual([0, 1, 2, 3, 4].filter((t) => t !== by));
      expect(targets.swapHats[by]).toEqual([0, 1, 2, 3, 4]);
    }
  });

  it('the targets are the legalActions of each seat, and none once the cards are used up', () => {
    let s = allSeen(start('deluxe', 4));
    s = act(s, { type: 'inspect', seat: 0, target: 1 }, { type: 'inspect', seat: 2, target: 3 });
    expect(companion.view(s, null).playTargets!.inspect).toEqual([[], [], [], []]);
    for (let seat = 0; seat < 4; seat++)
      expect(companion.view(s, null).playTargets!.swapHats[seat]).toEqual(
        companion.legalActions(s, seat).flatMap((a) => (a.type === 'swap-hats' ? [a.target] : [])),
      );
  });

  it('no targets in classic or outside the play phase', () => {
    expect(companion.view(allSeen(start('classic', 4)), null).playTargets).toBeNull();
    expect(companion.view(start('deluxe', 4), null).playTargets).toBeNull();
  });
});

describe('companion §2.5: the picker view lists the distinct nugget values it may take', () => {
  it('one choice per distinct value on offer, highest first, as legalActions offers them', () => {
    const roles: Role[] = ['gold-digger', 'saboteur', 'gold-digger', 'gold-digger', 'saboteur'];
    const s = atQuestions('classic', roles, { gold: true, last: 1 }, { nuggetDeck: [1, 2, 3, 1, 2, 3, 3] });
    const t = act(s, { type: 'reveal', seat: 0 });
    const pick = companion.view(t, 0).pick!;
    expect(pick.choices).toEqual([3, 2, 1]);
    const legal = companion.legalActions(t, 0).flatMap((a) => (a.type === 'pick' ? [a.value] : []));
    expect([...pick.choices!].sort()).toEqual([...legal].sort());
    expect(companion.view(t, 3).pick!.choices).toBeNull();
  });
});

describe('issue 30: the view carries the box’s set-up for the edition and count (§2.4, §3, §4)', () => {
  it('hand size 6 / 5 / 4 by count in classic, 6 in Deluxe; Deluxe sets 10 aside; the goals 8 columns on, 2 rows apart', () => {
    const box = (mode: 'classic' | 'deluxe', players: number) =>
      companion.view(companion.setup({ mode, players, firstPlayer: 0 }, 1), null).box;
    expect([3, 5, 6, 7, 8, 10].map((n) => box('classic', n).handSize)).toEqual([6, 6, 5, 5, 4, 4]);
    expect(box('classic', 5).setAside).toBe(0);
    expect(box('deluxe', 4)).toMatchObject({ handSize: 6, setAside: 10, roleCards: 15, leftoverRoles: 11 });
    expect(box('classic', 5)).toMatchObject({ roleCards: 6, leftoverRoles: 1 });
    expect(box('classic', 3).goals).toEqual([
      { columns: 8, rows: -2 },
      { columns: 8, rows: 0 },
      { columns: 8, rows: 2 },
    ]);
  });
});

describe('issue 31 item 2: the round view counts the saboteurs and geologists its payout lines name', () => {
  it('§10.2 classic, gold not reached: the saboteurs sharing the gold', () => {
    const roles: Role[] = ['gold-digger', 'saboteur', 'gold-digger', 'saboteur', 'gold-digger'];
    const t = act(atQuestions('classic', roles, { gold: false, last: 1 }), { type: 'reveal', seat: 0 });
    const r = companion.view(t, null).settled!;
    expect(r.saboteurs).toBe(2);
    expect(r.geologists).toBe(0);
  });

  it('§11.2 deluxe: the geologists sharing the crystals', () => {
    const roles: Role[] = ['green-digger', 'geologist', 'blue-digger', 'geologist', 'saboteur'];
    const t = act(atQuestions('deluxe', roles, { gold: false, last: 0, crystals: 3 }), {
      type: 'reveal',
      seat: 0,
    });
    const r = companion.view(t, null).settled!;
    expect(r.geologists).toBe(2);
    expect(r.saboteurs).toBe(1);
  });
});
