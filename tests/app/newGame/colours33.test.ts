// Issue 33 item 4: what the new-game screen lets start, an import takes in. A 9th seat gets the 1st
// seat's colour again (eight colours): the form says so, and "Anna" beside a Cyrillic "Аnna" in
// that one colour cannot start (NewGameForm: sharedColours × lookAlikeSeats), as a file with them
// is refused (seatsClash).
import { describe, expect, it } from 'vitest';
import { lookAlikeSeats, seatsClash } from '../../../src/app/newGame/nameLookalikes';
import { addSeat, sharedColours } from '../../../src/app/newGame/seats';

describe('issue 33 item 4: shared colours on the new-game screen', () => {
  it('issue 33 item 4: at 9 seats seats 1 and 9 share a colour, and "Anna"/"Аnna" there is the clash an import refuses', () => {
    let seats: ReturnType<typeof addSeat> = [];
    for (let i = 0; i < 9; i++)
      seats = addSeat(seats, [], { who: 'person', where: 'this-phone' }, (n) => `Seat ${n}`);
    expect(sharedColours(seats)).toEqual([[0, 8]]);
    const named = seats.map((s, i) => ({ ...s, name: i === 0 ? 'Anna' : i === 8 ? '\u0410nna' : s.name }));
    const clash = lookAlikeSeats(named.map((s) => s.name)).filter(([a, b]) =>
      sharedColours(named).some(([x, y]) => x === a && y === b),
    );
    expect(clash).toEqual([[0, 8]]);
    expect(seatsClash(named)).toBe(true);
    expect(sharedColours(seats.slice(0, 8))).toEqual([]);
  });
});
