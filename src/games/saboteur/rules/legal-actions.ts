// legalActions (§15): every legal action of a seat now, each distinct choice once.
import { placeBlocker, playOptions } from './actions';
import { boardOf, type Board } from './board';
import { HEAL_DISCARD, passMax } from './discards';
import { isActionCard, PATH_CARDS } from './cards';
import { theftVictims } from './round-end';
import type { Action, FrontCardId, State } from './types';

function distinct(ids: readonly string[]): string[] {
  return [...new Set(ids)].sort();
}

/** The distinct ids of `hand`, sorted, and how many copies of each it holds. */
function idCounts(hand: readonly string[]): { ids: string[]; counts: number[] } {
  // insertion sort by code units (what Array#sort does by default, without its string conversions)
  const sorted = hand.slice(); // i and j stay inside it
  for (let i = 1; i < sorted.length; i++) {
    const v = sorted[i]!;
    let j = i - 1;
    while (j >= 0 && sorted[j]! > v) {
      sorted[j + 1] = sorted[j]!;
      j--;
    }
    sorted[j + 1] = v;
  }
  const ids: string[] = [];
  const counts: number[] = [];
  for (let i = 0; i < sorted.length; i++) {
    if (i > 0 && sorted[i] === sorted[i - 1]) counts[counts.length - 1]!++;
    else {
      ids.push(sorted[i]!);
      counts.push(1);
    }
  }
  return { ids, counts };
}

/** Distinct multisets of `size` (1–3) ids, each sorted by id, in lexicographic order. */
function multisetsOf(ids: readonly string[], counts: readonly number[], size: number): string[][] {
  const out: string[][] = [];
  const m = ids.length; // i, j, k stay below m; counts runs beside ids
  if (size === 1) {
    for (let i = 0; i < m; i++) out.push([ids[i]!]);
  } else if (size === 2) {
    for (let i = 0; i < m; i++) {
      if (counts[i]! >= 2) out.push([ids[i]!, ids[i]!]);
      for (let j = i + 1; j < m; j++) out.push([ids[i]!, ids[j]!]);
    }
  } else if (size === 3) {
    for (let i = 0; i < m; i++) {
      const ci = counts[i]!;
      if (ci >= 3) out.push([ids[i]!, ids[i]!, ids[i]!]);
      if (ci >= 2) for (let k = i + 1; k < m; k++) out.push([ids[i]!, ids[i]!, ids[k]!]);
      for (let j = i + 1; j < m; j++) {
        if (counts[j]! >= 2) out.push([ids[i]!, ids[j]!, ids[j]!]);
        for (let k = j + 1; k < m; k++) out.push([ids[i]!, ids[j]!, ids[k]!]);
      }
    }
  } else
    return multisets(
      ids.flatMap((id, i) => Array<string>(counts[i]!).fill(id)),
      size,
    );
  return out;
}

/** Distinct multisets of `size` ids from `hand`, each sorted by id. */
function multisets(hand: readonly string[], size: number): string[][] {
  const counts = new Map<string, number>();
  for (const c of hand) counts.set(c, (counts.get(c) ?? 0) + 1);
  const ids = [...counts.keys()].sort();
  const out: string[][] = [];
  const cur: string[] = [];
  const rec = (start: number, left: number) => {
    if (left === 0) {
      out.push(cur.slice());
      return;
    }
    for (let i = start; i < ids.length; i++) {
      const id = ids[i]!;
      const used = cur.filter((c) => c === id).length;
      if (used >= (counts.get(id) as number)) continue;
      cur.push(id);
      rec(i, left - 1);
      cur.pop();
    }
  };
  rec(0, size);
  return out;
}

/**
 * The distinct discards of `size` cards from `hand` (§5 pass and heal), each as `legalActions`
 * and `apply` name it: the ids sorted, the lists in lexicographic order.
 */
export function discardChoices(hand: readonly string[], size: number): string[][] {
  const { ids, counts } = idCounts(hand);
  return multisetsOf(ids, counts, size);
}

/** §15: every legal action of `seat` now, each distinct choice once. */
export function legalActions(s: State, seat: number): Action[] {
  if (s.phase === 'nugget-pick') {
    const pick = s.pick;
    if (!pick || pick.picker !== seat) return [];
    return distinct(pick.offer.map(String)).map((v) => ({
      type: 'pick-nugget' as const,
      seat,
      value: Number(v),
    }));
  }
  if (s.phase === 'theft') {
    if (!s.thieves.length || s.thieves[0] !== seat) return [];
    // §11.3: each possible victim, then declining (theft is optional)
    const out: Action[] = theftVictims(s, seat).map((fromSeat) => ({
      type: 'steal' as const,
      seat,
      fromSeat,
    }));
    out.push({ type: 'steal', seat, fromSeat: null });
    return out;
  }
  if (s.phase !== 'turn' || s.current !== seat) return [];
  const hand = s.hands[seat]!; // the current seat
  const { ids, counts } = idCounts(hand);
  const out: Action[] = [];
  // 1. place (§6): each frontier cell is summarised by edge masks (board.ts)
  if (placeBlocker(s, seat) === null) {
    let board: Board | null = null;
    for (const card of ids) {
      const def = PATH_CARDS[card];
      if (def === undefined || def.fixed) continue;
      if (board === null) board = boardOf(s.maze);
      const { n, xs, ys, need, forbid, conn, flags } = board;
      const o0 = def.open;
      const o1 = ((o0 << 2) | (o0 >> 2)) & 15;
      const ladder = def.ladder;
      // i < n, the frontier's length: every per-cell array holds it
      for (let i = 0; i < n; i++) {
        const nd = need[i]!;
        const mask = nd | forbid[i]!;
        if (ladder ? (flags[i]! & 3) !== 1 : conn[i] === 0) continue;
        if ((o0 & mask) === nd) out.push({ type: 'place', seat, card, x: xs[i]!, y: ys[i]!, rotated: false });
        if ((o1 & mask) === nd) out.push({ type: 'place', seat, card, x: xs[i]!, y: ys[i]!, rotated: true });
      }
    }
  }
  // 2. action cards (§8)
  for (const card of ids) if (isActionCard(card)) playOptions(s, seat, card, out);
  const deluxe = s.config.mode === 'deluxe';
  // 3. heal (deluxe §5)
  const front = s.front[seat]!;
  if (deluxe && hand.length >= HEAL_DISCARD && front.length) {
    const removable = distinct(front.map((f) => f.card)) as FrontCardId[];
    for (const discard of multisetsOf(ids, counts, HEAL_DISCARD))
      for (const remove of removable) out.push({ type: 'heal', seat, discard, remove });
  }
  // 4. pass: 1 card (classic), 1–3 cards (deluxe)
  const maxPass = Math.min(passMax(s.config.mode), hand.length);
  for (let k = 1; k <= maxPass; k++)
    for (const discard of multisetsOf(ids, counts, k)) out.push({ type: 'pass', seat, discard });
  return out;
}
