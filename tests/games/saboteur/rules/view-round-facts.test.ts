// issue 31 item 2: the Saboteur view carries the round facts the screens used to work out from the
// log (the round's first seat, whether it is under way, the last card laid, the goals just turned).
// Each is checked, at every step of random games, against the log reading the screens did before.
import { describe, expect, it } from 'vitest';
import { rules } from '../../../../src/games/saboteur/rules';
import type { Action, GameEvent, State, View } from '../../../../src/games/saboteur/rules/types';
import { createRng, nextInt } from '../../../../src/kit/random';

/** What ui/privateSteps.ts and ui/choices.ts read from the log before issue 31. */
function fromLog(view: View) {
  const log: readonly GameEvent[] = view.log;
  let start = 0;
  for (let i = log.length - 1; i >= 0; i--)
    if (log[i]!.type === 'round-start') {
      start = i;
      break;
    }
  const first = log[start];
  const isMove = (e: GameEvent) =>
    e.type === 'place' || e.type === 'play' || e.type === 'pass' || e.type === 'heal';
  let lastPlaced: { x: number; y: number } | null = null;
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!;
    if (e.type === 'round-start') break;
    if (e.type === 'place') {
      lastPlaced = view.maze.placed.some((p) => p.x === e.x && p.y === e.y) ? { x: e.x, y: e.y } : null;
      break;
    }
  }
  const justRevealed: { x: number; y: number }[] = [];
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!;
    if (e.type !== 'reveal') break;
    justRevealed.push({ x: e.x, y: e.y });
  }
  return {
    firstSeat: first && first.type === 'round-start' ? first.firstSeat : 0,
    underway: log.slice(start).some(isMove),
    lastPlaced,
    justRevealed,
  };
}

describe('issue 31 item 2: the view carries the round facts', () => {
  for (const [mode, players, seed] of [
    ['classic', 4, 3],
    ['classic', 7, 5],
    ['deluxe', 2, 7],
    ['deluxe', 9, 11],
  ] as const)
    it(`${mode} ${players} players: the round facts equal the log's, in every seat's view and the table's`, () => {
      let s: State = rules.setup({ mode, players, firstPlayer: 0 }, seed);
      const rng = createRng(seed);
      let placesSeen = 0;
      for (let step = 0; step < 600 && s.phase !== 'over'; step++) {
        for (const seat of [null, ...Array.from({ length: players }, (_, i) => i)]) {
          const v = rules.view(s, seat);
          expect(v.roundFacts).toEqual(fromLog(v));
        }
        const table = rules.view(s, null).roundFacts;
        if (table.lastPlaced) placesSeen++;
        const seat = rules.view(s, null).actors[0]!;
        const legal = rules.legalActions(s, seat) as Action[];
        s = rules.apply(s, legal[nextInt(rng, legal.length)]!);
      }
      expect(placesSeen).toBeGreaterThan(0);
    });
});
