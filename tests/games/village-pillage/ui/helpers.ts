// Plays Village Pillage games with the engine and its bots, for the UI helper tests.
import { createRng, deriveSeed } from '../../../../src/kit/random';
import { bots, rules } from '../../../../src/games/village-pillage/rules';
import type { Action, State } from '../../../../src/games/village-pillage/rules/types';
import { playRandomly } from '../../../support/randomPlay';

/** A whole game played by bots; calls `onRound(stateBeforeReveal, stateAfterRound)` per round. */
export function playBotGame(
  players: number,
  seed: number,
  onRound?: (before: State, after: State) => void,
  strong = false,
): State {
  const start = rules.setup(rules.defaultConfig(players), seed);
  let before = start;
  let k = 0; // the action's number within its round
  return playRandomly(rules, start, {
    rng: seed,
    until: (s) => rules.outcome(s) !== null,
    choose: (s, seat) =>
      bots[strong && k % 2 === 0 ? 'strong' : 'easy'].decide(
        s,
        seat,
        createRng(deriveSeed(seed, s.round, k++)),
      ) as Action,
    each: ({ next }) => {
      if (!rules.outcome(next) && next.round === before.round && next.phase !== 'over') return;
      onRound?.(before, next);
      before = next;
      k = 0;
    },
  }).state;
}
