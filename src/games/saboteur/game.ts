// Saboteur for the shell: rules, bots, undo policy, new-game options and screens.
import type { LoadedGame } from '../../kit/game';
import { bots, rules, undoable } from './rules';
import { restoreConfig } from './rules/restoreConfig';
import { RulesPage } from './ui/RulesPage';
import { SaboteurScreen } from './ui/SaboteurScreen';
import { SetupPanel } from './ui/SetupPanel';
import { configFor, seatLimits } from './ui/setupConfig';

export const game: LoadedGame = {
  rules,
  bots: bots as unknown as LoadedGame['bots'],
  undoable: undoable as LoadedGame['undoable'],
  configFor,
  seatLimits,
  restoreConfig,
  Screen: SaboteurScreen,
  SetupPanel,
  RulesPage,
  botDelayMs: 700,
};
