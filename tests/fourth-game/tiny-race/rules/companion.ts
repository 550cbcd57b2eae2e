// Tiny Race with the box: the pawns move on the box's own track; the app keeps whose turn it is
// and who got there first. A second mode of the same game, written in this folder only.
import { RuleError, type GameRules, type SeatAction } from '../../../../src/kit/rules';
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
  apply(s, a) {
    if (s.winner !== null || a.seat !== s.turn) throw new RuleError('not-your-turn');
    if (a.type !== 'moved' && a.type !== 'arrived') throw new RuleError('bad-action');
    const winner = a.type === 'arrived' ? a.seat : null;
    return { ...s, moves: s.moves + 1, turn: (s.turn + 1) % s.players, winner };
  },
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
