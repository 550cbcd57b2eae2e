// The grid board (board.ts) behind legalActions, illegalReason, canPlace, legalPlacements,
// reachedGoals and the goal reveal must agree with a from-scratch reference: the Map-based cell
// index and reach flood of connectivity.ts plus the §6.1 rules written out edge by edge. Compared
// on every maze of random games (both modes, several player counts, round after round) and on
// random hand-made mazes with revealed goals, far coordinates and cards outside the usual area.
import { describe, expect, it } from 'vitest';
import { createRng, nextInt, type Rng } from '../../../../src/kit/random';
import {
  canPlace,
  isDeckPathCard,
  legalPlacements,
  PATH_CARDS,
  PATH_CARD_IDS,
  placementReason,
  reachedGoals,
  rules,
  type GoalSlot,
  type Maze,
} from '../../../../src/games/saboteur/rules';
import { buildBoard, boardOf } from '../../../../src/games/saboteur/rules/board';
import {
  computeReach,
  goalReached,
  indexMaze,
  reachingSides,
} from '../../../../src/games/saboteur/rules/connectivity';
import { cellKey, DX, DY, EDGES, opp, rotateMask } from '../../../../src/games/saboteur/rules/geometry';
import { playRandomly } from '../../../support/randomPlay';

/** §6.1 rules 1–4 written out on the Map-based reference index. */
type Ref = ReturnType<typeof indexMaze> & { reach: Map<number, number> };

function refIndex(maze: Maze): Ref {
  const idx = indexMaze(maze);
  return { ...idx, reach: computeReach(idx.cells) };
}

function refReason(ref: Ref, card: string, x: number, y: number, rotated: boolean): string | null {
  if (!isDeckPathCard(card)) return 'not-a-path-card';
  const { cells, goals, reach } = ref;
  const def = PATH_CARDS[card];
  const key = cellKey(x, y);
  if ((x === 0 && y === 0) || goals.has(key) || cells.has(key)) return 'cell-taken';
  const open = rotateMask(def!.open, rotated);
  let connected = false;
  let touches = false;
  let nextToGoal = false;
  let mismatch = false;
  for (const e of EDGES) {
    const nk = cellKey(x + DX[e], y + DY[e]);
    if (goals.has(nk)) nextToGoal = true;
    const nb = cells.get(nk);
    if (!nb) continue;
    if (nb.kind !== 'goal') touches = true;
    const f = opp(e);
    const nbOpen = (nb.open & f) !== 0;
    if (nbOpen !== ((open & e) !== 0)) mismatch = true;
    else if (nbOpen && ((reach.get(nk) ?? 0) & f) !== 0) connected = true;
  }
  if (mismatch) return 'edges-mismatch';
  if (def!.ladder) {
    if (nextToGoal) return 'ladder-next-to-goal';
    if (!touches) return 'ladder-no-contact';
    return null;
  }
  return connected ? null : 'not-connected';
}

const DECK_IDS = PATH_CARD_IDS.filter(isDeckPathCard);

/** Every cell within 2 steps (each way) of the start, a placed card or a goal slot, sorted by y then x. */
function nearCells(maze: Maze): { x: number; y: number }[] {
  const seen = new Map<string, { x: number; y: number }>();
  for (const p of [{ x: 0, y: 0 }, ...maze.placed, ...maze.goals])
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -2; dx <= 2; dx++) seen.set(`${p.x + dx},${p.y + dy}`, { x: p.x + dx, y: p.y + dy });
  return [...seen.values()].sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Every check of the fast board against the reference, for one maze. */
function compare(maze: Maze): number {
  let checks = 0;
  const ref = refIndex(maze);
  const { cells, reach } = ref;
  // reachedGoals and the reveal's reaching sides
  const refGoals = maze.goals
    .filter((g) => goalReached(cells, reach, g))
    .map((g) => ({ x: g.x, y: g.y }))
    .sort((a, b) => a.y - b.y || a.x - b.x);
  expect(reachedGoals(maze)).toEqual(refGoals);
  const board = buildBoard(maze);
  maze.goals.forEach((g, i) => {
    if (!g.revealed) expect(board.goalReach[i]).toBe(reachingSides(cells, reach, g.x, g.y));
  });
  // legalPlacements = every cell and rotation where the reference allows it, in (y, x, rotated) order
  // (a legal cell always touches a face-up card, so it is among the cells near the maze)
  const near = nearCells(maze);
  for (const card of DECK_IDS) {
    const expected: { x: number; y: number; rotated: boolean }[] = [];
    for (const { x, y } of near)
      for (const rotated of [false, true])
        if (refReason(ref, card, x, y, rotated) === null) expected.push({ x, y, rotated });
    expect(legalPlacements(maze, card)).toEqual(expected);
    checks++;
  }
  // placementReason at every cell for a few cards (a ladder, a dead end, a bridge, a cross)
  for (const card of ['ladder-n', 'ladder-curve-ne', 'dead-n', 'bridge', 'cross', 'curve-nw']) {
    const got: string[] = [];
    const want: string[] = [];
    for (const { x, y } of near)
      for (const rotated of [false, true]) {
        const r = refReason(ref, card, x, y, rotated);
        want.push(`${x},${y},${rotated}:${r}:${r === null}`);
        got.push(
          `${x},${y},${rotated}:${placementReason(maze, card, x, y, rotated)}:${canPlace(maze, card, x, y, rotated)}`,
        );
        checks++;
      }
    expect(got).toEqual(want);
  }
  return checks;
}

function randomGameMazes(mode: 'classic' | 'deluxe', players: number, seed: number, every: number): Maze[] {
  const out: Maze[] = [];
  playRandomly(rules, rules.setup({ mode, players, firstPlayer: 0 }, seed), {
    rng: seed,
    choose(_s, _seat, rng, legal) {
      const acts = legal();
      // lean towards placements so mazes grow
      const places = acts.filter((a) => a.type === 'place');
      return places.length && nextInt(rng, 3)
        ? places[nextInt(rng, places.length)]
        : acts[nextInt(rng, acts.length)];
    },
    each: ({ index, next }) => {
      if (index % every === 0 && next.phase === 'turn') out.push(next.maze);
    },
  });
  return out;
}

function randomMaze(rng: Rng): Maze {
  const goals: GoalSlot[] = [
    { x: 8, y: -2, gold: false, revealed: false, card: 'goal-stone-ne', rotated: false },
    { x: 8, y: 0, gold: true, revealed: false, card: 'goal-gold', rotated: false },
    { x: 8, y: 2, gold: false, revealed: false, card: 'goal-stone-nw', rotated: false },
  ];
  const shift = nextInt(rng, 4) === 0 ? 150 : 0; // far out: beyond the shared scratch grid
  for (const g of goals) {
    g.x += shift - 4 + nextInt(rng, 2);
    g.y -= shift;
    g.revealed = nextInt(rng, 3) === 0;
    g.rotated = nextInt(rng, 2) === 0;
  }
  const used = new Set<string>(['0,0', ...goals.map((g) => `${g.x},${g.y}`)]);
  const placed = [];
  const n = nextInt(rng, 30);
  for (let i = 0; i < n; i++) {
    // around the start, or (far mazes) around the goals
    const far = shift > 0 && nextInt(rng, 2) === 1;
    const x = nextInt(rng, 12) - 3 + (far ? shift - 6 : 0);
    const y = nextInt(rng, 9) - 4 - (far ? shift : 0);
    if (used.has(`${x},${y}`)) continue;
    used.add(`${x},${y}`);
    placed.push({ x, y, card: DECK_IDS[nextInt(rng, DECK_IDS.length)]!, rotated: nextInt(rng, 2) === 0 });
  }
  return { placed, goals };
}

describe('grid board = from-scratch reference', () => {
  it('on the mazes of random games (classic 4p, 7p; deluxe 2p, 10p)', () => {
    let checks = 0;
    const cases: ['classic' | 'deluxe', number][] = [
      ['classic', 4],
      ['classic', 7],
      ['deluxe', 2],
      ['deluxe', 10],
    ];
    for (const [mode, n] of cases) for (const m of randomGameMazes(mode, n, 40 + n, 7)) checks += compare(m);
    expect(checks).toBeGreaterThan(1000);
  }, 120_000);

  it('on random hand-made mazes (revealed goals, far coordinates, unconnected cards)', () => {
    const rng = createRng(99);
    for (let i = 0; i < 30; i++) compare(randomMaze(rng));
  }, 120_000);

  it('the engine memo answers like a fresh board, and notices a maze changed in place', () => {
    const s = rules.setup({ mode: 'deluxe', players: 4, firstPlayer: 0 }, 5);
    const m: Maze = { placed: [], goals: s.maze.goals.map((g) => ({ ...g })) };
    const first = boardOf(m);
    expect(boardOf(m)).toBe(first);
    m.placed.push({ x: 1, y: 0, card: 'straight-ew', rotated: false });
    const second = boardOf(m);
    expect(second).not.toBe(first);
    expect(second).toEqual(buildBoard(m));
    m.goals[1] = { ...m.goals[1]!, revealed: true };
    expect(boardOf(m)).toEqual(buildBoard(m));
  });
});
