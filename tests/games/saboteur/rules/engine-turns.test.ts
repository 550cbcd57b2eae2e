// §1 config, §4 setup, §5 turns, §8 action cards, §9 round end, §12 rounds.
import { describe, expect, it } from 'vitest';
import {
  illegalReason,
  rules,
  legalActions,
  type Action,
  type State,
} from '../../../../src/games/saboteur/rules';
import { craft, expectRefused, fresh } from './engine-helpers';

const hands = (n: number, first: string[]) =>
  Array.from({ length: n }, (_, i) => (i === 0 ? first : ['map']));

describe('§1 configuration', () => {
  it('defaultConfig: classic for 3–10, deluxe for 2, 11, 12, first player 0', () => {
    for (let n = 2; n <= 12; n++) {
      expect(rules.defaultConfig(n)).toEqual({
        mode: n >= 3 && n <= 10 ? 'classic' : 'deluxe',
        players: n,
        firstPlayer: 0,
      });
      expect(() => rules.setup(rules.defaultConfig(n), 1)).not.toThrow();
    }
    expect([rules.minPlayers, rules.maxPlayers]).toEqual([2, 12]);
  });
  it.each([
    ['classic', 2, 0],
    ['classic', 11, 0],
    ['deluxe', 1, 0],
    ['deluxe', 13, 0],
    ['classic', 5, 5],
    ['classic', 5, -1],
  ] as const)('setup refuses %s with %i players, first %i (bad-config)', (mode, players, firstPlayer) => {
    expect(() => rules.setup({ mode, players, firstPlayer }, 1)).toThrow(
      expect.objectContaining({ code: 'bad-config' }),
    );
  });
});

describe('§2.4 / §4 round setup', () => {
  const classic: [number, number, number, number][] = [
    [3, 1, 3, 6],
    [4, 1, 4, 6],
    [5, 2, 4, 6],
    [6, 2, 5, 5],
    [7, 3, 5, 5],
    [8, 3, 6, 4],
    [9, 3, 7, 4],
    [10, 4, 7, 4],
  ];
  it.each(classic)(
    'classic %i players: role pile %i saboteurs + %i diggers, hand %i, one role left over',
    (n, sab, dig, h) => {
      const s = fresh('classic', n, 7);
      expect(s.roles.length + s.leftoverRoles.length).toBe(sab + dig);
      expect(s.leftoverRoles.length).toBe(1);
      expect([...s.roles, ...s.leftoverRoles].filter((r) => r === 'saboteur').length).toBe(sab);
      expect(s.hands.every((hd) => hd.length === h)).toBe(true);
      expect(s.deck.length).toBe(67 - n * h);
      expect(s.nuggetDeck.length).toBe(28);
    },
  );
  it.each([2, 5, 12])('deluxe %i players: 10 set aside, 6 each, 15 roles', (n) => {
    const s = fresh('deluxe', n, 3);
    expect(s.setAside.length).toBe(10);
    expect(s.hands.every((hd) => hd.length === 6)).toBe(true);
    expect(s.deck.length).toBe(118 - 10 - 6 * n);
    expect(s.roles.length + s.leftoverRoles.length).toBe(15);
  });
  it('§3 start and goals: three face-down goals at (8,-2), (8,0), (8,2), exactly one gold', () => {
    const s = fresh('classic', 4);
    expect(s.maze.placed).toEqual([]);
    expect(s.maze.goals.map((g) => [g.x, g.y, g.revealed])).toEqual([
      [8, -2, false],
      [8, 0, false],
      [8, 2, false],
    ]);
    expect(s.maze.goals.filter((g) => g.gold).length).toBe(1);
  });
  it('setup is deterministic in (config, seed)', () => {
    expect(JSON.stringify(fresh('deluxe', 7, 99))).toBe(JSON.stringify(fresh('deluxe', 7, 99)));
  });
});

describe('§5 turns', () => {
  it('placing draws 1 card and passes the turn clockwise', () => {
    const s = craft('classic', 3, { hands: hands(3, ['straight-ew', 'map']), deck: ['cross', 'map'] });
    const t = rules.apply(s, { type: 'place', seat: 0, card: 'straight-ew', x: 1, y: 0, rotated: false });
    expect(t.maze.placed).toEqual([{ x: 1, y: 0, card: 'straight-ew', rotated: false }]);
    expect([...t.hands[0]!].sort()).toEqual(['map', 'map']);
    expect(t.deck).toEqual(['cross']);
    expect(t.current).toBe(1);
  });
  it('an action by a seat not to act throws not-your-turn and changes nothing', () => {
    const s = craft('classic', 3, { hands: hands(3, ['straight-ew']) });
    expectRefused(s, { type: 'pass', seat: 1, discard: ['map'] }, 'not-your-turn');
  });
  it('card-not-in-hand, illegal-placement, wrong-phase', () => {
    const s = craft('classic', 3, { hands: hands(3, ['straight-ew']) });
    expectRefused(
      s,
      { type: 'place', seat: 0, card: 'cross', x: 1, y: 0, rotated: false },
      'card-not-in-hand',
    );
    expectRefused(
      s,
      { type: 'place', seat: 0, card: 'straight-ew', x: 0, y: 1, rotated: false },
      'illegal-placement',
    );
    expect(
      illegalReason(s, { type: 'place', seat: 0, card: 'straight-ew', x: 0, y: 1, rotated: false }),
    ).toBe('edges-mismatch');
    expectRefused(s, { type: 'pick-nugget', seat: 0, value: 1 }, 'wrong-phase');
  });
  it('a broken tool forbids placing, not playing or passing (tools-broken)', () => {
    const s = craft('classic', 3, {
      hands: hands(3, ['straight-ew', 'map']),
      front: [[{ card: 'break-cart', order: 1 }], [], []],
    });
    expectRefused(
      s,
      { type: 'place', seat: 0, card: 'straight-ew', x: 1, y: 0, rotated: false },
      'tools-broken',
    );
    expect(legalActions(s, 0).some((a) => a.type === 'place')).toBe(false);
    expect(legalActions(s, 0).some((a) => a.type === 'play')).toBe(true);
  });
  it('deluxe: Trapped! forbids placing (trapped); heal stays allowed', () => {
    const s = craft('deluxe', 3, {
      hands: hands(3, ['straight-ew', 'map']),
      front: [[{ card: 'trapped', order: 1 }], [], []],
    });
    expectRefused(s, { type: 'place', seat: 0, card: 'straight-ew', x: 1, y: 0, rotated: false }, 'trapped');
    expect(legalActions(s, 0)).toContainEqual({
      type: 'heal',
      seat: 0,
      discard: ['map', 'straight-ew'],
      remove: 'trapped',
    });
  });
  it('classic pass: exactly 1 card, then draw 1', () => {
    const s = craft('classic', 3, { hands: hands(3, ['map', 'cross']), deck: ['rockfall'] });
    expectRefused(s, { type: 'pass', seat: 0, discard: ['map', 'cross'] }, 'bad-discard');
    const t = rules.apply(s, { type: 'pass', seat: 0, discard: ['map'] });
    expect([...t.hands[0]!].sort()).toEqual(['cross', 'rockfall']);
    expect(t.discard).toEqual(['map']);
    expect(legalActions(s, 0).filter((a) => a.type === 'pass')).toEqual([
      { type: 'pass', seat: 0, discard: ['cross'] },
      { type: 'pass', seat: 0, discard: ['map'] },
    ]);
  });
  it('deluxe pass: 1–3 cards as distinct sorted multisets, then draw as many', () => {
    const s = craft('deluxe', 3, {
      hands: hands(3, ['map', 'map', 'cross', 'theft']),
      deck: ['a1', 'a2', 'a3', 'a4'] as string[],
    });
    const passes = legalActions(s, 0).filter((a) => a.type === 'pass') as Extract<Action, { type: 'pass' }>[];
    // multisets of {map×2, cross, theft}: size1: 3; size2: 5 (cross+map, cross+theft, map+map, map+theft... ) size3: ...
    const keys = passes.map((a) => a.discard.join('+'));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('map+map');
    expect(keys).toContain('cross+map+theft');
    expect(keys).not.toContain('map+map+map');
    expectRefused(s, { type: 'pass', seat: 0, discard: ['map', 'map', 'cross', 'theft'] }, 'bad-discard');
    const t = rules.apply(s, { type: 'pass', seat: 0, discard: ['map', 'map', 'cross'] });
    expect(t.hands[0]!.length).toBe(4);
    expect(t.deck).toEqual(['a1']);
  });
  it('deluxe heal: discard 2, remove one card in front, draw 1 (hand shrinks by one)', () => {
    const s = craft('deluxe', 3, {
      hands: hands(3, ['map', 'cross', 'theft']),
      deck: ['x1', 'x2'],
      front: [
        [
          { card: 'break-pickaxe', order: 1 },
          { card: 'theft', order: 2 },
        ],
        [],
        [],
      ],
    });
    const t = rules.apply(s, { type: 'heal', seat: 0, discard: ['cross', 'map'], remove: 'theft' });
    expect(t.front[0]).toEqual([{ card: 'break-pickaxe', order: 1 }]);
    expect([...t.hands[0]!].sort()).toEqual(['theft', 'x2']);
    expect(t.discard).toEqual(['cross', 'map', 'theft']);
    expectRefused(s, { type: 'heal', seat: 0, discard: ['cross', 'map'], remove: 'trapped' }, 'bad-target');
  });
  it('heal does not exist in classic', () => {
    const s = craft('classic', 3, {
      hands: hands(3, ['map', 'cross']),
      front: [[{ card: 'break-cart', order: 1 }], [], []],
    });
    expect(legalActions(s, 0).some((a) => a.type === 'heal')).toBe(false);
  });
  it('once the pile is empty, seats with empty hands are skipped', () => {
    const s = craft('classic', 4, { hands: [['map'], [], ['map'], ['map']], deck: [] });
    const t = rules.apply(s, { type: 'pass', seat: 0, discard: ['map'] });
    expect(t.current).toBe(2);
    expect(t.hands[0]).toEqual([]);
  });
});

function play(s: State, a: Omit<Extract<Action, { type: 'play' }>, 'type' | 'seat'>): State {
  return rules.apply(s, { type: 'play', seat: 0, ...a } as Action);
}

describe('§8 action cards', () => {
  const base = (hand: string[], patch: Partial<State> = {}) =>
    craft('deluxe', 4, { hands: [hand, ['map'], ['map'], ['map']], deck: ['d1', 'd2'], ...patch });
  it('break: on anyone (self too) without that broken tool; lies in front', () => {
    const s = base(['break-lantern']);
    expect(
      legalActions(s, 0)
        .filter((a) => a.type === 'play')
        .map((a) => (a as { targetSeat: number }).targetSeat),
    ).toEqual([0, 1, 2, 3]);
    const t = play(s, { card: 'break-lantern', targetSeat: 2 });
    expect(t.front[2]).toEqual([{ card: 'break-lantern', order: 1 }]);
    expect(t.discard).toEqual([]);
    const u = { ...t, current: 0, hands: [['break-lantern'], ...t.hands.slice(1)] };
    expectRefused(u as State, { type: 'play', seat: 0, card: 'break-lantern', targetSeat: 2 }, 'bad-target');
  });
  it('repair: only a matching broken tool; double repair names the tool', () => {
    const s = base(['repair-pickaxe-cart', 'repair-lantern'], {
      front: [[], [{ card: 'break-cart', order: 1 }], [{ card: 'break-pickaxe', order: 2 }], []],
    });
    const plays = legalActions(s, 0).filter((a) => a.type === 'play');
    expect(plays).toEqual([
      { type: 'play', seat: 0, card: 'repair-pickaxe-cart', targetSeat: 1, tool: 'cart' },
      { type: 'play', seat: 0, card: 'repair-pickaxe-cart', targetSeat: 2, tool: 'pickaxe' },
    ]);
    expectRefused(s, { type: 'play', seat: 0, card: 'repair-lantern', targetSeat: 1 }, 'bad-target');
    const t = play(s, { card: 'repair-pickaxe-cart', targetSeat: 1, tool: 'cart' });
    expect(t.front[1]).toEqual([]);
    expect(t.discard).toEqual(['repair-pickaxe-cart', 'break-cart']);
  });
  it('rockfall removes a placed card (both to the discard); never the start or a goal', () => {
    const s = base(['rockfall'], {
      maze: { placed: [{ x: 1, y: 0, card: 'cross', rotated: false }], goals: fresh('deluxe', 4).maze.goals },
    });
    expect(legalActions(s, 0).filter((a) => a.type === 'play')).toEqual([
      { type: 'play', seat: 0, card: 'rockfall', x: 1, y: 0 },
    ]);
    expectRefused(s, { type: 'play', seat: 0, card: 'rockfall', x: 0, y: 0 }, 'bad-target');
    expectRefused(s, { type: 'play', seat: 0, card: 'rockfall', x: 8, y: 0 }, 'bad-target');
    const t = play(s, { card: 'rockfall', x: 1, y: 0 });
    expect(t.maze.placed).toEqual([]);
    expect(t.discard).toEqual(['rockfall', 'cross']);
  });
  it('map: only the actor learns gold/stone of a face-down slot (§13)', () => {
    const s = base(['map']);
    const gold = s.maze.goals.find((g) => g.gold)!;
    const t = play(s, { card: 'map', x: gold.x, y: gold.y });
    expect(rules.view(t, 0).me!.maps).toEqual([{ x: gold.x, y: gold.y, gold: true, card: 'goal-gold' }]);
    expect(rules.view(t, 0).maze.goals.find((g) => g.x === gold.x && g.y === gold.y)!.gold).toBe(true);
    expect(rules.view(t, 1).maze.goals.every((g) => g.gold === null)).toBe(true);
    expect(rules.view(t, null).maze.goals.every((g) => g.gold === null && g.card === null)).toBe(true);
  });
  it('theft: only in front of yourself, once; hands-off removes it', () => {
    const s = base(['theft', 'hands-off']);
    expect(legalActions(s, 0).filter((a) => a.type === 'play' && a.card === 'theft')).toEqual([
      { type: 'play', seat: 0, card: 'theft', targetSeat: 0 },
    ]);
    expectRefused(s, { type: 'play', seat: 0, card: 'theft', targetSeat: 1 }, 'bad-target');
    const t = play(s, { card: 'theft', targetSeat: 0 });
    expect(t.front[0]).toEqual([{ card: 'theft', order: 1 }]);
    const u = { ...t, current: 0 } as State;
    const v = play(u, { card: 'hands-off', targetSeat: 0 });
    expect(v.front[0]).toEqual([]);
    expect(v.discard).toEqual(['hands-off', 'theft']);
  });
  it('swap-hand: the card leaves first, hands are exchanged, the target draws 1, the actor none', () => {
    const s = base(['swap-hand', 'cross'], {
      hands: [['swap-hand', 'cross'], ['map', 'rockfall'], ['map'], ['map']],
    });
    expectRefused(s, { type: 'play', seat: 0, card: 'swap-hand', targetSeat: 0 }, 'bad-target');
    const t = play(s, { card: 'swap-hand', targetSeat: 1 });
    expect([...t.hands[0]!].sort()).toEqual(['map', 'rockfall']);
    expect(t.hands[1]).toEqual(['cross', 'd2']);
    expect(t.deck).toEqual(['d1']);
    const priv = rules.view(t, 1).me!.privateLog.filter((e) => e.type === 'swap-hand');
    expect(priv).toEqual([
      { type: 'swap-hand', round: 1, bySeat: 0, withSeat: 0, gave: ['map', 'rockfall'], received: ['cross'] },
    ]);
  });
  it('inspection: another seat; only the actor sees its role', () => {
    const s = base(['inspection']);
    const t = play(s, { card: 'inspection', targetSeat: 2 });
    expect(rules.view(t, 0).me!.inspections).toEqual([{ seat: 2, role: s.roles[2] }]);
    expect(rules.view(t, 1).me!.inspections).toEqual([]);
    expect(JSON.stringify(rules.view(t, 1).me!.privateLog)).not.toContain('inspection');
  });
  it('swap-hats: the target takes the top leftover role; the old one is out for the round', () => {
    const s = base(['swap-hats']);
    const top = s.leftoverRoles[s.leftoverRoles.length - 1];
    const t = play(s, { card: 'swap-hats', targetSeat: 3 });
    expect(t.roles[3]).toBe(top);
    expect(t.discardedRoles).toEqual([s.roles[3]]);
    expect(t.leftoverRoles.length).toBe(s.leftoverRoles.length - 1);
    expect(rules.view(t, 3).me!.role).toBe(top);
    expect(rules.view(t, 0).seats[3]!.role).toBe(null);
  });
  it('trapped: another seat without one; free-at-last removes it (self too)', () => {
    const s = base(['trapped', 'free-at-last']);
    expectRefused(s, { type: 'play', seat: 0, card: 'trapped', targetSeat: 0 }, 'bad-target');
    const t = play(s, { card: 'trapped', targetSeat: 1 });
    expect(t.front[1]).toEqual([{ card: 'trapped', order: 1 }]);
    const u = { ...t, current: 0, front: [[{ card: 'trapped', order: 5 }], ...t.front.slice(1)] } as State;
    const v = play(u, { card: 'free-at-last', targetSeat: 0 });
    expect(v.front[0]).toEqual([]);
  });
});

describe('§7 reveal after a placement', () => {
  it('a placement that reaches a stone goal reveals it turned to fit, and the round goes on', () => {
    const s0 = fresh('classic', 3, 11);
    const goals = s0.maze.goals.map((g) => ({
      ...g,
      gold: g.y === 2,
      card: g.y === 2 ? 'goal-gold' : g.y === 0 ? 'goal-stone-ne' : 'goal-stone-nw',
    }));
    const placed = Array.from({ length: 6 }, (_, i) => ({
      x: i + 1,
      y: 0,
      card: 'straight-ew',
      rotated: false,
    }));
    const s = craft('classic', 3, {
      maze: { placed, goals },
      hands: hands(3, ['straight-ew']),
      deck: ['map'],
    });
    const t = rules.apply(s, { type: 'place', seat: 0, card: 'straight-ew', x: 7, y: 0, rotated: false });
    // goal-stone-ne reached from the W: rotated (S, W) opens toward the tunnel
    expect(t.maze.goals.find((g) => g.y === 0)).toMatchObject({ revealed: true, rotated: true });
    expect(t.phase).toBe('turn');
    expect(t.log.some((e) => e.type === 'reveal')).toBe(true);
  });
});
