// Issue 21 item 3: the rule facts the Saboteur turn screen needs reach it through the view (or the
// rules' card table), worked out in rules/ once: how many cards a heal discards (§5), every legal
// pass and heal discard named as the action names it (§5, §15), and which tools a break or repair
// card concerns (§2.3, §8). Each is checked against what the engine itself accepts.
import { describe, expect, it } from 'vitest';
import { ACTION_CARDS, rules } from '../../../../src/games/saboteur/rules';
import type { Action, CardId, Config, State, Tool } from '../../../../src/games/saboteur/rules/types';

/** Seat 0 to move in a fresh round, holding `hand`, with `front` lying in front of it. */
function stateWith(mode: Config['mode'], hand: CardId[], front: string[] = [], players = 5): State {
  const s = rules.setup({ mode, players, firstPlayer: 0 }, 11);
  return {
    ...s,
    current: 0,
    hands: s.hands.map((h, i) => (i === 0 ? hand.slice() : h)),
    front: s.front.map((f, i) => (i === 0 ? front.map((card, order) => ({ card, order })) : f)),
  } as State;
}

const discardsOf = (s: State, type: 'pass' | 'heal') =>
  (rules.legalActions(s, 0) as Action[]).flatMap((a) => (a.type === type ? [a.discard] : []));

describe('§5 heal: the view says how many cards it discards and which discards are legal', () => {
  it('a deluxe heal discards 2 cards: view.turn.heal.discard is 2, and every legal discard has 2', () => {
    const s = stateWith('deluxe', ['map', 'cross', 'theft', 'cross'], ['break-cart']);
    const heal = rules.view(s, 0).turn!.heal!;
    expect(heal.discard).toBe(2);
    expect(heal.discards.length).toBeGreaterThan(0);
    for (const d of heal.discards) expect(d).toHaveLength(heal.discard);
  });

  it('the heal discards are exactly those of legalActions, named (ids sorted) as the actions name them', () => {
    const s = stateWith('deluxe', ['theft', 'map', 'cross', 'cross', 'rockfall'], ['break-cart', 'trapped']);
    const heal = rules.view(s, 0).turn!.heal!;
    const fromEngine = [...new Set(discardsOf(s, 'heal').map((d) => JSON.stringify(d)))].map(
      (d) => JSON.parse(d) as string[],
    );
    expect(heal.discards).toEqual(fromEngine);
    // two copies of one card make one discard of both
    expect(heal.discards).toContainEqual(['cross', 'cross']);
    expect(heal.discards).toContainEqual(['map', 'theft']);
    expect(heal.discards).not.toContainEqual(['theft', 'map']);
  });

  it('no heal with nothing in front of the seat, or in classic (§5)', () => {
    expect(rules.view(stateWith('deluxe', ['map', 'cross']), 0).turn!.heal).toBeNull();
    expect(rules.view(stateWith('classic', ['map', 'cross'], ['break-cart']), 0).turn!.heal).toBeNull();
  });
});

describe('§5 pass: the view lists every legal discard as the action names it', () => {
  for (const mode of ['classic', 'deluxe'] as const) {
    it(`${mode}: view.turn.pass.discards equals legalActions' pass discards, in order, and apply takes each`, () => {
      const s = stateWith(mode, ['theft', 'map', 'cross', 'cross', 'rockfall', 'curve-nw']);
      const pass = rules.view(s, 0).turn!.pass;
      expect(pass.discards).toEqual(discardsOf(s, 'pass'));
      for (const d of pass.discards) {
        expect(d.length).toBeGreaterThanOrEqual(pass.min);
        expect(d.length).toBeLessThanOrEqual(pass.max);
        expect(() => rules.apply(s, { type: 'pass', seat: 0, discard: d })).not.toThrow();
      }
    });
  }
  it('deluxe discards 1 to 3 cards, classic exactly 1 (§5)', () => {
    const hand: CardId[] = ['theft', 'map', 'cross', 'rockfall'];
    const sizes = (mode: Config['mode']) => [
      ...new Set(rules.view(stateWith(mode, hand), 0).turn!.pass.discards.map((d) => d.length)),
    ];
    expect(sizes('deluxe')).toEqual([1, 2, 3]);
    expect(sizes('classic')).toEqual([1]);
  });
});

describe('§2.3 / §8: the card table names the tools each break and repair card concerns', () => {
  const toolCards = Object.values(ACTION_CARDS).filter((c) => c.tools !== null);

  it('the nine break and repair cards, and no other card, carry tools', () => {
    expect(toolCards.map((c) => c.id).sort()).toEqual(
      [
        'break-cart',
        'break-lantern',
        'break-pickaxe',
        'repair-cart',
        'repair-lantern',
        'repair-lantern-cart',
        'repair-pickaxe',
        'repair-pickaxe-cart',
        'repair-pickaxe-lantern',
      ].sort(),
    );
    expect(ACTION_CARDS['repair-pickaxe-lantern']!.tools).toEqual({
      effect: 'repair',
      tools: ['pickaxe', 'lantern'],
    });
    expect(ACTION_CARDS['break-cart']!.tools).toEqual({ effect: 'break', tools: ['cart'] });
  });

  it('a break card breaks the tool the table names (the seat view shows it broken)', () => {
    for (const card of toolCards.filter((c) => c.tools!.effect === 'break')) {
      const s = stateWith('classic', [card.id, 'cross', 'map']);
      const after = rules.apply(s, { type: 'play', seat: 0, card: card.id, targetSeat: 1 });
      expect(rules.view(after, null).seats[1]!.brokenTools).toEqual(card.tools!.tools);
    }
  });

  it('a repair card is offered on exactly the broken tools the table names (view.turn targets)', () => {
    const broken: Tool[] = ['pickaxe', 'lantern', 'cart'];
    for (const card of toolCards.filter((c) => c.tools!.effect === 'repair')) {
      const s0 = stateWith('classic', [card.id, 'cross', 'map']);
      const s = {
        ...s0,
        front: s0.front.map((f, i) =>
          i === 1 ? broken.map((t, order) => ({ card: `break-${t}`, order })) : f,
        ),
      } as State;
      const choice = rules.view(s, 0).turn!.cards[card.id]!;
      expect(choice.use).toBe('seat');
      const onSeat1 =
        choice.use === 'seat' ? choice.targets.filter((t) => t.seat === 1 && t.why === null) : [];
      const tools = card.tools!.tools;
      // a double repair names its tool; a single one targets the seat
      expect(onSeat1.map((t) => t.tool ?? tools[0])).toEqual(tools);
    }
  });
});
