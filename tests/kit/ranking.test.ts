// One place numbering for every game (issue 11 item 4; Rolling Village §9.3, Saboteur and
// Village Pillage final rankings): tied seats share a place and the next place skips.
import { describe, expect, it } from 'vitest';
import { placesOf } from '../../src/kit/ranking';

describe('placesOf (competition ranking)', () => {
  it('two tied winners then one seat read 1, 1, 3', () => {
    expect(placesOf([[2, 0], [1]])).toEqual([
      { place: 1, seats: [2, 0], tied: true },
      { place: 3, seats: [1], tied: false },
    ]);
  });
  it('a tie in the middle skips the places it takes: 1, 2, 2, 2, 5', () => {
    expect(placesOf([[4], [0, 1, 3], [2]]).map((r) => r.place)).toEqual([1, 2, 5]);
  });
  it('no seats, no places', () => {
    expect(placesOf([])).toEqual([]);
  });
});
