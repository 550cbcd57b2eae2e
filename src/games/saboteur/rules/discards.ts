// How many hand cards a pass and a heal discard (§5), written once for the engine, the action
// shape check, legalActions and the view's turn choices.
import type { Mode } from './types';

/** §5 deluxe heal: it discards exactly this many hand cards. */
export const HEAL_DISCARD = 2;

/** §5 pass: the most cards it may discard, 1 in classic, 3 in deluxe (at least 1 always). */
export function passMax(mode: Mode): number {
  return mode === 'deluxe' ? 3 : 1;
}
