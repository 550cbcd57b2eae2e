// §11.1 door rule with several routes, §11.2 every payout case, §10.2 share table.
import { describe, expect, it } from 'vitest';
import { deluxePayouts, winningTeams, type Role } from '../../../../src/games/saboteur/rules';
import { goals, maze, p, row } from './helpers';

const goldUp = goals(0).map((g) => (g.gold ? { ...g, revealed: true } : g));
/** route A along y=0 (cell (4,0) is `a`), route B below through y=2 (cell (4,2) is `b`) */
function twoRoutes(a: string, b: string) {
  return maze(
    [
      ...row(1, 3),
      p(a, 4, 0),
      ...row(5, 7),
      p('straight-ns', 0, 1),
      p('curve-ne', 0, 2),
      ...row(1, 3, 2),
      p(b, 4, 2),
      ...row(5, 6, 2),
      p('curve-nw', 7, 2),
      p('curve-nw', 7, 1, true),
      p('curve-nw', 8, 1),
    ],
    goldUp,
  );
}

describe('§11.1 door rule, several routes', () => {
  const table: [string, string, 'green' | 'blue' | 'other', string[]][] = [
    // green door on one way, blue door on the other
    ['door-green-ew', 'door-blue-ew', 'other', ['blue', 'green']],
    ['door-green-ew', 'door-blue-ew', 'blue', ['blue']],
    ['door-green-ew', 'door-blue-ew', 'green', ['green']],
    // both ways closed by green doors: blue finder loses; green wins through its own doors
    ['door-green-ew', 'door-green-ew', 'blue', ['green']],
    ['door-green-ew', 'door-green-ew', 'other', ['green']],
    ['door-green-ew', 'door-green-ew', 'green', ['green']],
    // both ways closed by blue doors
    ['door-blue-ew', 'door-blue-ew', 'green', ['blue']],
    ['door-blue-ew', 'door-blue-ew', 'blue', ['blue']],
    // no doors at all: the finder's team; after a neutral finder both
    ['straight-ew', 'straight-ew', 'green', ['green']],
    ['straight-ew', 'straight-ew', 'blue', ['blue']],
    ['straight-ew', 'straight-ew', 'other', ['blue', 'green']],
  ];
  it.each(table)('ways through %s and %s, finder %s → %j', (a, b, finder, expected) => {
    expect(winningTeams(twoRoutes(a, b), finder)).toEqual(expected);
  });
  it('one way through both a green and a blue door: neither team is free, nobody wins', () => {
    const m = maze([...row(1, 2), p('door-green-ew', 3, 0), p('door-blue-ew', 4, 0), ...row(5, 7)], goldUp);
    expect(winningTeams(m, 'other')).toEqual([]);
    expect(winningTeams(m, 'green')).toEqual([]);
    expect(winningTeams(m, 'blue')).toEqual([]);
  });
  it('the door sits on the door group only: a route through door-green-ns-stub-e N-S is closed to blue', () => {
    // the only way: start S → (0,1) door card N-S (its E stub unused) → along y=2 → up into the gold
    const m = maze(
      [
        p('door-green-ns-stub-e', 0, 1), // N-S with the door, E stub
        p('curve-ne', 0, 2), // N and E
        ...row(1, 6, 2),
        p('curve-nw', 7, 2),
        p('curve-nw', 7, 1, true),
        p('curve-nw', 8, 1),
      ],
      goldUp,
    );
    expect(winningTeams(m, 'blue')).toEqual(['green']);
    expect(winningTeams(m, 'other')).toEqual(['green']);
  });
});

describe('§11.2 deluxe payouts', () => {
  const none = (n: number) => Array(n).fill(false);
  const pay = (
    roles: Role[],
    opts: { goldFound: boolean; teams?: ('green' | 'blue')[]; trapped?: boolean[]; crystals?: number },
  ) =>
    deluxePayouts({
      roles,
      trapped: opts.trapped ?? none(roles.length),
      goldFound: opts.goldFound,
      winningTeams: opts.teams ?? [],
      crystals: opts.crystals ?? 0,
    });

  it('gold not found: saboteurs and profiteer win; profiteer gets T-2', () => {
    // 2 saboteurs + profiteer: n = 3, T = 3
    expect(
      pay(['saboteur', 'saboteur', 'profiteer', 'green-digger', 'boss'], {
        goldFound: false,
        teams: ['green'],
      }),
    ).toEqual([3, 3, 1, 0, 0]);
  });
  it('a lone winner gets 5 (T(1))', () => {
    expect(pay(['saboteur', 'green-digger', 'blue-digger'], { goldFound: false })).toEqual([5, 0, 0]);
  });
  it('gold found, both teams win: everyone on a team, the boss T-1, the profiteer T-2 (n ≥ 5 → T = 1)', () => {
    expect(
      pay(['green-digger', 'blue-digger', 'green-digger', 'boss', 'profiteer', 'saboteur'], {
        goldFound: true,
        teams: ['blue', 'green'],
      }),
    ).toEqual([1, 1, 1, 0, 0, 0]);
  });
  it('gold found, n = 4 → T = 2: boss 1, profiteer 0', () => {
    expect(
      pay(['green-digger', 'green-digger', 'boss', 'profiteer', 'blue-digger'], {
        goldFound: true,
        teams: ['green'],
      }),
    ).toEqual([2, 2, 1, 0, 0]);
  });
  it('gold found but no team qualifies: the boss does not win, the profiteer still does (Appendix B.6)', () => {
    expect(pay(['green-digger', 'boss', 'profiteer', 'saboteur'], { goldFound: true, teams: [] })).toEqual([
      0, 0, 3, 0,
    ]);
  });
  it('a trapped seat never wins and gets nothing; it does not count in n', () => {
    // greens 0, 1 win, but 1 is trapped: n = 1 (seat 0) → 5
    expect(
      pay(['green-digger', 'green-digger', 'blue-digger'], {
        goldFound: true,
        teams: ['green'],
        trapped: [false, true, false],
      }),
    ).toEqual([5, 0, 0]);
  });
  it('winningTeams is ignored when the gold is not found (§14)', () => {
    expect(pay(['green-digger', 'saboteur'], { goldFound: false, teams: ['green'] })).toEqual([0, 5]);
  });
  it('geologists are never winners, get floor(crystals / g) whoever wins', () => {
    expect(
      pay(['geologist', 'saboteur', 'geologist', 'geologist'], { goldFound: false, crystals: 7 }),
    ).toEqual([2, 5, 2, 2]);
    expect(pay(['geologist', 'green-digger'], { goldFound: true, teams: ['green'], crystals: 0 })).toEqual([
      0, 5,
    ]);
  });
});
