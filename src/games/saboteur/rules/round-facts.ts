// Facts of the current round that screens show, worked out once from the public log (issue 31
// item 2): the round's first seat, whether anyone has moved yet, the last card laid and the goals
// the last play turned face up. The view carries them (View.roundFacts); screens only read them.
import type { GameEvent } from './types';
import type { RoundFacts } from './view-types';

const isMove = (e: GameEvent) =>
  e.type === 'place' || e.type === 'play' || e.type === 'pass' || e.type === 'heal';

/** The round facts from the public log and the cells of the cards on the maze. */
export function roundFacts(
  log: readonly GameEvent[],
  placed: readonly { x: number; y: number }[],
): RoundFacts {
  let start = 0;
  for (let i = log.length - 1; i >= 0; i--)
    if (log[i]!.type === 'round-start') {
      start = i;
      break;
    }
  const first = log[start];
  let lastPlaced: RoundFacts['lastPlaced'] = null;
  for (let i = log.length - 1; i >= start; i--) {
    const e = log[i]!; // i runs inside the log
    if (e.type === 'round-start') break;
    if (e.type === 'place') {
      // the cell of the last card laid this round, if it is still on the maze (a rockfall clears it)
      if (placed.some((p) => p.x === e.x && p.y === e.y)) lastPlaced = { x: e.x, y: e.y };
      break;
    }
  }
  const justRevealed: RoundFacts['justRevealed'] = [];
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!; // i runs inside the log
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
