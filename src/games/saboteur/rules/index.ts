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
import { apply } from './engine';
import { rulesCore } from './rules-object';
import type { Action, State } from './types';

export const rules = rulesCore;

export type * from './types';
export { canPlace, legalPlacements, placementReason } from './placement';
export { reachedGoals, winningTeams } from './connectivity';
export { deluxePayouts, classicSaboteurShare } from './payouts';
export { PATH_CARDS, PATH_CARD_IDS, ACTION_CARDS, isDeckPathCard, buildDeck } from './cards';
export { defaultConfig, setup } from './setup';
export { actors, legalActions, apply, outcome, illegalReason } from './engine';
export { view } from './view';
export { bots } from './bots';

/**
 * The app's undo policy (issue 23 item 10, BGA's: your own last move until something hidden is
 * revealed): a path card placed in the maze may be taken back when the placement turned no goal
 * over and did not end the round; the app offers it only until the phone is handed on. The card
 * drawn after it goes to the hand unseen (the next screen is the next seat's handoff), and the log
 * without the placement draws that same card again, so taking it back teaches nothing. Action
 * cards (a map shows a goal, an inspection a role), passes, nugget picks and thefts stay final.
 */
export function undoable(before: State, action: Action): boolean {
  if (action.type !== 'place' || before.phase !== 'turn') return false;
  const after = apply(before, action);
  const shown = (s: State) => s.maze.goals.filter((g) => g.revealed).length;
  return after.phase === 'turn' && after.round === before.round && shown(after) === shown(before);
}

/** The companion mode's rules (issue 22: the physical box on the table; rules/companion/). */
export { companion } from './companion';
export type * from './companion/types';
