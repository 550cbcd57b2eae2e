// The end-of-game explanation as data: who won and by which tie-break (§9). Pure.
import type { View } from '../rules/types';

export interface EndSummary {
  winners: number[];
  /** seats with three relics */
  threeRelics: number[];
  /** 'only': one seat had 3 relics; 'turnips': several, the most turnips won; 'shared': tied on turnips too */
  reason: 'only' | 'turnips' | 'shared';
  /** the winners' total turnips */
  total: number;
  /** ranking groups, best first (from the outcome) */
  ranking: number[][];
}

export function endSummary(view: View): EndSummary | null {
  if (view.phase !== 'over') return null;
  const winners = view.winners.slice();
  const threeRelics = view.seats.filter((s) => s.relics >= 3).map((s) => s.seat);
  const reason = threeRelics.length <= 1 ? 'only' : winners.length > 1 ? 'shared' : 'turnips';
  const total = winners.length > 0 ? view.seats[winners[0]].total : 0;
  const ranking = view.outcome ? view.outcome.ranking.map((g) => g.slice()) : [winners];
  return { winners, threeRelics, reason, total, ranking };
}
