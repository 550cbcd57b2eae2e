// The player history's score table (kit/history.ts): each sheet's round scores (§8.3) as the
// sheet records them; a paper sheet's rounds only when they were entered with its total (§12.3,
// issue 30), else not known.
// The squares' points (§9.1, §9.2) are in the final total, not in a round.
import type { SummarySpec } from '../../../kit/history';
import { LAST_ROUND } from './sheet';
import type { State } from './types';

export const summary: SummarySpec<State> = {
  unit: 'points',
  rows: 'gained',
  standing: (s) => ({
    round: Math.max(1, s.round),
    scores: s.seats.map((seat) =>
      seat.kind === 'digital' ? seat.records.reduce((sum, r) => sum + r.score, 0) : null,
    ),
  }),
  learntAtEnd: (s) =>
    Array.from({ length: LAST_ROUND }, (_, r) => s.seats.map((seat) => seat.paperRounds?.[r] ?? null)),
};
