// Shared helpers for the Village Pillage rules tests.
import { createRng, nextInt, type Rng } from '../../../../src/kit/random';
import { rules, type Action, type CardId, type State } from '../../../../src/games/village-pillage/rules';

export const J = (v: unknown) => JSON.stringify(v);

/** Plays one random legal game, calling `onStep(before, action, after)` for every action. */
export function randomGame(
  players: number,
  seed: number,
  onStep?: (before: State, action: Action, after: State) => void,
  expansion?: boolean,
): State {
  const rng: Rng = createRng(seed * 7919 + 1);
  const config = { ...rules.defaultConfig(players), ...(expansion === undefined ? {} : { expansion }) };
  let s = rules.setup(config, seed);
  for (let k = 0; k < 5000; k++) {
    const actors = rules.actors(s);
    if (actors.length === 0) return s;
    const seat = actors[nextInt(rng, actors.length)];
    const acts = rules.legalActions(s, seat);
    const a = acts[nextInt(rng, acts.length)];
    const next = rules.apply(s, a);
    onStep?.(s, a, next);
    s = next;
  }
  throw new Error(`game ${players}p seed ${seed} did not end`);
}

/** Every card a seat owns anywhere (hand, exhausted area, on the table). */
export function owned(s: State, seat: number): CardId[] {
  const p = s.seats[seat];
  const table = [p.left, p.right, p.front, p.back].filter((c): c is CardId => c !== null);
  const gained = s.resolution ? s.resolution.gained[seat] : [];
  return [...p.hand, ...p.exhausted, ...table, ...gained];
}

/** Every card in the game: all seats' cards, market and deck (the live ones during a paused resolution). */
export function allCards(s: State): CardId[] {
  const market = s.resolution ? s.resolution.market : s.market;
  const deck = s.resolution ? s.resolution.deck : s.deck;
  return [...s.seats.flatMap((_, i) => owned(s, i)), ...market, ...deck].sort();
}
