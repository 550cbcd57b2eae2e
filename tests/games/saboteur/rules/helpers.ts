// Test helpers: §16 notation (E = empty maze with face-down goals, row(a..b) = straight-ew on y=0).
import type { GoalSlot, Maze, Placed } from '../../../../src/games/saboteur/rules';

export function goals(
  goldY = 0,
  stones: { ne: number; nw: number } | null = null,
  revealed: number[] = [],
): GoalSlot[] {
  const ys = [-2, 0, 2];
  const others = ys.filter((y) => y !== goldY);
  const ne = stones ? stones.ne : others[0];
  const nw = stones ? stones.nw : others[1];
  return ys.map((y) => ({
    x: 8,
    y,
    gold: y === goldY,
    revealed: revealed.includes(y),
    card:
      y === goldY ? 'goal-gold' : y === ne ? 'goal-stone-ne' : y === nw ? 'goal-stone-nw' : 'goal-stone-ne',
    rotated: false,
  }));
}

export function E(goldY = 0): Maze {
  return { placed: [], goals: goals(goldY) };
}

export function row(a: number, b: number, y = 0): Placed[] {
  const out: Placed[] = [];
  for (let x = a; x <= b; x++) out.push({ x, y, card: 'straight-ew', rotated: false });
  return out;
}

export function maze(placed: Placed[], g: GoalSlot[] = goals()): Maze {
  return { placed, goals: g };
}

export function p(card: string, x: number, y: number, rotated = false): Placed {
  return { x, y, card, rotated };
}

/** the JSON round trip must be exact */
export function isPlainJson(v: unknown): boolean {
  return JSON.stringify(JSON.parse(JSON.stringify(v))) === JSON.stringify(v);
}
