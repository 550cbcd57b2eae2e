// Shared helpers for the Village Pillage companion tests.
import { companion } from '../../../../src/games/village-pillage/rules';
import { playRandomly, uniform } from '../../../support/randomPlay';
import type {
  CompanionAction,
  CompanionConfig,
  CompanionState,
} from '../../../../src/games/village-pillage/rules/companion';

export const J = (v: unknown) => JSON.stringify(v);

/** Plays one random legal companion game; `quiet` leaves undo and adjustments out of the choice
 *  (they are legal at almost every step and would only lengthen the game). */
export function randomCompanionGame(
  config: CompanionConfig,
  seed: number,
  onStep?: (before: CompanionState, action: CompanionAction, after: CompanionState) => void,
  quiet = false,
): CompanionState {
  return playRandomly(companion, companion.setup(config, seed), {
    rng: seed * 7919 + 3,
    seat: 'random',
    endWithin: 20_000,
    choose(_s, _seat, rng, legal) {
      const acts = legal();
      const core = quiet ? acts.filter((a) => a.type !== 'undo' && a.type !== 'adjust') : [];
      return uniform(rng, core.length ? core : acts);
    },
    each: (step) => onStep?.(step.state, step.action, step.next),
  }).state;
}
