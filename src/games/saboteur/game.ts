// Saboteur for the shell, loaded on demand: rules, bots, new-game config and screens.
import type { GameParts } from '../../kit/game';
import { summary } from './rules/summary';
import { bots, rules, undoable } from './rules';
import { configFor, seatLimits } from './rules/setup-config';
import type { Action, Config, State, View } from './rules/types';
import { restoreConfig } from './rules/restoreConfig';
import { RulesPage } from './ui/RulesPage';
import { SaboteurScreen } from './ui/SaboteurScreen';
import { SetupPanel } from './ui/SetupPanel';
import { saboteurStrings, type SabKey } from './ui/strings';

// undo (issue 23 item 10): a path card that revealed nothing, until the phone is handed on (rules/index.ts)
export const parts: GameParts<Config, State, Action, View, 'easy' | 'strong'> = {
  rules,
  bots,
  undoable,
  configFor,
  seatLimits,
  restoreConfig,
  Screen: SaboteurScreen,
  SetupPanel,
  RulesPage,
  summary,
  roleName: (role) => {
    const key = `role-${role}` as SabKey;
    const word = (w: unknown) => (typeof w === 'string' ? w : role);
    return { en: word(saboteurStrings.en[key]), ru: word(saboteurStrings.ru[key]) };
  },
  botDelayMs: 700,
};
