// Saboteur with the box on the table (issue 22, companion mode): the parts the shell loads for
// the mode 'companion'. The same config and seat limits as the full game; people only, no bots;
// nothing is undoable (a reveal is final; a wrong answer is corrected in the rules instead).
import type { GameParts } from '../../kit/game';
import { companion } from './rules';
import { finalScores } from './rules/companion/settle';
import type {
  CompanionAction,
  CompanionConfig,
  CompanionState,
  CompanionView,
} from './rules/companion/types';
import { restoreConfig } from './rules/restoreConfig';
import { configFor, seatLimits } from './rules/setup-config';
import { CompanionScreen } from './ui/companion/CompanionScreen';
import { CompanionSetup } from './ui/companion/CompanionSetup';
import { RulesPage } from './ui/RulesPage';

export const parts: GameParts<CompanionConfig, CompanionState, CompanionAction, CompanionView, never> = {
  rules: companion,
  bots: {},
  configFor,
  seatLimits,
  restoreConfig,
  Screen: CompanionScreen,
  SetupPanel: CompanionSetup,
  RulesPage,
  summary: {
    unit: 'gold',
    rows: 'gained',
    standing: (s) => ({ round: s.round, scores: finalScores(s) }),
    startSeat: (s) => s.config.firstPlayer,
    edition: (s) => s.config.mode,
  },
};
