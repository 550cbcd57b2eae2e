// The fast maze analysis behind placement and reveal checks (§6, §7). A maze is laid onto a
// scratch grid of typed arrays (allocated once, cleared after each use), reachability is one flood
// fill over (cell, connection group) pairs with precomputed edge masks per card and rotation, and
// the result is kept as a small Board: the frontier (empty cells next to a face-up card) with four
// edge masks per cell, so a placement check is a couple of bitwise operations, plus what the goal
// reveal needs per goal slot. Internal and never stored in a state: states stay plain JSON.
// Engine states get their board from a per-maze memo (`boardOf`).
import { PATH_CARDS, PATH_CARD_IDS } from './cards';
import type { GoalSlot, Maze, PathCardDef } from './types';

// Edge masks N=1, E=2, S=4, W=8 (geometry.ts); edge index 0..3 in this order.
const EDGE_BIT = [1, 2, 4, 8];
const OPP_BIT = [4, 8, 1, 2];
const DXS = [0, 1, 0, -1];
const DYS = [-1, 0, 1, 0];

const rot = (m: number): number => ((m << 2) | (m >> 2)) & 15;

/** Card-rotation code: cardIndex * 2 + (rotated ? 1 : 0); 0 and 1 are `start`. */
const CARD_INDEX: Record<string, number> = Object.fromEntries(PATH_CARD_IDS.map((id, i) => [id, i]));
const NCR = PATH_CARD_IDS.length * 2;
/** open edges per card-rotation */
const CR_OPEN = new Uint8Array(NCR);
/** per card-rotation and edge index: the mask of the connection group holding that edge (0 if closed) */
const CR_GROUP = new Uint8Array(NCR * 4);
const CR_LADDER = new Uint8Array(NCR);
for (let c = 0; c < PATH_CARD_IDS.length; c++) {
  const def: PathCardDef = PATH_CARDS[PATH_CARD_IDS[c]!]!;
  for (let r = 0; r < 2; r++) {
    const cr = c * 2 + r;
    CR_OPEN[cr] = r ? rot(def.open) : def.open;
    CR_LADDER[cr] = def.ladder ? 1 : 0;
    for (const g0 of def.groups) {
      const g = r ? rot(g0) : g0;
      for (let e = 0; e < 4; e++) if (g & EDGE_BIT[e]!) CR_GROUP[cr * 4 + e] = g;
    }
  }
}

/**
 * A maze analysed once. The frontier lists the empty non-goal cells next to at least one face-up
 * card (start, placed card, revealed goal), sorted by y then x, with per cell: `need` = edges facing
 * an open edge of a face-up neighbour (must be open), `forbid` = edges facing a closed one (must be
 * closed), `conn` = those of `need` whose facing edge is reachable; `flags` bit 1 = touches the
 * start or a placed card, bit 2 = next to a goal slot.
 */
export interface Board {
  maze: Maze;
  n: number;
  xs: number[];
  ys: number[];
  need: number[];
  forbid: number[];
  conn: number[];
  flags: number[];
  /**
   * per goal slot (index in maze.goals): face down = sides across which a reachable open edge of
   * a face-up neighbour faces it; revealed = its own reachable edges
   */
  goalReach: number[];
  /** per goal slot: sides with a face-up neighbour, and those whose facing edge is open */
  goalNb: number[];
  goalNbOpen: number[];
}

interface Grid {
  x0: number;
  y0: number;
  w: number;
  h: number;
  /** card-rotation code + 1 of the face-up card; 0 = none */
  cr: Int16Array;
  /** 1 = goal slot */
  goal: Uint8Array;
  /** reachable open edges */
  reach: Uint8Array;
  /** 1 = already listed in the frontier */
  mark: Uint8Array;
}

function makeGrid(x0: number, y0: number, w: number, h: number): Grid {
  const size = w * h;
  return {
    x0,
    y0,
    w,
    h,
    cr: new Int16Array(size),
    goal: new Uint8Array(size),
    reach: new Uint8Array(size),
    mark: new Uint8Array(size),
  };
}

// one shared scratch grid covering -126..125 in x and y (mazes further out get their own grid)
const SPAN = 256;
const SCRATCH = makeGrid(-SPAN / 2, -SPAN / 2, SPAN, SPAN);
const STACK: number[] = [];
const KEYS: number[] = [];

/** Lays `maze` onto a grid, floods reachability (§7: seeds are the start and every ladder group), reads the frontier. */
export function buildBoard(maze: Maze): Board {
  const grid = gridFor(maze.placed, maze.goals);
  const faceUp = layOut(grid, maze.placed, maze.goals);
  flood(grid, faceUp);
  const board = frontierBoard(maze, grid, frontierKeys(grid, faceUp));
  readGoals(board, grid);
  // clear the scratch grid (only the cells written)
  const { x0, y0, w, cr, goal, reach } = grid;
  for (let i = 0; i < faceUp.length; i++) {
    cr[faceUp[i]!] = 0;
    reach[faceUp[i]!] = 0;
  }
  for (const g of maze.goals) goal[(g.y - y0) * w + (g.x - x0)] = 0;
  return board;
}

// Index reads below are marked !: grid keys k and nk are cells inside the grid (it has a margin
// of 2 around every laid card and goal slot, so a neighbour of one is inside too), the card-
// rotation code c of a face-up cell is below NCR, e runs 0..3, and i stays below its array.

/** The shared scratch grid when the maze fits in it with a margin of 2, else a grid of its own. */
function gridFor(placed: Maze['placed'], goals: Maze['goals']): Grid {
  let minX = 0;
  let maxX = 0;
  let minY = 0;
  let maxY = 0;
  for (let i = 0; i < placed.length; i++) {
    const p = placed[i]!;
    if (p.x < minX) minX = p.x;
    if (p.x > maxX) maxX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.y > maxY) maxY = p.y;
  }
  for (let i = 0; i < goals.length; i++) {
    const g = goals[i]!;
    if (g.x < minX) minX = g.x;
    if (g.x > maxX) maxX = g.x;
    if (g.y < minY) minY = g.y;
    if (g.y > maxY) maxY = g.y;
  }
  const s = SCRATCH;
  const inScratch = minX - 2 >= s.x0 && minY - 2 >= s.y0 && maxX + 2 < s.x0 + s.w && maxY + 2 < s.y0 + s.h;
  return inScratch ? s : makeGrid(minX - 2, minY - 2, maxX - minX + 5, maxY - minY + 5);
}

/** Lays out the start, the placed cards and the goal slots (revealed goals are face-up cards); returns the face-up cells' keys. */
function layOut(grid: Grid, placed: Maze['placed'], goals: Maze['goals']): number[] {
  const { x0, y0, w, cr, goal } = grid;
  const faceUp = KEYS;
  faceUp.length = 0;
  const startK = (0 - y0) * w + (0 - x0);
  cr[startK] = 1;
  faceUp.push(startK);
  for (let i = 0; i < placed.length; i++) {
    const p = placed[i]!;
    const c = CARD_INDEX[p.card];
    if (c === undefined) continue;
    const k = (p.y - y0) * w + (p.x - x0);
    if (!cr[k]) faceUp.push(k);
    cr[k] = c * 2 + (p.rotated ? 1 : 0) + 1;
  }
  for (let i = 0; i < goals.length; i++) {
    const g = goals[i]!;
    const k = (g.y - y0) * w + (g.x - x0);
    goal[k] = 1;
    if (g.revealed) {
      if (!cr[k]) faceUp.push(k);
      cr[k] = CARD_INDEX[g.card]! * 2 + (g.rotated ? 1 : 0) + 1;
    }
  }
  return faceUp;
}

/** §7 reachability: one flood from every ladder group (the start is a ladder) over (cell, connection group) pairs. */
function flood(grid: Grid, faceUp: readonly number[]): void {
  const { w, cr, reach } = grid;
  const stack = STACK;
  stack.length = 0;
  for (let i = 0; i < faceUp.length; i++) {
    const k = faceUp[i]!;
    const c = cr[k]! - 1;
    if (!CR_LADDER[c]) continue;
    for (let e = 0; e < 4; e++) {
      const g = CR_GROUP[c * 4 + e]!;
      if (g && !(reach[k]! & g)) {
        reach[k]! |= g;
        stack.push(k, g);
      }
    }
  }
  while (stack.length) {
    const g = stack.pop() as number;
    const k = stack.pop() as number;
    for (let e = 0; e < 4; e++) {
      if (!(g & EDGE_BIT[e]!)) continue;
      const nk = k + DXS[e]! + DYS[e]! * w;
      const c = cr[nk]! - 1;
      if (c < 0) continue;
      const ng = CR_GROUP[c * 4 + ((e + 2) & 3)]!;
      if (!ng || reach[nk]! & ng) continue;
      reach[nk]! |= ng;
      stack.push(nk, ng);
    }
  }
}

/** The frontier's grid keys: empty non-goal neighbours of face-up cards, in grid order (y, then x). */
function frontierKeys(grid: Grid, faceUp: readonly number[]): number[] {
  const { w, cr, goal, mark } = grid;
  const fk: number[] = [];
  for (let i = 0; i < faceUp.length; i++) {
    const k = faceUp[i]!;
    for (let e = 0; e < 4; e++) {
      const nk = k + DXS[e]! + DYS[e]! * w;
      if (cr[nk] || goal[nk] || mark[nk]) continue;
      mark[nk] = 1;
      fk.push(nk);
    }
  }
  // insertion sort (a few dozen small integers): grid order is y, then x
  for (let i = 1; i < fk.length; i++) {
    const v = fk[i]!;
    let j = i - 1;
    while (j >= 0 && fk[j]! > v) {
      fk[j + 1] = fk[j]!;
      j--;
    }
    fk[j + 1] = v;
  }
  return fk;
}

/**
 * The board of `maze` with its frontier read (per cell, §6.1 rules 2–4: its place, the edges it
 * must open and close, those reaching, its neighbours); the goal slots are read next (readGoals).
 */
function frontierBoard(maze: Maze, grid: Grid, fk: readonly number[]): Board {
  const { x0, y0, w, cr, goal, reach, mark } = grid;
  const n = fk.length;
  const xs: number[] = new Array(n);
  const ys: number[] = new Array(n);
  const need: number[] = new Array(n);
  const forbid: number[] = new Array(n);
  const conn: number[] = new Array(n);
  const flags: number[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const k = fk[i]!;
    mark[k] = 0;
    let nd = 0;
    let fb = 0;
    let cn = 0;
    let fl = 0;
    for (let e = 0; e < 4; e++) {
      const nk = k + DXS[e]! + DYS[e]! * w;
      const isGoal = goal[nk]!;
      if (isGoal) fl |= 2;
      const c = cr[nk]! - 1;
      if (c < 0) continue;
      if (!isGoal) fl |= 1;
      const f = OPP_BIT[e]!;
      if (CR_OPEN[c]! & f) {
        nd |= EDGE_BIT[e]!;
        if (reach[nk]! & f) cn |= EDGE_BIT[e]!;
      } else fb |= EDGE_BIT[e]!;
    }
    const x = k % w;
    xs[i] = x + x0;
    ys[i] = (k - x) / w + y0;
    need[i] = nd;
    forbid[i] = fb;
    conn[i] = cn;
    flags[i] = fl;
  }
  return { maze, n, xs, ys, need, forbid, conn, flags, goalReach: [], goalNb: [], goalNbOpen: [] };
}

/** Goal slots (§7): reaching sides (face down) or own reach (revealed); neighbours for stone orientation. */
function readGoals(board: Board, grid: Grid): void {
  const { x0, y0, w, cr, reach } = grid;
  const { goalReach, goalNb, goalNbOpen } = board;
  const goals = board.maze.goals;
  for (let i = 0; i < goals.length; i++) {
    const g = goals[i]!;
    const k = (g.y - y0) * w + (g.x - x0);
    let sides = 0;
    let nb = 0;
    let nbOpen = 0;
    for (let e = 0; e < 4; e++) {
      const nk = k + DXS[e]! + DYS[e]! * w;
      const c = cr[nk]! - 1;
      if (c < 0) continue;
      nb |= EDGE_BIT[e]!;
      const f = OPP_BIT[e]!;
      if (CR_OPEN[c]! & f) {
        nbOpen |= EDGE_BIT[e]!;
        if (reach[nk]! & f) sides |= EDGE_BIT[e]!;
      }
    }
    goalReach.push(g.revealed ? reach[k]! : sides);
    goalNb.push(nb);
    goalNbOpen.push(nbOpen);
  }
}

/** Can a card with open edges `open` (already rotated) go on frontier cell i? (§6.1 rules 2–4, §6.3) */
export function fitsFrontier(b: Board, i: number, open: number, ladder: boolean): boolean {
  // i is an index of the frontier (below b.n), so every per-cell array holds it
  const need = b.need[i]!;
  if ((open & (need | b.forbid[i]!)) !== need) return false;
  if (ladder) return (b.flags[i]! & 3) === 1;
  return b.conn[i] !== 0;
}

/** Index of (x, y) in the frontier, or -1. */
export function frontierIndex(b: Board, x: number, y: number): number {
  for (let i = 0; i < b.n; i++) if (b.xs[i] === x && b.ys[i] === y) return i;
  return -1;
}

/** §7 "goal reached" for the slot at index i of maze.goals. */
export function goalReachedAt(b: Board, i: number): boolean {
  return b.goalReach[i] !== 0;
}

// Engine states share maze objects between states until the maze changes, so one board per maze
// object serves legalActions, illegalReason and apply. A small ring of recent mazes is kept
// (a WeakMap entry per maze made garbage collection far slower); each entry is checked against
// the arrays it was built from, their lengths and the revealed goals, so a maze whose arrays are
// replaced, pushed to or spliced, or whose goals are turned, is analysed again. (Engine mazes are
// never edited in place; the kernel functions of §14 build a fresh board on every call.)
interface Memo {
  maze: Maze | null;
  placed: Maze['placed'] | null;
  goals: Maze['goals'] | null;
  len: number;
  revealed: number;
  board: Board | null;
}
const RING = 8;
const MEMO: Memo[] = Array.from({ length: RING }, () => ({
  maze: null,
  placed: null,
  goals: null,
  len: 0,
  revealed: 0,
  board: null,
}));
let next = 0;

function revealedMask(goals: readonly GoalSlot[]): number {
  let m = 0;
  for (let i = 0; i < goals.length; i++) if (goals[i]!.revealed) m |= 1 << i;
  return m;
}

/** Stores `board` as the analysis of `maze` (which must be what it was built from). */
export function remember(maze: Maze, board: Board): Board {
  let m: Memo | null = null;
  for (let i = 0; i < RING; i++) if (MEMO[i]!.maze === maze) m = MEMO[i]!;
  if (m === null) {
    m = MEMO[next]!;
    next = (next + 1) % RING;
  }
  m.maze = maze;
  m.placed = maze.placed;
  m.goals = maze.goals;
  m.len = maze.placed.length;
  m.revealed = revealedMask(maze.goals);
  m.board = board;
  return board;
}

/** The board of a maze held in an engine state (memoised for recently seen maze objects). */
export function boardOf(maze: Maze): Board {
  for (let i = 0; i < RING; i++) {
    const m = MEMO[i]!;
    if (
      m.maze === maze &&
      m.placed === maze.placed &&
      m.goals === maze.goals &&
      m.len === maze.placed.length &&
      m.revealed === revealedMask(maze.goals)
    )
      return m.board as Board;
  }
  return remember(maze, buildBoard(maze));
}
