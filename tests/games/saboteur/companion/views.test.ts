// Companion views leak nothing (§13 of saboteur.md, companion §2.2, §2.5): before the reveal a
// view is the same whatever the other seats' roles, the leftover pile and the nugget deck are;
// classic nugget values and deluxe totals of other seats never change a view until the game ends.
import { describe, expect, it } from 'vitest';
import { companion, type CompanionState, type Role } from '../../../../src/games/saboteur/rules';
import { createRng, nextInt, shuffleInPlace } from '../../../../src/kit/random';
import { act, allSeen, start } from './helpers';
import { playRandomly, uniform } from '../../../support/randomPlay';

/** the same table with every hidden thing `viewer` may not know shuffled */
function reshuffleHidden(s: CompanionState, viewer: number | null, seed: number): CompanionState {
  const rng = createRng(seed);
  const t: CompanionState = JSON.parse(JSON.stringify(s));
  const others = t.roles.map((_, i) => i).filter((i) => i !== viewer);
  const pool: Role[] = shuffleInPlace(rng, [...others.map((i) => t.roles[i]!), ...t.leftoverRoles]);
  others.forEach((i, k) => {
    t.roles[i] = pool[k]!;
    t.privateLogs[i] = [];
  });
  t.leftoverRoles = pool.slice(others.length);
  t.nuggetDeck = shuffleInPlace(rng, t.nuggetDeck);
  for (const i of others) {
    t.nuggets[i] = t.nuggets[i]!.map(() => 1 + nextInt(rng, 3));
    if (t.gold[i]! > 0) t.gold[i] = 1 + nextInt(rng, 9);
  }
  t.rng = { s: nextInt(rng, 1e9) };
  return t;
}

describe('companion views leak nothing', () => {
  it.each([
    ['classic', 5],
    ['deluxe', 7],
  ] as const)('%s %i: table and seat views do not depend on hidden roles, piles or gold', (mode, n) => {
    const rng = createRng(n);
    for (let g = 0; g < 30; g++) {
      let s = start(mode, n, g);
      // walk a random stretch of the game, stopping before any reveal
      s = playRandomly(companion, s, {
        rng,
        seat: 'random',
        maxSteps: 10 + nextInt(rng, 30),
        choose(_s, _seat, rng, legal) {
          const acts = legal().filter((a) => a.type !== 'reveal' && a.type !== 'next');
          // nothing left but a reveal: the walk stops before it
          return acts.length ? uniform(rng, acts) : undefined;
        },
      }).state;
      if (s.revealed) continue;
      for (const viewer of [null, ...Array(n).keys()]) {
        const t = reshuffleHidden(s, viewer, g * 31 + (viewer ?? 99));
        expect(companion.view(t, viewer)).toEqual(companion.view(s, viewer));
      }
    }
  });

  it('the table view holds no role before the reveal; a seat view only its own', () => {
    const s = allSeen(start('deluxe', 6, 4));
    expect(companion.view(s, null).roles).toBeNull();
    expect(companion.view(s, null).me).toBeNull();
    expect(companion.view(s, 2).me!.role).toBe(s.roles[2]);
    expect(companion.view(s, 2).me!.log.map((e) => e.type)).toEqual(['role']);
  });

  it('classic: after the game every value is public in the outcome', () => {
    let s = allSeen(start('classic', 3, 2));
    for (let r = 0; r < 3; r++) {
      s = act(
        s,
        { type: 'round-over', seat: 0 },
        { type: 'answer', seat: 0, q: 'gold', value: false },
        { type: 'answer', seat: 0, q: 'last', value: 0 },
        { type: 'reveal', seat: 0 },
        { type: 'next', seat: 0 },
      );
      if (s.phase === 'roles') s = allSeen(s);
    }
    const v = companion.view(s, null);
    expect(v.rounds.every((r) => r.lines.every((l) => l.amount !== null))).toBe(true);
  });
});
