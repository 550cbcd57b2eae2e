// What a card face shows, as data: per opposing colour, the effect broken into short tokens
// (gain, steal, bank, ...) in the order the sub-steps run them. Pure: no React.
import { CARD_BY_ID, CARDS, type Effect } from '../rules/cards';
import type { CardId, Colour } from '../rules/types';

const COLOUR_ORDER: readonly Colour[] = ['green', 'blue', 'red', 'yellow'];

export type Token =
  | { k: 'gain'; n: number }
  | { k: 'oppGain'; n: number }
  | { k: 'steal'; n: number; bank: boolean }
  | { k: 'oppSteal'; n: number }
  | { k: 'bank'; n: number }
  | { k: 'unbank' }
  | { k: 'buy'; n: number }
  | { k: 'draw' }
  | { k: 'exhaustIt' }
  | { k: 'exhaustSelf' }
  | { k: 'swap' };

/** The effect's parts in sub-step order: gains, steals, banks, buys, exhausts, refresh. */
export function effectTokens(e: Effect): Token[] {
  const out: Token[] = [];
  if (e.gain) out.push({ k: 'gain', n: e.gain });
  if (e.oppGain) out.push({ k: 'oppGain', n: e.oppGain });
  if (e.steal) out.push({ k: 'steal', n: e.steal, bank: !!e.stealIncludingBank });
  if (e.oppSteal) out.push({ k: 'oppSteal', n: e.oppSteal });
  if (e.bank) out.push({ k: 'bank', n: e.bank });
  if (e.unbank) out.push({ k: 'unbank' });
  if (e.buy !== undefined) out.push({ k: 'buy', n: e.buy });
  if (e.draw) out.push({ k: 'draw' });
  if (e.exhaustOpposing) out.push({ k: 'exhaustIt' });
  if (e.exhaustSelf) out.push({ k: 'exhaustSelf' });
  if (e.swap) out.push({ k: 'swap' });
  return out;
}

type CardFaceInfo =
  | {
      kind: 'rows';
      /** one row per opposing colour, or a single `vs: 'any'` row when all four are the same */
      rows: { vs: Colour | 'any'; tokens: Token[] }[];
      /** Shepherd: gains at refresh */
      refreshGain: number;
    }
  | { kind: 'yellow'; discount: number; fallback: Token[] };

function sameTokens(a: Token[], b: Token[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function cardFace(card: CardId): CardFaceInfo {
  const def = CARD_BY_ID[card];
  if (def.yellow)
    return { kind: 'yellow', discount: def.yellow.discount, fallback: effectTokens(def.yellow.fallback) };
  const rows = COLOUR_ORDER.map((vs) => ({ vs, tokens: effectTokens(def.rows[vs]) }));
  const first = rows[0]!; // COLOUR_ORDER names every colour
  const allSame = rows.every((r) => sameTokens(r.tokens, first.tokens));
  return {
    kind: 'rows',
    rows: allSame ? [{ vs: 'any' as const, tokens: first.tokens }] : rows,
    refreshGain: def.refreshGain,
  };
}

export function cardColourOf(card: CardId): Colour {
  return CARD_BY_ID[card].colour;
}

interface CatalogueGroups {
  starters: CardId[];
  market: CardId[];
  expansion: CardId[];
}

/** Every card, grouped for the rules page, in catalogue order (colour by colour). */
export function catalogue(): CatalogueGroups {
  return {
    starters: CARDS.filter((c) => c.starter).map((c) => c.id),
    market: CARDS.filter((c) => !c.starter && !c.expansion).map((c) => c.id),
    expansion: CARDS.filter((c) => c.expansion).map((c) => c.id),
  };
}

export function cardFlags(card: CardId): { starter: boolean; expansion: boolean; threePlus: boolean } {
  const d = CARD_BY_ID[card];
  return { starter: d.starter, expansion: d.expansion, threePlus: d.threePlus };
}
