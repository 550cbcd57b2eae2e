// What the public log tells about a round that is over: the maze as it stood at the end, who
// was trapped, and the path that reached the gold. Pure; used by the end-of-round screen, since
// the engine sets up the next round's maze right away.
import { PATH_CARDS } from '../rules';
import type { GameEvent, GoalSlot, Placed } from '../rules/types';

export interface EndMaze {
  placed: Placed[];
  goals: GoalSlot[];
}

/** Replays the round's public placements and Rockfalls; goals come from the round-end entry. */
export function mazeAtRoundEnd(log: readonly GameEvent[], round: number): EndMaze | null {
  let placed: Placed[] = [];
  let goals: GoalSlot[] | null = null;
  for (const e of log) {
    if (!('round' in e) || e.round !== round) continue;
    if (e.type === 'place') placed.push({ x: e.x, y: e.y, card: e.card, rotated: e.rotated });
    else if (e.type === 'play' && e.card === 'rockfall')
      placed = placed.filter((p) => !(p.x === e.x && p.y === e.y));
    else if (e.type === 'round-end') goals = e.goals.map((g) => ({ ...g }));
  }
  return goals ? { placed, goals } : null;
}

const DIRS = [
  { bit: 1, dx: 0, dy: -1, opp: 4 },
  { bit: 2, dx: 1, dy: 0, opp: 8 },
  { bit: 4, dx: 0, dy: 1, opp: 1 },
  { bit: 8, dx: -1, dy: 0, opp: 2 },
];

const rot = (m: number, r: boolean) => (r ? ((m << 2) | (m >> 2)) & 15 : m);

/**
 * The shortest chain of cards from the start (or a ladder) to the gold goal, through tunnel
 * groups (a path never turns on a bridge). Empty when the gold is not reached.
 */
export function goldPath(maze: EndMaze): { x: number; y: number }[] {
  const gold = maze.goals.find((g) => g.gold);
  if (!gold) return [];
  type C = { x: number; y: number; groups: number[]; ladder: boolean };
  const cells = new Map<string, C>();
  const put = (x: number, y: number, id: string, r: boolean) => {
    const def = PATH_CARDS[id];
    if (def) cells.set(`${x},${y}`, { x, y, groups: def.groups.map((g) => rot(g, r)), ladder: def.ladder });
  };
  put(0, 0, 'start', false);
  for (const p of maze.placed) put(p.x, p.y, p.card, p.rotated);
  for (const g of maze.goals) if (g.revealed) put(g.x, g.y, g.card, g.rotated);
  // breadth-first over (cell, group) nodes
  const key = (c: C, gi: number) => `${c.x},${c.y}#${gi}`;
  const prev = new Map<string, string | null>();
  const queue: [C, number][] = [];
  for (const c of cells.values()) {
    if (!c.ladder) continue;
    c.groups.forEach((_, gi) => {
      prev.set(key(c, gi), null);
      queue.push([c, gi]);
    });
  }
  let end: string | null = null;
  while (queue.length) {
    const [c, gi] = queue.shift() as [C, number];
    if (c.x === gold.x && c.y === gold.y) {
      end = key(c, gi);
      break;
    }
    for (const d of DIRS) {
      if (!(c.groups[gi] & d.bit)) continue;
      const nb = cells.get(`${c.x + d.dx},${c.y + d.dy}`);
      if (!nb) continue;
      const ngi = nb.groups.findIndex((g) => (g & d.opp) !== 0);
      if (ngi < 0) continue;
      const k = key(nb, ngi);
      if (prev.has(k)) continue;
      prev.set(k, key(c, gi));
      queue.push([nb, ngi]);
    }
  }
  if (!end) return [];
  const out: { x: number; y: number }[] = [];
  for (let k: string | null = end; k; k = prev.get(k) ?? null) {
    const [x, y] = k.split('#')[0].split(',').map(Number);
    out.unshift({ x, y });
  }
  return out;
}
