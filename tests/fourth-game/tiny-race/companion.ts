// Tiny Race with the box, loaded on demand like game.ts: the mode's rules and screen, people only.
import type { GameParts } from '../../../src/kit/game';
import {
  companion,
  type CompanionAction,
  type CompanionConfig,
  type CompanionState,
  type CompanionView,
} from './rules/companion';
import { RulesPage } from './ui/RulesPage';
import { CompanionScreen } from './ui/CompanionScreen';

export const parts: GameParts<CompanionConfig, CompanionState, CompanionAction, CompanionView, never> = {
  rules: companion,
  bots: {},
  Screen: CompanionScreen,
  RulesPage,
};
