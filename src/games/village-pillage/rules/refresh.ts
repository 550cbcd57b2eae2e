// §12 refresh effects, after the four colour steps of a Resolve phase: Shepherd gains (ascending
// seat), then Turncoat swaps.

import { cardDef } from './cards';
import type { RoundContext } from './context';
import type { CardId } from './types';

/** Runs the §12 refresh effects; records each swapped card in `lost` and returns the swaps done. */
export function refreshEffects(ctx: RoundContext, lost: CardId[][]): [number, number][] {
  shepherdGains(ctx);
  return turncoatSwaps(ctx, lost);
}

/** §12 Shepherd: its refresh gain to its owner, in slot (so ascending seat) order. */
function shepherdGains(ctx: RoundContext): void {
  for (const s of ctx.slots) {
    const g = cardDef(s.card).refreshGain;
    if (g > 0) {
      ctx.villages[s.seat]!.stockpile += g;
      ctx.events?.push({ kind: 'gain', step: 'refresh', sub: null, seat: s.seat, amount: g, source: s.ref });
    }
  }
}

/** §12 Turncoat: the swapping card and the card it faces change hands; slot index pairs [turncoat, opposing]. */
function turncoatSwaps(ctx: RoundContext, lost: CardId[][]): [number, number][] {
  const slots = ctx.slots;
  const swaps: [number, number][] = [];
  for (const [i, a] of slots.entries()) {
    if (!ctx.effects[i]!.swap) continue;
    const b = slots[a.opp]!; // opp is a slot index of the round
    swaps.push([i, a.opp]);
    ctx.gained[a.seat]!.push(b.card);
    ctx.gained[b.seat]!.push(a.card);
    lost[a.seat]!.push(a.card);
    lost[b.seat]!.push(b.card);
    ctx.events?.push({ kind: 'swap', step: 'refresh', sub: null, a: a.ref, b: b.ref });
  }
  return swaps;
}
