// The GameRules object of the kernel contract (shared rules/README.md).
import { GAME_ID } from '../facts';
import type { GameRules } from '../../../kit/rules';
import { actors, apply, legalActions, outcome } from './engine';
import { defaultConfig, MAX_PLAYERS, MIN_PLAYERS, setup } from './setup';
import type { Action, Config, State, View } from './types';
import { view } from './view';

export const rulesCore: GameRules<Config, State, Action, View> = {
  id: GAME_ID,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  defaultConfig,
  setup,
  actors,
  legalActions,
  apply,
  view,
  outcome,
};
