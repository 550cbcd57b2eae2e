// Card catalogue (spec §2, §12) as data, plus cardColour and relicPrices (spec §13).
// Each card has one effect row per opposing colour; an Effect lists its atomic parts, which the
// resolver runs in their own sub-steps (§7): gains, steals, banks, buys, exhausts.

import { RuleError } from '../../../kit/rules';
import type { CardId, Colour, Mode } from './types';

/** One row of a card against one opposing colour. Absent numbers mean 0 / nothing. */
export interface Effect {
  /** G n: the owner gains */
  gain?: number;
  /** opp G n: the opponent gains */
  oppGain?: number;
  /** S n (or S n* when stealIncludingBank) */
  steal?: number;
  stealIncludingBank?: boolean;
  /** opp S n: the opponent steals from the owner */
  oppSteal?: number;
  /** B n */
  bank?: number;
  /** buy a market card at this price (1 or 0 = free) */
  buy?: number;
  /** exhaust the opposing card */
  exhaustOpposing?: boolean;
  /** exhaust this card (Veteran) */
  exhaustSelf?: boolean;
  /** Bard: draw the deck's top card */
  draw?: boolean;
  /** Smuggler fallback: move all banked turnips to the stockpile */
  unbank?: boolean;
  /** Turncoat vs red: swap with the opposing card in the refresh effects */
  swap?: boolean;
}

/** Yellow cards: buy a relic (price(r) − discount), else the fallback (§2.4, §7.4). */
interface YellowCard {
  discount: number;
  fallback: Effect;
}

interface CardDef {
  id: CardId;
  colour: Colour;
  starter: boolean;
  expansion: boolean;
  /** "3+" marker: removed from the deck in a duel */
  threePlus: boolean;
  /** effects by opposing colour (green, blue, red, yellow); yellow cards use `yellow` instead */
  rows: Record<Colour, Effect>;
  yellow: YellowCard | null;
  /** Shepherd: gains this many in the refresh effects (§12) */
  refreshGain: number;
}

export const COLOURS: readonly Colour[] = ['green', 'blue', 'red', 'yellow'];

const NONE: Effect = {};
const all = (e: Effect): Record<Colour, Effect> => ({ green: e, blue: e, red: e, yellow: e });
const rows = (green: Effect, blue: Effect, red: Effect, yellow: Effect): Record<Colour, Effect> => ({
  green,
  blue,
  red,
  yellow,
});

function card(
  id: CardId,
  colour: Colour,
  r: Record<Colour, Effect>,
  extra: Partial<Pick<CardDef, 'starter' | 'expansion' | 'threePlus' | 'yellow' | 'refreshGain'>> = {},
): CardDef {
  return {
    id,
    colour,
    starter: extra.starter ?? false,
    expansion: extra.expansion ?? false,
    threePlus: extra.threePlus ?? false,
    rows: r,
    yellow: extra.yellow ?? null,
    refreshGain: extra.refreshGain ?? 0,
  };
}

const yellow = (discount: number, fallback: Effect) => ({ yellow: { discount, fallback } });

/** The whole catalogue, in the order of spec §2 then §12. */
export const CARDS: readonly CardDef[] = [
  // §2.1 green
  card('farmer', 'green', all({ gain: 3 }), { starter: true }),
  card('florist', 'green', rows({ gain: 5 }, { gain: 5 }, { gain: 5, oppSteal: 2 }, { gain: 5 })),
  card('innkeeper', 'green', rows({ gain: 4 }, { gain: 4 }, { gain: 4 }, { gain: 5, buy: 0 })),
  card('mason', 'green', rows({ gain: 4 }, { gain: 4, steal: 1, bank: 2 }, { gain: 4 }, { gain: 4 })),
  card('miner', 'green', rows({ gain: 4 }, { gain: 5, exhaustOpposing: true }, { gain: 4 }, { gain: 4 })),
  card(
    'pickler',
    'green',
    rows({ gain: 4, bank: 2 }, { gain: 4, bank: 2 }, { gain: 4 }, { gain: 4, bank: 2 }),
  ),
  card('rat-catcher', 'green', rows({ gain: 6 }, { gain: 4 }, { gain: 4 }, { gain: 4 })),
  // §2.2 blue
  card(
    'wall',
    'blue',
    rows({ gain: 1, bank: 1 }, { gain: 1, bank: 1 }, { steal: 1, bank: 1 }, { gain: 1, bank: 1 }),
    { starter: true },
  ),
  card('cathedral', 'blue', rows({ buy: 1 }, { buy: 1 }, { steal: 3, bank: 1 }, { buy: 1 })),
  card(
    'dungeon',
    'blue',
    rows(
      { gain: 1, bank: 2 },
      { gain: 1, steal: 1, bank: 1 },
      { gain: 1, steal: 1, bank: 1 },
      { gain: 1, bank: 2 },
    ),
  ),
  card(
    'labyrinth',
    'blue',
    rows(
      { gain: 1, bank: 2 },
      { gain: 1, bank: 2 },
      { steal: 3, exhaustOpposing: true },
      { gain: 1, bank: 2 },
    ),
  ),
  card('moat', 'blue', rows({ oppGain: 1 }, { bank: 2 }, { gain: 2, steal: 3 }, { bank: 2 })),
  card(
    'toll-bridge',
    'blue',
    rows(
      { bank: 2 },
      { bank: 2 },
      { steal: 2, stealIncludingBank: true },
      { steal: 2, stealIncludingBank: true },
    ),
  ),
  card(
    'treasury',
    'blue',
    rows({ gain: 1, bank: 4 }, { gain: 1, bank: 4 }, { steal: 2, bank: 4 }, { gain: 1, bank: 4 }),
  ),
  // §2.3 red
  card('raider', 'red', rows({ steal: 4 }, NONE, NONE, { steal: 4 }), { starter: true }),
  card('berserker', 'red', rows({ steal: 6 }, { oppSteal: 1 }, NONE, { steal: 6 })),
  card(
    'burglar',
    'red',
    rows({ steal: 4, stealIncludingBank: true }, NONE, NONE, { steal: 4, stealIncludingBank: true }),
  ),
  card('cutpurse', 'red', rows({ steal: 6 }, NONE, { oppSteal: 1 }, { steal: 6 })),
  card('outlaw', 'red', rows({ steal: 5 }, NONE, NONE, { steal: 4, buy: 0 })),
  card('trapper', 'red', rows({ steal: 4, gain: 1 }, NONE, { steal: 1 }, { steal: 4, gain: 1 })),
  card('veteran', 'red', rows({ steal: 6, exhaustSelf: true }, NONE, NONE, { steal: 6, exhaustSelf: true })),
  // §2.4 yellow: buy a relic, else the fallback (the rows are unused)
  card('merchant', 'yellow', all(NONE), { starter: true, ...yellow(0, { buy: 1 }) }),
  card('bard', 'yellow', all(NONE), yellow(0, { gain: 1, draw: true })),
  card('doctor', 'yellow', all(NONE), yellow(0, { gain: 2, exhaustOpposing: true })),
  // §12 Expansion Pack
  card('shepherd', 'green', all(NONE), { expansion: true, threePlus: true, refreshGain: 4 }),
  card('monastery', 'blue', all({ gain: 2 }), { expansion: true }),
  card('turncoat', 'red', rows({ steal: 6 }, NONE, { swap: true }, { steal: 6 }), { expansion: true }),
  card('smuggler', 'yellow', all(NONE), { expansion: true, threePlus: true, ...yellow(2, { unbank: true }) }),
];

const BY_ID: Record<string, CardDef> = Object.create(null);
for (const c of CARDS) BY_ID[c.id] = c;
/** The catalogue by card id (data, for card faces and the rules page). */
export const CARD_BY_ID = BY_ID as Readonly<Record<CardId, CardDef>>;

export function isCardId(x: unknown): x is CardId {
  return typeof x === 'string' && BY_ID[x] !== undefined;
}

export function cardDef(id: CardId): CardDef {
  const def = BY_ID[id];
  if (!def) throw new RuleError('bad-input', `unknown card ${String(id)}`);
  return def;
}

/** Spec §13: the card's colour (type). */
export function cardColour(card: CardId): Colour {
  return cardDef(card).colour;
}

/** Spec §13: relic prices by bank side; with r relics the next costs price[r]. */
export const relicPrices: { standard: [8, 9, 10]; duel: [6, 7, 8] } = {
  standard: [8, 9, 10],
  duel: [6, 7, 8],
};

/** §1, §10: bank slots by bank side. */
export const bankCapacity: Record<Mode, number> = { standard: 5, duel: 4 };

/** The same tables under constant names, for the rules page (screens import constants only). */
export const RELIC_PRICES = relicPrices;
export const BANK_CAPACITY = bankCapacity;

/** §1, §9: relics a seat can own, and the count that wins (sceptre, crown, throne). */
export const RELICS_TO_WIN = 3;

export const STARTERS: readonly CardId[] = ['farmer', 'wall', 'raider', 'merchant'];

/** §3: the market cards that go into the deck (before shuffling), in catalogue order. */
export function marketCards(mode: Mode, expansion: boolean): CardId[] {
  return CARDS.filter(
    (c) => !c.starter && (expansion || !c.expansion) && !(mode === 'duel' && c.threePlus),
  ).map((c) => c.id);
}
