// Saboteur's screen over the real session store (tests/support/gameHarness.tsx): every tap goes
// through the store's `act`, as in the app. Shared by the screen tests of this folder.
import { rules } from '../../../../src/games/saboteur/rules';
import type { Config, State } from '../../../../src/games/saboteur/rules/types';
import { saboteur } from '../../../../src/games/saboteur';
import { SaboteurScreen } from '../../../../src/games/saboteur/ui/SaboteurScreen';
import { gameHarness, playedBy } from '../../../support/gameHarness';
import { resetStores } from '../../../store/resetStores';

export const sab = await gameHarness({
  module: saboteur,
  rules,
  Screen: SaboteurScreen,
  names: ['Ann', 'Bob', 'Cid', 'Dee'],
});
export const { state: storeState, actions: loggedActions } = sab;

/** Starts a game in the store (fresh stores), optionally with a crafted state, and renders its screen. */
export function renderThroughStore(
  config: Config,
  who: string[],
  seed: number,
  craft?: (s: State) => State,
  rematch: () => void = () => {},
) {
  resetStores();
  sab.open({ config, seats: who.map(playedBy), seed, craft });
  return sab.renderScreen({ rematch });
}
