// Spec §2 / §12 catalogue: cardColour, and every card against every colour, checked through the
// resolution event log: the effects caused by the card equal its printed row (transcribed below
// from the spec tables as text and parsed here, independently of src/.../cards.ts).
import { describe, expect, it } from 'vitest';
import {
  cardColour,
  relicPrices,
  type CardId,
  type Colour,
  type GameEvent,
} from '../../../../src/games/village-pillage/rules';
import { buildSlots, runResolution } from '../../../../src/games/village-pillage/rules/resolve';

const COLOURS: Colour[] = ['green', 'blue', 'red', 'yellow'];

// spec §2.1–2.3 and §12, rows: vs green | vs blue | vs red | vs yellow
const TABLE: Record<string, [Colour, string, string, string, string]> = {
  farmer: ['green', 'G 3', 'G 3', 'G 3', 'G 3'],
  florist: ['green', 'G 5', 'G 5', 'G 5, opp S 2', 'G 5'],
  innkeeper: ['green', 'G 4', 'G 4', 'G 4', 'G 5, buy free'],
  mason: ['green', 'G 4', 'G 4, S 1, B 2', 'G 4', 'G 4'],
  miner: ['green', 'G 4', 'G 5, exhaust it', 'G 4', 'G 4'],
  pickler: ['green', 'G 4, B 2', 'G 4, B 2', 'G 4', 'G 4, B 2'],
  'rat-catcher': ['green', 'G 6', 'G 4', 'G 4', 'G 4'],
  wall: ['blue', 'G 1, B 1', 'G 1, B 1', 'S 1, B 1', 'G 1, B 1'],
  cathedral: ['blue', 'buy 1', 'buy 1', 'S 3, B 1', 'buy 1'],
  dungeon: ['blue', 'G 1, B 2', 'G 1, S 1, B 1', 'G 1, S 1, B 1', 'G 1, B 2'],
  labyrinth: ['blue', 'G 1, B 2', 'G 1, B 2', 'S 3, exhaust it', 'G 1, B 2'],
  moat: ['blue', 'opp G 1', 'B 2', 'G 2, S 3', 'B 2'],
  'toll-bridge': ['blue', 'B 2', 'B 2', 'S 2*', 'S 2*'],
  treasury: ['blue', 'G 1, B 4', 'G 1, B 4', 'S 2, B 4', 'G 1, B 4'],
  raider: ['red', 'S 4', '—', '—', 'S 4'],
  berserker: ['red', 'S 6', 'opp S 1', '—', 'S 6'],
  burglar: ['red', 'S 4*', '—', '—', 'S 4*'],
  cutpurse: ['red', 'S 6', '—', 'opp S 1', 'S 6'],
  outlaw: ['red', 'S 5', '—', '—', 'S 4, buy free'],
  trapper: ['red', 'S 4, G 1', '—', 'S 1', 'S 4, G 1'],
  veteran: ['red', 'S 6, exhaust self', '—', '—', 'S 6, exhaust self'],
  monastery: ['blue', 'G 2', 'G 2', 'G 2', 'G 2'],
  turncoat: ['red', 'S 6', '—', 'swap', 'S 6'],
  shepherd: ['green', 'refresh G 4', 'refresh G 4', 'refresh G 4', 'refresh G 4'],
};
const YELLOW: Record<string, { discount: number; fallback: string }> = {
  merchant: { discount: 0, fallback: 'buy 1' },
  bard: { discount: 0, fallback: 'G 1, draw' },
  doctor: { discount: 0, fallback: 'G 2, exhaust it' },
  smuggler: { discount: 2, fallback: 'unbank' },
};

/** One observed/expected effect of the card in seat 0's right slot, facing seat 1's left slot. */
function parse(row: string): string[] {
  if (row === '—') return [];
  return row.split(', ').map((t) => {
    let m: RegExpMatchArray | null;
    if ((m = t.match(/^G (\d)$/))) return `gain seat0 ${m[1]}`;
    if ((m = t.match(/^opp G (\d)$/))) return `gain seat1 ${m[1]}`;
    if ((m = t.match(/^S (\d)(\*?)$/))) return `steal 0<-1 ${m[1]}${m[2] ? ' incl' : ''}`;
    if ((m = t.match(/^opp S (\d)$/))) return `steal 1<-0 ${m[1]}`;
    if ((m = t.match(/^B (\d)$/))) return `bank ${m[1]}`;
    if (t === 'buy 1') return 'buy 1';
    if (t === 'buy free') return 'buy 0';
    if (t === 'exhaust it') return 'exhaust opp';
    if (t === 'exhaust self') return 'exhaust self';
    if (t === 'swap') return 'swap';
    if (t === 'draw') return 'draw';
    if (t === 'unbank') return 'unbank';
    if ((m = t.match(/^refresh G (\d)$/))) return `refresh-gain ${m[1]}`;
    throw new Error(`unparsed ${t}`);
  });
}

function observed(events: GameEvent[]): string[] {
  const mine = (r: { seat: number; side: string }) => r.seat === 0 && r.side === 'right';
  const out: string[] = [];
  for (const e of events) {
    if (e.kind === 'gain' && mine(e.source))
      out.push(e.step === 'refresh' ? `refresh-gain ${e.amount}` : `gain seat${e.seat} ${e.amount}`);
    if (e.kind === 'steal' && e.sources.some(mine))
      out.push(`steal ${e.thief}<-${e.victim} ${e.claim}${e.includingBank ? ' incl' : ''}`);
    if (e.kind === 'bank' && mine(e.source)) out.push(`bank ${e.requested}`);
    if (e.kind === 'unbank' && mine(e.source)) out.push('unbank');
    if ((e.kind === 'card-buy' || e.kind === 'card-buy-failed') && mine(e.source)) out.push(`buy ${e.price}`);
    if (e.kind === 'draw' && mine(e.source)) out.push('draw');
    if (e.kind === 'relic' && mine(e.source)) out.push(`relic ${e.price}`);
    if (e.kind === 'exhaust' && mine(e.source)) out.push(mine(e.target) ? 'exhaust self' : 'exhaust opp');
    if (e.kind === 'swap' && (mine(e.a) || mine(e.b))) out.push('swap');
  }
  return out.sort();
}

/** An opposing card of each colour whose own effects never touch seat 0's right card. */
const PROBE: Record<Colour, CardId> = { green: 'farmer', blue: 'wall', red: 'raider', yellow: 'merchant' };

/** Runs `card` in seat 0's right slot against a `colour` probe in seat 1's left slot (3 seats). */
function run(card: CardId, colour: Colour, stock: number): GameEvent[] {
  const input = {
    mode: 'standard' as const,
    villages: [0, 1, 2].map(() => ({ stockpile: stock, bank: 0, relics: 0 })),
    plays: [
      { left: 'wall' as CardId, right: card },
      { left: PROBE[colour], right: 'wall' as CardId },
      { left: 'wall' as CardId, right: 'wall' as CardId },
    ],
    market: ['moat', 'mason'] as CardId[],
    deck: ['miner'] as CardId[],
  };
  const events: GameEvent[] = [];
  runResolution('standard', input.villages, buildSlots(input), input.market, input.deck, 0, () => 0, events);
  return events;
}

describe('§2 cardColour', () => {
  it('returns the printed colour of all 28 cards (§2, §12)', () => {
    const all = {
      ...Object.fromEntries(Object.entries(TABLE).map(([id, r]) => [id, r[0]])),
      merchant: 'yellow',
      bard: 'yellow',
      doctor: 'yellow',
      smuggler: 'yellow',
    };
    expect(Object.keys(all)).toHaveLength(28);
    for (const [id, colour] of Object.entries(all)) expect(cardColour(id as CardId), id).toBe(colour);
  });
  it('relicPrices are 8/9/10 standard and 6/7/8 in the duel (§1, §13)', () => {
    expect(relicPrices).toEqual({ standard: [8, 9, 10], duel: [6, 7, 8] });
  });
});

describe('§2 every card against every colour (effects caused, read from the event log)', () => {
  for (const [id, [, ...rows]] of Object.entries(TABLE)) {
    COLOURS.forEach((colour, c) => {
      it(`${id} vs ${colour}: ${rows[c]} (§2 row)`, () => {
        expect(observed(run(id as CardId, colour, 10))).toEqual(parse(rows[c]!).sort());
      });
    });
  }
  for (const [id, y] of Object.entries(YELLOW)) {
    for (const colour of COLOURS) {
      it(`${id} vs ${colour}: buys the relic when affordable (§2.4, §7.4)`, () => {
        // total 14 + 1 (wall) − 4 (a red probe's raider steals) ≥ 8 − discount at the relic check
        expect(observed(run(id as CardId, colour, 14))).toEqual([
          `relic ${relicPrices.standard[0] - y.discount}`,
        ]);
      });
      it(`${id} vs ${colour}: unable → ${y.fallback} (§2.4, §7.4)`, () => {
        expect(observed(run(id as CardId, colour, 1))).toEqual(parse(y.fallback).sort());
      });
    }
  }
});
