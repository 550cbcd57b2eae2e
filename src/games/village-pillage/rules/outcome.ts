// §9 End of game and outcome: scores = relics; ranking = winners first, then relics, then total.

import { rankSeats, type Outcome } from '../../../kit/rules';
import type { State } from './types';

export function outcome(state: State): Outcome | null {
  if (state.phase !== 'over') return null;
  const seats = state.seats;
  const scores = seats.map((s) => s.relics);
  const winners = state.winners;
  const rest = seats.map((_, i) => i).filter((i) => !winners.includes(i));
  const groups = rankSeats(
    rest,
    (a, b) =>
      seats[b].relics - seats[a].relics ||
      seats[b].stockpile + seats[b].bank - (seats[a].stockpile + seats[a].bank),
  );
  return { scores, ranking: [winners.slice(), ...groups] };
}
