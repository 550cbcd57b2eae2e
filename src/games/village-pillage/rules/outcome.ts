// §9 End of game and outcome: scores = relics; ranking = winners first, then relics, then total.

import { rankSeats, type Outcome } from '../../../kit/rules';
import type { State, Village } from './types';

export function outcome(state: State): Outcome | null {
  if (state.phase !== 'over') return null;
  return outcomeOf(state.seats, state.winners);
}

/** §9 scores and ranking of finished villages (also the companion's, companion §3.5). */
export function outcomeOf(seats: readonly Village[], winners: readonly number[]): Outcome {
  const scores = seats.map((s) => s.relics);
  const rest = seats.map((_, i) => i).filter((i) => !winners.includes(i));
  const groups = rankSeats(
    rest,
    (a, b) =>
      // a and b are indexes of seats
      seats[b]!.relics - seats[a]!.relics ||
      seats[b]!.stockpile + seats[b]!.bank - (seats[a]!.stockpile + seats[a]!.bank),
  );
  return { scores, ranking: [winners.slice(), ...groups] };
}
