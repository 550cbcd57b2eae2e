// Bots choose among `legalActions`. The caller passes an Rng derived from the session, so a
// bot's choice is reproducible; the chosen action is logged like any other.
import type { GameRules, SeatAction } from './rules';
import { nextInt, type Rng } from './random';

export interface Bot<State, Action extends SeatAction> {
  /** 'easy', 'strong', ... : the level a seat picks in the new-game screen */
  id: string;
  decide(state: State, seat: number, rng: Rng): Action;
}

/** The easy bot of every game: a uniformly random legal action. */
export function randomBot<C, S, A extends SeatAction, V>(
  rules: GameRules<C, S, A, V>,
  id = 'easy',
): Bot<S, A> {
  return {
    id,
    decide(state, seat, rng) {
      const actions = rules.legalActions(state, seat);
      if (actions.length === 0) throw new Error(`${rules.id}: seat ${seat} has no legal action`);
      return actions[nextInt(rng, actions.length)] as A;
    },
  };
}
