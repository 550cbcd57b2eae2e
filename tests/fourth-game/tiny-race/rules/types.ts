import type { SeatAction } from '../../../../src/kit/rules';

export interface Config {
  players: number;
  /** where the race ends: 5 or 7, chosen in the set-up panel (absent in older saves: 5) */
  goal: number;
}
export interface State {
  players: number;
  goal: number;
  count: number;
  turn: number;
  /** the seat that reached the goal */
  winner: number | null;
}
export type Action = SeatAction & { type: 'step'; by: 1 | 2 };
export interface View {
  count: number;
  goal: number;
  turn: number | null;
  /** the steps the seat to act may take (empty in the table view's sense of "nothing to choose") */
  steps: (1 | 2)[];
  winner: number | null;
  /** groups of tied seats, best first, once over */
  ranking: number[][] | null;
}
