// Issue 21 item 1: what every game's `apply` costs (each an Immer producer over a draft).
//   npx vitest bench --run bench/reducers.bench.ts
// Printed once at load (copy the table into a note), then benchmarked:
// - actions per second of each engine: random games recorded once, replayed through apply;
// - replay of the longest saved game of each kind (bench/longest-games.ts), i.e. opening it
//   without a snapshot;
// - one bot decision of each game's strongest bot in the middle of that longest game.
import { bench, describe } from 'vitest';
import { bots as rvBots } from '../tests/games/rolling-village/bots';
import { bots as sabBots } from '../src/games/saboteur/rules';
import { bots as vpBots } from '../src/games/village-pillage/rules';
import type { Bot } from '../src/kit/bots';
import { createRng, nextInt } from '../src/kit/random';
import type { AnyRules, SeatAction } from '../src/kit/rules';
import { replay } from '../src/kit/session';
import { longestGames, type LongGame } from './longest-games';

const longest = longestGames();

/** Random games of the longest game's config (other seeds), for actions per second. */
function recorded(g: LongGame, games: number): { start: unknown; actions: SeatAction[] }[] {
  const out = [];
  for (let k = 0; k < games; k++) {
    const seed = 900 + k;
    const rng = createRng(seed);
    const start = g.rules.setup(g.config, seed);
    const actions: SeatAction[] = [];
    let s = start;
    for (;;) {
      const actors = g.rules.actors(s) as number[];
      if (!actors.length) break;
      const legal = g.rules.legalActions(s, actors[nextInt(rng, actors.length)]!) as SeatAction[];
      const a = legal[nextInt(rng, legal.length)];
      actions.push(a!);
      s = g.rules.apply(s, a);
    }
    out.push({ start, actions });
  }
  return out;
}

function replayRecorded(rules: AnyRules, games: { start: unknown; actions: SeatAction[] }[]): void {
  for (const r of games) {
    let s = r.start;
    for (const a of r.actions) s = rules.apply(s, a);
  }
}

const strongest: Record<LongGame['gameId'], Bot<unknown, SeatAction>> = {
  saboteur: sabBots.strong as unknown as Bot<unknown, SeatAction>,
  'village-pillage': vpBots.strong as unknown as Bot<unknown, SeatAction>,
  'rolling-village': rvBots.greedy as unknown as Bot<unknown, SeatAction>,
};

/** The state half-way through the longest game, and the seat to decide there. */
function midGame(g: LongGame): { state: unknown; seat: number } {
  let k = g.log.length >> 1;
  for (;;) {
    const state = replay(g.rules, g.config, g.seed, g.log.slice(0, k));
    const actors = g.rules.actors(state) as number[];
    if (actors.length) return { state, seat: actors[0]! };
    k++;
  }
}

/** The fastest of at least `runs` runs and 400 ms of runs (the least disturbed by a busy machine). */
const best = (runs: number, f: () => void): number => {
  let min = Infinity;
  const until = performance.now() + 400;
  for (let r = 0; r < runs || performance.now() < until; r++) {
    const t = performance.now();
    f();
    min = Math.min(min, performance.now() - t);
  }
  return min;
};

const sets = longest.map((g) => ({ g, games: recorded(g, 4), mid: midGame(g) }));

if (process.env.REDUCERS_REPORT !== '0') {
  const lines = ['engine | actions/s (random games) | replay of the longest game | strongest bot decision'];
  for (const { g, games, mid } of sets) {
    const n = games.reduce((a, r) => a + r.actions.length, 0);
    const ms = best(5, () => replayRecorded(g.rules, games));
    const rep = best(5, () => replay(g.rules, g.config, g.seed, g.log));
    const rng = createRng(7);
    const bot = strongest[g.gameId];
    const dec = best(5, () => bot.decide(mid.state, mid.seat, rng));
    lines.push(
      `${g.label} | ${Math.round((n / ms) * 1000)} (${n} actions) | ${rep.toFixed(1)} ms (${g.log.length} actions) | ${dec.toFixed(2)} ms (${bot.id})`,
    );
  }
  console.log(lines.join('\n'));
}

for (const { g, games, mid } of sets) {
  const n = games.reduce((a, r) => a + r.actions.length, 0);
  describe(g.label, () => {
    bench(`apply: replay 4 random games (${n} actions; ops/s × ${n} = actions/s)`, () => {
      replayRecorded(g.rules, games);
    });
    bench(`replay the longest game (${g.log.length} actions)`, () => {
      replay(g.rules, g.config, g.seed, g.log);
    });
    const rng = createRng(7);
    bench(`${strongest[g.gameId].id} bot: one decision half-way through the longest game`, () => {
      strongest[g.gameId].decide(mid.state, mid.seat, rng);
    });
  });
}
