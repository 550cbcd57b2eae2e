// Plays Village Pillage games with the engine and its bots, for the UI helper tests.
import { createRng, deriveSeed } from '../../../../src/kit/random';
import { bots, rules } from '../../../../src/games/village-pillage/rules';
import type { Action, State } from '../../../../src/games/village-pillage/rules/types';

/** A whole game played by bots; calls `onRound(stateBeforeReveal, stateAfterRound)` per round. */
export function playBotGame(
  players: number,
  seed: number,
  onRound?: (before: State, after: State) => void,
  strong = false,
): State {
  let s = rules.setup(rules.defaultConfig(players), seed);
  for (let round = 0; round < 200 && !rules.outcome(s); round++) {
    const before = s;
    const r = s.round;
    let k = 0;
    while (!rules.outcome(s) && s.round === r && s.phase !== 'over') {
      const seat = rules.actors(s)[0];
      const action = bots[strong && k % 2 === 0 ? 'strong' : 'easy'].decide(
        s,
        seat,
        createRng(deriveSeed(seed, r, k++)),
      ) as Action;
      s = rules.apply(s, action);
    }
    onRound?.(before, s);
  }
  return s;
}
