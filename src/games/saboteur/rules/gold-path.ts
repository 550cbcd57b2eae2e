// The path that reached the gold (§7), for the end-of-round summary: the shortest chain of
// cards from the start (or a ladder) to the gold goal, through tunnel groups (a path never turns
// on a bridge). Worked out once when the round ends; the screen lights it from the summary.
import { PATH_CARDS } from './cards';
import { cellKey, DX, DY, EDGES, opp, rotateMask, START_X, START_Y } from './geometry';
import type { GoalSlot, Placed } from './types';

interface PathCell {
  x: number;
  y: number;
  groups: number[];
  ladder: boolean;
}

/** The cells from a ladder (the start is one) to the gold goal, in order; empty when not reached. */
export function goldPath(placed: readonly Placed[], goals: readonly GoalSlot[]): { x: number; y: number }[] {
  const gold = goals.find((g) => g.gold);
  if (!gold) return [];
  const cells = new Map<number, PathCell>();
  const put = (x: number, y: number, id: string, rotated: boolean) => {
    const def = PATH_CARDS[id];
    if (def)
      cells.set(cellKey(x, y), {
        x,
        y,
        groups: def.groups.map((g) => rotateMask(g, rotated)),
        ladder: def.ladder,
      });
  };
  put(START_X, START_Y, 'start', false);
  for (const p of placed) put(p.x, p.y, p.card, p.rotated);
  for (const g of goals) if (g.revealed) put(g.x, g.y, g.card, g.rotated);
  // breadth-first over (cell, group) nodes
  type Node = { cell: PathCell; group: number; prev: Node | null };
  const seen = new Set<string>();
  const queue: Node[] = [];
  for (const cell of cells.values()) {
    if (!cell.ladder) continue;
    cell.groups.forEach((_, group) => {
      seen.add(`${cellKey(cell.x, cell.y)}#${group}`);
      queue.push({ cell, group, prev: null });
    });
  }
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head]!;
    const { cell, group } = node;
    if (cell.x === gold.x && cell.y === gold.y) {
      const out: { x: number; y: number }[] = [];
      for (let n: Node | null = node; n; n = n.prev) out.unshift({ x: n.cell.x, y: n.cell.y });
      return out;
    }
    for (const edge of EDGES) {
      if (!(cell.groups[group]! & edge)) continue; // group is one of the cell's own groups
      const next = cells.get(cellKey(cell.x + DX[edge], cell.y + DY[edge]));
      if (!next) continue;
      const nextGroup = next.groups.findIndex((g) => (g & opp(edge)) !== 0);
      if (nextGroup < 0) continue;
      const key = `${cellKey(next.x, next.y)}#${nextGroup}`;
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push({ cell: next, group: nextGroup, prev: node });
    }
  }
  return [];
}
