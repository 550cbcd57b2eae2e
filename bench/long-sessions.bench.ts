// Long sessions stay responsive and memory does not grow across rematches.
//   NODE_OPTIONS=--expose-gc npx vitest bench --run bench/long-sessions
// Measured once at load and printed (copy the lines into a note), then benchmarked:
// - time per apply and per view over a whole 12-seat Deluxe Saboteur game (3 rounds) and a
//   12-sheet Rolling Village game (9 rounds), random legal actions;
// - replay of the full log (what resuming a saved game costs), from scratch and with the
//   store's snapshot cache;
// - heap used after 1, 10 and 50 rematches (a full game played and dropped each time).
import { bench, describe } from 'vitest';
import * as rv from '../src/games/rolling-village/rules/index';
import * as sab from '../src/games/saboteur/rules/index';
import type { AnyRules, SeatAction } from '../src/kit/rules';
import { createRng, nextInt } from '../src/kit/random';
import { ReplayCache, replay } from '../src/kit/session';

interface Played {
  name: string;
  rules: AnyRules;
  config: unknown;
  seed: number;
  log: SeatAction[];
  applyMs: number[];
  viewMs: number[];
  legalMs: number[];
  /** rounds played (Saboteur: state.rounds; Rolling Village: state.round) */
  rounds: number;
}

const now = () => performance.now();

/** Plays a whole game with random legal actions, timing every apply and every view the screen would ask for. */
function playWhole(name: string, rules: AnyRules, config: unknown, seed: number, seats: number): Played {
  const rng = createRng(seed);
  let state = rules.setup(config, seed);
  const log: SeatAction[] = [];
  const applyMs: number[] = [];
  const viewMs: number[] = [];
  const legalMs: number[] = [];
  for (let guard = 0; guard < 100_000; guard++) {
    const actors = rules.actors(state) as number[];
    if (actors.length === 0) break;
    const seat = actors[nextInt(rng, actors.length)]!;
    let t = now();
    const legal = rules.legalActions(state, seat) as SeatAction[];
    legalMs.push(now() - t);
    const action = legal[nextInt(rng, legal.length)]!;
    t = now();
    state = rules.apply(state, action);
    applyMs.push(now() - t);
    log.push(action);
    // the screen renders the acting seat's view and the table's
    t = now();
    rules.view(state, seat);
    rules.view(state, null);
    viewMs.push((now() - t) / 2);
  }
  if (!rules.outcome(state)) throw new Error(`${name}: the game did not end`);
  const st = state as { rounds?: unknown[]; round?: number; seats?: unknown[] };
  if ((st.seats?.length ?? seats) !== seats) throw new Error(`${name}: expected ${seats} seats`);
  const rounds = Array.isArray(st.rounds) ? st.rounds.length : Number(st.round ?? 0);
  return { name, rules, config, seed, log, applyMs, viewMs, legalMs, rounds };
}

const sabConfig = { mode: 'deluxe', players: 12, firstPlayer: 0 };
const rvConfig = rv.rules.defaultConfig(12);
const games = {
  saboteur: () => playWhole('Saboteur Deluxe, 12 seats', sab.rules as AnyRules, sabConfig, 2024, 12),
  rollingVillage: () => playWhole('Rolling Village, 12 sheets', rv.rules as AnyRules, rvConfig, 2024, 12),
};

function stats(xs: number[]): string {
  const sorted = [...xs].sort((a, b) => a - b);
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `mean ${mean.toFixed(3)} ms, p50 ${pick(0.5).toFixed(3)}, p95 ${pick(0.95).toFixed(3)}, max ${pick(1).toFixed(2)} ms`;
}

function replayMs(p: Played, runs = 5): { full: number; cached: number } {
  let full = Infinity;
  let cached = Infinity;
  for (let r = 0; r < runs; r++) {
    let t = now();
    replay(p.rules, p.config, p.seed, p.log);
    full = Math.min(full, now() - t);
    // resuming through the store: a ReplayCache filled as play went on, then the last state
    const cache = new ReplayCache(p.rules, p.config, p.seed);
    cache.stateAt(p.log, p.log.length);
    t = now();
    cache.stateAt(p.log, p.log.length - 1); // undo: from the nearest snapshot
    cached = Math.min(cached, now() - t);
  }
  return { full, cached };
}

const gc = (globalThis as { gc?: () => void }).gc;
function settle(): void {
  if (gc) {
    gc();
    gc();
    return;
  }
  // no --expose-gc: churn short-lived garbage so a minor collection is likely
  for (let i = 0; i < 50; i++) void new Array(100_000).fill(i);
}
const heapMb = () => process.memoryUsage().heapUsed / 1024 / 1024;

/** Heap after n rematches of a game: each a whole game played and dropped, as the shell does. */
function heapAfterRematches(make: () => Played, counts: number[]): string {
  settle();
  const base = heapMb();
  const out: string[] = [`base ${base.toFixed(1)} MB`];
  let done = 0;
  for (const n of counts) {
    for (; done < n; done++) {
      const p = make();
      // resuming (replay) is part of a rematch's life too; keep only the last state briefly
      replay(p.rules, p.config, p.seed, p.log);
    }
    settle();
    const mb = heapMb();
    out.push(`after ${n}: ${mb.toFixed(1)} MB (${mb >= base ? '+' : ''}${(mb - base).toFixed(1)})`);
  }
  return out.join(', ');
}

function report(): void {
  const lines = [
    `long sessions (node ${process.version}, gc ${gc ? 'exposed' : 'NOT exposed: heap after allocation churn'})`,
  ];
  const rematchSeed = { s: 1 };
  for (const [key, make] of Object.entries(games)) {
    const p = make();
    const r = replayMs(p);
    lines.push(
      `${p.name}: ${p.log.length} actions, ${p.rounds} rounds`,
      `  apply: ${stats(p.applyMs)}`,
      `  view:  ${stats(p.viewMs)}`,
      `  legalActions (bots, screen hints): ${stats(p.legalMs)}`,
      `  replay of the full log (resume): ${r.full.toFixed(1)} ms; state before the last action via snapshots: ${r.cached.toFixed(2)} ms`,
    );
    const again =
      key === 'saboteur'
        ? () => playWhole('sab', sab.rules as AnyRules, sabConfig, 100 + rematchSeed.s++, 12)
        : () => playWhole('rv', rv.rules as AnyRules, rvConfig, 100 + rematchSeed.s++, 12);
    lines.push(`  heap across rematches: ${heapAfterRematches(again, [1, 10, 50])}`);
  }
  console.log(lines.join('\n'));
}

if (process.env.LONG_SESSIONS_REPORT !== '0') report();

const sabGame = games.saboteur();
const rvGame = games.rollingVillage();
describe('long sessions', () => {
  bench(`replay a whole 12-seat Deluxe Saboteur log (${sabGame.log.length} actions)`, () => {
    replay(sabGame.rules, sabGame.config, sabGame.seed, sabGame.log);
  });
  bench(`replay a whole 12-sheet Rolling Village log (${rvGame.log.length} actions)`, () => {
    replay(rvGame.rules, rvGame.config, rvGame.seed, rvGame.log);
  });
  bench('play a whole 12-seat Deluxe Saboteur game (apply + views)', () => {
    games.saboteur();
  });
  bench('play a whole 12-sheet Rolling Village game (apply + views)', () => {
    games.rollingVillage();
  });
});
