// Village Pillage companion (companion §3): the `companion` rules object, under the same kernel
// contract as `rules` (shared rules/README.md). Its rules call the full game's kernel:
//   setup.ts    options and starting villages (the full game's defaultConfig / validateConfig)  companion §3.1
//   engine.ts   actors, legalActions, apply: market picks, entries, answers, undo, adjustments    companion §3.1–§3.6
//   round.ts    the round through the kernel's runResolution (= resolveRound) with the physical deck companion §3.3–§3.5
//   reopen.ts   where a finished game's log is cut to enter its winning round again           companion §3.6
//   view.ts     per-seat views with the kernel's playback events                                    companion §3.3

import { GAME_ID } from '../../facts';
import type { GameRules } from '../../../../kit/rules';
import { outcomeOf } from '../outcome';
import { actors, apply, legalActions } from './engine';
import { defaultConfig, MAX_PLAYERS, MIN_PLAYERS, setup } from './setup';
import type { CompanionAction, CompanionConfig, CompanionState, CompanionView } from './types';
import { companionView } from './view';

export type * from './types';
export { undoKind, availableCards, ADJUST_FIELDS } from './engine';
export { deckCards } from './round';
export { MARKET_SIZE } from './setup';
export { reopenAt } from './reopen';

export const companion: GameRules<CompanionConfig, CompanionState, CompanionAction, CompanionView> = {
  id: GAME_ID,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  defaultConfig,
  setup,
  actors,
  legalActions,
  apply,
  view: companionView,
  outcome: (state) => (state.phase === 'over' ? outcomeOf(state.board.seats, state.winners) : null),
};
