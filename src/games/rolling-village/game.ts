// Rolling Village as the shell loads it: the engine (with the seed of a game code taking the
// place of the session's seed, spec §12.1), bots, the undo policy, and the screens.
import type { Bot } from '../../kit/bots';
import type { LoadedGame } from '../../kit/game';
import type { SeatAction } from '../../kit/rules';
import { bots, rules as engineRules, undoable } from './rules';
import type { Action, State } from './rules';
import { configFor, seatLimits, startBlocker, withSharedSeed } from './ui/config';
import { restoreConfig } from './rules/restoreConfig';
import { RvRulesPage } from './ui/RulesPage';
import { RollingVillageScreen } from './ui/Screen';
import { RvSetupPanel } from './ui/SetupPanel';

export const rules = withSharedSeed(engineRules);

export const game: LoadedGame = {
  rules,
  bots: bots as unknown as Record<string, Bot<unknown, SeatAction>>,
  undoable: (before, action) => undoable(before as State, action as Action),
  configFor,
  seatLimits,
  restoreConfig,
  startBlocker,
  Screen: RollingVillageScreen,
  SetupPanel: RvSetupPanel,
  RulesPage: RvRulesPage,
  botDelayMs: 350,
};
