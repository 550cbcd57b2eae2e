// Placing a path card (§6): canPlace, legalPlacements, and the reason a placement is illegal.
// All checks run on the grid board of board.ts.
import { isDeckPathCard, PATH_CARDS } from './cards';
import { buildBoard, fitsFrontier, frontierIndex, type Board } from './board';
import type { IllegalReason, Maze, PathCardDef } from './types';

const isPathCard = (id: string): boolean => PATH_CARDS[id] !== undefined;

type PlacementReason = Extract<
  IllegalReason,
  | 'not-a-path-card'
  | 'cell-taken'
  | 'edges-mismatch'
  | 'not-connected'
  | 'ladder-no-contact'
  | 'ladder-next-to-goal'
>;

const rot = (m: number): number => ((m << 2) | (m >> 2)) & 15;

/** §6.1 rules 1–4 on an analysed board; null when legal, else the first rule broken. */
export function placementReasonOn(
  board: Board,
  def: PathCardDef,
  x: number,
  y: number,
  rotated: boolean,
): PlacementReason | null {
  const open = rotated ? rot(def.open) : def.open;
  const i = frontierIndex(board, x, y);
  if (i >= 0) {
    // a free cell next to a face-up card
    const need = board.need[i]!; // i >= 0: a frontier index
    // rule 2: edges fit (a face-down goal is a wildcard)
    if ((open & (need | board.forbid[i]!)) !== need) return 'edges-mismatch';
    if (def.ladder) {
      // §6.3: touch a path card, and no goal slot among the four neighbours
      if (board.flags[i]! & 2) return 'ladder-next-to-goal';
      if (!(board.flags[i]! & 1)) return 'ladder-no-contact';
      return null;
    }
    // rule 3: a neighbour's facing edge is open and reachable
    return board.conn[i] !== 0 ? null : 'not-connected';
  }
  // rule 1: free cell
  const maze = board.maze;
  if (x === 0 && y === 0) return 'cell-taken';
  let nextToGoal = false;
  for (const g of maze.goals) {
    if (g.x === x && g.y === y) return 'cell-taken';
    if (Math.abs(g.x - x) + Math.abs(g.y - y) === 1) nextToGoal = true;
  }
  for (const p of maze.placed) if (p.x === x && p.y === y && isPathCard(p.card)) return 'cell-taken';
  // a free cell with no face-up neighbour: nothing to match, nothing to touch or connect to
  if (def.ladder) return nextToGoal ? 'ladder-next-to-goal' : 'ladder-no-contact';
  return 'not-connected';
}

/** Why `card` cannot go at (x,y) with `rotated` in this maze; null when it can (§6). */
export function placementReason(
  maze: Maze,
  card: string,
  x: number,
  y: number,
  rotated: boolean,
): PlacementReason | null {
  if (!isDeckPathCard(card)) return 'not-a-path-card';
  return placementReasonOn(buildBoard(maze), PATH_CARDS[card]!, x, y, rotated); // a deck path card (above)
}

/** §14 kernel: §6 rules 1–4 (bridges, ladders). false for ids that are not deck path cards. */
export function canPlace(maze: Maze, card: string, x: number, y: number, rotated: boolean): boolean {
  return placementReason(maze, card, x, y, rotated) === null;
}

/** legalPlacements on an analysed board: frontier cells in y, x order, unrotated first. */
export function legalPlacementsOn(board: Board, card: string): { x: number; y: number; rotated: boolean }[] {
  if (!isDeckPathCard(card)) return [];
  const def = PATH_CARDS[card]!; // a deck path card (above)
  const o0 = def.open;
  const o1 = rot(o0);
  const out: { x: number; y: number; rotated: boolean }[] = [];
  for (let i = 0; i < board.n; i++) {
    if (fitsFrontier(board, i, o0, def.ladder))
      out.push({ x: board.xs[i]!, y: board.ys[i]!, rotated: false });
    if (fitsFrontier(board, i, o1, def.ladder)) out.push({ x: board.xs[i]!, y: board.ys[i]!, rotated: true });
  }
  return out;
}

/** §14 kernel: every legal {x, y, rotated}, sorted by y, x, then rotated (false first). */
export function legalPlacements(maze: Maze, card: string): { x: number; y: number; rotated: boolean }[] {
  if (!isDeckPathCard(card)) return [];
  return legalPlacementsOn(buildBoard(maze), card);
}
