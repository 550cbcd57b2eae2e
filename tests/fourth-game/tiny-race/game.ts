// Tiny Race for the shell, loaded on demand: rules, bots and screens. No configFor: its
// config is the rules' defaultConfig for the seat count (the kit's default, issue 21 item 2).
import type { GameParts } from '../../../src/kit/game';
import { bots, rules } from './rules';
import type { Action, Config, State, View } from './rules/types';
import { RulesPage } from './ui/RulesPage';
import { TinyRaceScreen } from './ui/TinyRaceScreen';

export const parts: GameParts<Config, State, Action, View, 'easy'> = {
  rules,
  bots,
  Screen: TinyRaceScreen,
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
