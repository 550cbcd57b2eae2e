// Plays Village Pillage games with the engine and its bots, for the UI helper tests.
import { createRng, deriveSeed } from '../../../../src/kit/random';
import { bots, rules } from '../../../../src/games/village-pillage/rules';
import type { Action, State } from '../../../../src/games/village-pillage/rules/types';

/** Lets every seat in `botSeats` act (strong bot) until a seat outside it must act or the game ends. */
export function runBots(state: State, botSeats: readonly number[], seed = 1): State {
  let s = state;
  for (let guard = 0; guard < 1000; guard++) {
    if (rules.outcome(s)) return s;
    const seat = rules.actors(s).find((a) => botSeats.includes(a));
    if (seat === undefined) return s;
    const action = bots.strong.decide(s, seat, createRng(deriveSeed(seed, guard, seat))) as Action;
    s = rules.apply(s, action);
  }
  throw new Error('bots did not finish');
}

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
