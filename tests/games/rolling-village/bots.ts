// Players that drive Rolling Village games in tests and benches (fuzzing, reaching a position).
// The app offers no bot sheet (issue 21 item 3: the game's seats are a person's sheet on the
// phone or on paper, so these were dead code in src/). `easy` picks a uniformly random legal
// action; `greedy` prefers placements on numbered cells next to its own type and never undoes.
import { randomBot, type Bot } from '../../../src/kit/bots';
import { nextInt } from '../../../src/kit/random';
import { rules } from '../../../src/games/rolling-village/rules';
import { COLS, POINTS, ROWS } from '../../../src/games/rolling-village/rules/sheet';
import { scoreAvenueUnchecked } from '../../../src/games/rolling-village/rules/scoring';
import type { Action, State } from '../../../src/games/rolling-village/rules/types';

function placementValue(state: State, a: Extract<Action, { type: 'place' }>): number {
  const sheet = state.seats[a.seat]!.sheet;
  if (!sheet) return 0;
  const r = a.row;
  const c = a.col - 1;
  let v = POINTS[r]![c]! * 2;
  const around = [
    r > 0 ? sheet[r - 1]![c] : null,
    r < ROWS - 1 ? sheet[r + 1]![c] : null,
    c > 0 ? sheet[r]![c - 1] : null,
    c < COLS - 1 ? sheet[r]![c + 1] : null,
  ];
  if (a.object === 'square') {
    const kinds = new Set(around.filter((x) => x && x !== 'square'));
    const open = around.filter((x) => x === null).length;
    return kinds.size * 4 + open - POINTS[r]![c]! * 3;
  }
  for (const x of around) if (x === a.object) v += 3;
  return v;
}

export const bots: { easy: Bot<State, Action>; greedy: Bot<State, Action> } = {
  easy: randomBot(rules, 'easy'),
  greedy: {
    id: 'greedy',
    decide(state, seat, rng) {
      const actions = rules.legalActions(state, seat).filter((a) => a.type !== 'undo');
      if (actions.length === 0) throw new Error(`rolling-village: seat ${seat} has no legal action`);
      let best: Action[] = [];
      let bestValue = -Infinity;
      for (const a of actions) {
        let v = 0;
        if (a.type === 'place') v = placementValue(state, a);
        else if (a.type === 'choose-avenue' || (a.type === 'done' && a.avenue !== undefined)) {
          const sheet = state.seats[seat]!.sheet;
          v = sheet ? scoreAvenueUnchecked(sheet, a.avenue as number) : 0;
        }
        if (v > bestValue) {
          bestValue = v;
          best = [a];
        } else if (v === bestValue) best.push(a);
      }
      return best[nextInt(rng, best.length)]!;
    },
  },
};
