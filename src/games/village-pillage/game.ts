// Village Pillage as the shell loads it: rules, bots, undo policy, setup helpers and screens.
import type { Bot } from '../../kit/bots';
import type { LoadedGame } from '../../kit/game';
import type { SeatAction } from '../../kit/rules';
import { bots, rules, undoable } from './rules';
import type { Action, State } from './rules/types';
import { restoreConfig } from './rules/restoreConfig';
import { RulesPage } from './ui/RulesPage';
import { SetupPanel } from './ui/SetupPanel';
import { configFor, seatLimits } from './ui/setupModel';
import { VillagePillageScreen } from './ui/VillagePillageScreen';

export const game: LoadedGame = {
  rules,
  bots: bots as unknown as Record<string, Bot<unknown, SeatAction>>,
  undoable: (before, action) => undoable(before as State, action as Action),
  configFor,
  seatLimits,
  restoreConfig,
  Screen: VillagePillageScreen,
  SetupPanel,
  RulesPage,
  botDelayMs: 350,
};
