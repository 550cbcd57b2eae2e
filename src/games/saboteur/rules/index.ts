// Saboteur rules: the public surface (kernel contract, §14 kernel functions, UI helpers, bots).
// Spec: docs/rules/saboteur.md. Where each rule lives:
//   types.ts        Config, State, Action, View, events (§13, §15)
//   cards.ts        path card table, action cards, deck building, nugget cards (§2.2, §2.3, §2.5)
//   roles.ts        role piles, hand sizes, teams (§2.4)
//   geometry.ts     edges, 180° rotation, neighbours, goal slots (§2.1, §3)
//   placement.ts    canPlace, legalPlacements, placementReason (§6)
//   connectivity.ts reach graph, reachedGoals, goal reveal, door rule winningTeams (§7, §11.1)
//   actions.ts      action card targets and effects, drawing (§8)
//   setup.ts        defaultConfig, setup, round setup (§1, §4)
//   engine.ts       actors, legalActions, illegalReason, apply, outcome (§5, §9, §15)
//   round-end.ts    round end, nugget picks, payouts, thefts, next round (§9–§12)
//   payouts.ts      classicSaboteurShare, change-making, pick order, deluxePayouts (§10, §11.2)
//   view.ts         per-seat views (§13)
//   bots.ts, strong-bot.ts   easy and strong bots
import { rulesCore } from './rules-object';
import type { Action, State } from './types';

export const rules = rulesCore;

export type * from './types';
export { ILLEGAL_REASONS } from './types';
export { ROUNDS } from './setup';
export { canPlace, legalPlacements, placementReason } from './placement';
export { reachedGoals, winningTeams, crystalsInMaze } from './connectivity';
export { deluxePayouts, classicSaboteurShare, deluxeTableValue } from './payouts';
export { PATH_CARDS, PATH_CARD_IDS, ACTION_CARDS, isDeckPathCard, isActionCard, buildDeck } from './cards';
export { defaultConfig, setup } from './setup';
export { actors, legalActions, apply, outcome, illegalReason, errorCode } from './engine';
export { view } from './view';
export { RULES_REFERENCE } from './reference';
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

/** The companion mode's rules (issue 22: the physical box on the table; rules/companion/). */
export { companion } from './companion';
export type * from './companion/types';
