// Board geometry and the edge model (§2.1, §3): edges as bit masks, 180° rotation, neighbours.
// x grows east, y grows south. N of (x,y) is (x,y-1).

export const N = 1;
export const E = 2;
export const S = 4;
export const W = 8;
export const EDGES = [N, E, S, W] as const;
/** One edge's bit: N, E, S or W. */
export type Edge = (typeof EDGES)[number];
/** dx, dy of the neighbour across each edge */
export const DX: Readonly<Record<Edge, number>> = { [N]: 0, [E]: 1, [S]: 0, [W]: -1 };
export const DY: Readonly<Record<Edge, number>> = { [N]: -1, [E]: 0, [S]: 1, [W]: 0 };

/** The facing edge: N↔S, E↔W. */
export function opp(edge: number): number {
  return edge === N ? S : edge === S ? N : edge === E ? W : E;
}

/** Rotating a card 180° swaps N↔S and E↔W on an edge mask. */
export function rotateMask(mask: number, rotated: boolean): number {
  return rotated ? ((mask << 2) | (mask >> 2)) & 15 : mask;
}

/** 'NES' → mask */
export function parseEdges(s: string): number {
  let m = 0;
  for (const ch of s) m |= ch === 'N' ? N : ch === 'E' ? E : ch === 'S' ? S : ch === 'W' ? W : 0;
  return m;
}

/** Numeric cell key for internal lookups (never stored in state). */
export function cellKey(x: number, y: number): number {
  return (x + 4096) * 8192 + (y + 4096);
}

export function popcount4(m: number): number {
  return (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1);
}

export const START_X = 0;
export const START_Y = 0;
/** Goal slots (§3) */
export const GOAL_SLOTS: readonly { x: number; y: number }[] = [
  { x: 8, y: -2 },
  { x: 8, y: 0 },
  { x: 8, y: 2 },
];
