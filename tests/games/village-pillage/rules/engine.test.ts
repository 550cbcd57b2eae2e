// Engine: setup (§3), plan (§6), buy choices and the engine/kernel match (§14), refresh and
// exhaust (§8), duel flow (§10), outcome (§9), RuleErrors (§14), kernel input validation (§13).
import { describe, expect, it } from 'vitest';
import { at } from '../../at';
import { RuleError } from '../../../../src/kit/rules';
import { nextFloat } from '../../../../src/kit/random';
import {
  resolveRound,
  rules,
  undoable,
  type Action,
  type CardId,
  type RoundInput,
  type State,
} from '../../../../src/games/village-pillage/rules';
import { J, randomGame } from './helpers';

const plan = (seat: number, left: CardId, right: CardId): Action => ({ type: 'plan', seat, left, right });

function expectRuleError(f: () => unknown, code: string) {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError);
    expect((e as RuleError).code).toBe(code);
    return;
  }
  throw new Error(`expected RuleError ${code}`);
}

describe('§3 setup and §14 config', () => {
  it('every seat starts with the four starters, stockpile 1, bank 1, no relics; market 4, deck 16', () => {
    const s = rules.setup(rules.defaultConfig(4), 42);
    for (const p of s.seats) {
      expect([...p.hand].sort()).toEqual(['farmer', 'merchant', 'raider', 'wall']);
      expect([p.stockpile, p.bank, p.relics]).toEqual([1, 1, 0]);
    }
    expect(s.market).toHaveLength(4);
    expect(s.deck).toHaveLength(16);
    expect(new Set([...s.market, ...s.deck]).size).toBe(20);
    expect(s.phase).toBe('plan');
    expect(s.round).toBe(1);
  });
  it('the Expansion Pack adds its 4 cards; in a duel the 3+ cards (shepherd, smuggler) are removed', () => {
    const six = rules.setup(rules.defaultConfig(6), 1);
    expect(six.market.length + six.deck.length).toBe(24);
    const duel = rules.setup({ players: 2, expansion: true }, 1);
    const cards = [...duel.market, ...duel.deck];
    expect(cards).toHaveLength(22);
    expect(cards).not.toContain('shepherd');
    expect(cards).not.toContain('smuggler');
    expect(cards).toContain('turncoat');
  });
  it('defaultConfig turns the pack on exactly at 6; 6 players without the pack are refused', () => {
    expect([2, 3, 4, 5, 6].map((n) => rules.defaultConfig(n).expansion)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(rules.minPlayers).toBe(2);
    expect(rules.maxPlayers).toBe(6);
    expect(() => rules.setup({ players: 6, expansion: false }, 1)).toThrow(RuleError);
  });
  it('setup is deterministic and shuffles by seed', () => {
    expect(J(rules.setup(rules.defaultConfig(3), 5))).toBe(J(rules.setup(rules.defaultConfig(3), 5)));
    expect(J(rules.setup(rules.defaultConfig(3), 5).deck)).not.toBe(
      J(rules.setup(rules.defaultConfig(3), 6).deck),
    );
  });
});

describe('§6 plan and §14 actions', () => {
  it('actors are the seats that have not planned; legal plans are the 12 ordered pairs of 4 distinct cards', () => {
    let s = rules.setup(rules.defaultConfig(3), 1);
    expect(rules.actors(s)).toEqual([0, 1, 2]);
    const acts = rules.legalActions(s, 0);
    expect(acts).toHaveLength(12);
    expect(new Set(acts.map(J)).size).toBe(12);
    s = rules.apply(s, plan(1, 'wall', 'farmer'));
    expect(rules.actors(s)).toEqual([0, 2]);
    expect(rules.legalActions(s, 1)).toEqual([]);
  });
  it('two copies of one id may both be played only when held twice (§6)', () => {
    const s = rules.setup(rules.defaultConfig(3), 1);
    const twice: State = {
      ...s,
      seats: s.seats.map((p, i) => (i === 0 ? { ...p, hand: [...p.hand, 'raider'] } : p)),
    };
    expect(rules.legalActions(twice, 0).map(J)).toContain(J(plan(0, 'raider', 'raider')));
    expect(rules.legalActions(s, 0).map(J)).not.toContain(J(plan(0, 'raider', 'raider')));
    expect(() => rules.apply(twice, plan(0, 'raider', 'raider'))).not.toThrow();
  });
  it('refuses illegal actions with stable codes and changes nothing (§14)', () => {
    const s = rules.setup(rules.defaultConfig(3), 1);
    const s1 = rules.apply(s, plan(0, 'wall', 'farmer'));
    const before = J(s1);
    expectRuleError(() => rules.apply(s1, plan(0, 'raider', 'merchant')), 'not-your-turn');
    expectRuleError(() => rules.apply(s1, plan(1, 'florist', 'wall')), 'card-not-in-hand');
    expectRuleError(() => rules.apply(s1, plan(1, 'wall', 'wall')), 'same-card-twice');
    expectRuleError(() => rules.apply(s1, { type: 'buy', seat: 1, index: 0 }), 'wrong-phase');
    expectRuleError(
      () => rules.apply(s1, { type: 'plan', seat: 1, front: 'wall', back: 'farmer' } as Action),
      'bad-action',
    );
    expectRuleError(() => rules.apply(s1, { type: 'dance', seat: 1 } as unknown as Action), 'bad-action');
    expectRuleError(() => rules.apply(s1, plan(7, 'wall', 'farmer')), 'bad-action');
    expect(J(s1)).toBe(before);
  });
  it('apply never mutates its input (§14)', () => {
    const s = rules.setup(rules.defaultConfig(3), 9);
    const before = J(s);
    rules.apply(s, plan(0, 'merchant', 'raider'));
    expect(J(s)).toBe(before);
  });
  it('undo policy (issue 23 item 10): a plan may be taken back until the last seat has planned; the last plan reveals every card (§6) and is final', () => {
    let s = rules.setup(rules.defaultConfig(3), 1);
    expect(undoable(s, plan(0, 'wall', 'farmer'))).toBe(true);
    s = rules.apply(s, plan(0, 'wall', 'farmer'));
    expect(undoable(s, plan(1, 'wall', 'farmer'))).toBe(true);
    s = rules.apply(s, plan(1, 'wall', 'farmer'));
    expect(undoable(s, plan(2, 'wall', 'farmer'))).toBe(false);
  });

  it('undo policy: a buy follows the reveal and is never taken back', () => {
    const s = buyingState();
    const buy = at(rules.legalActions(s, at(rules.actors(s), 0)), 0);
    expect(undoable(s, buy)).toBe(false);
  });
});

/** Seat 0 must buy a card (merchant, total 2 < 8), everyone else plays farmer/wall. */
function buyingState(): State {
  let s = rules.setup(rules.defaultConfig(3), 3);
  s = rules.apply(s, plan(0, 'merchant', 'farmer'));
  s = rules.apply(s, plan(1, 'farmer', 'wall'));
  return rules.apply(s, plan(2, 'wall', 'farmer'));
}

describe('§7.5 / §14 buy choices', () => {
  it('resolution pauses at a market-card buy: actors = [buyer], one buy action per market index', () => {
    const s = buyingState();
    expect(s.phase).toBe('buy');
    expect(rules.actors(s)).toEqual([0]);
    expect(rules.legalActions(s, 0)).toEqual([0, 1, 2, 3].map((index) => ({ type: 'buy', seat: 0, index })));
    expectRuleError(() => rules.apply(s, { type: 'buy', seat: 0, index: 4 }), 'bad-choice');
    expectRuleError(() => rules.apply(s, { type: 'buy', seat: 1, index: 0 }), 'not-your-turn');
    const chosen = s.resolution!.market[2];
    const next = rules.apply(s, { type: 'buy', seat: 0, index: 2 });
    expect(next.phase).toBe('plan');
    expect(next.round).toBe(2);
    expect(next.seats[0]!.hand).toContain(chosen);
    expect(next.market).not.toContain(chosen);
    expect(next.lastLog.some((e) => e.kind === 'card-buy' && e.card === chosen && e.index === 2)).toBe(true);
  });

  it('engine results equal resolveRound with the same seed and a choose returning the same indices (§14)', () => {
    let rounds = 0;
    for (const players of [2, 3, 4, 5, 6]) {
      for (let g = 0; g < 12; g++) {
        let start: { input: RoundInput; seed: number; choices: number[] } | null = null;
        randomGame(players, 100 + g, (before, action, after) => {
          if (
            (before.phase === 'plan' && after.phase !== 'plan') ||
            (before.phase === 'plan' && after.round !== before.round)
          ) {
            // the last plan of the round: rebuild the revealed input from `before` + this action
            const seats = before.seats.map((p, i) =>
              i === action.seat ? { ...p, plan: action as never } : p,
            );
            const plays =
              before.mode === 'duel'
                ? seats.map((p) => ({ front: ((p.plan as { front?: CardId }).front ?? p.front) as CardId }))
                : seats.map((p) => ({
                    left: (p.plan as { left: CardId }).left,
                    right: (p.plan as { right: CardId }).right,
                  }));
            const villages = before.seats.map((p) => ({
              stockpile: p.stockpile,
              bank: p.bank,
              relics: p.relics,
            }));
            const seed = Math.floor(nextFloat({ s: before.rng.s }) * 4294967296) >>> 0;
            start = {
              input: {
                mode: before.mode,
                villages,
                plays,
                market: before.market,
                deck: before.deck,
              } as RoundInput,
              seed,
              choices: [],
            };
          }
          if (action.type === 'buy') start!.choices.push(action.index);
          if (start && after.phase !== 'buy') {
            const { input, seed, choices } = start;
            let k = 0;
            const r = resolveRound(input, { seed, choose: () => at(choices, k++) });
            expect(k).toBe(choices.length);
            expect(
              after.seats.map((p) => ({ stockpile: p.stockpile, bank: p.bank, relics: p.relics })),
            ).toEqual(r.villages);
            expect(after.market).toEqual(r.market);
            expect(after.deck).toEqual(r.deck);
            expect(after.winners).toEqual(r.winners);
            r.gained.forEach((cards, seat) =>
              cards.forEach((c) =>
                expect([...after.seats[seat]!.hand, ...after.seats[seat]!.exhausted]).toContain(c),
              ),
            );
            start = null;
            rounds++;
          }
        });
      }
    }
    expect(rounds).toBeGreaterThan(300);
  }, 60_000);
});

describe('§8 refresh and §7.6 exhaust in the engine', () => {
  it('an exhausted card sits out the whole next round and returns at the refresh that ends it', () => {
    let s = rules.setup(rules.defaultConfig(3), 1);
    s = {
      ...s,
      seats: s.seats.map((p, i) =>
        i === 0
          ? { ...p, hand: [...p.hand, 'miner'] }
          : i === 1
            ? { ...p, hand: [...p.hand, 'labyrinth'] }
            : p,
      ),
    };
    s = rules.apply(s, plan(0, 'wall', 'miner'));
    s = rules.apply(s, plan(1, 'labyrinth', 'wall'));
    s = rules.apply(s, plan(2, 'wall', 'farmer'));
    expect(s.round).toBe(2);
    expect(s.seats[1]!.exhausted).toEqual(['labyrinth']);
    expect(s.seats[1]!.hand).not.toContain('labyrinth');
    expect(rules.legalActions(s, 1).some((a) => J(a).includes('labyrinth'))).toBe(false);
    s = rules.apply(s, plan(0, 'farmer', 'wall'));
    s = rules.apply(s, plan(1, 'farmer', 'wall'));
    s = rules.apply(s, plan(2, 'farmer', 'wall'));
    expect(s.round).toBe(3);
    expect(s.seats[1]!.exhausted).toEqual([]);
    expect(s.seats[1]!.hand).toContain('labyrinth');
  });
});

describe('§10 duel flow', () => {
  it('round 1 plans front and back; later rounds plan a back; the back slides to the front', () => {
    let s = rules.setup(rules.defaultConfig(2), 4);
    expect(s.mode).toBe('duel');
    expect(rules.legalActions(s, 0)[0]).toHaveProperty('front');
    s = rules.apply(s, { type: 'plan', seat: 0, front: 'farmer', back: 'wall' });
    s = rules.apply(s, { type: 'plan', seat: 1, front: 'farmer', back: 'raider' });
    expect(s.round).toBe(2);
    expect(s.seats[0]!.stockpile).toBe(4); // farmer vs farmer: G 3
    expect(s.seats[0]!.front).toBe('wall');
    expect(s.seats[1]!.front).toBe('raider');
    expect([...s.seats[0]!.hand].sort()).toEqual(['farmer', 'merchant', 'raider']);
    const acts = rules.legalActions(s, 0);
    expect(acts.every((a) => 'back' in a && !('front' in a))).toBe(true);
    expect(acts).toHaveLength(3);
    s = rules.apply(s, { type: 'plan', seat: 0, back: 'farmer' });
    s = rules.apply(s, { type: 'plan', seat: 1, back: 'farmer' });
    // wall vs raider (red): S 1, B 1 for seat 0; raider vs blue: nothing
    expect(s.lastLog.find((e) => e.kind === 'reveal')).toMatchObject({
      plays: [
        { seat: 0, side: 'front', card: 'wall' },
        { seat: 1, side: 'front', card: 'raider' },
      ],
    });
    expect(s.seats[0]!.front).toBe('farmer');
    expect(s.seats[0]!.hand).toContain('wall');
  });
});

describe('§9 outcome', () => {
  it('null while playing; at the end scores are relics and the winners rank first', () => {
    expect(rules.outcome(rules.setup(rules.defaultConfig(3), 1))).toBeNull();
    for (const n of [2, 3, 5]) {
      const s = randomGame(n, 77);
      const out = rules.outcome(s)!;
      expect(out.scores).toEqual(s.seats.map((p) => p.relics));
      expect(out.ranking[0]).toEqual(s.winners);
      expect(s.winners.every((w) => s.seats[w]!.relics === 3)).toBe(true);
      expect(out.ranking.flat().sort()).toEqual(s.seats.map((_, i) => i));
      expect(rules.actors(s)).toEqual([]);
      expectRuleError(() => rules.apply(s, { type: 'buy', seat: 0, index: 0 }), 'not-your-turn');
    }
  });
});

describe('§13 resolveRound input checks', () => {
  const V = { stockpile: 1, bank: 1, relics: 0 };
  const ok: RoundInput = {
    mode: 'standard',
    villages: [V, V, V],
    plays: [0, 1, 2].map(() => ({ left: 'wall', right: 'farmer' }) as const),
    market: ['moat'],
    deck: [],
  };
  it('malformed input throws bad-input', () => {
    expectRuleError(() => resolveRound({ ...ok, villages: [V, V] } as RoundInput), 'bad-input');
    expectRuleError(
      () => resolveRound({ ...ok, villages: [V, V, V, V, V, V, V] } as RoundInput),
      'bad-input',
    );
    expectRuleError(() => resolveRound({ ...ok, plays: ok.plays.slice(0, 2) } as RoundInput), 'bad-input');
    expectRuleError(() => resolveRound({ ...ok, market: ['dragon' as CardId] } as RoundInput), 'bad-input');
    expectRuleError(
      () =>
        resolveRound({
          mode: 'duel',
          villages: [V, V],
          plays: [{ front: 'shepherd' }, { front: 'wall' }],
          market: [],
          deck: [],
        }),
      'bad-input',
    );
    expectRuleError(
      () =>
        resolveRound({
          mode: 'duel',
          villages: [V, V, V],
          plays: [{ front: 'wall' }, { front: 'wall' }, { front: 'wall' }],
          market: [],
          deck: [],
        }),
      'bad-input',
    );
  });
  it('a bad choose index throws bad-choice; choose gets a copy of the market (§13)', () => {
    const buy: RoundInput = {
      ...ok,
      plays: [
        { left: 'wall', right: 'merchant' },
        { left: 'farmer', right: 'wall' },
        { left: 'wall', right: 'farmer' },
      ],
    };
    expectRuleError(() => resolveRound(buy, { choose: () => 1 }), 'bad-choice');
    expectRuleError(() => resolveRound(buy, { choose: () => 0.5 }), 'bad-choice');
    const input = J(buy);
    const r = resolveRound(buy, {
      choose: (seat, market) => {
        expect(seat).toBe(0);
        market.push('mason');
        return 0;
      },
    });
    expect(r.gained[0]).toEqual(['moat']);
    expect(r.market).toEqual([]);
    expect(J(buy)).toBe(input);
  });
});
