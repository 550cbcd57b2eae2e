// The player history's score table (kit/history.ts): the gold each seat has after each round,
// classic nugget values or Deluxe gold pieces (thefts included), as §12 counts the final score;
// and each round's roles, public once the game is over.
import type { SummarySpec } from '../../../kit/history';
import { finalScores } from './round-end';
import type { State } from './types';

export const summary: SummarySpec<State> = {
  unit: 'gold',
  rows: 'gained',
  standing: (s) => ({ round: s.round, scores: finalScores(s) }),
  // each closed round's roles as held at its end (§2.4; hats swapped in Deluxe count as the new role)
  roles: (s) => s.rounds.map((r) => r.roles.slice()),
  // the youngest player starts round 1 (§1); Deluxe is the Saboteur 2 rules (for BG Stats, issue 30)
  startSeat: (s) => s.config.firstPlayer,
  edition: (s) => s.config.mode,
};
