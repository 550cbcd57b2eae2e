// Rolling Village's screen over the real session store (tests/support/gameHarness.tsx): every tap
// goes through the store's `act`, as in the app, and positions are reached by the greedy bot.
// Shared by the screen tests of this folder.
import { parts } from '../../../../src/games/rolling-village/game';
import type { RvConfig } from '../../../../src/games/rolling-village/rules/setup-config';
import { rollingVillage } from '../../../../src/games/rolling-village';
import { RollingVillageScreen } from '../../../../src/games/rolling-village/ui/RollingVillageScreen';
import { gameHarness, sheet } from '../../../support/gameHarness';
import { bots } from '../bots';

export const rv = await gameHarness({
  module: rollingVillage,
  rules: parts.rules,
  Screen: RollingVillageScreen,
  names: ['Ann', 'Boris', 'Cleo', 'Dina'],
  playBy: (s, seat, rng) => bots.greedy.decide(s, seat, rng),
});

/** Creates and opens a game in the store, as the new-game screen does. */
export const openRvGame = (sheets: ('digital' | 'paper')[], shared: RvConfig['shared'] = null, seed = 11) => {
  const seats = sheets.map(sheet);
  const config: RvConfig = {
    ...(rv.game.configFor(rv.seatsOf(seats), null, 'last-game') as RvConfig),
    shared,
  };
  return rv.open({ config, seats, seed });
};
