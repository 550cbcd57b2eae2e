// Village Pillage's companion mode (companion §3, the printed box on the table), loaded on demand:
// its rules, no bots (people only), the full game's config handling, its screens.
import type { GameParts } from '../../kit/game';
import { companion } from './rules';
import { reopenAt } from './rules/companion/reopen';
import { configFor, seatLimits } from './rules/setup-config';
import { restoreConfig } from './rules/restoreConfig';
import type {
  CompanionAction,
  CompanionConfig,
  CompanionState,
  CompanionView,
} from './rules/companion/types';
import { RulesPage } from './ui/RulesPage';
import { CompanionSetup } from './ui/companion/CompanionSetup';
import { CompanionScreen } from './ui/companion/CompanionScreen';

export const parts: GameParts<CompanionConfig, CompanionState, CompanionAction, CompanionView, never> = {
  rules: companion,
  bots: {},
  // undo is the rules' own action (companion §3.6: it takes back a whole round's entry)
  undoable: () => false,
  // after the end the rules refuse every action: the winning round is taken back by cutting the log
  reopenAt,
  configFor,
  seatLimits,
  restoreConfig,
  Screen: CompanionScreen,
  SetupPanel: CompanionSetup,
  RulesPage,
};
