// Resolution playback, as data. The engine resolves a round at once and keeps its structured
// event log; the screen replays it frame by frame (one frame per colour step and sub-step).
// Every logged event carries the public table after it, so a frame reads its numbers from the
// log. Pure: no React.
import type { CardId, CardRef, EventStep, GameEvent, PublicVillage, SubStep, View } from '../rules/types';

/** One village's public numbers in a frame (with its next relic price, from the engine). */
export type Nums = PublicVillage;

type FrameSub = SubStep | 'intro';

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

/** What the table shows of a playback frame instead of the view's own public fields. */
export interface TableOverlay {
  nums: Nums[];
  /** villages before the current frame, for +/- badges */
  before: Nums[];
  plays: Record<string, CardId>;
  active: string[];
  marks: string[];
  market: CardId[];
  deckCount: number;
  /** bumps on every frame so the change badges animate again */
  frameId: string;
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

/** Groups the round's events into frames; each frame shows the public table recorded with its
 *  last event (the engine logs it, §14), and the one before it as `before`. */
export function buildPlayback(events: readonly GameEvent[]): Playback | null {
  if (events.length === 0) return null;
  const groups: GameEvent[][] = [];
  let lastKey = '';
  for (const e of events) {
    const key = frameKey(e);
    if (groups.length > 0 && key === lastKey) groups[groups.length - 1]!.push(e);
    else groups.push([e]);
    lastKey = key;
  }
  const start = events[0]!.after; // events is not empty (above)
  const frames: Frame[] = [];
  const marks: string[] = [];
  let before = start.villages;
  for (const group of groups) {
    for (const e of group) markExhaust(e, marks);
    const after = group[group.length - 1]!.after; // a group is made with its first event
    frames.push({
      step: group[0]!.step,
      sub: frameSub(group[0]!),
      events: group,
      before,
      after: after.villages,
      market: after.market,
      deckCount: after.deckCount,
      exhausted: marks.slice(),
    });
    before = after.villages;
  }
  return { start: start.villages, startMarket: start.market, startDeckCount: start.deckCount, frames };
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
interface PlaybackSource {
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
