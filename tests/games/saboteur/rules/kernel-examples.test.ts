// §16 worked examples and §14 kernel function contracts.
import { describe, expect, it } from 'vitest';
import {
  canPlace,
  classicSaboteurShare,
  deluxePayouts,
  legalPlacements,
  reachedGoals,
  winningTeams,
  type Maze,
} from '../../../../src/games/saboteur/rules';
import { E, goals, maze, p, row } from './helpers';

describe('§16.1 rotation at the start', () => {
  it('curve-nw at (1,0): unrotated W meets the start, rotated it does not', () => {
    expect(canPlace(E(), 'curve-nw', 1, 0, false)).toBe(true);
    expect(canPlace(E(), 'curve-nw', 1, 0, true)).toBe(false);
  });
  it('legalPlacements(E, curve-nw) is exactly the 4 listed, sorted y, x, rotated', () => {
    expect(legalPlacements(E(), 'curve-nw')).toEqual([
      { x: 0, y: -1, rotated: true },
      { x: -1, y: 0, rotated: true },
      { x: 1, y: 0, rotated: false },
      { x: 0, y: 1, rotated: false },
    ]);
  });
});

describe('§16.2 dead ends stop tunnels', () => {
  const m = maze([p('dead-cross', 1, 0)]);
  it('straight-ew at (2,0) is illegal: the stub facing it is not joined to the start', () => {
    expect(canPlace(m, 'straight-ew', 2, 0, false)).toBe(false);
  });
  it('cross goes only to (0,-1), (-1,0), (0,1), both rotations each', () => {
    expect(legalPlacements(m, 'cross')).toEqual([
      { x: 0, y: -1, rotated: false },
      { x: 0, y: -1, rotated: true },
      { x: -1, y: 0, rotated: false },
      { x: -1, y: 0, rotated: true },
      { x: 0, y: 1, rotated: false },
      { x: 0, y: 1, rotated: true },
    ]);
  });
  it('a dead-end stub laid against the end of a reachable tunnel is legal (§6.1 rule 3)', () => {
    expect(canPlace(maze([p('straight-ew', 1, 0)]), 'dead-ew', 2, 0, false)).toBe(true);
  });
});

describe('§16.3 revealing a stone goal and going on', () => {
  // gold at (8,2), goal-stone-ne at (8,-2), goal-stone-nw at (8,0); goal-stone-nw revealed unrotated
  const g = goals(2, { ne: -2, nw: 0 });
  it('row(1..7) reaches (8,0) from the W', () => {
    expect(reachedGoals(maze(row(1, 7), g))).toEqual([{ x: 8, y: 0 }]);
  });
  const revealed = g.map((s) => (s.y === 0 ? { ...s, revealed: true, rotated: false } : s));
  const m = maze(row(1, 7), revealed);
  it('straight-ns at (8,-1) connects to the revealed N edge; its N faces a face-down wildcard', () => {
    expect(canPlace(m, 'straight-ns', 8, -1, false)).toBe(true);
  });
  it("straight-ns at (8,1) is illegal: the revealed goal's S is closed", () => {
    expect(canPlace(m, 'straight-ns', 8, 1, false)).toBe(false);
  });
  it('with that card at (8,-1), reachedGoals = (8,-2), (8,0)', () => {
    expect(reachedGoals(maze([...row(1, 7), p('straight-ns', 8, -1)], revealed))).toEqual([
      { x: 8, y: -2 },
      { x: 8, y: 0 },
    ]);
  });
});

describe('§16.4 bridge: no turning', () => {
  const m = maze([...row(1, 3), p('bridge', 4, 0)]);
  it('straight-ew continues through at (5,0)', () =>
    expect(canPlace(m, 'straight-ew', 5, 0, false)).toBe(true));
  it('straight-ns at (4,1) and (4,-1) are illegal', () => {
    expect(canPlace(m, 'straight-ns', 4, 1, false)).toBe(false);
    expect(canPlace(m, 'straight-ns', 4, -1, false)).toBe(false);
  });
});

describe('§16.5 ladder', () => {
  const base = row(1, 2);
  it('ladder-curve-nw at (2,-1) touches (2,0), closed S against closed N, needs no connection', () => {
    expect(canPlace(maze(base), 'ladder-curve-nw', 2, -1, false)).toBe(true);
  });
  it("after it, straight-ew at (1,-1) and straight-ns at (2,-2) connect through the ladder's group", () => {
    const m = maze([...base, p('ladder-curve-nw', 2, -1)]);
    expect(canPlace(m, 'straight-ew', 1, -1, false)).toBe(true);
    expect(canPlace(m, 'straight-ns', 2, -2, false)).toBe(true);
  });
  it('ladder-e rotated at (8,-3) is illegal: (8,-2) is a goal neighbour (§6.3)', () => {
    const m = maze([...base, p('straight-ew', 7, -3)]);
    expect(canPlace(m, 'ladder-e', 8, -3, true)).toBe(false);
  });
  it('a ladder that touches no path card is illegal even where edges fit (§6.3)', () => {
    expect(canPlace(E(), 'ladder-n', 3, 3, false)).toBe(false);
  });
});

describe('§16.6 door rule', () => {
  const gold = goals(0).map((g) => (g.gold ? { ...g, revealed: true } : g));
  const placed = [...row(1, 3), p('door-green-ew', 4, 0), ...row(5, 7)];
  const m = maze(placed, gold);
  it('blue finder behind a green door: green wins', () => expect(winningTeams(m, 'blue')).toEqual(['green']));
  it('neutral finder: green wins', () => expect(winningTeams(m, 'other')).toEqual(['green']));
  it('green finder: green wins', () => expect(winningTeams(m, 'green')).toEqual(['green']));
  it('a second, door-free way: other → both, blue → blue, green → green', () => {
    // second way: start S → (0,1) ns → (0,2) curve N-E → (1..6,2) ew → (7,2) curve W-N
    // → (7,1) curve S-E → (8,1) curve W-N into the gold's S side.
    const m2 = maze(
      [
        ...placed,
        p('straight-ns', 0, 1),
        p('curve-ne', 0, 2),
        ...row(1, 6, 2),
        p('curve-nw', 7, 2), // W and N
        p('curve-nw', 7, 1, true), // rotated → S and E
        p('curve-nw', 8, 1), // N (the gold) and W
      ],
      gold,
    );
    expect(winningTeams(m2, 'other')).toEqual(['blue', 'green']);
    expect(winningTeams(m2, 'blue')).toEqual(['blue']);
    expect(winningTeams(m2, 'green')).toEqual(['green']);
  });
  it('gold not reached → [] (§14)', () => expect(winningTeams(maze(row(1, 6), gold), 'other')).toEqual([]));
  it('works with the gold face down (§14)', () =>
    expect(winningTeams(maze(placed, goals(0)), 'blue')).toEqual(['green']));
});

describe('§16.7 / §11.2 deluxe payout', () => {
  it('green, green, blue, boss, geologist, saboteur; green wins, 5 crystals → [3,3,0,2,5,0]', () => {
    expect(
      deluxePayouts({
        roles: ['green-digger', 'green-digger', 'blue-digger', 'boss', 'geologist', 'saboteur'],
        trapped: [false, false, false, false, false, false],
        goldFound: true,
        winningTeams: ['green'],
        crystals: 5,
      }),
    ).toEqual([3, 3, 0, 2, 5, 0]);
  });
});

describe('§16.10 geologists', () => {
  const roles = ['geologist', 'geologist', 'saboteur'] as const;
  it('two geologists, 7 crystals: 3 GP each', () => {
    expect(
      deluxePayouts({
        roles: [...roles],
        trapped: [false, false, false],
        goldFound: true,
        winningTeams: [],
        crystals: 7,
      }).slice(0, 2),
    ).toEqual([3, 3]);
  });
  it('a trapped geologist gets 0 and the other still gets 3', () => {
    expect(
      deluxePayouts({
        roles: [...roles],
        trapped: [true, false, false],
        goldFound: true,
        winningTeams: [],
        crystals: 7,
      }).slice(0, 2),
    ).toEqual([0, 3]);
  });
});

describe('§14 classicSaboteurShare', () => {
  it('0 → 0, 1 → 4, 2 → 3, 3 → 3, 4 → 2, 5 → 2', () => {
    expect([0, 1, 2, 3, 4, 5].map(classicSaboteurShare)).toEqual([0, 4, 3, 3, 2, 2]);
  });
});

describe('§14 non-placeable ids', () => {
  it.each(['start', 'goal-gold', 'goal-stone-ne', 'goal-stone-nw', 'nonsense', 'map'])(
    '%s: canPlace false, legalPlacements []',
    (id) => {
      expect(canPlace(E(), id, 1, 0, false)).toBe(false);
      expect(legalPlacements(E(), id)).toEqual([]);
    },
  );
});

describe('§14 symmetric cards are listed with both rotations', () => {
  it.each(['cross', 'straight-ew', 'bridge', 'dead-cross'])(
    '%s at (1,0) appears with false and true',
    (id) => {
      const l = legalPlacements(E(), id).filter((q) => q.x === 1 && q.y === 0);
      expect(l).toEqual([
        { x: 1, y: 0, rotated: false },
        { x: 1, y: 0, rotated: true },
      ]);
    },
  );
});

describe('§7 / §14 reachedGoals', () => {
  it('sorted by y; face-down goal reached only through an open reachable facing edge', () => {
    const m: Maze = maze([...row(1, 7)]);
    expect(reachedGoals(m)).toEqual([{ x: 8, y: 0 }]);
    expect(reachedGoals(maze(row(1, 6)))).toEqual([]);
  });
  it('a face-down goal never gives a connection (§6.1 rule 3)', () => {
    // (9,0) touches only the face-down goal (8,0)
    expect(canPlace(maze(row(1, 7)), 'straight-ew', 9, 0, false)).toBe(false);
  });
  it('a revealed goal with a closed edge toward the tunnel is not reached (§7)', () => {
    // goal-stone-ne revealed unrotated at (8,0): W closed; row(1..7) ends at its W
    const g = goals(2, { ne: 0, nw: -2 }).map((s) => (s.y === 0 ? { ...s, revealed: true } : s));
    expect(reachedGoals(maze(row(1, 7), g))).toEqual([]);
  });
});
