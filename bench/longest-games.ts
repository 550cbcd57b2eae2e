// The longest saved game of each kind, made the same way every run: 12-seat Deluxe Saboteur,
// 6-player Village Pillage (Expansion Pack) and 12-sheet Rolling Village, each the longest of a
// few random-play games (random legal actions, fixed seeds). bench/reducers.bench.ts replays
// them; scripts/measure-open-tap.ts opens them in the built app.
import { rules as rvRules } from '../src/games/rolling-village/rules';
import { rules as sabRules } from '../src/games/saboteur/rules';
import { rules as vpRules } from '../src/games/village-pillage/rules';
import { createRng, nextInt } from '../src/kit/random';
import type { AnyRules, SeatAction } from '../src/kit/rules';

export interface LongGame {
  gameId: 'saboteur' | 'village-pillage' | 'rolling-village';
  label: string;
  rules: AnyRules;
  config: unknown;
  seed: number;
  seats: number;
  /** the whole game, last action ending it */
  log: SeatAction[];
}

function randomLog(rules: AnyRules, config: unknown, seed: number): SeatAction[] {
  const rng = createRng(seed ^ 0x2545f491);
  let state = rules.setup(config, seed);
  const log: SeatAction[] = [];
  for (let guard = 0; guard < 200_000; guard++) {
    const actors = rules.actors(state) as number[];
    if (actors.length === 0) return log;
    const seat = actors[nextInt(rng, actors.length)];
    const legal = rules.legalActions(state, seat!) as SeatAction[];
    const action = legal[nextInt(rng, legal.length)];
    state = rules.apply(state, action);
    log.push(action!);
  }
  throw new Error('a random game did not end');
}

function longest(
  gameId: LongGame['gameId'],
  label: string,
  rules: AnyRules,
  config: unknown,
  seats: number,
): LongGame {
  let best: LongGame | null = null;
  for (const seed of [11, 22, 33, 44, 55]) {
    const log = randomLog(rules, config, seed);
    if (!best || log.length > best.log.length) best = { gameId, label, rules, config, seed, seats, log };
  }
  return best!;
}

const rvConfig = {
  seats: Array.from({ length: 12 }, (_, i) => ({ name: `Sheet ${i + 1}`, kind: 'digital' as const })),
  options: { scoringRoll: 'separate' as const, setupDifferentRows: false },
};

export function longestGames(): LongGame[] {
  return [
    longest(
      'saboteur',
      '12-seat Deluxe Saboteur',
      sabRules as AnyRules,
      { mode: 'deluxe', players: 12, firstPlayer: 0 },
      12,
    ),
    longest(
      'village-pillage',
      '6-player Village Pillage',
      vpRules as AnyRules,
      { players: 6, expansion: true },
      6,
    ),
    longest('rolling-village', '12-sheet Rolling Village', rvRules as AnyRules, rvConfig, 12),
  ];
}
