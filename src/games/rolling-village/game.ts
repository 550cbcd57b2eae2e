// Rolling Village for the shell, loaded on demand: the engine (with the seed of a game code
// taking the place of the session's seed, spec §12.1), undo policy, config and screens. Its
// seats are a person's sheet on the phone or on paper: it has no bots (issue 21 item 3).
import type { GameParts } from '../../kit/game';
import { summary } from './rules/summary';
import { rules as engineRules, undoable } from './rules';
import type { Action, Config, State, View } from './rules';
import { configFor, seatLimits, startBlocker, withSharedSeed } from './rules/setup-config';
import { restoreConfig } from './rules/restoreConfig';
import { RvRulesPage } from './ui/RulesPage';
import { RollingVillageScreen } from './ui/RollingVillageScreen';
import { RV_SETUP } from './rules/setup-helper';
import { makeRvSetupPanel } from './ui/SetupPanel';

const rules = withSharedSeed(engineRules);

export const parts: GameParts<Config, State, Action, View, never> = {
  rules,
  bots: {},
  undoable,
  configFor,
  seatLimits,
  restoreConfig,
  startBlocker,
  Screen: RollingVillageScreen,
  SetupPanel: makeRvSetupPanel(RV_SETUP),
  RulesPage: RvRulesPage,
  summary,
  botDelayMs: 350,
};
