// Village Pillage for the shell, loaded on demand: rules, bots, undo policy, config and screens.
import type { GameParts } from '../../kit/game';
import { summary } from './rules/summary';
import { bots, rules, undoable } from './rules';
import { configFor, seatLimits } from './rules/setup-config';
import type { Action, Config, State, View } from './rules/types';
import { restoreConfig } from './rules/restoreConfig';
import { RulesPage } from './ui/RulesPage';
import { SetupPanel } from './ui/SetupPanel';
import { VillagePillageScreen } from './ui/VillagePillageScreen';

export const parts: GameParts<Config, State, Action, View, 'easy' | 'strong'> = {
  rules,
  bots,
  undoable,
  configFor,
  seatLimits,
  restoreConfig,
  Screen: VillagePillageScreen,
  SetupPanel,
  RulesPage,
  summary,
  botDelayMs: 350,
};
