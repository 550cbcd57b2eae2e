// Shared helpers for the Village Pillage rules tests.
import { rules, type Action, type CardId, type State } from '../../../../src/games/village-pillage/rules';
import { playRandomly } from '../../../support/randomPlay';

export const J = (v: unknown) => JSON.stringify(v);

/** Plays one random legal game, calling `onStep(before, action, after)` for every action. */
export function randomGame(
  players: number,
  seed: number,
  onStep?: (before: State, action: Action, after: State) => void,
  expansion?: boolean,
): State {
  const config = { ...rules.defaultConfig(players), ...(expansion === undefined ? {} : { expansion }) };
  return playRandomly(rules, rules.setup(config, seed), {
    rng: seed * 7919 + 1,
    seat: 'random',
    endWithin: 5000,
    each: (step) => onStep?.(step.state, step.action, step.next),
  }).state;
}

/** Every card a seat owns anywhere (hand, exhausted area, on the table). */
export function owned(s: State, seat: number): CardId[] {
  const p = s.seats[seat];
  const table = [p!.left, p!.right, p!.front, p!.back].filter((c): c is CardId => c !== null);
  const gained = s.resolution ? s.resolution.gained[seat] : [];
  return [...p!.hand, ...p!.exhausted, ...table, ...gained!];
}

/** Every card in the game: all seats' cards, market and deck (the live ones during a paused resolution). */
export function allCards(s: State): CardId[] {
  const market = s.resolution ? s.resolution.market : s.market;
  const deck = s.resolution ? s.resolution.deck : s.deck;
  return [...s.seats.flatMap((_, i) => owned(s, i)), ...market, ...deck].sort();
}
