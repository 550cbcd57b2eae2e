// Tiny Race, a test-only fourth game: seats take turns stepping 1 or 2 towards its goal (5 or 7); whoever
// lands on it wins. Pure rules, no React, as every game's rules/ folder.
import { reducer, type Turns } from '../../../../src/kit/reducer';
import { RuleError, type GameRules } from '../../../../src/kit/rules';
import type { Bot } from '../../../../src/kit/bots';
import { GAME_ID, PLAYERS } from '../facts';
import type { Action, Config, State, View } from './types';

/** the goals the set-up panel offers; the first is the default */
export const GOALS = [5, 7] as const;

function steps(s: State): (1 | 2)[] {
  if (s.winner !== null) return [];
  return s.count + 2 <= s.goal ? [1, 2] : [1];
}

/** A config's goal, read safely (a save from before goals were chosen has none: the default). */
export function goalOf(config: unknown): number {
  const goal = (config as { goal?: unknown } | null)?.goal;
  return GOALS.find((g) => g === goal) ?? GOALS[0];
}

function ranking(s: State): number[][] | null {
  if (s.winner === null) return null;
  const rest = Array.from({ length: s.players }, (_, i) => i).filter((i) => i !== s.winner);
  return [[s.winner], rest];
}

/** The turn order, declared for the kit: the seat whose turn it is steps, until someone wins. */
const TURNS: Turns<State, Action> = {
  game: GAME_ID,
  phase: (s) => (s.winner === null ? 'race' : 'over'),
  actors: (s) => (s.winner === null ? [s.turn] : []),
  moves: { race: ['step'] },
};

export const rules: GameRules<Config, State, Action, View> = {
  id: GAME_ID,
  minPlayers: PLAYERS.min,
  maxPlayers: PLAYERS.max,
  defaultConfig: (players) => ({ players, goal: GOALS[0] }),
  setup: (config) => ({ players: config.players, goal: goalOf(config), count: 0, turn: 0, winner: null }),
  actors: TURNS.actors as (s: State) => number[],
  legalActions: (s, seat) => (seat === s.turn ? steps(s).map((by) => ({ type: 'step', seat, by })) : []),
  apply: reducer(
    TURNS,
    (s, a) => {
      if (!steps(s).includes(a.by)) throw new RuleError('bad-step', 'past the goal', 'past-goal');
    },
    (d, s, a) => {
      d.count = s.count + a.by;
      d.turn = (s.turn + 1) % s.players;
      if (d.count === s.goal) d.winner = a.seat;
    },
  ),
  view: (s) => ({
    count: s.count,
    goal: s.goal,
    turn: s.winner === null ? s.turn : null,
    steps: steps(s),
    winner: s.winner,
    ranking: ranking(s),
  }),
  outcome: (s) =>
    s.winner === null
      ? null
      : {
          scores: Array.from({ length: s.players }, (_, i) => (i === s.winner ? 1 : 0)),
          ranking: ranking(s)!,
        },
};

export const bots: { easy: Bot<State, Action> } = {
  easy: { id: 'easy', decide: (s, seat) => ({ type: 'step', seat, by: steps(s).at(-1)! }) },
};
