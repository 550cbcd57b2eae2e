// Player history (issue 13 item 9): who played what and who won, derived from the finished-game
// entries and matched by name as the roster matches names (cleaned, case folded).
import { describe, expect, it } from 'vitest';
import { playerPage, playersOf, RECENT } from '../../../src/app/history/derive';
import type { FinishedGame } from '../../../src/kit/history';
import type { SeatInfo } from '../../../src/kit/session';

const seat = (name: string, colour = 0, who = 'person'): SeatInfo => ({
  name,
  colour,
  who,
  where: 'this-phone',
});

function game(
  id: string,
  seats: SeatInfo[],
  ranking: number[][],
  at = 1000,
  gameId = 'saboteur',
): FinishedGame {
  return { id, gameId, finishedAt: at, seats, scores: seats.map(() => 0), ranking, sheet: null };
}

describe('playersOf: everyone the app has seen, with games played and won', () => {
  it('counts a game for every person at it and a win for the first place only', () => {
    const games = [
      game('a', [seat('Аня'), seat('Борис', 1)], [[0], [1]]),
      game('b', [seat('Аня'), seat('Борис', 1)], [[1], [0]]),
      game('c', [seat('Аня'), seat('Вера', 2)], [[0], [1]]),
    ];
    const rows = playersOf(games, []);
    const byName = Object.fromEntries(rows.map((r) => [r.name, [r.played, r.won]]));
    expect(byName).toEqual({ Аня: [3, 2], Борис: [2, 1], Вера: [1, 0] });
  });

  it('a shared first place is a win for each tied winner (ties)', () => {
    const rows = playersOf([game('t', [seat('A'), seat('B'), seat('C')], [[0, 2], [1]])], []);
    expect(rows.map((r) => [r.name, r.won])).toEqual([
      ['A', 1],
      ['B', 0],
      ['C', 1],
    ]);
  });

  it('bots are not players: a bot seat is neither listed nor counted', () => {
    const rows = playersOf([game('x', [seat('Me'), seat('Bot 1', 1, 'easy')], [[1], [0]])], []);
    expect(rows.map((r) => [r.name, r.played, r.won])).toEqual([['Me', 1, 0]]);
  });

  it('the roster’s people come first, in its order, even with no finished game', () => {
    const roster = [
      { name: 'Zoe', colour: 3 },
      { name: 'anna', colour: 4 },
    ];
    const rows = playersOf([game('g', [seat('Anna', 1), seat('Max', 2)], [[0], [1]])], roster);
    expect(rows.map((r) => [r.name, r.colour, r.played])).toEqual([
      ['Zoe', 3, 0],
      ['anna', 4, 1],
      ['Max', 2, 1],
    ]);
  });

  it('names match as the roster matches them: case and extra spaces fold, look-alike letters do not', () => {
    const games = [
      game('1', [seat('Anna'), seat('X', 1)], [[0], [1]]),
      game('2', [seat('  ANNA '), seat('X', 1)], [[0], [1]]),
      // Cyrillic «А» in «Аnna»: a different name to the roster, so a different player
      game('3', [seat('Аnna'), seat('X', 1)], [[0], [1]]),
    ];
    const rows = playersOf(games, []);
    expect(rows.filter((r) => /nna/i.test(r.name)).map((r) => r.played)).toEqual([2, 1]);
  });

  it('a renamed player is a new name: the games under the old name stay with it', () => {
    const games = [
      game('1', [seat('Sasha'), seat('X', 1)], [[0], [1]], 1),
      game('2', [seat('Alexandra'), seat('X', 1)], [[0], [1]], 2),
    ];
    const rows = playersOf(games, []);
    // newest game first: its people, then those only in older games
    expect(rows.map((r) => [r.name, r.played])).toEqual([
      ['Alexandra', 1],
      ['X', 2],
      ['Sasha', 1],
    ]);
  });
});

describe('playerPage: one person’s results per game', () => {
  it('counts per game and lists the newest results with their place (1, 1, 3 on a tie)', () => {
    const games = [
      game('s1', [seat('A'), seat('B'), seat('C')], [[1, 0], [2]], 10, 'saboteur'),
      game('s2', [seat('C'), seat('A'), seat('B')], [[0], [1], [2]], 20, 'saboteur'),
      game('v1', [seat('A'), seat('B')], [[1], [0]], 30, 'village-pillage'),
    ];
    const page = playerPage(games, [], 'a')!;
    expect(page.name).toBe('A');
    expect([page.played, page.won]).toEqual([3, 1]);
    const sab = page.byGame.find((g) => g.gameId === 'saboteur')!;
    expect([sab.played, sab.won]).toEqual([2, 1]);
    expect(sab.recent.map((r) => [r.id, r.place, r.tied, r.won, r.seats])).toEqual([
      ['s2', 2, false, false, 3],
      ['s1', 1, true, true, 3],
    ]);
    const vp = page.byGame.find((g) => g.gameId === 'village-pillage')!;
    expect(vp.recent.map((r) => r.place)).toEqual([2]);
    // place 3 after a shared first
    expect(playerPage(games, [], 'c')!.byGame[0]!.recent.map((r) => r.place)).toEqual([1, 3]);
  });

  it(`lists at most ${RECENT} recent results per game, newest first, while counting all`, () => {
    const games = Array.from({ length: RECENT + 3 }, (_, i) =>
      game(`g${i}`, [seat('A'), seat('B', 1)], [[0], [1]], i),
    );
    const stats = playerPage(games, [], 'a')!.byGame[0]!;
    expect(stats.played).toBe(RECENT + 3);
    expect(stats.recent.map((r) => r.finishedAt)).toEqual([7, 6, 5, 4, 3]);
  });

  it('a name the app has never seen has no page', () => {
    expect(playerPage([], [], 'nobody')).toBeNull();
  });
});

describe('issue 23 item 8: a person’s average and best score per game, and head-to-head records', () => {
  const scored = (
    id: string,
    seats: SeatInfo[],
    scores: number[],
    ranking: number[][],
    gameId = 'saboteur',
  ) => ({
    ...game(id, seats, ranking, 1000, gameId),
    scores,
  });

  it('average and best of the person’s own scores, per game', () => {
    const games = [
      scored('a', [seat('Аня'), seat('Борис', 1)], [5, 3], [[0], [1]]),
      scored('b', [seat('Борис', 1), seat('Аня')], [6, 2], [[0], [1]]),
      scored('c', [seat('Аня'), seat('Вера', 2)], [40, 61], [[1], [0]], 'rolling-village'),
    ];
    const page = playerPage(games, [], 'аня')!;
    const sab = page.byGame.find((g) => g.gameId === 'saboteur')!;
    expect([sab.average, sab.best]).toEqual([3.5, 5]);
    const rv = page.byGame.find((g) => g.gameId === 'rolling-village')!;
    expect([rv.average, rv.best]).toEqual([40, 40]);
  });

  it('head to head: over the games both played, who placed higher; a shared place is even; bots are not opponents', () => {
    const games = [
      game('a', [seat('Аня'), seat('Борис', 1), seat('Bot', 2, 'easy')], [[0], [2], [1]]),
      game('b', [seat('Аня'), seat('Борис', 1)], [[1], [0]]),
      game('c', [seat('Аня'), seat('Борис', 1), seat('Вера', 2)], [[0, 1], [2]]),
      game('d', [seat('Вера', 2), seat('Борис', 1)], [[0], [1]]),
    ];
    const page = playerPage(games, [], 'аня')!;
    expect(page.headToHead.map((h) => [h.name, h.won, h.lost, h.even])).toEqual([
      ['Борис', 1, 1, 1],
      ['Вера', 1, 0, 0],
    ]);
  });
});
