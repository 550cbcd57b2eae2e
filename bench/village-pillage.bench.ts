// Village Pillage benchmarks: resolveRound calls per second, full random games per second, and the
// strong bot (its decision time, and its win rate against easy bots, printed once per run).
import { bench, describe } from 'vitest';
import { createRng, nextInt } from '../src/kit/random';
import {
  bots,
  resolveRound,
  rules,
  type Action,
  type RoundInput,
  type State,
} from '../src/games/village-pillage/rules';

const E1: RoundInput = {
  mode: 'standard',
  villages: [
    { stockpile: 1, bank: 1, relics: 0 },
    { stockpile: 0, bank: 1, relics: 0 },
    { stockpile: 2, bank: 1, relics: 0 },
  ],
  plays: [
    { left: 'wall', right: 'raider' },
    { left: 'merchant', right: 'raider' },
    { left: 'farmer', right: 'wall' },
  ],
  market: ['florist', 'mason', 'bard', 'moat'],
  deck: ['miner', 'dungeon'],
};
const FIVE: RoundInput = {
  mode: 'standard',
  villages: [0, 1, 2, 3, 4].map((i) => ({ stockpile: 3 + i, bank: 2, relics: i % 3 })),
  plays: [
    { left: 'burglar', right: 'merchant' },
    { left: 'treasury', right: 'berserker' },
    { left: 'mason', right: 'bard' },
    { left: 'cutpurse', right: 'trapper' },
    { left: 'innkeeper', right: 'doctor' },
  ],
  market: ['florist', 'moat', 'outlaw', 'veteran'],
  deck: ['miner', 'dungeon', 'pickler'],
};

describe('resolveRound', () => {
  bench('resolveRound: E1 (3 seats)', () => {
    resolveRound(E1);
  });
  bench('resolveRound: 5 seats, steals, buys, relics', () => {
    resolveRound(FIVE, { seed: 1 });
  });
});

function randomGame(players: number, seed: number): State {
  const rng = createRng(seed);
  let s = rules.setup(rules.defaultConfig(players), seed);
  for (;;) {
    const actors = rules.actors(s);
    if (actors.length === 0) return s;
    const seat = actors[nextInt(rng, actors.length)];
    const acts = rules.legalActions(s, seat!);
    s = rules.apply(s, acts[nextInt(rng, acts.length)]!);
  }
}

let seed = 0;
describe('full random games', () => {
  for (const players of [2, 3, 4, 5, 6]) {
    bench(`random game, ${players} players`, () => {
      randomGame(players, seed++);
    });
  }
});

/** Plays 3-player games, strong bot in `strongSeat`, easy bots elsewhere. */
/** CPU milliseconds of this process (less disturbed than wall time on a busy machine). */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function botGame(seed: number, strongSeat: number, times: number[], cpuTimes: number[]): State {
  const rng = createRng(seed ^ 0x5bd1e995);
  let s = rules.setup(rules.defaultConfig(3), seed);
  for (;;) {
    const actors = rules.actors(s);
    if (actors.length === 0) return s;
    const seat = actors[0];
    let a: Action;
    if (seat === strongSeat) {
      const t0 = performance.now();
      const c0 = cpuMs();
      a = bots.strong.decide(s, seat, rng);
      cpuTimes.push(cpuMs() - c0);
      times.push(performance.now() - t0);
    } else a = bots.easy.decide(s, seat!, rng);
    s = rules.apply(s, a);
  }
}

// Measured once per run (not timed by the bench harness): win rate and decision time.
{
  const GAMES = 150;
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let wins = 0;
  for (let g = 0; g < GAMES; g++) {
    const strongSeat = g % 3;
    const end = botGame(40_000 + g, strongSeat, times, cpuTimes);
    if (end.winners.includes(strongSeat)) wins += 1 / end.winners.length;
  }
  const stats = (xs: number[]) => {
    xs.sort((a, b) => a - b);
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    return `mean ${mean.toFixed(2)} ms, median ${xs[xs.length >> 1]!.toFixed(2)} ms, p95 ${xs[Math.floor(xs.length * 0.95)]!.toFixed(2)} ms, max ${xs[xs.length - 1]!.toFixed(2)} ms`;
  };
  console.log(
    `[village-pillage] strong bot vs 2 easy bots, 3 players, ${GAMES} games: win share ${((100 * wins) / GAMES).toFixed(1)}% (fair share 33.3%)\n` +
      `[village-pillage] strong bot decision time over ${times.length} decisions: wall ${stats(times)}; CPU ${stats(cpuTimes)}`,
  );
}

describe('strong bot', () => {
  const s = rules.setup(rules.defaultConfig(3), 11);
  const rng = createRng(3);
  bench('strong bot: one plan decision (3 players, round 1)', () => {
    bots.strong.decide(s, 0, rng);
  });
});
