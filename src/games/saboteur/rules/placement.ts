// Placing a path card (§6): canPlace, legalPlacements, and the reason a placement is illegal.
import { isDeckPathCard, PATH_CARDS } from './cards';
import { analyze, type Board } from './connectivity';
import * as geometry from './geometry';

// module-local copies: imported bindings are slow to read in hot loops under some loaders
const { cellKey, DX, DY, EDGES, opp, rotateMask, START_X, START_Y } = geometry;
import type { IllegalReason, Maze, PathCardDef } from './types';

export type PlacementReason = Extract<
  IllegalReason,
  'not-a-path-card' | 'cell-taken' | 'edges-mismatch' | 'not-connected' | 'ladder-no-contact' | 'ladder-next-to-goal'
>;

/** §6.1 rules 1–4 on an analysed board; null when legal, else the first rule broken. */
export function placementReasonOn(board: Board, def: PathCardDef, x: number, y: number, rotated: boolean): PlacementReason | null {
  const key = cellKey(x, y);
  // rule 1: free cell
  if ((x === START_X && y === START_Y) || board.goals.has(key) || board.cells.has(key)) return 'cell-taken';
  const open = rotateMask(def.open, rotated);
  let connected = false;
  let touches = false;
  let nextToGoal = false;
  let mismatch = false;
  for (const e of EDGES) {
    const nk = cellKey(x + DX[e], y + DY[e]);
    if (board.goals.has(nk)) nextToGoal = true;
    const nb = board.cells.get(nk);
    if (!nb) continue; // empty, or a face-down goal: a wildcard (§6.1 rule 2)
    if (nb.kind !== 'goal') touches = true;
    const f = opp(e);
    const nbOpen = (nb.open & f) !== 0;
    // rule 2: edges fit
    if (nbOpen !== ((open & e) !== 0)) mismatch = true;
    // rule 3: a neighbour's facing edge is open and reachable
    else if (nbOpen && ((board.reach.get(nk) ?? 0) & f) !== 0) connected = true;
  }
  if (mismatch) return 'edges-mismatch';
  if (def.ladder) {
    // §6.3: touch a path card, and no goal slot among the four neighbours
    if (nextToGoal) return 'ladder-next-to-goal';
    if (!touches) return 'ladder-no-contact';
    return null;
  }
  return connected ? null : 'not-connected';
}

/** Why `card` cannot go at (x,y) with `rotated` in this maze; null when it can (§6). */
export function placementReason(maze: Maze, card: string, x: number, y: number, rotated: boolean): PlacementReason | null {
  if (!isDeckPathCard(card)) return 'not-a-path-card';
  return placementReasonOn(analyze(maze), PATH_CARDS[card], x, y, rotated);
}

/** §14 kernel: §6 rules 1–4 (bridges, ladders). false for ids that are not deck path cards. */
export function canPlace(maze: Maze, card: string, x: number, y: number, rotated: boolean): boolean {
  return placementReason(maze, card, x, y, rotated) === null;
}

/** Empty cells next to a face-up card: the only cells where a placement can be legal. */
export function candidateCells(board: Board): { x: number; y: number }[] {
  const seen = new Set<number>();
  const out: { x: number; y: number }[] = [];
  for (const cell of board.cells.values()) {
    for (const e of EDGES) {
      const x = cell.x + DX[e];
      const y = cell.y + DY[e];
      const k = cellKey(x, y);
      if (seen.has(k)) continue;
      seen.add(k);
      if (board.cells.has(k) || board.goals.has(k)) continue;
      out.push({ x, y });
    }
  }
  out.sort((a, b) => a.y - b.y || a.x - b.x);
  return out;
}

/** legalPlacements on an analysed board (for callers that test many cards against one maze). */
export function legalPlacementsOn(
  board: Board,
  card: string,
  cells: { x: number; y: number }[] = candidateCells(board),
): { x: number; y: number; rotated: boolean }[] {
  if (!isDeckPathCard(card)) return [];
  const def = PATH_CARDS[card];
  const out: { x: number; y: number; rotated: boolean }[] = [];
  for (const c of cells) {
    if (placementReasonOn(board, def, c.x, c.y, false) === null) out.push({ x: c.x, y: c.y, rotated: false });
    if (placementReasonOn(board, def, c.x, c.y, true) === null) out.push({ x: c.x, y: c.y, rotated: true });
  }
  return out;
}

/** §14 kernel: every legal {x, y, rotated}, sorted by y, x, then rotated (false first). */
export function legalPlacements(maze: Maze, card: string): { x: number; y: number; rotated: boolean }[] {
  if (!isDeckPathCard(card)) return [];
  return legalPlacementsOn(analyze(maze), card);
}
