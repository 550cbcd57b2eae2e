// Property tests (fast-check) of resolveRound on arbitrary rounds: conservation of turnips (§7:
// they change only by gains and payments), of cards (§7.5, §12: never duplicated or lost), no
// negative counts, banks never over their limit (§7.3), relics at most 3 (§1).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CARDS,
  bankCapacity,
  resolveRound,
  type GameEvent,
  type RoundInput,
  type Village,
} from '../../../../src/games/village-pillage/rules';
import { buildSlots, runResolution } from '../../../../src/games/village-pillage/rules/resolve';

const MARKET_IDS = CARDS.filter((c) => !c.starter).map((c) => c.id);
const ALL_IDS = CARDS.map((c) => c.id);
const DUEL_IDS = CARDS.filter((c) => !c.threePlus).map((c) => c.id);

const arbRound: fc.Arbitrary<RoundInput> = fc
  .tuple(fc.integer({ min: 2, max: 6 }), fc.boolean())
  .chain(([n]) => {
    const duel = n === 2;
    const cap = duel ? 4 : 5;
    const ids = duel ? DUEL_IDS : ALL_IDS;
    const village = fc.record({
      stockpile: fc.integer({ min: 0, max: 14 }),
      bank: fc.integer({ min: 0, max: cap }),
      relics: fc.integer({ min: 0, max: 2 }),
    });
    const card = fc.constantFrom(...ids);
    const pool = duel ? MARKET_IDS.filter((c) => DUEL_IDS.includes(c)) : MARKET_IDS;
    return fc.record({
      villages: fc.array(village, { minLength: n, maxLength: n }),
      plays: fc.array(fc.tuple(card, card), { minLength: n, maxLength: n }),
      cards: fc.shuffledSubarray(pool),
      split: fc.integer({ min: 0, max: 4 }),
      duel: fc.constant(duel),
    });
  })
  .map(({ villages, plays, cards, split, duel }) => {
    const market = cards.slice(0, Math.min(split, cards.length));
    const deck = cards.slice(market.length);
    return duel
      ? { mode: 'duel' as const, villages, plays: plays.map(([front]) => ({ front })), market, deck }
      : {
          mode: 'standard' as const,
          villages,
          plays: plays.map(([left, right]) => ({ left, right })),
          market,
          deck,
        };
  });

const sum = (vs: Village[]) => vs.reduce((t, v) => t + v.stockpile + v.bank, 0);

function events(input: RoundInput, seed: number): GameEvent[] {
  const ev: GameEvent[] = [];
  runResolution(
    input.mode,
    input.villages,
    buildSlots(input),
    input.market,
    input.deck,
    seed,
    (_s, m) => m.length - 1,
    ev,
  );
  return ev;
}

describe('resolveRound properties (fast-check)', () => {
  it('§7 conservation: total turnips change only by gains (incl. refresh) minus relic and card payments', () => {
    fc.assert(
      fc.property(arbRound, fc.nat(1000), (input, seed) => {
        const r = resolveRound(input, { seed, choose: (_s, m) => m.length - 1 });
        let delta = 0;
        for (const e of events(input, seed)) {
          if (e.kind === 'gain') delta += e.amount;
          if (e.kind === 'relic' || e.kind === 'card-buy') delta -= e.fromStockpile + e.fromBank;
          if (e.kind === 'relic' || e.kind === 'card-buy') expect(e.fromStockpile + e.fromBank).toBe(e.price);
        }
        expect(sum(r.villages)).toBe(sum(input.villages) + delta);
      }),
      { numRuns: 1500 },
    );
  }, 60_000);

  it('§7.2/§7.3 counts never negative, banks never over capacity, relics never above 3 nor more than +2', () => {
    fc.assert(
      fc.property(arbRound, fc.nat(1000), (input, seed) => {
        const r = resolveRound(input, { seed });
        const cap = bankCapacity[input.mode];
        r.villages.forEach((v, i) => {
          expect(v.stockpile).toBeGreaterThanOrEqual(0);
          expect(v.bank).toBeGreaterThanOrEqual(0);
          expect(v.bank).toBeLessThanOrEqual(cap);
          expect(v.relics).toBeLessThanOrEqual(3);
          expect(v.relics - input.villages[i]!.relics).toBeGreaterThanOrEqual(0);
          expect(v.relics - input.villages[i]!.relics).toBeLessThanOrEqual(2);
        });
      }),
      { numRuns: 1500 },
    );
  }, 60_000);

  it('§7.5/§12 cards are never duplicated or lost: market + deck + gained (minus swaps) is preserved', () => {
    fc.assert(
      fc.property(arbRound, fc.nat(1000), (input, seed) => {
        const r = resolveRound(input, { seed, choose: (_s, m) => m.length >> 1 });
        // each seat receives in a swap as many cards as it loses, and they come last in `gained`
        const bought = r.gained.flatMap((g, i) => g.slice(0, g.length - r.lost[i]!.length));
        const swappedIn = r.gained.flatMap((g, i) => (r.lost[i]!.length ? g.slice(-r.lost[i]!.length) : []));
        const before = [...input.market, ...input.deck].sort();
        const after = [...r.market, ...r.deck, ...bought].sort();
        expect(after).toEqual(before);
        expect(swappedIn.sort()).toEqual(r.lost.flat().sort());
        expect(r.market.length).toBeLessThanOrEqual(input.market.length);
        const seen = new Set<string>();
        for (const e of r.exhausted) {
          const k = `${e.seat}/${e.side}`;
          expect(seen.has(k)).toBe(false);
          seen.add(k);
        }
      }),
      { numRuns: 1500 },
    );
  }, 60_000);

  it('§13 determinism and purity: same input and seed give the same result; input is not mutated', () => {
    fc.assert(
      fc.property(arbRound, fc.nat(1000), (input, seed) => {
        const copy = JSON.stringify(input);
        const a = resolveRound(input, { seed });
        const b = resolveRound(JSON.parse(copy), { seed });
        expect(JSON.stringify(a)).toBe(JSON.stringify(b));
        expect(JSON.stringify(input)).toBe(copy);
      }),
      { numRuns: 500 },
    );
  }, 60_000);

  it('§9 winners have 3 relics and, among those, the largest total', () => {
    fc.assert(
      fc.property(arbRound, (input) => {
        const r = resolveRound(input);
        const done = r.villages.map((v, i) => [v, i] as const).filter(([v]) => v.relics === 3);
        const best = Math.max(-1, ...done.map(([v]) => v.stockpile + v.bank));
        expect(r.winners).toEqual(done.filter(([v]) => v.stockpile + v.bank === best).map(([, i]) => i));
      }),
      { numRuns: 800 },
    );
  }, 60_000);
});
