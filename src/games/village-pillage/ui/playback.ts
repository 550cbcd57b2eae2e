// Resolution playback, as data. The engine resolves a round at once and keeps its structured
// event log; the screen replays it frame by frame (one frame per colour step and sub-step).
// Views only hold the villages *now* (after the round, or at a paused buy), so the villages
// before each frame are found by walking the log backwards. Pure: no React.
import type { CardId, CardRef, EventStep, GameEvent, SubStep, View } from '../rules/types';

export interface Nums {
  stockpile: number;
  bank: number;
  relics: number;
}

export type FrameSub = SubStep | 'intro';

export interface Frame {
  step: EventStep;
  sub: FrameSub;
  events: GameEvent[];
  /** villages before and after this frame */
  before: Nums[];
  after: Nums[];
  /** market and deck size after this frame */
  market: CardId[];
  deckCount: number;
  /** played cards exhausted so far this round (keys `seat:side`), after this frame */
  exhausted: string[];
}

/** A turnip transfer to draw: from a village (or the supply, null) to a village (or the bank of it). */
export interface Move {
  from: number | null;
  to: number | null;
  amount: number;
  /** 'stock' = stockpile; 'bank' = bank */
  fromPlace: 'stock' | 'bank' | 'supply';
  toPlace: 'stock' | 'bank' | 'supply';
}

export function refKey(ref: Pick<CardRef, 'seat' | 'side'>): string {
  return `${ref.seat}:${ref.side}`;
}

function frameKey(e: GameEvent): string {
  if (e.kind === 'resolve') return `${e.step}|intro`;
  return `${e.step}|${e.sub ?? e.kind}`;
}

function frameSub(e: GameEvent): FrameSub {
  if (e.kind === 'resolve') return 'intro';
  return e.sub;
}

const clone = (v: readonly Nums[]): Nums[] =>
  v.map((x) => ({ stockpile: x.stockpile, bank: x.bank, relics: x.relics }));

/** Undoes one event on villages / market / deck (walking backwards). */
function undo(e: GameEvent, v: Nums[], market: CardId[], deck: { n: number }): void {
  switch (e.kind) {
    case 'gain':
      v[e.seat].stockpile -= e.amount;
      break;
    case 'steal': {
      const got = e.fromStockpile + e.fromBank;
      v[e.thief].stockpile -= got;
      v[e.victim].stockpile += e.fromStockpile;
      v[e.victim].bank += e.fromBank;
      break;
    }
    case 'bank':
      v[e.seat].stockpile += e.amount;
      v[e.seat].bank -= e.amount;
      break;
    case 'unbank':
      v[e.seat].stockpile -= e.amount;
      v[e.seat].bank += e.amount;
      break;
    case 'relic':
      v[e.seat].stockpile += e.fromStockpile;
      v[e.seat].bank += e.fromBank;
      v[e.seat].relics -= 1;
      break;
    case 'card-buy':
      v[e.seat].stockpile += e.fromStockpile;
      v[e.seat].bank += e.fromBank;
      if (e.refill === null) market.splice(e.index, 0, e.card);
      else {
        market[e.index] = e.card;
        deck.n += 1;
      }
      break;
    case 'draw':
      if (!e.deckEmpty) deck.n += 1;
      break;
    default:
      break;
  }
}

/** Applies one event forward (only the parts needed for exhaust marks). */
function markExhaust(e: GameEvent, marks: string[]): void {
  if (e.kind === 'exhaust' && !marks.includes(refKey(e.target))) marks.push(refKey(e.target));
}

export interface Playback {
  start: Nums[];
  startMarket: CardId[];
  startDeckCount: number;
  frames: Frame[];
}

/**
 * Groups the round's events into frames and reconstructs every frame's villages, market and
 * deck size from the values `now` (after the last event of `events`).
 */
export function buildPlayback(
  events: readonly GameEvent[],
  now: { villages: readonly Nums[]; market: readonly CardId[]; deckCount: number },
): Playback {
  const groups: GameEvent[][] = [];
  let lastKey = '';
  for (const e of events) {
    const key = frameKey(e);
    if (groups.length > 0 && key === lastKey) groups[groups.length - 1].push(e);
    else groups.push([e]);
    lastKey = key;
  }
  // backwards: the state after each group
  const v = clone(now.villages);
  const market = now.market.slice();
  const deck = { n: now.deckCount };
  const afters: { v: Nums[]; market: CardId[]; deck: number }[] = [];
  for (let g = groups.length - 1; g >= 0; g--) {
    afters[g] = { v: clone(v), market: market.slice(), deck: deck.n };
    for (let k = groups[g].length - 1; k >= 0; k--) undo(groups[g][k], v, market, deck);
  }
  const start = clone(v);
  const frames: Frame[] = [];
  const marks: string[] = [];
  let before = start;
  for (let g = 0; g < groups.length; g++) {
    const first = groups[g][0];
    for (const e of groups[g]) markExhaust(e, marks);
    frames.push({
      step: first.step,
      sub: frameSub(first),
      events: groups[g],
      before,
      after: afters[g].v,
      market: afters[g].market,
      deckCount: afters[g].deck,
      exhausted: marks.slice(),
    });
    before = afters[g].v;
  }
  return { start, startMarket: market.slice(), startDeckCount: deck.n, frames };
}

/** The cards on the table this round (from the reveal event), by `seat:side`. */
export function revealedPlays(events: readonly GameEvent[]): Record<string, CardId> {
  const out: Record<string, CardId> = {};
  for (const e of events) if (e.kind === 'reveal') for (const p of e.plays) out[refKey(p)] = p.card;
  return out;
}

/** Cards that resolve in this frame's colour step (highlighted on the table). */
export function activeCards(frame: Frame | undefined): string[] {
  if (!frame) return [];
  const out: string[] = [];
  for (const e of frame.events) {
    const ref =
      e.kind === 'resolve' ||
      e.kind === 'relic-check' ||
      e.kind === 'gain' ||
      e.kind === 'bank' ||
      e.kind === 'unbank'
        ? e.source
        : e.kind === 'relic' || e.kind === 'card-buy' || e.kind === 'card-buy-failed' || e.kind === 'draw'
          ? e.source
          : e.kind === 'exhaust'
            ? e.source
            : null;
    if (ref && !out.includes(refKey(ref))) out.push(refKey(ref));
    if (e.kind === 'steal') for (const s of e.sources) if (!out.includes(refKey(s))) out.push(refKey(s));
  }
  return out;
}

/** The turnip transfers of a frame, for the flying-turnip animation. */
export function frameMoves(frame: Frame | undefined): Move[] {
  if (!frame) return [];
  const out: Move[] = [];
  for (const e of frame.events) {
    if (e.kind === 'gain' && e.amount > 0)
      out.push({ from: null, to: e.seat, amount: e.amount, fromPlace: 'supply', toPlace: 'stock' });
    else if (e.kind === 'steal') {
      if (e.fromStockpile > 0)
        out.push({
          from: e.victim,
          to: e.thief,
          amount: e.fromStockpile,
          fromPlace: 'stock',
          toPlace: 'stock',
        });
      if (e.fromBank > 0)
        out.push({ from: e.victim, to: e.thief, amount: e.fromBank, fromPlace: 'bank', toPlace: 'stock' });
    } else if (e.kind === 'bank' && e.amount > 0)
      out.push({ from: e.seat, to: e.seat, amount: e.amount, fromPlace: 'stock', toPlace: 'bank' });
    else if (e.kind === 'unbank' && e.amount > 0)
      out.push({ from: e.seat, to: e.seat, amount: e.amount, fromPlace: 'bank', toPlace: 'stock' });
    else if ((e.kind === 'relic' || e.kind === 'card-buy') && e.fromStockpile + e.fromBank > 0)
      out.push({
        from: e.seat,
        to: null,
        amount: e.fromStockpile + e.fromBank,
        fromPlace: 'stock',
        toPlace: 'supply',
      });
  }
  return out;
}

/** Which round's events the table should play back now, or null (nothing resolved yet). */
export interface PlaybackSource {
  round: number;
  events: GameEvent[];
  /** true while resolution waits for a market-card choice */
  paused: boolean;
}

export function playbackSource(view: View): PlaybackSource | null {
  if (view.phase === 'buy') return { round: view.round, events: view.log, paused: true };
  if (view.lastLog.length === 0) return null;
  return { round: view.phase === 'over' ? view.round : view.round - 1, events: view.lastLog, paused: false };
}

/** The villages `now` as the view shows them. */
export function viewNums(view: View): Nums[] {
  return view.seats.map((s) => ({ stockpile: s.stockpile, bank: s.bank, relics: s.relics }));
}
