// Shared helpers for the Village Pillage companion tests.
import { createRng, nextInt, type Rng } from '../../../../src/kit/random';
import { companion } from '../../../../src/games/village-pillage/rules';
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
  const rng: Rng = createRng(seed * 7919 + 3);
  let s = companion.setup(config, seed);
  for (let k = 0; k < 20000; k++) {
    const actors = companion.actors(s);
    if (actors.length === 0) return s;
    const seat = actors[nextInt(rng, actors.length)];
    let acts = companion.legalActions(s, seat);
    if (quiet) {
      const core = acts.filter((a) => a.type !== 'undo' && a.type !== 'adjust');
      if (core.length) acts = core;
    }
    const a = acts[nextInt(rng, acts.length)];
    const next = companion.apply(s, a);
    onStep?.(s, a, next);
    s = next;
  }
  throw new Error(`companion game ${config.players}p seed ${seed} did not end`);
}
