// Village Pillage rules: the `rules` object of the kernel contract (shared rules/README.md), the
// kernel functions of spec §13, the bots and the undo policy.
//   cards.ts    catalogue data, cardColour, relicPrices        (§2, §12, §13)
//   setup.ts    defaultConfig, setup                            (§3, §14)
//   resolve.ts  resolveRound, colour steps and sub-steps        (§7, §9, §12 refresh effects)
//   steals.ts   simultaneous steals and the split rule          (§7.2)
//   buys.ts     relic check, buy order, card buys, Bard draws   (§7.4, §7.5)
//   engine.ts   actors, legalActions, apply, refresh, duel      (§6, §8, §10, §14)
//   view.ts     hidden information                              (§11)
//   outcome.ts  scores and ranking                              (§9)
//   bots.ts     easy and strong bots
//
// Readings of the spec where it is silent (see also the comments at each place):
// - The engine seeds each round's chicken with a value drawn from the game PRNG at the reveal;
//   resolveRound(input, { seed }) with that seed reproduces the round (§14).
// - Planned cards stay in the hand until the reveal, so public hand identities (§11) never leak a
//   plan. In the duel the back card then leaves the hand face-down; the view never names it, though
//   (as at a real table) it can be inferred from the public hand by elimination.
// - A duel front is face-down during Plan (it was last round's back) and revealed at Resolve (§10).
// - A merged claim mixing stockpile-only and including-banked parts may take only the latter part
//   from the bank (cannot happen with the printed cards).

import { GAME_ID } from '../facts';
import type { GameRules } from '../../../kit/rules';
import { randomBot, type Bot } from '../../../kit/bots';
import { actors, apply, legalActions } from './engine';
import { outcome } from './outcome';
import { defaultConfig, MAX_PLAYERS, MIN_PLAYERS, setup } from './setup';
import { view } from './view';
import { createStrongBot } from './bots';
import type { Action, Config, State, View } from './types';

export * from './types';
export { cardColour, relicPrices, CARDS, bankCapacity, RELICS_TO_WIN } from './cards';
export { RULE_ERROR_CODES, isVpErrorCode, type VpErrorCode } from './errors';
export { resolveRound } from './resolve';

export const rules: GameRules<Config, State, Action, View> = {
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

export const bots: { easy: Bot<State, Action>; strong: Bot<State, Action> } = {
  easy: randomBot(rules, 'easy'),
  strong: createStrongBot(),
};

/**
 * The app's undo policy (issue 23 item 10, BGA's: your own last move until something hidden is
 * revealed): a plan may be taken back while other seats still have to plan; the app offers it
 * only until the phone is handed on. The last plan reveals every planned card (§6) and a buy
 * follows that reveal: neither is ever undone. The rules themselves never un-submit a plan (§6
 * "final once submitted"): the app drops the log's last entry before anyone else has seen it.
 */
export function undoable(before: State, action: Action): boolean {
  return action.type === 'plan' && actors(before).length > 1;
}

// companion §3: the companion mode's rules (the printed box on the table), beside `rules`
export { companion } from './companion';
