// §7 details beyond the worked examples: claim merging, relic check timing, buy order ties,
// sub-step order within a step, refresh effects (§12), and the engine's Turncoat swap.
import { describe, expect, it } from 'vitest';
import {
  resolveRound,
  rules,
  type Action,
  type CardId,
  type GameEvent,
  type RoundInput,
  type State,
  type Village,
} from '../../../../src/games/village-pillage/rules';
import { buildSlots, runResolution } from '../../../../src/games/village-pillage/rules/resolve';

const V = (stockpile: number, bank: number, relics = 0): Village => ({ stockpile, bank, relics });
const std = (
  villages: Village[],
  plays: [CardId, CardId][],
  market: CardId[] = [],
  deck: CardId[] = [],
): RoundInput => ({
  mode: 'standard',
  villages,
  plays: plays.map(([left, right]) => ({ left, right })),
  market,
  deck,
});
function log(input: RoundInput, seed = 0): GameEvent[] {
  const ev: GameEvent[] = [];
  runResolution(input.mode, input.villages, buildSlots(input), input.market, input.deck, seed, () => 0, ev);
  return ev;
}

describe('§7 resolution details', () => {
  it("§7.2 merge: Trapper facing Cutpurse is one claim of 1 + 1 = 2 by the trapper's owner", () => {
    const input = std(
      [V(0, 0), V(5, 0), V(0, 0)],
      [
        ['wall', 'trapper'],
        ['cutpurse', 'wall'],
        ['wall', 'wall'],
      ],
    );
    const steals = log(input).filter((e) => e.kind === 'steal' && e.step === 'red');
    expect(steals).toHaveLength(1);
    expect(steals[0]).toMatchObject({ thief: 0, victim: 1, claim: 2, fromStockpile: 2, fromBank: 0 });
    expect(resolveRound(input).villages[0]!.stockpile).toBe(2);
  });

  it('§7.4 the relic check is done once: a fallback gain never makes the relic affordable later', () => {
    // 7 turnips, 0 relics, Bard (left) and Merchant (right): both unable; gain 1 then buy a card
    const input = std(
      [V(7, 0), V(0, 0), V(0, 0)],
      [
        ['bard', 'merchant'],
        ['merchant', 'merchant'],
        ['merchant', 'merchant'],
      ],
      ['moat'],
      ['mason'],
    );
    const r = resolveRound(input);
    expect(r.villages[0]).toEqual(V(7, 0, 0));
    // left card first within the seat: the bard draws mason, then the merchant buys moat
    expect(r.gained[0]).toEqual(['mason', 'moat']);
  });

  it('§7.5 equal totals: card-taking seats first (chicken), relic-only seats after them in seat order', () => {
    const input = std(
      [V(7, 0), V(6, 0), V(0, 0)],
      [
        ['merchant', 'wall'],
        ['wall', 'bard'],
        ['wall', 'wall'],
      ],
      [],
      ['doctor'],
    );
    const order = log(input).find((e) => e.kind === 'buy-order');
    expect(order).toMatchObject({ order: [1, 0], totals: [8, 8] });
    const r = resolveRound(input);
    expect(r.villages[0]).toEqual(V(0, 0, 1));
    expect(r.gained[1]).toEqual(['doctor']);
  });

  it('§7.5 the buy order is fewest total first and fixed when the Buys sub-step begins', () => {
    // E2: Sergey (3) before Masha (5)
    const input = std(
      [V(5, 0), V(3, 0), V(2, 1)],
      [
        ['raider', 'merchant'],
        ['merchant', 'raider'],
        ['raider', 'berserker'],
      ],
      ['cutpurse', 'dungeon'],
      [],
    );
    expect(log(input).find((e) => e.kind === 'buy-order')).toMatchObject({ order: [1, 0], totals: [3, 5] });
  });

  it("§7 sub-steps: Mason vs blue gains, then another card's steal lands, then it banks", () => {
    // seat 0 mason (right) faces seat 1 dungeon (blue vs green: G 1, B 2); seat 0 starts empty.
    // Green: gain 4, steal 1 from seat 1 (stockpile 1), bank 2.
    const r = resolveRound(
      std(
        [V(0, 0), V(1, 0), V(0, 0)],
        [
          ['merchant', 'mason'],
          ['dungeon', 'merchant'],
          ['merchant', 'merchant'],
        ],
      ),
    );
    expect(r.villages[0]).toEqual(V(3, 2));
    const kinds = log(
      std(
        [V(0, 0), V(1, 0), V(0, 0)],
        [
          ['merchant', 'mason'],
          ['dungeon', 'merchant'],
          ['merchant', 'merchant'],
        ],
      ),
    )
      .filter((e) => e.step === 'green' && e.kind !== 'resolve')
      .map((e) => e.kind);
    expect(kinds).toEqual(['gain', 'steal', 'bank']);
  });

  it('§7.3 banking is capped by free slots and by the stockpile', () => {
    // seat 0: farmer (left) +3, treasury (right) vs seat 1's farmer: G 1, B 4 with bank 3 of 5 → only 2 banked
    const r = resolveRound(
      std(
        [V(5, 3), V(0, 0), V(0, 0)],
        [
          ['farmer', 'treasury'],
          ['farmer', 'merchant'],
          ['merchant', 'merchant'],
        ],
      ),
    );
    expect(r.villages[0]).toEqual(V(7, 5));
    // a stockpile smaller than the bank effect: treasury vs red steals 1 (all there is), then B 4 banks 1
    const w = resolveRound(
      std(
        [V(0, 0), V(1, 0), V(0, 0)],
        [
          ['merchant', 'treasury'],
          ['raider', 'merchant'],
          ['merchant', 'merchant'],
        ],
      ),
    );
    expect(w.villages[0]).toEqual(V(0, 1));
    expect(w.villages[1]).toEqual(V(0, 0));
  });

  it('§7.6 exhausted lists marked played cards once, by seat then left before right', () => {
    // seat 0's miner exhausts seat 1's labyrinth; seat 2's doctor (unable) exhausts seat 0's left wall
    const r = resolveRound(
      std(
        [V(0, 0), V(0, 0), V(0, 0)],
        [
          ['wall', 'miner'],
          ['labyrinth', 'wall'],
          ['wall', 'doctor'],
        ],
      ),
    );
    expect(r.exhausted).toEqual([
      { seat: 0, side: 'left' },
      { seat: 1, side: 'left' },
    ]);
  });

  it('§7.6 marking an already marked card changes nothing (Veteran exhausts itself, then a Doctor marks it again)', () => {
    const input = std(
      [V(0, 0), V(9, 0), V(0, 0)],
      [
        ['wall', 'veteran'],
        ['doctor', 'wall'],
        ['wall', 'farmer'],
      ],
    );
    const marks = log(input).filter((e) => e.kind === 'exhaust');
    expect(marks.map((e) => (e.kind === 'exhaust' ? [e.step, e.already] : []))).toEqual([
      ['red', false],
      ['yellow', true],
    ]);
    expect(resolveRound(input).exhausted).toEqual([{ seat: 0, side: 'right' }]);
  });

  it('§12 refresh effects: Shepherd gains 4 after the yellow step, so the 4 cannot be stolen or spent', () => {
    const input = std(
      [V(0, 0), V(8, 0), V(0, 0)],
      [
        ['shepherd', 'merchant'],
        ['merchant', 'raider'],
        ['wall', 'wall'],
      ],
      ['moat'],
      [],
    );
    // seat 0's merchant (right) faces seat 1's merchant; seat 0's total at the relic check is 0
    const r = resolveRound(input);
    expect(r.villages[0]!.stockpile).toBe(4);
    expect(r.villages[0]!.relics).toBe(0);
  });

  it('§12 Smuggler: relic for price − 2; unable → all banked turnips back to the stockpile', () => {
    const buys = resolveRound(
      std(
        [V(6, 0), V(0, 0), V(0, 0)],
        [
          ['smuggler', 'wall'],
          ['wall', 'wall'],
          ['wall', 'wall'],
        ],
      ),
    );
    expect(buys.villages[0]!.relics).toBe(1);
    const unable = resolveRound(
      std(
        [V(0, 4), V(0, 0), V(0, 0)],
        [
          ['smuggler', 'merchant'],
          ['merchant', 'merchant'],
          ['merchant', 'merchant'],
        ],
      ),
    );
    expect(unable.villages[0]).toEqual(V(4, 0));
  });
});

describe('§12 Turncoat swap in the engine', () => {
  it('the Turncoat and the opposing red card change hands for good; the new owner may hold two Raiders (§6)', () => {
    let s: State = rules.setup(rules.defaultConfig(3), 1);
    s = {
      ...s,
      seats: s.seats.map((p, i) => (i === 0 ? { ...p, hand: [...p.hand, 'turncoat' as CardId] } : p)),
    };
    const plan = (seat: number, left: CardId, right: CardId): Action => ({ type: 'plan', seat, left, right });
    s = rules.apply(s, plan(0, 'wall', 'turncoat'));
    s = rules.apply(s, plan(1, 'raider', 'wall'));
    s = rules.apply(s, plan(2, 'wall', 'farmer'));
    expect(s.round).toBe(2);
    expect(s.seats[0]!.hand.filter((c) => c === 'raider')).toHaveLength(2);
    expect(s.seats[0]!.hand).not.toContain('turncoat');
    expect(s.seats[1]!.hand).toContain('turncoat');
    expect(s.seats[1]!.hand).not.toContain('raider');
    expect(s.lastLog.some((e) => e.kind === 'swap')).toBe(true);
    expect(rules.legalActions(s, 0)).toContainEqual(plan(0, 'raider', 'raider'));
  });

  it('resolveRound reports the swap in gained (last) and lost (§13)', () => {
    const r = resolveRound(
      std(
        [V(0, 0), V(0, 0), V(0, 0)],
        [
          ['wall', 'turncoat'],
          ['raider', 'wall'],
          ['wall', 'wall'],
        ],
      ),
    );
    expect(r.gained).toEqual([['raider'], ['turncoat'], []]);
    expect(r.lost).toEqual([['turncoat'], ['raider'], []]);
  });
});
