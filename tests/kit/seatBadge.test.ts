import { describe, expect, it } from 'vitest';
import { seatLetter } from '../../src/kit/ui/SeatBadge';

describe('seat badge mark (UX: colour is never the only signal)', () => {
  it('default names "Player N" / "Игрок N" get their numbers, so their badges differ without colour', () => {
    expect(['Player 1', 'Player 2', 'Игрок 3', 'Игрок 12'].map(seatLetter)).toEqual(['1', '2', '3', '12']);
  });
  it('other names get their first letter, upper-cased in any script', () => {
    expect(['anna', 'Борис', ' ёжик', ''].map(seatLetter)).toEqual(['A', 'Б', 'Ё', '?']);
  });
});
