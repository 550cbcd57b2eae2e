// §11 hidden information: views leak no plan before the reveal, no deck order, no duel back card,
// no other seat's unrevealed Bard draw; views are plain JSON and carry what a table UI needs.
import { describe, expect, it } from 'vitest';
import { rules, type Action, type CardId, type State } from '../../../../src/games/village-pillage/rules';
import { J, randomGame } from './helpers';

const viewers = (s: State) => [null, ...s.seats.map((_, i) => i)];

/** A 3-seat game (seed 3) after every seat submitted these standard plans (left, right). */
function planned(plans: [CardId, CardId][]): State {
  let s = rules.setup(rules.defaultConfig(3), 3);
  plans.forEach(([left, right], seat) => {
    s = rules.apply(s, { type: 'plan', seat, left, right } as Action);
  });
  return s;
}

describe('§11 views', () => {
  it('before the reveal, other seats and the table cannot tell which plan a seat submitted', () => {
    const s = rules.setup(rules.defaultConfig(4), 8);
    const a = rules.apply(s, { type: 'plan', seat: 0, left: 'wall', right: 'raider' });
    const b = rules.apply(s, { type: 'plan', seat: 0, left: 'merchant', right: 'farmer' });
    for (const v of [null, 1, 2, 3]) expect(J(rules.view(a, v))).toBe(J(rules.view(b, v)));
    expect(rules.view(a, 0).seats[0]!.plan).toEqual({ left: 'wall', right: 'raider' });
    expect(rules.view(a, 1).seats[0]!.planned).toBe(true);
    expect(rules.view(a, 1).seats[0]!.plan).toBeNull();
  });

  it('duel: the opponent never sees a face-down back card, nor the front before the reveal', () => {
    let s = rules.setup(rules.defaultConfig(2), 8);
    const a = rules.apply(s, { type: 'plan', seat: 0, front: 'farmer', back: 'wall' });
    const b = rules.apply(s, { type: 'plan', seat: 0, front: 'raider', back: 'merchant' });
    expect(J(rules.view(a, 1))).toBe(J(rules.view(b, 1)));
    s = rules.apply(a, { type: 'plan', seat: 1, front: 'farmer', back: 'raider' });
    // round 2, plan phase: fronts are last round's backs, face-down until the reveal
    expect(rules.view(s, 1).seats[0]!.front).toEqual({ card: null, faceUp: false });
    expect(rules.view(s, 0).seats[0]!.front).toEqual({ card: 'wall', faceUp: false });
    s = rules.apply(s, { type: 'plan', seat: 0, back: 'merchant' });
    expect(rules.view(s, 1).seats[0]!.back).toBeNull(); // the new back is still only a plan
    expect(rules.view(s, 1).seats[0]!.plan).toBeNull();
    const t = rules.apply(s, { type: 'plan', seat: 1, back: 'merchant' });
    // round 3: the merchant slid to the front, face-down again
    expect(rules.view(t, 1).seats[0]!.front).toEqual({ card: null, faceUp: false });
    expect(rules.view(t, 0).seats[0]!.front).toEqual({ card: 'merchant', faceUp: false });
    // a back card on the table during a paused resolution (merchant at total 2 < 6 buys a card)
    let p = rules.setup(rules.defaultConfig(2), 8);
    p = rules.apply(p, { type: 'plan', seat: 0, front: 'merchant', back: 'wall' });
    p = rules.apply(p, { type: 'plan', seat: 1, front: 'farmer', back: 'raider' });
    expect(p.phase).toBe('buy');
    expect(rules.view(p, 1).seats[0]!.back).toEqual({ card: null, faceUp: false });
    expect(rules.view(p, null).seats[0]!.back).toEqual({ card: null, faceUp: false });
    expect(rules.view(p, 0).seats[0]!.back).toEqual({ card: 'wall', faceUp: false });
    expect(rules.view(p, 1).seats[0]!.front).toEqual({ card: 'merchant', faceUp: true });
  });

  it("no view ever shows the deck, or another seat's unrevealed Bard draw (random games, every viewer)", () => {
    let secretsSeen = 0;
    let step = 0;
    for (const n of [2, 3, 4, 5, 6]) {
      for (let g = 0; g < 12; g++) {
        randomGame(n, 500 + g, (_b, _a, s) => {
          if (step++ % 2) return;
          const deck = s.resolution ? s.resolution.deck : s.deck;
          for (const viewer of viewers(s)) {
            const text = J(rules.view(s, viewer));
            const leaked = deck.filter((c) => text.includes(`"${c}"`));
            s.seats.forEach((p, i) => {
              if (i === viewer) return;
              secretsSeen += p.secret.length;
              leaked.push(...p.secret.filter((c) => text.includes(`"${c}"`)));
            });
            if (leaked.length) expect.fail(`view for ${viewer} shows hidden ${leaked.join()}`);
          }
        });
      }
    }
    expect(secretsSeen).toBeGreaterThan(50);
    // every view now holds the whole game's history (issue 13), so the text searched grows each round
  }, 180_000);

  it('a Bard draw shows face-down to others and face-up to its owner, in hand and in the log', () => {
    let checked = 0;
    for (let g = 0; g < 40 && checked < 5; g++) {
      randomGame(3, 900 + g, (_b, _a, s) => {
        const e = s.lastLog.find((x) => x.kind === 'draw' && x.card !== null);
        if (!e || e.kind !== 'draw' || s.phase !== 'plan' || s.seats.some((p) => p.plan)) return;
        const own = rules.view(s, e.seat);
        const other = rules.view(s, (e.seat + 1) % 3);
        expect(own.lastLog.find((x) => x.kind === 'draw' && x.seat === e.seat)).toMatchObject({
          card: e.card,
          hidden: false,
        });
        expect(other.lastLog.find((x) => x.kind === 'draw' && x.seat === e.seat)).toMatchObject({
          card: null,
          hidden: true,
        });
        expect(own.seats[e.seat]!.hand).toContainEqual({ card: e.card, secret: true });
        expect(other.seats[e.seat]!.hand).toContainEqual({ card: null, secret: true });
        expect(other.seats[e.seat]!.handSize).toBe(own.seats[e.seat]!.handSize);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('views are plain JSON with per-seat totals, next relic price, market, deck count, logs and the outcome', () => {
    const s = randomGame(3, 31);
    const v = rules.view(s, 1);
    expect(JSON.parse(J(v))).toEqual(v);
    expect(v.phase).toBe('over');
    expect(v.outcome).toEqual(rules.outcome(s));
    expect(v.winners).toEqual(s.winners);
    expect(v.seats[0]).toMatchObject({
      seat: 0,
      stockpile: s.seats[0]!.stockpile,
      bank: s.seats[0]!.bank,
      relics: s.seats[0]!.relics,
    });
    expect(v.deckCount).toBe(s.deck.length);
    expect(v.lastLog.at(-1)).toMatchObject({ kind: 'end', step: 'end', sub: null, winners: s.winners });
    const fresh = rules.view(rules.setup(rules.defaultConfig(3), 1), 0);
    expect(fresh.seats[0]!.nextRelicPrice).toBe(8);
    expect(fresh.actions.length).toBe(12);
    expect(rules.view(rules.setup(rules.defaultConfig(3), 1), null).actions).toEqual([]);
  });

  it('during a paused buy the view shows live values, the partial log and the pending buyer', () => {
    const s = planned([
      ['merchant', 'farmer'],
      ['farmer', 'wall'],
      ['wall', 'farmer'],
    ]);
    const v = rules.view(s, null);
    expect(v.pendingBuy).toMatchObject({
      seat: 0,
      price: 1,
      source: { seat: 0, side: 'left', card: 'merchant' },
    });
    expect(v.seats[0]!.left).toBe('merchant');
    expect(v.log[0]!.kind).toBe('reveal');
    // seat 0: farmer (right) faces seat 1's farmer: +3; seat 2's farmer faces seat 0's merchant
    expect(v.seats[0]!.stockpile).toBe(4);
  });

  it('§14 every logged event carries the public table after it; the last one equals the view', () => {
    const s = planned([
      ['wall', 'farmer'],
      ['farmer', 'raider'],
      ['raider', 'wall'],
    ]);
    const v = rules.view(s, null);
    const log = v.lastLog;
    // the reveal records the start: every seat {1/1}
    expect(log[0]!.after.villages.map((x) => [x.stockpile, x.bank])).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
    const firstGain = log.find((e) => e.kind === 'gain')!;
    expect(firstGain.kind === 'gain' && firstGain.after.villages[firstGain.seat]!.stockpile).toBe(4);
    const end = log.at(-1)!.after;
    expect(end.villages).toEqual(
      v.seats.map((x) => ({
        stockpile: x.stockpile,
        bank: x.bank,
        relics: x.relics,
        nextRelicPrice: x.nextRelicPrice,
      })),
    );
    expect(end.market).toEqual(v.market);
    expect(end.deckCount).toBe(v.deckCount);
  });

  it('the plan choice names each slot with the neighbour it faces and marks exhausted cards (§4, §8)', () => {
    const s = rules.setup(rules.defaultConfig(3), 1);
    s.seats[0]!.hand = ['farmer', 'raider', 'merchant'];
    s.seats[0]!.exhausted = ['wall'];
    const v = rules.view(s, 0);
    expect(v.relicsToWin).toBe(3);
    expect(v.choice).toEqual({
      kind: 'plan',
      seat: 0,
      slots: [
        { slot: 'left', target: 2 },
        { slot: 'right', target: 1 },
      ],
      cards: [
        { card: 'farmer', secret: false, blocked: null },
        { card: 'raider', secret: false, blocked: null },
        { card: 'merchant', secret: false, blocked: null },
        { card: 'wall', secret: false, blocked: 'exhausted' },
      ],
      front: null,
    });
    expect(rules.view(s, null).choice).toBeNull();
    const duel = rules.view(rules.setup(rules.defaultConfig(2), 1), 1);
    expect(duel.choice?.kind === 'plan' && duel.choice.slots.map((x) => x.slot)).toEqual(['front', 'back']);
  });

  it('a paused buy offers every market card at the buying card’s price (§7.5)', () => {
    const s = planned([
      ['merchant', 'farmer'],
      ['farmer', 'wall'],
      ['wall', 'farmer'],
    ]);
    const v = rules.view(s, 0);
    expect(v.choice).toMatchObject({ kind: 'buy', seat: 0, price: 1 });
    expect(v.choice?.kind === 'buy' && v.choice.options.map((o) => o.card)).toEqual(v.market);
    expect(rules.view(s, 1).choice).toBeNull();
  });
});
