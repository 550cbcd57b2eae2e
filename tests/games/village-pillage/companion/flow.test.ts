// companion §3.1–§3.6 on worked examples of the rules spec (village-pillage.md §16): the market
// picked, villages set by hand (logged), cards entered, the kernel's resolution with the buy and
// refill questions, the steal split, the Bard's draw, the duel's card behind, undo and the end.
import { describe, expect, it } from 'vitest';
import { at } from '../../at';
import { RuleError } from '../../../../src/kit/rules';
import { companion, type CardId } from '../../../../src/games/village-pillage/rules';
import type {
  AdjustField,
  CompanionAction,
  CompanionState,
} from '../../../../src/games/village-pillage/rules/companion';

const act = (s: CompanionState, a: CompanionAction) => companion.apply(s, a);
const actor = (s: CompanionState) => at(companion.actors(s), 0);

function start(players: number, market: CardId[]): CompanionState {
  let s = companion.setup(companion.defaultConfig(players), 7);
  for (const card of market) s = act(s, { type: 'market', seat: 0, card });
  return s;
}

/** Sets a village by ±1 adjustments (companion §3.6). */
function setVillage(
  s: CompanionState,
  target: number,
  v: { stockpile: number; bank: number; relics?: number },
) {
  for (const field of ['stockpile', 'bank', 'relics'] as AdjustField[]) {
    const want = v[field as keyof typeof v] ?? 0;
    while (s.board.seats[target]![field] !== want) {
      const delta = s.board.seats[target]![field] < want ? 1 : -1;
      s = act(s, { type: 'adjust', seat: actor(s), target, field, delta });
    }
  }
  return s;
}

const villages = (s: CompanionState) => s.board.seats.map((v) => `${v.stockpile}/${v.bank}/${v.relics}`);

describe('Village Pillage companion', () => {
  it('companion §3.1: the market is picked from the catalogue, four cards, then entries begin', () => {
    let s = companion.setup(companion.defaultConfig(3), 1);
    expect(companion.actors(s)).toEqual([0]);
    const q = companion.view(s, null).question!;
    expect(q.kind).toBe('market');
    // 20 base market cards (§1), no starters
    expect(q.kind === 'market' && q.options).toHaveLength(20);
    s = act(s, { type: 'market', seat: 0, card: 'florist' });
    expect(() => act(s, { type: 'market', seat: 0, card: 'florist' })).toThrow(RuleError);
    expect(() => act(s, { type: 'market', seat: 0, card: 'farmer' })).toThrow(RuleError);
    for (const card of ['mason', 'bard', 'moat'] as const) s = act(s, { type: 'market', seat: 0, card });
    expect(s.phase).toBe('enter');
    expect(companion.actors(s)).toEqual([0, 1, 2]);
    // the duel leaves the 3+ cards out of its deck (§3); the pack adds four (§12)
    const duel = companion.view(companion.setup(companion.defaultConfig(2), 1), null).question;
    expect(duel?.kind === 'market' && duel.options).toHaveLength(20);
    const six = companion.view(companion.setup(companion.defaultConfig(6), 1), null).question;
    expect(six?.kind === 'market' && six.options).toHaveLength(24);
  });

  it('issue 30: a village is set in one step (one log line), and the round’s log line says what each village got', () => {
    let s = start(3, ['florist', 'mason', 'bard', 'moat']);
    s = act(s, { type: 'adjust', seat: actor(s), target: 1, field: 'stockpile', delta: -1 });
    s = act(s, { type: 'adjust', seat: actor(s), target: 2, field: 'stockpile', delta: 20 });
    expect(s.board.seats[2]!.stockpile).toBe(21);
    expect(s.log.filter((l) => l.kind === 'adjust')).toEqual([
      { kind: 'adjust', round: 1, target: 1, field: 'stockpile', delta: -1, value: 0 },
      { kind: 'adjust', round: 1, target: 2, field: 'stockpile', delta: 20, value: 21 },
    ]);
    // not below 0, not above the bank's room or the relics to win, never 0
    expect(() =>
      act(s, { type: 'adjust', seat: actor(s), target: 1, field: 'stockpile', delta: -1 }),
    ).toThrow(RuleError);
    expect(() => act(s, { type: 'adjust', seat: actor(s), target: 1, field: 'relics', delta: 4 })).toThrow(
      RuleError,
    );
    expect(() => act(s, { type: 'adjust', seat: actor(s), target: 1, field: 'bank', delta: 0 })).toThrow(
      RuleError,
    );
    const before = s.board.seats.map((v) => ({ ...v }));
    s = act(s, { type: 'enter', seat: 0, left: 'wall', right: 'raider' });
    s = act(s, { type: 'enter', seat: 2, left: 'farmer', right: 'wall' });
    s = act(s, { type: 'enter', seat: 1, left: 'farmer', right: 'wall' });
    while (s.phase === 'buy' || s.phase === 'deck') s = act(s, at(companion.legalActions(s, actor(s)), 0));
    const line = s.log.find((l) => l.kind === 'round');
    expect(line?.kind === 'round' && line.gained).toEqual(
      s.board.seats.map((v, i) => ({
        stockpile: v.stockpile - before[i]!.stockpile,
        bank: v.bank - before[i]!.bank,
        relics: v.relics - before[i]!.relics,
      })),
    );
    expect(line?.kind === 'round' && line.gained!.some((g) => g.stockpile !== 0 || g.bank !== 0)).toBe(true);
  });

  it('§16 E1: steals, a buy and its refill question; adjustments are logged (companion §3.3, §3.4, §3.6)', () => {
    let s = start(3, ['florist', 'mason', 'bard', 'moat']);
    s = setVillage(s, 1, { stockpile: 0, bank: 1 });
    s = setVillage(s, 2, { stockpile: 2, bank: 1 });
    expect(s.log.filter((l) => l.kind === 'adjust')).toEqual([
      { kind: 'adjust', round: 1, target: 1, field: 'stockpile', delta: -1, value: 0 },
      { kind: 'adjust', round: 1, target: 2, field: 'stockpile', delta: 1, value: 2 },
    ]);
    s = act(s, { type: 'enter', seat: 0, left: 'wall', right: 'raider' });
    s = act(s, { type: 'enter', seat: 2, left: 'farmer', right: 'wall' });
    s = act(s, { type: 'enter', seat: 1, left: 'merchant', right: 'raider' });
    // Marina (1) is unable to buy a relic: her merchant buys a market card, she picks it
    expect(s.phase).toBe('buy');
    const v = companion.view(s, null);
    expect(v.question).toMatchObject({ kind: 'buy', seat: 1, price: 1 });
    expect(
      v.log.some((e) => e.kind === 'steal' && e.thief === 1 && e.victim === 2 && e.fromStockpile === 4),
    ).toBe(true);
    s = act(s, { type: 'buy', seat: 1, index: 0 });
    // which card was turned up to refill the market
    expect(s.phase).toBe('deck');
    const q = companion.view(s, 1).question!;
    expect(q).toMatchObject({ kind: 'deck', reason: 'refill', seat: 1, taken: 'florist', index: 0 });
    expect(q.kind === 'deck' && q.options).not.toContain('florist');
    expect(q.kind === 'deck' && q.options).toContain('miner');
    s = act(s, { type: 'deck', seat: 1, card: 'miner' });
    expect(s.phase).toBe('enter');
    expect(villages(s)).toEqual(['1/2/0', '3/1/0', '1/2/0']);
    expect(s.board.market).toEqual(['miner', 'mason', 'bard', 'moat']);
    expect(s.board.seats[1]!.owned).toEqual(['farmer', 'wall', 'raider', 'merchant', 'florist']);
    expect(s.board.round).toBe(2);
    const last = companion.view(s, null).lastLog;
    expect(last.find((e) => e.kind === 'card-buy')).toMatchObject({
      seat: 1,
      card: 'florist',
      refill: 'miner',
    });
  });

  it("§16 E3: a short stockpile is split 3 and 2; the Bard's draw is asked and stays its owner's secret", () => {
    let s = start(3, ['florist', 'mason', 'moat', 'dungeon']);
    s = setVillage(s, 1, { stockpile: 2, bank: 1 });
    s = act(s, { type: 'enter', seat: 0, left: 'wall', right: 'raider' });
    s = act(s, { type: 'enter', seat: 1, left: 'farmer', right: 'merchant' });
    s = act(s, { type: 'enter', seat: 2, left: 'raider', right: 'wall' });
    // both raiders (S 4 vs green, S 4 vs yellow) claim from seat 1's 5: 3 and 2 by the chicken
    // seat 1's merchant is unable (total 1 after the steals) and buys a card for 1
    expect(s.phase).toBe('buy');
    const split = companion
      .view(s, null)
      .log.filter((e) => e.kind === 'steal' && e.victim === 1)
      .map((e) => (e.kind === 'steal' ? e.fromStockpile : 0))
      .sort();
    expect(split).toEqual([2, 3]);
  });

  it('§16 E3 with the Bard: the drawn card is asked of the drawer and hidden from the others (§11)', () => {
    let s = start(3, ['florist', 'mason', 'moat', 'dungeon']);
    // seat 1 needs a Bard: a merchant buy takes it from the market first
    s = act(s, { type: 'enter', seat: 0, left: 'wall', right: 'farmer' });
    s = act(s, { type: 'enter', seat: 1, left: 'merchant', right: 'farmer' });
    s = act(s, { type: 'enter', seat: 2, left: 'farmer', right: 'wall' });
    expect(s.phase).toBe('buy');
    s = act(s, { type: 'buy', seat: 1, index: 0 });
    s = act(s, { type: 'deck', seat: 1, card: 'bard' });
    expect(s.board.market[0]).toBe('bard');
    s = act(s, { type: 'enter', seat: 0, left: 'wall', right: 'farmer' });
    s = act(s, { type: 'enter', seat: 1, left: 'merchant', right: 'farmer' });
    s = act(s, { type: 'enter', seat: 2, left: 'farmer', right: 'wall' });
    s = act(s, { type: 'buy', seat: 1, index: 0 });
    s = act(s, { type: 'deck', seat: 1, card: 'treasury' });
    expect(s.board.seats[1]!.owned).toContain('bard');
    s = setVillage(s, 1, { stockpile: 0, bank: 1 });
    // round 3: seat 1 plays the bard while unable (total < 8): G 1 and a draw
    s = act(s, { type: 'enter', seat: 0, left: 'wall', right: 'farmer' });
    s = act(s, { type: 'enter', seat: 1, left: 'bard', right: 'farmer' });
    s = act(s, { type: 'enter', seat: 2, left: 'farmer', right: 'wall' });
    expect(s.phase).toBe('deck');
    expect(companion.view(s, 1).question).toMatchObject({ kind: 'deck', reason: 'draw', seat: 1 });
    s = act(s, { type: 'deck', seat: 1, card: 'doctor' });
    expect(s.board.seats[1]!.secret).toEqual(['doctor']);
    expect(companion.view(s, 1).seats[1]!.owned.some((c) => c.card === 'doctor' && c.secret)).toBe(true);
    expect(companion.view(s, 0).seats[1]!.owned.some((c) => c.card === 'doctor')).toBe(false);
    expect(companion.view(s, 0).lastLog.find((e) => e.kind === 'draw')).toMatchObject({
      card: null,
      hidden: true,
    });
    expect(companion.view(s, 1).lastLog.find((e) => e.kind === 'draw')).toMatchObject({ card: 'doctor' });
  });

  it("companion §3.6: undo takes back this round's entries, then the last round with its board; both are logged", () => {
    let s = start(3, ['florist', 'mason', 'bard', 'moat']);
    const before = s.board;
    s = act(s, { type: 'enter', seat: 0, left: 'farmer', right: 'wall' });
    s = act(s, { type: 'enter', seat: 1, left: 'farmer', right: 'wall' });
    expect(companion.view(s, null).undo).toBe('entries');
    s = act(s, { type: 'undo', seat: 2 });
    expect(s.entries).toEqual([null, null, null]);
    for (let seat = 0; seat < 3; seat++) s = act(s, { type: 'enter', seat, left: 'farmer', right: 'wall' });
    expect(s.board.round).toBe(2);
    expect(villages(s)).not.toEqual(villages({ ...s, board: before }));
    expect(companion.view(s, null).undo).toBe('round');
    s = act(s, { type: 'undo', seat: 0 });
    expect(s.board).toEqual(before);
    expect(s.phase).toBe('enter');
    expect(s.log.filter((l) => l.kind === 'undo').map((l) => l.kind === 'undo' && l.what)).toEqual([
      'entries',
      'round',
    ]);
    // one level only: now the market's last pick is what an undo would take back
    expect(companion.view(s, null).undo).toBe('market');
  });

  it('duel (§10, companion §3.5): entries are front and behind, then behind only; resting cards cannot be entered', () => {
    let s = start(2, ['miner', 'mason', 'bard', 'moat']);
    expect(companion.view(s, 0).entry).toMatchObject({ slots: ['front', 'back'], front: null });
    s = act(s, { type: 'enter', seat: 0, front: 'farmer', back: 'raider' });
    s = act(s, { type: 'enter', seat: 1, front: 'wall', back: 'farmer' });
    // the card behind is its owner's until it comes to the front
    expect(companion.view(s, 1).seats[0]!.entry).toBeNull();
    expect(s.board.seats[0]!.front).toBe('raider');
    expect(companion.view(s, 0).entry).toMatchObject({ slots: ['back'], front: 'raider' });
    expect(() => act(s, { type: 'enter', seat: 0, back: 'raider' })).toThrow(RuleError);
    expect(() => act(s, { type: 'enter', seat: 0, front: 'farmer', back: 'wall' })).toThrow(RuleError);
    s = act(s, { type: 'enter', seat: 0, back: 'wall' });
    s = act(s, { type: 'enter', seat: 1, back: 'raider' });
    // raider (front 0) vs farmer (front 1): steals 4 of seat 1's 1 + 3
    expect(s.board.round).toBe(3);
  });

  it('companion §3.5: the end at the third relic with the tie-break (§16 E9)', () => {
    let s = start(3, ['florist', 'mason', 'bard', 'moat']);
    s = setVillage(s, 0, { stockpile: 10, bank: 4, relics: 2 });
    s = setVillage(s, 2, { stockpile: 12, bank: 4, relics: 2 });
    s = act(s, { type: 'enter', seat: 0, left: 'merchant', right: 'wall' });
    s = act(s, { type: 'enter', seat: 1, left: 'wall', right: 'farmer' });
    s = act(s, { type: 'enter', seat: 2, left: 'wall', right: 'merchant' });
    expect(s.phase).toBe('over');
    expect(s.winners).toEqual([2]);
    const v = companion.view(s, null);
    expect(v.result).toMatchObject({ winners: [2], contenders: [0, 2], reason: 'turnips', total: 7 });
    expect(companion.actors(s)).toEqual([]);
    expect(() => act(s, { type: 'adjust', seat: 0, target: 0, field: 'bank', delta: -1 })).toThrow(RuleError);
    // kernel contract: nothing after the end, an undo neither (the session cuts the log instead:
    // reopenAt, issue 29 item 3)
    expect(() => act(s, { type: 'undo', seat: 0 })).toThrow(RuleError);
  });
});
