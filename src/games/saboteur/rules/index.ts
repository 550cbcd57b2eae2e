// Saboteur rules: the public surface (kernel contract, §14 kernel functions, UI helpers, bots).
import { rulesCore } from './rules-object';
import type { Action, State } from './types';

export const rules = rulesCore;

export type * from './types';
export { canPlace, legalPlacements, placementReason } from './placement';
export { reachedGoals, winningTeams, crystalsInMaze } from './connectivity';
export { deluxePayouts, classicSaboteurShare, deluxeTableValue } from './payouts';
export { PATH_CARDS, PATH_CARD_IDS, ACTION_CARDS, isDeckPathCard, isActionCard, buildDeck } from './cards';
export { defaultConfig, setup } from './setup';
export { actors, legalActions, apply, outcome, illegalReason, errorCode } from './engine';
export { view } from './view';
export { bots, easyBot } from './bots';
export { strongBot } from './strong-bot';

/**
 * The app's undo policy. Every Saboteur turn draws from the hidden deck (or, once it is empty,
 * ends turns that other seats have already seen), map / inspection / swap-hats reveal private
 * information, and nugget picks and thefts close a round whose roles were revealed. Undoing any
 * of them would let a player re-choose with knowledge they should not have, so nothing is undoable.
 * Even a placement with an empty pile may reveal a goal, and the next seat has already seen the
 * maze; we keep the rule simple and uniform.
 */
export function undoable(before: State, action: Action): boolean {
  void before;
  void action;
  return false;
}
