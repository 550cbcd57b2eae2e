// The player history's score table (kit/history.ts): the gold each seat has after each round,
// classic nugget values or Deluxe gold pieces (thefts included), as §12 counts the final score.
import type { SummarySpec } from '../../../kit/history';
import { finalScores } from './round-end';
import type { State } from './types';

export const summary: SummarySpec<State> = {
  unit: 'gold',
  rows: 'gained',
  standing: (s) => ({ round: s.round, scores: finalScores(s) }),
};
