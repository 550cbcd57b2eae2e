// Tiny Race with the box: the pawns move on the box's own track; the app keeps whose turn it is
// and who got there first. A second mode of the same game, written in this folder only.
import { reducer, type Turns } from '../../../../src/kit/reducer';
import type { GameRules, SeatAction } from '../../../../src/kit/rules';
import { COMPANION_PLAYERS, GAME_ID } from '../facts';

export interface CompanionConfig {
  players: number;
}
export interface CompanionState {
  players: number;
  turn: number;
  moves: number;
  winner: number | null;
}
export type CompanionAction = SeatAction & { type: 'moved' | 'arrived' };
export interface CompanionView {
  turn: number | null;
  moves: number;
  winner: number | null;
  ranking: number[][] | null;
}

function ranking(s: CompanionState): number[][] | null {
  if (s.winner === null) return null;
  const rest = Array.from({ length: s.players }, (_, i) => i).filter((i) => i !== s.winner);
  return [[s.winner], rest];
}

/** The turn order, declared for the kit: the seat whose turn it is moves or arrives, until someone arrives. */
const TURNS: Turns<CompanionState, CompanionAction> = {
  game: GAME_ID,
  phase: (s) => (s.winner === null ? 'race' : 'over'),
  actors: (s) => (s.winner === null ? [s.turn] : []),
  moves: { race: ['moved', 'arrived'] },
};

export const companion: GameRules<CompanionConfig, CompanionState, CompanionAction, CompanionView> = {
  id: GAME_ID,
  minPlayers: COMPANION_PLAYERS.min,
  maxPlayers: COMPANION_PLAYERS.max,
  defaultConfig: (players) => ({ players }),
  setup: (config) => ({ players: config.players, turn: 0, moves: 0, winner: null }),
  actors: (s) => (s.winner === null ? [s.turn] : []),
  legalActions: (s, seat) =>
    s.winner === null && seat === s.turn
      ? [
          { type: 'moved', seat },
          { type: 'arrived', seat },
        ]
      : [],
  apply: reducer(
    TURNS,
    () => {},
    (d, s, a) => {
      d.moves = s.moves + 1;
      d.turn = (s.turn + 1) % s.players;
      if (a.type === 'arrived') d.winner = a.seat;
    },
  ),
  view: (s) => ({
    turn: s.winner === null ? s.turn : null,
    moves: s.moves,
    winner: s.winner,
    ranking: ranking(s),
  }),
  outcome: (s) =>
    s.winner === null
      ? null
      : {
          scores: Array.from({ length: s.players }, (_, i) => (i === s.winner ? 1 : 0)),
          ranking: ranking(s)!,
        },
};
