// Village Pillage's screen over the real session store (tests/support/gameHarness.tsx): every tap
// goes through the store's `act`, and bot seats act through it after every tap. Shared by the
// screen tests of this folder.
import { rules } from '../../../../src/games/village-pillage/rules';
import type { Action } from '../../../../src/games/village-pillage/rules/types';
import { villagePillage } from '../../../../src/games/village-pillage';
import { VillagePillageScreen } from '../../../../src/games/village-pillage/ui/VillagePillageScreen';
import { gameHarness, playedBy } from '../../../support/gameHarness';

export const vp = await gameHarness({
  module: villagePillage,
  rules,
  Screen: VillagePillageScreen,
  names: ['Anna', 'Boris', 'Carl', 'Dora', 'Emil', 'Fay'],
  botSeed: 7,
});

/** Creates and opens a game in the store, plays `actions` through it, then lets the bots act. */
export const openVpGame = (who: string[], seed = 5, actions: readonly Action[] = []) =>
  vp.open({ config: rules.defaultConfig(who.length), seats: who.map(playedBy), seed, actions });
