import { describe, expect, it } from 'vitest';
import { rules } from '../../../../src/games/village-pillage/rules';
import type {
  PlanCardView,
  PlanChoice,
  PlanSlotView,
  View,
} from '../../../../src/games/village-pillage/rules/types';
import { cardFace, catalogue, effectTokens } from '../../../../src/games/village-pillage/ui/cardInfo';
import { tableRows } from '../../../../src/games/village-pillage/ui/layout';
import {
  clearSlot,
  pickCard,
  planAction,
  picksComplete,
} from '../../../../src/games/village-pillage/ui/planModel';
import { configFor, seatLimits } from '../../../../src/games/village-pillage/rules/setup-config';
import { CARDS } from '../../../../src/games/village-pillage/rules/cards';

const seat = (name: string) => ({ name, colour: 0, who: 'person', where: 'this-phone' as const });

describe('new game config (§3, §14)', () => {
  it('six seats force the Expansion Pack on; otherwise the previous choice is kept', () => {
    expect(
      configFor(
        [1, 2, 3, 4, 5, 6].map((n) => seat(`${n}`)),
        { expansion: false },
      ),
    ).toEqual({ players: 6, expansion: true });
    expect(configFor([seat('a'), seat('b'), seat('c')], { expansion: true })).toEqual({
      players: 3,
      expansion: true,
    });
    expect(configFor([seat('a'), seat('b')], undefined)).toEqual({ players: 2, expansion: false });
  });
  it('seat limits: 2–5, or 2–6 with the pack', () => {
    expect(seatLimits({ players: 3, expansion: false })).toEqual({ min: 2, max: 5 });
    expect(seatLimits({ players: 3, expansion: true })).toEqual({ min: 2, max: 6 });
  });
});

describe('plan picks (change your mind until you confirm)', () => {
  const hand: PlanCardView[] = (['farmer', 'wall', 'raider', 'merchant'] as const).map((card) => ({
    card,
    secret: false,
    blocked: null,
  }));
  const lr: PlanSlotView[] = [
    { slot: 'left', target: 2 },
    { slot: 'right', target: 1 },
  ];
  const fb: PlanSlotView[] = [
    { slot: 'front', target: null },
    { slot: 'back', target: null },
  ];

  it('a tapped card fills the active slot, then the next empty slot becomes active', () => {
    let p = { slots: [null, null] as (number | null)[], active: 0 };
    p = pickCard(p, 2);
    expect(p).toEqual({ slots: [2, null], active: 1 });
    p = pickCard(p, 0);
    expect(picksComplete(p)).toBe(true);
    expect(planAction(0, lr, p, hand)).toEqual({
      type: 'plan',
      seat: 0,
      left: 'raider',
      right: 'farmer',
    });
  });
  it('tapping a picked card takes it back; tapping a slot empties it and makes it active', () => {
    let p = { slots: [2, 0] as (number | null)[], active: 0 };
    p = pickCard(p, 2);
    expect(p).toEqual({ slots: [null, 0], active: 0 });
    p = clearSlot({ slots: [2, 0], active: 0 }, 1);
    expect(p).toEqual({ slots: [2, null], active: 1 });
    expect(planAction(0, lr, p, hand)).toBeNull();
  });
  it('an exhausted card cannot fill a slot', () => {
    const tired = hand.map((c, i) => (i === 1 ? { ...c, blocked: 'exhausted' as const } : c));
    expect(planAction(0, lr, { slots: [0, 1], active: 0 }, tired)).toBeNull();
  });
  it('the duel plan names front and back', () => {
    expect(planAction(0, fb, { slots: [1, 3], active: 0 }, hand)).toEqual({
      type: 'plan',
      seat: 0,
      front: 'wall',
      back: 'merchant',
    });
  });
  it('every legal plan of a fresh game can be made with picks', () => {
    const s = rules.setup(rules.defaultConfig(4), 3);
    const v = rules.view(s, 1) as View;
    const made = new Set<string>();
    const choice = v.choice as PlanChoice;
    const h = choice.cards;
    for (let a = 0; a < h.length; a++)
      for (let b = 0; b < h.length; b++) {
        if (a === b) continue;
        const act = planAction(1, choice.slots, { slots: [a, b], active: 0 }, h);
        made.add(JSON.stringify(act));
      }
    for (const la of rules.legalActions(s, 1)) expect(made.has(JSON.stringify(la))).toBe(true);
  });
});

describe('card faces and layout', () => {
  it('Mason against blue reads gain 4, steal 1, bank 2, in sub-step order', () => {
    const f = cardFace('mason');
    expect(f.kind).toBe('rows');
    if (f.kind === 'rows') {
      const blue = f.rows.find((r) => r.vs === 'blue')!;
      expect(blue.tokens).toEqual([
        { k: 'gain', n: 4 },
        { k: 'steal', n: 1, bank: false },
        { k: 'bank', n: 2 },
      ]);
    }
  });
  it('a card with the same effect against every colour shows one row (Farmer: gain 3)', () => {
    expect(cardFace('farmer')).toEqual({
      kind: 'rows',
      rows: [{ vs: 'any', tokens: [{ k: 'gain', n: 3 }] }],
      refreshGain: 0,
    });
  });
  it('Toll Bridge’s steal against red reaches into the bank; Smuggler buys a relic 2 cheaper', () => {
    expect(effectTokens({ steal: 2, stealIncludingBank: true })).toEqual([{ k: 'steal', n: 2, bank: true }]);
    expect(cardFace('smuggler')).toEqual({ kind: 'yellow', discount: 2, fallback: [{ k: 'unbank' }] });
  });
  it('the rules page catalogue has every card exactly once', () => {
    const c = catalogue();
    const all = [...c.starters, ...c.market, ...c.expansion];
    expect(all.sort()).toEqual(CARDS.map((d) => d.id).sort());
    expect(c.starters).toHaveLength(4);
    expect(c.market).toHaveLength(20);
    expect(c.expansion).toHaveLength(4);
  });
  it('standard table: n fronts, each between the two villages it joins; the ring closes above seat 0', () => {
    const rows = tableRows(rules.view(rules.setup(rules.defaultConfig(4), 1), null).fronts, 4);
    expect(rows.filter((r) => r.kind === 'front')).toHaveLength(4);
    expect(rows[0]).toEqual({
      kind: 'front',
      upper: { seat: 3, side: 'right' },
      lower: { seat: 0, side: 'left' },
      wrap: true,
    });
    for (let i = 1; i < rows.length - 1; i++) {
      const r = rows[i]!;
      if (r.kind !== 'front') continue;
      const up = rows[i - 1]!;
      const down = rows[i + 1]!;
      expect(up.kind === 'village' && up.seat).toBe(r.upper.seat);
      expect(down.kind === 'village' && down.seat).toBe(r.lower.seat);
      expect(r.lower.seat).toBe((r.upper.seat + 1) % 4);
    }
    expect(
      tableRows(rules.view(rules.setup(rules.defaultConfig(2), 1), null).fronts, 2).filter(
        (r) => r.kind === 'front',
      ),
    ).toHaveLength(1);
  });
});

describe('end of game explanation in the view (§9)', () => {
  const over = (relics: number[], totals: number[], winners: number[]) => {
    const s = rules.setup(rules.defaultConfig(3), 1);
    s.seats.forEach((seat, i) => {
      seat.relics = relics[i]!;
      seat.stockpile = totals[i]!;
      seat.bank = 0;
    });
    s.phase = 'over';
    s.winners = winners;
    return rules.view(s, null).result;
  };
  it('one seat with three relics wins outright', () => {
    expect(over([3, 2, 1], [2, 9, 4], [0])).toMatchObject({ reason: 'only', winners: [0], total: 2 });
  });
  it('several with three relics: the most turnips wins', () => {
    expect(over([3, 1, 3], [5, 0, 7], [2])).toMatchObject({
      reason: 'turnips',
      contenders: [0, 2],
      total: 7,
    });
  });
  it('still tied: a shared win', () => {
    expect(over([3, 1, 3], [7, 0, 7], [0, 2])).toMatchObject({ reason: 'shared', winners: [0, 2] });
  });
  it('no result while the game goes on', () => {
    expect(rules.view(rules.setup(rules.defaultConfig(3), 1), null).result).toBeNull();
  });
});
