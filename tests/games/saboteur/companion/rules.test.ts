// Saboteur companion rules (companion §2.1–§2.7): the deal, Inspection and Swap your hats, the
// round-end questions, reveal and payout, corrections, three rounds.
import { describe, expect, it } from 'vitest';
import { companion, type CompanionState, type Role } from '../../../../src/games/saboteur/rules';
import { CLASSIC_ROLE_TABLE, DELUXE_ROLES } from '../../../../src/games/saboteur/rules/roles';
import { act, allSeen, atQuestions, expectRefused, firstLegalWhile, start } from './helpers';

const count = (roles: Role[], r: Role) => roles.filter((x) => x === r).length;

describe('companion §2.2: the official role deck every round (§2.4)', () => {
  it('classic: one card per seat from the table for the count, one left over, every round', () => {
    for (let n = 3; n <= 10; n++) {
      let s = start('classic', n, n);
      for (let round = 1; round <= 3; round++) {
        const all = [...s.roles, ...s.leftoverRoles];
        expect(s.leftoverRoles).toHaveLength(1);
        expect(count(all, 'saboteur')).toBe(CLASSIC_ROLE_TABLE[n]![0]);
        expect(count(all, 'gold-digger')).toBe(CLASSIC_ROLE_TABLE[n]![1]);
        s = act(allSeen(s), { type: 'round-over', seat: 0 });
        s = act(
          s,
          { type: 'answer', seat: 0, q: 'gold', value: false },
          { type: 'answer', seat: 0, q: 'last', value: 0 },
        );
        s = act(s, { type: 'reveal', seat: 0 }, { type: 'next', seat: 0 });
      }
    }
  });

  it('deluxe: all 15 role cards, whatever the count', () => {
    for (let n = 2; n <= 12; n++) {
      const s = start('deluxe', n, n);
      expect([...s.roles, ...s.leftoverRoles].sort()).toEqual(DELUXE_ROLES.slice().sort());
      expect(s.roles).toHaveLength(n);
    }
  });

  it('the deal is seeded: same seed, same roles; the roles phase asks each seat from the first seat', () => {
    const a = start('classic', 5, 42, 3);
    expect(start('classic', 5, 42, 3).roles).toEqual(a.roles);
    expect(a.phase).toBe('roles');
    expect(companion.actors(a)).toEqual([3, 4, 0, 1, 2]);
    expect(companion.legalActions(a, 3)).toEqual([{ type: 'seen', seat: 3 }]);
    const b = act(a, { type: 'seen', seat: 3 });
    expect(companion.actors(b)).toEqual([4, 0, 1, 2]);
    expectRefused(b, { type: 'seen', seat: 3 }, 'not-your-turn');
    expect(allSeen(b).phase).toBe('play');
  });
});

describe('companion §2.3: Inspection and Swap your hats (deluxe, §8)', () => {
  it('classic has neither; the round on the table only ends', () => {
    const s = allSeen(start('classic', 4));
    expect(companion.legalActions(s, 1)).toEqual([{ type: 'round-over', seat: 1 }]);
    expectRefused(s, { type: 'inspect', seat: 1, target: 2 }, 'bad-action');
  });

  it('Inspection: the inspector alone learns the target role; two cards per round', () => {
    const s0 = allSeen(start('deluxe', 5, 3));
    expectRefused(s0, { type: 'inspect', seat: 1, target: 1 }, 'bad-action');
    const s1 = act(s0, { type: 'inspect', seat: 1, target: 3 });
    const mine = companion.view(s1, 1).me!.log.filter((e) => e.type === 'inspected');
    expect(mine).toEqual([{ type: 'inspected', round: 1, target: 3, role: s0.roles[3], at: s1.log.length }]);
    for (const v of [null, 0, 2, 3, 4])
      expect(JSON.stringify(companion.view(s1, v))).not.toContain('inspected');
    const s2 = act(s1, { type: 'inspect', seat: 2, target: 0 });
    expect(companion.legalActions(s2, 0).some((a) => a.type === 'inspect')).toBe(false);
    expectRefused(s2, { type: 'inspect', seat: 0, target: 1 }, 'bad-action');
  });

  it('Swap your hats: the top leftover card to the target, the old role out; only the target sees it', () => {
    const s0 = allSeen(start('deluxe', 4, 9));
    const top = s0.leftoverRoles[s0.leftoverRoles.length - 1];
    const old = s0.roles[2];
    const s1 = act(s0, { type: 'swap-hats', seat: 0, target: 2 });
    expect(s1.roles[2]).toBe(top);
    expect(s1.discardedRoles).toEqual([old]);
    expect(s1.leftoverRoles).toHaveLength(s0.leftoverRoles.length - 1);
    expect(companion.view(s1, 2).me!.role).toBe(top);
    expect(companion.view(s1, 2).me!.log.at(-1)).toMatchObject({
      type: 'new-role',
      bySeat: 0,
      oldRole: old,
      role: top,
    });
    expect(companion.view(s1, 0).me!.log.some((e) => e.type === 'new-role')).toBe(false);
    // yourself too, and then no third card
    const s2 = act(s1, { type: 'swap-hats', seat: 3, target: 3 });
    expect(companion.legalActions(s2, 1).some((a) => a.type === 'swap-hats')).toBe(false);
  });
});

describe('companion §2.4: round-end questions, reviewable before the reveal', () => {
  it('reveal only once the gold and the last card are answered; answers may change before', () => {
    let s = act(allSeen(start('classic', 4)), { type: 'round-over', seat: 2 });
    expectRefused(s, { type: 'reveal', seat: 0 }, 'bad-action');
    s = act(s, { type: 'answer', seat: 0, q: 'gold', value: true });
    expectRefused(s, { type: 'reveal', seat: 0 }, 'bad-action');
    s = act(
      s,
      { type: 'answer', seat: 1, q: 'last', value: 2 },
      { type: 'answer', seat: 3, q: 'gold', value: false },
    );
    expect(s.answers).toMatchObject({ gold: false, last: 2 });
    expect(companion.view(s, null).complete).toBe(true);
    expect(companion.legalActions(s, 0)[0]).toEqual({ type: 'reveal', seat: 0 });
    // not over after all: back to the round
    const back = act(s, { type: 'resume', seat: 1 });
    expect(back.phase).toBe('play');
  });

  it('deluxe: at most 3 trapped and 4 thefts (the cards in the box); thefts keep their play order', () => {
    let s = act(allSeen(start('deluxe', 6)), { type: 'round-over', seat: 0 });
    for (const t of [4, 1, 5]) s = act(s, { type: 'trapped', seat: 0, target: t, on: true });
    expect(s.answers.trapped).toEqual([1, 4, 5]);
    expectRefused(s, { type: 'trapped', seat: 0, target: 2, on: true }, 'bad-action');
    for (const t of [3, 0, 5, 2]) s = act(s, { type: 'theft', seat: 0, target: t, on: true });
    expect(s.answers.thefts).toEqual([3, 0, 5, 2]);
    expectRefused(s, { type: 'theft', seat: 0, target: 1, on: true }, 'bad-action');
    s = act(s, { type: 'theft', seat: 0, target: 0, on: false });
    expect(s.answers.thefts).toEqual([3, 5, 2]);
    expectRefused(s, { type: 'answer', seat: 0, q: 'crystals', value: 11 }, 'bad-action');
  });
});

describe('companion §2.5: reveal and payout', () => {
  it('the roles are public only from the reveal on', () => {
    const s = atQuestions('classic', ['gold-digger', 'saboteur', 'gold-digger', 'gold-digger'], {
      gold: false,
      last: 1,
    });
    expect(companion.view(s, null).roles).toBeNull();
    const t = act(s, { type: 'reveal', seat: 0 });
    expect(companion.view(t, null).roles).toEqual(['gold-digger', 'saboteur', 'gold-digger', 'gold-digger']);
    expect(t.log.at(-1)).toMatchObject({ type: 'reveal', round: 1, answers: { gold: false, last: 1 } });
  });

  it('classic, gold not found: a lone saboteur takes nuggets worth 4 (§10.2); values private', () => {
    const s = atQuestions(
      'classic',
      ['gold-digger', 'saboteur', 'gold-digger', 'gold-digger'],
      { gold: false, last: 1 },
      { nuggetDeck: [2, 2, 1, 3, 1] },
    );
    const t = act(s, { type: 'reveal', seat: 0 });
    expect(t.phase).toBe('result');
    expect(t.nuggets[1]!.slice().sort()).toEqual([1, 3]);
    expect(t.settled!.lines[1]).toEqual({
      seat: 1,
      role: 'saboteur',
      reason: 'saboteur-share',
      amount: 4,
      cards: 2,
    });
    expect(companion.view(t, null).settled!.lines[1]!.amount).toBeNull();
    expect(companion.view(t, 1).settled!.lines[1]!.amount).toBe(4);
    expect(companion.view(t, null).nuggetCards).toEqual([0, 2, 0, 0]);
  });

  it('classic, gold found: picks counter-clockwise among diggers from the finder (§16.8); offer private', () => {
    const roles: Role[] = ['gold-digger', 'saboteur', 'gold-digger', 'gold-digger', 'saboteur'];
    const s = atQuestions('classic', roles, { gold: true, last: 1 }, { nuggetDeck: [1, 2, 3, 1, 2, 3, 3] });
    const t = act(s, { type: 'reveal', seat: 0 });
    expect(t.phase).toBe('pick');
    expect(companion.actors(t)).toEqual([0]);
    // companion §2.5: the picker's view lists the distinct values it may pick, one button each
    expect(companion.view(t, 0).pick).toEqual({
      picker: 0,
      offered: 5,
      values: [3, 2, 2, 1, 1],
      choices: [3, 2, 1],
    });
    expect(companion.view(t, 3).pick).toEqual({ picker: 0, offered: 5, values: null, choices: null });
    expectRefused(t, { type: 'pick', seat: 3, value: 1 }, 'not-your-turn');
    const u = act(
      t,
      { type: 'pick', seat: 0, value: 3 },
      { type: 'pick', seat: 3, value: 2 },
      { type: 'pick', seat: 2, value: 2 },
    );
    // the rest (1, 1) is handed out to 0 and 3 without asking
    expect(u.phase).toBe('result');
    expect(u.nuggets).toEqual([[3, 1], [], [2], [2, 1], []]);
  });

  it('deluxe: deluxePayouts with the door answers (§16.7), thefts in official order (§11.3)', () => {
    const roles: Role[] = ['green-digger', 'green-digger', 'blue-digger', 'boss', 'geologist', 'saboteur'];
    const s = atQuestions('deluxe', roles, {
      gold: true,
      last: 3,
      freeOfGreen: false,
      freeOfBlue: true,
      crystals: 5,
      thefts: [5],
    });
    const t = act(s, { type: 'reveal', seat: 0 });
    expect(t.settled!.lines.map((l) => l.amount)).toEqual([3, 3, 0, 2, 5, 0]);
    expect(t.settled!.lines.map((l) => l.reason)).toEqual([
      'winner',
      'winner',
      'lost',
      'boss',
      'geologist',
      'lost',
    ]);
    expect(t.settled!.winningTeams).toEqual(['green']);
    expect(t.phase).toBe('theft');
    expect(companion.view(t, null).theft).toEqual({ thief: 5, victims: [0, 1, 3, 4] });
    const u = act(t, { type: 'steal', seat: 5, fromSeat: 4 });
    expect(u.gold).toEqual([3, 3, 0, 2, 4, 1]);
    // totals private, "has gold" public (§13)
    expect(companion.view(u, null).hasGold).toEqual([true, true, false, true, true, true]);
    expect(companion.view(u, null).me).toBeNull();
    expect(companion.view(u, 4).me!.gold).toBe(4);
  });
});

describe('companion §2.6: a correction after the reveal', () => {
  it('reopens the answers, restores the gold, pays the round again and logs the change', () => {
    const roles: Role[] = ['gold-digger', 'saboteur', 'gold-digger', 'gold-digger'];
    const s = atQuestions('classic', roles, { gold: false, last: 1 }, { nuggetDeck: [2, 2, 1, 3, 1] });
    const paid = act(s, { type: 'reveal', seat: 0 });
    const open = act(paid, { type: 'correct', seat: 2 });
    expect(open.phase).toBe('questions');
    expect(open.nuggets).toEqual([[], [], [], []]);
    expect(open.nuggetDeck).toEqual([2, 2, 1, 3, 1]);
    expect(companion.view(open, null).roles).toEqual(roles);
    expect(companion.view(open, 1).me!.log.some((e) => e.type === 'nugget')).toBe(false);
    // roles are public now: no way back to the round on the table
    expect(companion.legalActions(open, 0).some((a) => a.type === 'resume')).toBe(false);
    const fixed = act(open, { type: 'answer', seat: 2, q: 'gold', value: true }, { type: 'reveal', seat: 2 });
    expect(fixed.phase).toBe('pick');
    expect(fixed.log.at(-1)).toMatchObject({
      type: 'correction',
      round: 1,
      seat: 2,
      before: { gold: false, last: 1 },
      after: { gold: true, last: 1 },
    });
    expect(fixed.settled!.corrections).toBe(1);
  });
});

describe('companion §2.7: three rounds, the final ranking', () => {
  it('the next round starts left of the last card; after round 3 the outcome ranks by gold', () => {
    let s: CompanionState = allSeen(start('classic', 3, 5));
    for (const last of [1, 0, 2]) {
      s = act(
        s,
        { type: 'round-over', seat: 0 },
        { type: 'answer', seat: 0, q: 'gold', value: false },
        { type: 'answer', seat: 0, q: 'last', value: last },
        { type: 'reveal', seat: 0 },
      );
      s = firstLegalWhile(s, 'pick');
      const round = s.round;
      s = act(s, { type: 'next', seat: 0 });
      if (round < 3) {
        expect(s.firstSeat).toBe((last + 1) % 3);
        expect(companion.actors(s)[0]).toBe((last + 1) % 3);
        s = allSeen(s);
      }
    }
    expect(s.phase).toBe('over');
    const out = companion.outcome(s)!;
    expect(out.scores).toEqual(s.nuggets.map((v) => v.reduce((a, b) => a + b, 0)));
    expect(out.ranking.flat().sort()).toEqual([0, 1, 2]);
    expect(companion.actors(s)).toEqual([]);
    expect(companion.view(s, null).final).toEqual(out);
  });
});
