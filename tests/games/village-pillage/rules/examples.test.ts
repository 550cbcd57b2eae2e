// Spec §16 worked examples E1–E9 and the §7.2 split consequences, through the kernel function.
import { describe, expect, it } from 'vitest';
import {
  resolveRound,
  type CardId,
  type RoundInput,
  type Village,
} from '../../../../src/games/village-pillage/rules';

const V = (stockpile: number, bank: number, relics = 0): Village => ({ stockpile, bank, relics });
type LR = [CardId, CardId];
const std = (villages: Village[], plays: LR[], market: CardId[] = [], deck: CardId[] = []): RoundInput => ({
  mode: 'standard',
  villages,
  plays: plays.map(([left, right]) => ({ left, right })),
  market,
  deck,
});

describe('spec §16 worked examples', () => {
  it('E1 simultaneous Raiders (§7.2 settled against stockpiles at the start of Steals)', () => {
    const r = resolveRound(
      std(
        [V(1, 1), V(0, 1), V(2, 1)],
        [
          ['wall', 'raider'],
          ['merchant', 'raider'],
          ['farmer', 'wall'],
        ],
        ['florist', 'mason', 'bard', 'moat'],
        ['miner', 'dungeon'],
      ),
    );
    expect(r.villages).toEqual([V(1, 2), V(3, 1), V(1, 2)]);
    expect(r.gained).toEqual([[], ['florist'], []]);
    expect(r.market).toEqual(['miner', 'mason', 'bard', 'moat']);
    expect(r.deck).toEqual(['dungeon']);
    expect(r.exhausted).toEqual([]);
    expect(r.winners).toEqual([]);
  });

  it('E2 buy order: fewest total first (§7.5), refill then slot removal on an empty deck', () => {
    const r = resolveRound(
      std(
        [V(5, 0), V(3, 0), V(2, 1)],
        [
          ['raider', 'merchant'],
          ['merchant', 'raider'],
          ['raider', 'berserker'],
        ],
        ['cutpurse', 'dungeon', 'bard', 'moat'],
        ['treasury'],
      ),
    );
    expect(r.gained).toEqual([['treasury'], ['cutpurse'], []]);
    expect(r.villages[0]).toEqual(V(4, 0));
    expect(r.villages[1]).toEqual(V(2, 0));
    expect(r.market).toEqual(['dungeon', 'bard', 'moat']);
    expect(r.deck).toEqual([]);
  });

  it('E3 short victim, odd remainder to the larger printed steal (§7.2 round-robin)', () => {
    const r = resolveRound(
      std(
        [V(1, 1), V(2, 1), V(1, 1)],
        [
          ['wall', 'berserker'],
          ['farmer', 'bard'],
          ['raider', 'wall'],
        ],
        [],
        ['doctor'],
      ),
    );
    expect(r.villages).toEqual([V(4, 2), V(1, 1), V(3, 2)]);
    expect(r.gained).toEqual([[], ['doctor'], []]);
    expect(r.deck).toEqual([]);
  });

  it('E4 Florist facing Raider: gain in Gains, opp S 2 in Steals (§7 sub-steps)', () => {
    const r = resolveRound(
      std(
        [V(0, 1), V(0, 1), V(0, 1)],
        [
          ['wall', 'florist'],
          ['raider', 'wall'],
          ['wall', 'wall'],
        ],
      ),
    );
    expect(r.villages).toEqual([V(0, 2), V(5, 2), V(0, 3)]);
  });

  it('E5 including-banked steal: stockpile pass then bank pass; card buy paid from the bank (§7.2, §7.5)', () => {
    const r = resolveRound(
      std(
        [V(0, 1), V(1, 4), V(0, 1)],
        [
          ['wall', 'toll-bridge'],
          ['merchant', 'raider'],
          ['dungeon', 'wall'],
        ],
        ['mason', 'moat'],
        [],
      ),
    );
    expect(r.villages).toEqual([V(2, 2), V(0, 2), V(0, 3)]);
    expect(r.gained).toEqual([[], ['mason'], []]);
    expect(r.market).toEqual(['moat']);
  });

  it('E6 two relics in one round, left card checked first (§7.4)', () => {
    const plays: LR[] = [
      ['merchant', 'bard'],
      ['wall', 'farmer'],
      ['farmer', 'wall'],
    ];
    const r = resolveRound(std([V(12, 5), V(0, 0), V(0, 0)], plays, [], ['doctor']));
    expect(r.villages[0]).toEqual(V(0, 0, 2));
    expect(r.gained[0]).toEqual([]);
    expect(r.deck).toEqual(['doctor']);
  });

  it('E6 variant: merchant buys, bard unable gains 1 and draws; relic paid stockpile then bank (§7.4)', () => {
    const plays: LR[] = [
      ['merchant', 'bard'],
      ['wall', 'farmer'],
      ['farmer', 'wall'],
    ];
    const r = resolveRound(std([V(6, 4), V(0, 0), V(0, 0)], plays, [], ['doctor']));
    expect(r.villages[0]).toEqual(V(0, 3, 1));
    expect(r.gained[0]).toEqual(['doctor']);
  });

  it('E6 sides swapped: the bard (left) buys the relic and the merchant buys a card (§7.4)', () => {
    const plays: LR[] = [
      ['bard', 'merchant'],
      ['wall', 'farmer'],
      ['farmer', 'wall'],
    ];
    const r = resolveRound(std([V(6, 4), V(0, 0), V(0, 0)], plays, ['moat'], ['doctor']));
    expect(r.villages[0]).toEqual(V(0, 1, 1));
    expect(r.gained[0]).toEqual(['moat']);
  });

  it('E7 exhaust: the marked Labyrinth still resolves this round (§7.6)', () => {
    const r = resolveRound(
      std(
        [V(0, 1), V(0, 1), V(0, 1)],
        [
          ['wall', 'miner'],
          ['labyrinth', 'wall'],
          ['wall', 'wall'],
        ],
      ),
    );
    expect(r.villages).toEqual([V(5, 2), V(0, 3), V(0, 3)]);
    expect(r.exhausted).toEqual([{ seat: 1, side: 'left' }]);
  });

  it('E8 duel: burglar S 4* takes from the bank; a card buy that cannot be paid fails (§10, §7.5)', () => {
    const r = resolveRound({
      mode: 'duel',
      villages: [V(3, 1), V(0, 4)],
      plays: [{ front: 'burglar' }, { front: 'merchant' }],
      market: ['moat'],
      deck: [],
    });
    expect(r.villages).toEqual([V(7, 1), V(0, 0)]);
    expect(r.gained).toEqual([[], []]);
    expect(r.market).toEqual(['moat']);
  });

  it('E9 victory tie-break: most turnips wins (§9)', () => {
    const plays: LR[] = [
      ['merchant', 'wall'],
      ['wall', 'wall'],
      ['wall', 'merchant'],
    ];
    const r = resolveRound(std([V(10, 4, 2), V(0, 0), V(12, 4, 2)], plays));
    expect(r.villages[0]).toEqual(V(0, 5, 3));
    expect(r.villages[2]).toEqual(V(2, 5, 3));
    expect(r.winners).toEqual([2]);
  });

  it('E9 variant: equal totals share the win (§9)', () => {
    const plays: LR[] = [
      ['merchant', 'wall'],
      ['wall', 'wall'],
      ['wall', 'merchant'],
    ];
    const r = resolveRound(std([V(12, 4, 2), V(0, 0), V(12, 4, 2)], plays));
    expect(r.winners).toEqual([0, 2]);
  });
});

describe('§7.2 split consequences (victim seat 1 between two thieves)', () => {
  // seat 0's right card faces seat 1's left; seat 2's left card faces seat 1's right. Seat 1 plays
  // two yellow cards (resolveRound does not model hands), so it gains nothing before red; seats 0
  // and 2 face each other with walls (G 1, B 1 each), which leaves their stockpiles at 0 before red.
  const split = (stock: number, left: CardId, right: CardId) =>
    resolveRound(
      std(
        [V(0, 0), V(stock, 0), V(0, 0)],
        [
          ['wall', left],
          ['merchant', 'merchant'],
          [right, 'wall'],
        ],
      ),
      { seed: 7 },
    );

  it('stockpile 5, claims 4 + 4: 3 and 2 (ties broken by the chicken)', () => {
    const r = split(5, 'raider', 'raider');
    const got = [r.villages[0]!.stockpile, r.villages[2]!.stockpile].sort();
    // seats 0 and 2 also play walls facing each other (G 1, B 1 each)
    expect(got).toEqual([2, 3]);
    expect(r.villages[1]!.stockpile + r.villages[1]!.bank).toBe(0);
  });

  it('stockpile 5, claims 6 + 4: the 6 goes first, 3 and 2', () => {
    const r = split(5, 'berserker', 'raider');
    expect([r.villages[0]!.stockpile, r.villages[2]!.stockpile]).toEqual([3, 2]);
  });

  it('stockpile 5, claims 6 + 1: 4 and 1 (the small thief is capped at its claim)', () => {
    // seat 2's trapper faces seat 1's raider (red): S 1, in the same red step as the berserker's S 6
    const r = resolveRound(
      std(
        [V(0, 0), V(5, 0), V(0, 0)],
        [
          ['wall', 'berserker'],
          ['merchant', 'raider'],
          ['trapper', 'wall'],
        ],
      ),
      { seed: 3 },
    );
    expect(r.villages[0]).toEqual(V(4, 1));
    expect(r.villages[2]).toEqual(V(1, 1));
    expect(r.villages[1]).toEqual(V(0, 0));
  });

  it('an empty stockpile gives nothing to stockpile-only thieves', () => {
    const r = split(0, 'raider', 'raider');
    expect(r.villages[0]!.stockpile + r.villages[2]!.stockpile).toBe(0);
  });
});
