// Rolling Village engine benchmarks: full random games per second (easy bot over
// legalActions/apply) and scoreAvenue calls per second.
import { bench, describe } from 'vitest';
import { createRng, nextInt } from '../src/kit/random';
import { rules, scoreAvenue, type Sheet } from '../src/games/rolling-village/rules';
import { bots } from '../tests/games/rolling-village/bots';

function randomGame(players: number, seed: number): number {
  const rng = createRng(seed);
  let s = rules.setup(rules.defaultConfig(players), seed);
  let steps = 0;
  for (;;) {
    const actors = rules.actors(s);
    if (actors.length === 0) return steps;
    s = rules.apply(s, bots.easy.decide(s, actors[nextInt(rng, actors.length)]!, rng));
    steps++;
  }
}

let seed = 1;
describe('full random games', () => {
  bench('1 player', () => {
    randomGame(1, seed++);
  });
  bench('4 players', () => {
    randomGame(4, seed++);
  });
  bench('12 players', () => {
    randomGame(12, seed++);
  });
});

// Sheets at the end of random games, so the groups look like real play.
const sheets: Sheet[] = [];
{
  const rng = createRng(7);
  let s = rules.setup(rules.defaultConfig(12), 7);
  while (rules.actors(s).length) {
    const actors = rules.actors(s);
    s = rules.apply(s, bots.greedy.decide(s, actors[nextInt(rng, actors.length)]!, rng));
  }
  for (const seat of s.seats) sheets.push(seat.sheet!);
}

let k = 0;
describe('scoring', () => {
  bench('scoreAvenue (full sheets, 1 call)', () => {
    scoreAvenue(sheets[k % sheets.length]!, k++ % 5);
  });
});

// Views of real positions: the host asks for the table view and each seat's view on every
// render, so a view must stay cheap. States are taken along a greedy 4-sheet game (building,
// choose-avenue, end) and viewed in turn.
const viewStates: ReturnType<typeof rules.setup>[] = [];
{
  const rng = createRng(11);
  let s = rules.setup(rules.defaultConfig(4), 11);
  let i = 0;
  while (rules.actors(s).length) {
    if (i++ % 7 === 0 || s.phase === 'choose-avenue') viewStates.push(s);
    const actors = rules.actors(s);
    s = rules.apply(s, bots.greedy.decide(s, actors[nextInt(rng, actors.length)]!, rng));
  }
  viewStates.push(s);
}

let v = 0;
describe('view', () => {
  bench('table view, 4 sheets, along a game', () => {
    rules.view(viewStates[v++ % viewStates.length]!, null);
  });
  bench('seat view, 4 sheets, along a game', () => {
    rules.view(viewStates[v++ % viewStates.length]!, v % 4);
  });
});
