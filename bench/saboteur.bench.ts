// Saboteur benchmarks: legalPlacements on a crowded maze, full random games, strong-bot decisions.
// Strong-vs-easy win rates are measured once at load and printed (vitest bench has no table for them).
import { bench, describe } from 'vitest';
import { createRng, nextInt } from '../src/kit/random';
import { bots, legalPlacements, rules, type Maze, type State } from '../src/games/saboteur/rules';

/** A crowded maze: a deluxe 4p game whose seats place path cards whenever they can, until 35 cards lie in the maze. */
function crowded(): { maze: Maze; state: State } {
  for (let seed = 1; ; seed++) {
    const rng = createRng(seed);
    let s = rules.setup({ mode: 'deluxe', players: 4, firstPlayer: 0 }, seed);
    while (rules.actors(s).length && s.round === 1) {
      const seat = rules.actors(s)[0];
      const acts = rules.legalActions(s, seat!);
      const places = acts.filter((a) => a.type === 'place');
      const a = places.length ? places[nextInt(rng, places.length)] : acts[nextInt(rng, acts.length)];
      const t = rules.apply(s, a!);
      if (t.round !== 1) break;
      s = t;
      if (s.maze.placed.length >= 35) return { maze: s.maze, state: s };
    }
  }
}

const { maze, state } = crowded();

function randomGame(mode: 'classic' | 'deluxe', n: number, seed: number): State {
  const rng = createRng(seed);
  let s = rules.setup({ mode, players: n, firstPlayer: 0 }, seed);
  while (rules.actors(s).length) {
    const seat = rules.actors(s)[0];
    const acts = rules.legalActions(s, seat!);
    s = rules.apply(s, acts[nextInt(rng, acts.length)]!);
  }
  return s;
}

function teamWinRates(mode: 'classic' | 'deluxe', n: number, games: number) {
  const line = (label: string, pick: (role: string) => 'easy' | 'strong') => {
    let rounds = 0;
    let found = 0;
    for (let g = 0; g < games; g++) {
      const rng = createRng(77 + g);
      let s = rules.setup({ mode, players: n, firstPlayer: 0 }, 77 + g);
      while (rules.actors(s).length) {
        const seat = rules.actors(s)[0];
        s = rules.apply(s, bots[pick(s.roles[seat!]!)].decide(s, seat!, rng));
      }
      for (const r of s.rounds) {
        rounds++;
        if (r.reason === 'gold-found') found++;
      }
    }
    return `${label}: gold found in ${((100 * found) / rounds).toFixed(0)}% of ${rounds} rounds`;
  };
  console.log(
    [
      `saboteur ${mode} ${n}p`,
      line('all easy', () => 'easy'),
      line('strong diggers vs easy saboteurs', (r) => (r === 'saboteur' ? 'easy' : 'strong')),
      line('easy diggers vs strong saboteurs', (r) => (r === 'saboteur' ? 'strong' : 'easy')),
      line('all strong', () => 'strong'),
    ].join('\n  '),
  );
}

if (process.env.SABOTEUR_WINRATES !== '0') {
  teamWinRates('classic', 5, 12);
  teamWinRates('deluxe', 6, 8);
}

describe('saboteur kernel', () => {
  bench(`legalPlacements(cross) on a crowded maze (${maze.placed.length} cards)`, () => {
    legalPlacements(maze, 'cross');
  });
  bench('legalPlacements(ladder-n) on a crowded maze', () => {
    legalPlacements(maze, 'ladder-n');
  });
});

describe('saboteur random games', () => {
  let seed = 1;
  bench('full random game, classic 4p', () => {
    randomGame('classic', 4, seed++);
  });
  bench('full random game, classic 5p', () => {
    randomGame('classic', 5, seed++);
  });
  bench('full random game, deluxe 8p', () => {
    randomGame('deluxe', 8, seed++);
  });
  bench('full random game, deluxe 10p', () => {
    randomGame('deluxe', 10, seed++);
  });
});

/** Recorded random games (both modes), replayed through apply alone. */
const recorded = [1, 2, 3, 4, 5, 6].map((seed) => {
  const mode = seed % 2 ? 'classic' : 'deluxe';
  const n = seed % 2 ? 5 : 8;
  const rng = createRng(seed);
  const start = rules.setup({ mode, players: n, firstPlayer: 0 }, seed);
  const actions = [];
  let s = start;
  while (rules.actors(s).length) {
    const acts = rules.legalActions(s, rules.actors(s)[0]!);
    const a = acts[nextInt(rng, acts.length)];
    actions.push(a);
    s = rules.apply(s, a!);
  }
  return { start, actions };
});
const recordedActions = recorded.reduce((n, r) => n + r.actions.length, 0);

describe('saboteur apply', () => {
  bench(
    `apply: replay 6 recorded games (${recordedActions} actions; divide the time by that for µs/action)`,
    () => {
      for (const r of recorded) {
        let s = r.start;
        for (const a of r.actions) s = rules.apply(s, a!);
      }
    },
  );
  bench('view of a crowded maze state (seat 0 and the table)', () => {
    rules.view(state, 0);
    rules.view(state, null);
  });
});

describe('saboteur bots', () => {
  const rng = createRng(5);
  const seat = rules.actors(state)[0];
  bench('strong bot decision on a crowded maze', () => {
    bots.strong.decide(state, seat!, rng);
  });
  bench('easy bot decision on a crowded maze', () => {
    bots.easy.decide(state, seat!, rng);
  });
});
