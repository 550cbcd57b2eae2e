// The Saboteur companion's GameRules object (companion §1 "Where the rules live"): the same
// contract as the full game's `rules`. Where each rule lives:
//   types.ts   config, state, actions, views
//   setup.ts   set-up and the deal of every round (companion §2.1, §2.2)
//   legal.ts   actors and legalActions
//   apply.ts   apply (Immer) and outcome
//   settle.ts  reveal, payouts through the kernel, picks, thefts, corrections, next round (companion §2.5–§2.7)
//   view.ts    per-seat views (§13)
import { GAME_ID } from '../../facts';
import type { GameRules } from '../../../../kit/rules';
import { MAX_PLAYERS, MIN_PLAYERS } from '../setup';
import { apply, outcome } from './apply';
import { actors, legalActions } from './legal';
import { defaultConfig, setup } from './setup';
import type { CompanionAction, CompanionConfig, CompanionState, CompanionView } from './types';
import { view } from './view';

export const companion: GameRules<CompanionConfig, CompanionState, CompanionAction, CompanionView> = {
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
