// The player history's score table (kit/history.ts): the relics and the turnips (stockpile and
// bank) each seat holds after each round; relics decide the game (§9), turnips break ties.
import type { SummarySpec } from '../../../kit/history';
import type { State } from './types';

export const summary: SummarySpec<State> = {
  unit: 'relics',
  rows: 'held',
  extraUnit: 'turnips',
  standing: (s) => ({
    round: s.round,
    scores: s.seats.map((seat) => seat.relics),
    extra: s.seats.map((seat) => seat.stockpile + seat.bank),
  }),
};
