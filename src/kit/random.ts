// Seeded PRNG whose whole state is plain JSON ({ s: number }), so it can live inside a game
// state, be saved, exported and replayed exactly. Algorithm: mulberry32 (32-bit state,
// fast, good enough for shuffles and dice; not for cryptography).

export interface Rng {
  /** unsigned 32-bit state */
  s: number;
}

/** Mixes any number of integers into one 32-bit seed (for derived streams: seed + slot). */
export function deriveSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const p of parts) {
    let x = p | 0;
    for (let i = 0; i < 4; i++) {
      h ^= x & 0xff;
      h = Math.imul(h, 0x01000193);
      x >>>= 8;
    }
  }
  return h >>> 0;
}

export function createRng(seed: number): Rng {
  return { s: seed >>> 0 };
}

/** Advances `rng` in place and returns u in [0, 1). Works on Immer drafts too. */
export function nextFloat(rng: Rng): number {
  let t = (rng.s = (rng.s + 0x6d2b79f5) >>> 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Integer in [0, n). */
export function nextInt(rng: Rng, n: number): number {
  return Math.floor(nextFloat(rng) * n);
}

/** One six-sided die (or `sides`), 1-based. */
export function rollDie(rng: Rng, sides = 6): number {
  return 1 + nextInt(rng, sides);
}

/** Fisher–Yates shuffle in place; returns the same array. */
export function shuffleInPlace<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}

/** A fresh seed for a new game: the only place the app uses non-deterministic randomness. */
export function freshSeed(): number {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return buf[0] as number;
}
