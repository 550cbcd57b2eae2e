// Tiny Race for the shell, loaded on demand: rules, bots, config and screens.
import type { GameParts } from '../../../src/kit/game';
import { bots, rules } from './rules';
import { configFor } from './rules/setup-config';
import type { Action, Config, State, View } from './rules/types';
import { RulesPage } from './ui/RulesPage';
import { TinyRaceScreen } from './ui/TinyRaceScreen';

export const parts: GameParts<Config, State, Action, View, 'easy'> = {
  rules,
  bots,
  configFor,
  Screen: TinyRaceScreen,
  RulesPage,
};
