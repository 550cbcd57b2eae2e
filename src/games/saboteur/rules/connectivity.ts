// Connectivity (§7): the group graph, reaching goals, revealing them, and the door rule (§11.1).
import { PATH_CARDS } from './cards';
import { buildBoard, goalReachedAt, type Board } from './board';
import * as geometry from './geometry';

// module-local copies: imported bindings are slow to read in hot loops under some loaders
const { cellKey, DX, DY, EDGES, opp, popcount4, rotateMask, START_X, START_Y } = geometry;
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

export function makeCell(x: number, y: number, kind: Cell['kind'], def: PathCardDef, rotated: boolean): Cell {
  const groups = def.groups.map((g) => rotateMask(g, rotated));
  let doorMask = 0;
  if (def.door) for (const g of groups) if (popcount4(g) > 1) doorMask = g;
  return { x, y, kind, def, open: rotateMask(def.open, rotated), groups, doorMask };
}

/** Builds the cell index of a maze (start, placed cards, revealed goals). */
export function indexMaze(maze: Maze): { cells: Map<number, Cell>; goals: Map<number, GoalSlot> } {
  const cells = new Map<number, Cell>();
  cells.set(cellKey(START_X, START_Y), makeCell(START_X, START_Y, 'start', PATH_CARDS.start!, false));
  for (const p of maze.placed) {
    const def = PATH_CARDS[p.card];
    if (def) cells.set(cellKey(p.x, p.y), makeCell(p.x, p.y, 'placed', def, p.rotated));
  }
  const goals = new Map<number, GoalSlot>();
  for (const g of maze.goals) {
    goals.set(cellKey(g.x, g.y), g);
    if (g.revealed) cells.set(cellKey(g.x, g.y), makeCell(g.x, g.y, 'goal', PATH_CARDS[g.card]!, g.rotated));
  }
  return { cells, goals };
}

/**
 * Reachable open edges per cell. Seeds: the start's group and every ladder group.
 * `without` removes every door group of that colour from the graph (door rule).
 */
export function computeReach(
  cells: Map<number, Cell>,
  without: DoorColor | null = null,
): Map<number, number> {
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

/** §7 "goal reached" for one slot against a reach map. */
export function goalReached(cells: Map<number, Cell>, reach: Map<number, number>, g: GoalSlot): boolean {
  if (g.revealed) return (reach.get(cellKey(g.x, g.y)) ?? 0) !== 0;
  return reachingSides(cells, reach, g.x, g.y) !== 0;
}

/** Sides of slot (x,y) across which a reachable open edge faces it. */
export function reachingSides(
  cells: Map<number, Cell>,
  reach: Map<number, number>,
  x: number,
  y: number,
): number {
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
  const board = buildBoard(maze);
  return maze.goals
    .filter((_, i) => goalReachedAt(board, i))
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
  return doorRuleTeams(finder, freeOfGreen, freeOfBlue);
}

/**
 * §11.1 the door rule's table, once the gold is reached: which teams win, given the finder's team
 * and whether the gold has a way free of green doors and a way free of blue doors. Sorted, blue
 * first. (winningTeams reads the two facts off a maze; the companion asks them at round end.)
 */
export function doorRuleTeams(
  finder: 'green' | 'blue' | 'other',
  freeOfGreen: boolean,
  freeOfBlue: boolean,
): Team[] {
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

/** Does any face-down goal have a reachable open edge facing it? (then revealReached turns it) */
export function anyGoalToReveal(maze: Maze, board: Board): boolean {
  for (let i = 0; i < maze.goals.length; i++)
    if (!maze.goals[i]!.revealed && board.goalReach[i] !== 0) return true;
  return false;
}

/**
 * §7 reveal after a placement: repeat until nothing changes, turn every reached face-down goal
 * face up (gold unrotated, stones turned to fit). Returns the new goals, the revealed slots in
 * reveal order and the board of the maze with the new goals. Pure: the input maze is not touched.
 */
export function revealReached(
  maze: Maze,
  board: Board = buildBoard(maze),
): { goals: GoalSlot[]; revealed: GoalSlot[]; goldFound: boolean; board: Board } {
  let goals = maze.goals;
  const revealed: GoalSlot[] = [];
  let goldFound = false;
  let b = board;
  for (;;) {
    const turned: GoalSlot[] = [];
    for (let i = 0; i < goals.length; i++) {
      const g = goals[i]!;
      if (g.revealed) continue;
      const a = b.goalReach[i];
      if (!a) continue;
      let rotated = false;
      if (!g.gold) rotated = stoneOrientation(b, i, g, a);
      turned.push({ ...g, revealed: true, rotated });
    }
    if (!turned.length) break;
    goals = goals.map((g) => turned.find((t) => t.x === g.x && t.y === g.y) ?? g);
    for (const t of turned) {
      revealed.push(t);
      if (t.gold) goldFound = true;
    }
    b = buildBoard({ placed: maze.placed, goals });
  }
  return { goals, revealed, goldFound, board: b };
}

/** §7 stone goal orientation: most reaching sides open, then most matching neighbours, then unrotated. */
function stoneOrientation(b: Board, i: number, g: GoalSlot, reachingMask: number): boolean {
  // a goal card is a path card; i is the goal's slot, so the board's per-goal arrays hold it
  const def = PATH_CARDS[g.card]!;
  const nb = b.goalNb[i]!;
  const nbOpen = b.goalNbOpen[i]!;
  const score = (rotated: boolean): [number, number] => {
    const open = rotateMask(def.open, rotated);
    let matches = 0;
    for (const e of EDGES) if (nb & e && !!(nbOpen & e) === !!(open & e)) matches++;
    return [popcount4(open & reachingMask), matches];
  };
  const [a0, m0] = score(false);
  const [a1, m1] = score(true);
  if (a1 !== a0) return a1 > a0;
  return m1 > m0;
}

/** Crystals on all placed cards (connected or not), §11.2. */
export function crystalsInMaze(maze: Maze): number {
  let n = 0;
  for (const p of maze.placed) n += PATH_CARDS[p.card]?.crystals ?? 0;
  return n;
}
