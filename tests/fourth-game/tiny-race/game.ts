// Tiny Race for the shell, loaded on demand: rules, bots, config, undo and screens (its
// companion mode gives no configFor: the kit's default, the rules' defaultConfig, issue 21 item 2).
import type { GameParts } from '../../../src/kit/game';
import { bots, rules } from './rules';
import { configFor } from './rules/setup-config';
import type { Action, Config, State, View } from './rules/types';
import { RulesPage } from './ui/RulesPage';
import { SetupPanel } from './ui/SetupPanel';
import { TinyRaceScreen } from './ui/TinyRaceScreen';

export const parts: GameParts<Config, State, Action, View, 'easy'> = {
  rules,
  bots,
  configFor,
  // any step may be taken back by the person who took it, until the phone is handed on
  undoable: () => true,
  Screen: TinyRaceScreen,
  SetupPanel,
  RulesPage,
  // the history's score table (issue 21 item 2): who reached the goal, in a unit its index.ts names
  summary: {
    unit: 'goal',
    rows: 'held',
    standing: (s) => ({
      round: 1,
      scores: Array.from({ length: s.players }, (_, i) => (i === s.winner ? 1 : 0)),
    }),
  },
};
