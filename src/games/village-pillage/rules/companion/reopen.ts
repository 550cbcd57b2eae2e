// Issue 29 item 3 (companion §3.6): a mis-entered winning round must not fix the wrong winner for
// good, yet after the end the rules accept no action (kernel contract: actors is [] when over). The
// correction is the session's: it keeps the log up to where the winning round's entry began and
// replays it (the action log is the source of truth), so the round is entered again.
import type { CompanionAction, CompanionConfig, CompanionState } from './types';
import { apply } from './engine';
import { setup } from './setup';

/** The round's entry has begun and nothing is entered yet: cards, an answer, a pick come after. */
const entryStart = (s: CompanionState) =>
  s.phase === 'enter' && s.resolving === null && s.entries.every((e) => e === null);

/**
 * How many actions of a finished game's log to keep so that its winning round is entered again:
 * the length of the log when that round's entry began (after the adjustments made before any card
 * of it was entered). null when the log does not end the game. Pure: replays from (config, seed).
 */
export function reopenAt(
  config: CompanionConfig,
  seed: number,
  actions: readonly CompanionAction[],
): number | null {
  let state = setup(config, seed);
  let keep = entryStart(state) ? 0 : -1;
  actions.forEach((a, i) => {
    state = apply(state, a);
    if (entryStart(state)) keep = i + 1;
  });
  return state.phase === 'over' && keep >= 0 ? keep : null;
}
