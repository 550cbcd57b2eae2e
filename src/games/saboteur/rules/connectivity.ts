// Connectivity (§7): the group graph, reaching goals, revealing them, and the door rule (§11.1).
import { PATH_CARDS } from './cards';
import * as geometry from './geometry';

// module-local copies: imported bindings are slow to read in hot loops under some loaders
const { cellKey, DX, DY, EDGES, opp, popcount4, rotateMask, START_X, START_Y, N: N_, E: E_, S: S_, W: W_ } = geometry;
import type { DoorColor, GoalSlot, Maze, PathCardDef, Team } from './types';

/** A face-up card on the board, with its edges already rotated. */
export interface Cell {
  x: number;
  y: number;
  kind: 'start' | 'placed' | 'goal';
  def: PathCardDef;
  open: number;
  groups: number[];
  /** mask of the door group, or 0 */
  doorMask: number;
}

/** The maze analysed once: face-up cells, goal slots and reachable edges. Internal, never stored. */
export interface Board {
  maze: Maze;
  cells: Map<number, Cell>;
  /** goal slots by key (face down and revealed) */
  goals: Map<number, GoalSlot>;
  /** cell key → mask of reachable open edges (union of reachable groups) */
  reach: Map<number, number>;
}

export function makeCell(x: number, y: number, kind: Cell['kind'], def: PathCardDef, rotated: boolean): Cell {
  const groups = def.groups.map((g) => rotateMask(g, rotated));
  let doorMask = 0;
  if (def.door) for (const g of groups) if (popcount4(g) > 1) doorMask = g;
  return { x, y, kind, def, open: rotateMask(def.open, rotated), groups, doorMask };
}

/** Builds the cell index of a maze (start, placed cards, revealed goals). */
export function indexMaze(maze: Maze): { cells: Map<number, Cell>; goals: Map<number, GoalSlot> } {
  const cells = new Map<number, Cell>();
  cells.set(cellKey(START_X, START_Y), makeCell(START_X, START_Y, 'start', PATH_CARDS.start, false));
  for (const p of maze.placed) {
    const def = PATH_CARDS[p.card];
    if (def) cells.set(cellKey(p.x, p.y), makeCell(p.x, p.y, 'placed', def, p.rotated));
  }
  const goals = new Map<number, GoalSlot>();
  for (const g of maze.goals) {
    goals.set(cellKey(g.x, g.y), g);
    if (g.revealed) cells.set(cellKey(g.x, g.y), makeCell(g.x, g.y, 'goal', PATH_CARDS[g.card], g.rotated));
  }
  return { cells, goals };
}

/**
 * Reachable open edges per cell. Seeds: the start's group and every ladder group.
 * `without` removes every door group of that colour from the graph (door rule).
 */
export function computeReach(cells: Map<number, Cell>, without: DoorColor | null = null): Map<number, number> {
  const reach = new Map<number, number>();
  const stack: number[] = []; // pairs key, group mask
  const visit = (key: number, cell: Cell, g: number) => {
    if (without && cell.doorMask === g && cell.def.door === without) return;
    const r = reach.get(key) ?? 0;
    if (r & g) return;
    reach.set(key, r | g);
    stack.push(key, g);
  };
  for (const [key, cell] of cells) {
    if (cell.def.ladder) for (const g of cell.groups) visit(key, cell, g);
  }
  while (stack.length) {
    const g = stack.pop() as number;
    const key = stack.pop() as number;
    const cell = cells.get(key) as Cell;
    for (const e of EDGES) {
      if (!(g & e)) continue;
      const nk = cellKey(cell.x + DX[e], cell.y + DY[e]);
      const nb = cells.get(nk);
      if (!nb) continue;
      const f = opp(e);
      if (!(nb.open & f)) continue;
      for (const ng of nb.groups) if (ng & f) visit(nk, nb, ng);
    }
  }
  return reach;
}

export function analyze(maze: Maze): Board {
  const { cells, goals } = indexMaze(maze);
  return { maze, cells, goals, reach: computeReach(cells) };
}

/** §7 "goal reached" for one slot against a reach map. */
export function goalReached(cells: Map<number, Cell>, reach: Map<number, number>, g: GoalSlot): boolean {
  if (g.revealed) return (reach.get(cellKey(g.x, g.y)) ?? 0) !== 0;
  return reachingSides(cells, reach, g.x, g.y) !== 0;
}

/** Sides of slot (x,y) across which a reachable open edge faces it. */
export function reachingSides(cells: Map<number, Cell>, reach: Map<number, number>, x: number, y: number): number {
  let a = 0;
  for (const e of EDGES) {
    const nk = cellKey(x + DX[e], y + DY[e]);
    const nb = cells.get(nk);
    if (!nb) continue;
    const f = opp(e);
    if (nb.open & f && (reach.get(nk) ?? 0) & f) a |= e;
  }
  return a;
}

function byYX(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return a.y - b.y || a.x - b.x;
}

/** §14 kernel: every goal slot reached in this maze (no reveal), sorted by y then x. */
export function reachedGoals(maze: Maze): { x: number; y: number }[] {
  const { cells } = indexMaze(maze);
  const reach = computeReach(cells);
  return maze.goals
    .filter((g) => goalReached(cells, reach, g))
    .map((g) => ({ x: g.x, y: g.y }))
    .sort(byYX);
}

/** §14 kernel: the door rule (§11.1). [] if the gold slot is not reached; sorted blue first. */
export function winningTeams(maze: Maze, finder: 'green' | 'blue' | 'other'): Team[] {
  const gold = maze.goals.find((g) => g.gold);
  if (!gold) return [];
  const { cells } = indexMaze(maze);
  if (!goalReached(cells, computeReach(cells), gold)) return [];
  const freeOfGreen = goalReached(cells, computeReach(cells, 'green'), gold);
  const freeOfBlue = goalReached(cells, computeReach(cells, 'blue'), gold);
  let blue: boolean;
  let green: boolean;
  if (finder === 'other') {
    blue = freeOfGreen;
    green = freeOfBlue;
  } else if (finder === 'blue') {
    blue = freeOfGreen;
    green = !freeOfGreen && freeOfBlue;
  } else {
    blue = !freeOfBlue && freeOfGreen;
    green = freeOfBlue;
  }
  const out: Team[] = [];
  if (blue) out.push('blue');
  if (green) out.push('green');
  return out;
}

/**
 * §7 reveal after a placement: repeat until nothing changes, turn every reached face-down goal
 * face up (gold unrotated, stones turned to fit). Returns the new goals and the revealed slots
 * in reveal order. Pure: the input maze is not touched.
 */
export function revealReached(maze: Maze): { goals: GoalSlot[]; revealed: GoalSlot[]; goldFound: boolean } {
  let goals = maze.goals;
  const revealed: GoalSlot[] = [];
  let goldFound = false;
  for (;;) {
    const m: Maze = { placed: maze.placed, goals };
    const { cells } = indexMaze(m);
    const reach = computeReach(cells);
    const turned: GoalSlot[] = [];
    for (const g of goals) {
      if (g.revealed) continue;
      const a = reachingSides(cells, reach, g.x, g.y);
      if (!a) continue;
      let rotated = false;
      if (!g.gold) rotated = stoneOrientation(cells, g, a);
      turned.push({ ...g, revealed: true, rotated });
    }
    if (!turned.length) break;
    goals = goals.map((g) => turned.find((t) => t.x === g.x && t.y === g.y) ?? g);
    for (const t of turned) {
      revealed.push(t);
      if (t.gold) goldFound = true;
    }
  }
  return { goals, revealed, goldFound };
}

/** §7 stone goal orientation: most reaching sides open, then most matching neighbours, then unrotated. */
function stoneOrientation(cells: Map<number, Cell>, g: GoalSlot, reachingMask: number): boolean {
  const def = PATH_CARDS[g.card];
  const score = (rotated: boolean) => {
    const open = rotateMask(def.open, rotated);
    let matches = 0;
    for (const e of EDGES) {
      const nb = cells.get(cellKey(g.x + DX[e], g.y + DY[e]));
      if (nb && !!(nb.open & opp(e)) === !!(open & e)) matches++;
    }
    return [popcount4(open & reachingMask), matches];
  };
  const [a0, m0] = score(false);
  const [a1, m1] = score(true);
  if (a1 !== a0) return a1 > a0;
  return m1 > m0;
}

/**
 * Cheap pre-check for revealReached: can any face-down goal be reached at all? Only if some
 * face-up neighbour of it has an open facing edge (reachability aside).
 */
export function mayReveal(maze: Maze): boolean {
  for (const g of maze.goals) {
    if (g.revealed) continue;
    for (const p of maze.placed) {
      const dx = g.x - p.x;
      const dy = g.y - p.y;
      if (Math.abs(dx) + Math.abs(dy) !== 1) continue;
      const e = dx === 1 ? E_ : dx === -1 ? W_ : dy === 1 ? S_ : N_;
      if (rotateMask(PATH_CARDS[p.card].open, p.rotated) & e) return true;
    }
    for (const o of maze.goals) {
      if (!o.revealed || Math.abs(o.x - g.x) + Math.abs(o.y - g.y) !== 1) continue;
      return true; // a revealed goal next to a face-down one: let the full check decide
    }
    if (Math.abs(g.x) + Math.abs(g.y) === 1) return true; // next to the start
  }
  return false;
}

/** Crystals on all placed cards (connected or not), §11.2. */
export function crystalsInMaze(maze: Maze): number {
  let n = 0;
  for (const p of maze.placed) n += PATH_CARDS[p.card]?.crystals ?? 0;
  return n;
}
