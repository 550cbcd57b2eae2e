// §2.1 edge model, §2.2 catalogue counts, §6.1 edge matching for every path shape and rotation.
import { describe, expect, it } from 'vitest';
import {
  buildDeck,
  canPlace,
  isDeckPathCard,
  PATH_CARDS,
  PATH_CARD_IDS,
} from '../../../../src/games/saboteur/rules';
import { E, maze, p } from './helpers';

const N = 1,
  EA = 2,
  S = 4,
  W = 8;
const rot = (m: number, r: boolean) => (r ? ((m << 2) | (m >> 2)) & 15 : m);
const deckCards = PATH_CARD_IDS.filter(isDeckPathCard);
const cases = deckCards.flatMap((id) => [false, true].map((r) => [id, r] as const));

describe('§2.2 catalogue', () => {
  it('classic deck: 40 path + 27 action = 67 cards', () => {
    const d = buildDeck('classic');
    expect(d.length).toBe(67);
    expect(d.filter(isDeckPathCard).length).toBe(40);
  });
  it('deluxe deck: 70 path + 48 action = 118 cards', () => {
    const d = buildDeck('deluxe');
    expect(d.length).toBe(118);
    expect(d.filter(isDeckPathCard).length).toBe(70);
  });
  it('deluxe crystals: 10 crystal cards with 1 crystal each', () => {
    const d = buildDeck('deluxe').filter(isDeckPathCard);
    expect(d.reduce((a, id) => a + PATH_CARDS[id]!.crystals, 0)).toBe(10);
  });
  it('every open edge is in exactly one group (§2.1)', () => {
    for (const id of PATH_CARD_IDS) {
      const c = PATH_CARDS[id];
      expect(c!.groups.reduce((a, g) => a | g, 0)).toBe(c!.open);
      expect(c!.groups.reduce((a, g) => a + g, 0)).toBe(c!.open); // disjoint
    }
  });
  it('dead-end cards: every group is a one-edge stub and there is no ladder (§2.1)', () => {
    for (const id of PATH_CARD_IDS) {
      const c = PATH_CARDS[id];
      const allStubs = c!.groups.every((g) => [1, 2, 4, 8].includes(g));
      expect(c!.deadEnd).toBe(allStubs && !c!.ladder);
    }
  });
});

describe('§6.1 rule 2: an open facing edge needs an open edge (start on each side)', () => {
  // T is the start's neighbour across `dir`; T's edge toward the start is opp(dir)
  const sides: [string, number, number, number][] = [
    ['N of start', 0, -1, S],
    ['E of start', 1, 0, W],
    ['S of start', 0, 1, N],
    ['W of start', -1, 0, EA],
  ];
  for (const [name, x, y, edge] of sides) {
    it.each(cases)(`${name}: %s rotated=%s is legal iff its edge toward the start is open`, (id, r) => {
      const open = (rot(PATH_CARDS[id]!.open, r) & edge) !== 0;
      expect(canPlace(E(), id, x, y, r)).toBe(open);
    });
  }
});

describe('§6.1 rule 2 against a closed facing edge; rule 3 needs a connection', () => {
  // straight-ew at (1,0): its N is closed. T = (1,-1) faces it with its S.
  const m = maze([p('straight-ew', 1, 0)]);
  it.each(cases)('%s rotated=%s above a closed N: ladders legal iff S closed; others never', (id, r) => {
    const def = PATH_CARDS[id];
    const sClosed = (rot(def!.open, r) & S) === 0;
    // (1,-1) also neighbours (0,-1) (empty) only; no reachable open edge faces it
    expect(canPlace(m, id, 1, -1, r)).toBe(def!.ladder ? sClosed : false);
  });
});

describe('§6.1 rule 3: an open but unreachable edge (a dead-end stub) gives no connection', () => {
  const m = maze([p('dead-cross', 1, 0)]);
  it.each(cases)(
    '%s rotated=%s at (2,0) against the stub: ladders legal iff W open; others never',
    (id, r) => {
      const def = PATH_CARDS[id];
      const wOpen = (rot(def!.open, r) & W) !== 0;
      expect(canPlace(m, id, 2, 0, r)).toBe(def!.ladder ? wOpen : false);
    },
  );
});

describe('§6.1 rule 1: free cell', () => {
  it('never on the start, a goal slot or a placed card', () => {
    expect(canPlace(E(), 'cross', 0, 0, false)).toBe(false);
    expect(canPlace(maze([p('straight-ew', 1, 0)]), 'cross', 1, 0, false)).toBe(false);
    const m = maze(Array.from({ length: 7 }, (_, i) => p('straight-ew', i + 1, 0)));
    expect(canPlace(m, 'cross', 8, 0, false)).toBe(false);
  });
});

describe('§6.2 connectivity through bridges, double curves and ladders', () => {
  it('a bridge placed by its E-W tunnel: the N-S tunnel is unreached, so nothing attaches to it', () => {
    const m = maze([p('bridge', 1, 0)]);
    expect(canPlace(m, 'straight-ns', 1, -1, false)).toBe(false);
    expect(canPlace(m, 'straight-ew', 2, 0, false)).toBe(true);
  });
  it('a bridge placed by its N-S tunnel only (legal: one path connected) carries N-S only', () => {
    // t-ns-e at (0,-1): N,E,S open; its E leads to (1,-1)
    const m = maze([p('t-ns-e', 0, -1), p('curve-nw', 1, -1), p('bridge', 1, -2)]);
    // curve-nw at (1,-1): N and W; W meets t-ns-e's E. Bridge at (1,-2): its S meets the curve's N.
    expect(canPlace(maze([p('t-ns-e', 0, -1), p('curve-nw', 1, -1)]), 'bridge', 1, -2, false)).toBe(true);
    expect(canPlace(m, 'straight-ns', 1, -3, false)).toBe(true); // N-S continues
    expect(canPlace(m, 'straight-ew', 2, -2, false)).toBe(false); // E-W side is not reached
  });
  it('double curve nw-se at (1,0): W-N reached from the start, E-S not', () => {
    const m = maze([p('double-curve-nw-se', 1, 0)]);
    expect(canPlace(m, 'straight-ns', 1, -1, false)).toBe(true);
    expect(canPlace(m, 'straight-ew', 2, 0, false)).toBe(false);
    expect(canPlace(m, 'straight-ns', 1, 1, false)).toBe(false);
  });
  it('double curve ne-sw rotated is the same shape; at (1,0) W-S reached, N-E not', () => {
    const m = maze([p('double-curve-ne-sw', 1, 0, true)]);
    expect(canPlace(m, 'straight-ns', 1, 1, false)).toBe(true);
    expect(canPlace(m, 'straight-ns', 1, -1, false)).toBe(false);
    expect(canPlace(m, 'straight-ew', 2, 0, false)).toBe(false);
  });
  it('a ladder is a seed: it makes the stub it meets reachable, nothing more (§6.3, §7)', () => {
    // ladder-n rotated opens S only: its closed N would face the dead-cross's open S stub (rule 2)
    expect(canPlace(maze([p('dead-cross', 1, 0)]), 'ladder-n', 1, 1, true)).toBe(false);
    expect(canPlace(maze([p('dead-cross', 1, 0)]), 'ladder-n', 1, 1, false)).toBe(true);
    const m2 = maze([p('dead-cross', 1, 0), p('ladder-n', 1, 1, false)]);
    // the ladder's N group joins the dead-cross's S stub: that stub becomes reachable, the E stub does not
    expect(canPlace(m2, 'straight-ew', 2, 0, false)).toBe(false);
    expect(canPlace(m2, 'dead-ew', 2, 1, false)).toBe(false); // ladder E closed, no connection
  });
});
