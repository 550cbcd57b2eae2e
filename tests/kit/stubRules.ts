// A game's rules that do nothing, for kit tests about how a game is declared (modes, score units).
import type { GameRules, SeatAction } from '../../src/kit/rules';

export type StubAction = SeatAction & { type: 'x' };

export const stubRules = (
  id: string,
  min: number,
  max: number,
): GameRules<unknown, null, StubAction, null> => ({
  id,
  minPlayers: min,
  maxPlayers: max,
  defaultConfig: () => ({}),
  setup: () => null,
  actors: () => [],
  legalActions: () => [],
  apply: (s) => s,
  view: () => null,
  outcome: () => null,
});
