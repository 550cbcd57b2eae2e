import { describe, expect, it } from 'vitest';
import {
  addSeat,
  defaultSeatCount,
  defaultSeats,
  isPlaceholderName,
  moveSeat,
  placeRecentName,
  rosterEntriesOf,
  seatProblems,
  setSeatColour,
  toSeatInfos,
  type SeatDraft,
} from '../../../src/app/newGame/seats';
import type { SeatChoice } from '../../../src/kit/seatChoices';
import type { SeatInfo } from '../../../src/kit/session';

const player = (n: number) => `Player ${n}`;
const kinds: SeatChoice[] = [
  { id: 'person', label: { en: 'Person', ru: 'Человек' } },
  { id: 'easy', label: { en: 'Bot', ru: 'Бот' } },
];
const person = { who: 'person', where: 'this-phone' } as const;
const seat = (
  name: string,
  colour = 0,
  who = 'person',
  where: SeatInfo['where'] = 'this-phone',
): SeatInfo => ({
  name,
  colour,
  who,
  where,
});

describe('default seats', () => {
  it('are three when the game allows it, else the nearest count it allows', () => {
    expect(defaultSeatCount({ min: 2, max: 6 })).toBe(3);
    expect(defaultSeatCount({ min: 4, max: 10 })).toBe(4);
    expect(defaultSeatCount({ min: 1, max: 2 })).toBe(2);
  });

  it('take recent names with their colours first, then "Player N", all colours distinct', () => {
    const seats = defaultSeats(
      3,
      [
        { name: 'Ann', colour: 5 },
        { name: 'Bob', colour: 5 },
      ],
      person,
      player,
    );
    expect(seats.map((s) => [s.name, s.colour])).toEqual([
      ['Ann', 5],
      ['Bob', 0],
      ['Player 3', 1],
    ]);
  });

  it('a new seat never repeats a name already at the table', () => {
    const seats = addSeat([{ ...seat('Player 2'), key: 1 }], [], person, player);
    expect(seats.map((s) => s.name)).toEqual(['Player 2', 'Player 3']);
  });
});

describe('editing seats', () => {
  const three = defaultSeats(3, [], person, player);

  it('moving past either end changes nothing', () => {
    expect(moveSeat(three, 0, -1).map((s) => s.name)).toEqual(three.map((s) => s.name));
    expect(moveSeat(three, 2, 1).map((s) => s.name)).toEqual(three.map((s) => s.name));
  });

  it('taking a colour another seat has swaps the two colours', () => {
    const next = setSeatColour(three, 0, three[2]!.colour);
    expect(next.map((s) => s.colour)).toEqual([three[2]!.colour, three[1]!.colour, three[0]!.colour]);
  });

  it('a recent name goes into the first "Player N" seat, with its colour when free', () => {
    const seats = [
      { ...seat('Ann', 0), key: 1 },
      { ...seat('Player 2', 1), key: 2 },
    ];
    const next = placeRecentName(seats, { name: 'Dee', colour: 4 }, { min: 2, max: 2 }, person);
    expect(next.map((s) => [s.name, s.colour])).toEqual([
      ['Ann', 0],
      ['Dee', 4],
    ]);
    expect(placeRecentName(next, { name: 'Eve', colour: 6 }, { min: 2, max: 2 }, person)).toHaveLength(2);
  });
});

describe('seat checks', () => {
  const limits = { min: 2, max: 4 };
  it('a valid table has no problems', () => {
    expect(seatProblems([seat('Ann'), seat('Bob', 1, 'easy')], limits, kinds)).toEqual([]);
  });
  it('too few or too many seats', () => {
    expect(seatProblems([seat('Ann')], limits, kinds)[0]?.key).toBe('playersRange');
  });
  it('an empty name after cleaning, and a repeated name, point at their seats', () => {
    const problems = seatProblems([seat('Ann'), seat(' \u0007 '), seat('ANN ')], limits, kinds);
    expect(problems).toEqual([
      { key: 'nameEmpty', params: { n: 2 }, seat: 1 },
      { key: 'namesUnique', seat: 2 },
    ]);
  });
  it('all bots is refused only in games that have bots', () => {
    const bots = [seat('A', 0, 'easy'), seat('B', 1, 'easy')];
    expect(seatProblems(bots, limits, kinds).map((p) => p.key)).toEqual(['needHuman']);
    const paper = [seat('A', 0, 'person', 'paper'), seat('B', 1, 'person', 'paper')];
    expect(seatProblems(paper, limits, [{ id: 'person' }])).toEqual([]);
  });
});

describe('what is stored and remembered', () => {
  it('sessions get cleaned names and no screen keys', () => {
    const drafts: SeatDraft[] = [{ ...seat('  Ann  '), key: 9 }];
    expect(toSeatInfos(drafts)).toEqual([seat('Ann')]);
  });
  it('only named people are remembered, not bots or made-up "Player N" / "Игрок N" names', () => {
    expect(isPlaceholderName('Игрок 4')).toBe(true);
    const entries = rosterEntriesOf([
      seat('Ann', 2),
      seat('Player 2'),
      seat('Игрок 3'),
      seat('Robo', 1, 'easy'),
    ]);
    expect(entries).toEqual([{ name: 'Ann', colour: 2 }]);
  });
});
