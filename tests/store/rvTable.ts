// Rolling Village as the store sees it (rules, undo, no screens) and two seats: the game the
// store tests and the storage benchmark play.
import { rules, undoable } from '../../src/games/rolling-village/rules';
import type { LoadedGame } from '../../src/kit/game';

export const rv: LoadedGame = {
  rules,
  bots: {},
  undoable: (before, action) => undoable(before as never, action as never),
  configFor: () => rules.defaultConfig(2),
  Screen: () => null,
  RulesPage: () => null,
};
export const seats = [
  { name: 'Ann', colour: 0, who: 'person', where: 'this-phone' as const },
  { name: 'Bob', colour: 1, who: 'person', where: 'this-phone' as const },
];
