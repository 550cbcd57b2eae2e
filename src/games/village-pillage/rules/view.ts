// §11 Hidden information: what one seat (or the table, seat = null) may see. Nothing private to
// another seat leaves this module: plans before the reveal, duel back cards (and fronts before the
// reveal), others' unrevealed Bard draws (in hands and in the event log), the deck order, PRNG state.

import { GAME_ID } from '../facts';
import { bankCapacity, RELICS_TO_WIN, relicPrices } from './cards';
import { actors, legalActions, roundInput } from './engine';
import { outcome } from './outcome';
import { frontsOf, replayWithTables } from './resolve';
import type {
  CardId,
  Choice,
  EndResult,
  GameEvent,
  HandCardView,
  PlanSlotView,
  RoundRecord,
  SeatView,
  State,
  TableCardView,
  View,
} from './types';

/** Bard draws are shown only to the drawer. */
// The public tables of a round are a pure function of how it started (state.lastRound, or the
// resolution under way) and those objects are never mutated, so each is replayed once however
// many views (table, every seat, every render) are asked for.
const recordedRounds = new WeakMap<object, GameEvent[]>();
function recorded(key: object, replay: () => GameEvent[]): GameEvent[] {
  let events = recordedRounds.get(key);
  if (!events) {
    events = replay();
    recordedRounds.set(key, events);
  }
  return events;
}

/** A resolved round as `viewer` sees it: replayed once, filtered once per viewer. */
const seenRounds = new WeakMap<object, Map<number | null, GameEvent[]>>();
function roundAsSeen(rec: RoundRecord, viewer: number | null): GameEvent[] {
  let byViewer = seenRounds.get(rec);
  if (!byViewer) {
    byViewer = new Map();
    seenRounds.set(rec, byViewer);
  }
  let events = byViewer.get(viewer);
  if (!events) {
    events = filterEvents(
      recorded(rec, () => replayWithTables(rec.input, rec.seed, rec.choices)),
      viewer,
    );
    byViewer.set(viewer, events);
  }
  return events;
}

function filterEvents(events: readonly GameEvent[], viewer: number | null): GameEvent[] {
  return events.map((e) =>
    e.kind === 'draw' && e.card !== null && e.seat !== viewer ? { ...e, card: null, hidden: true } : e,
  );
}

export function view(state: State, viewer: number | null): View {
  const n = state.seats.length;
  const mode = state.mode;
  const prices = relicPrices[mode];
  const res = state.resolution;
  const revealed = state.phase === 'buy';
  const result = outcome(state);
  const seats: SeatView[] = state.seats.map((s, i) => {
    const own = viewer === i;
    // a paused resolution holds one village and one gained list per seat
    const v = res ? res.villages[i]! : s;
    // hand: during a paused resolution, cards gained so far are already shown
    const hand: CardId[] = res ? [...s.hand, ...res.gained[i]!] : s.hand.slice();
    const secretPool: CardId[] = s.secret.slice();
    if (res)
      for (const e of state.log) if (e.kind === 'draw' && e.seat === i && e.card) secretPool.push(e.card);
    const handView: HandCardView[] = hand.map((card) => {
      const k = secretPool.indexOf(card);
      if (k < 0) return { card, secret: false };
      secretPool.splice(k, 1);
      return { card: own ? card : null, secret: true };
    });
    const table = (card: CardId | null, faceUp: boolean): TableCardView | null =>
      card === null ? null : { card: faceUp || own ? card : null, faceUp };
    return {
      seat: i,
      stockpile: v.stockpile,
      bank: v.bank,
      total: v.stockpile + v.bank,
      relics: v.relics,
      nextRelicPrice: v.relics < RELICS_TO_WIN ? prices[v.relics]! : null, // one price per relic to win
      bankCapacity: bankCapacity[mode],
      hand: handView,
      handSize: hand.length,
      exhausted: s.exhausted.slice(),
      planned: s.plan !== null,
      plan: own && state.phase === 'plan' && s.plan ? { ...s.plan } : null,
      left: revealed ? s.left : null,
      right: revealed ? s.right : null,
      front: mode === 'duel' ? table(s.front, revealed) : null,
      back: mode === 'duel' ? table(s.back, false) : null,
      leftNeighbour: (i - 1 + n) % n,
      rightNeighbour: (i + 1) % n,
    };
  });
  return {
    game: GAME_ID,
    viewer,
    mode,
    players: n,
    expansion: state.config.expansion,
    phase: state.phase,
    round: state.round,
    relicPrices: prices.slice(),
    relicsToWin: RELICS_TO_WIN,
    fronts: frontsOf(mode, n),
    bankCapacity: bankCapacity[mode],
    seats,
    market: (res ? res.market : state.market).slice(),
    deckCount: (res ? res.deck : state.deck).length,
    toAct: actors(state),
    pendingBuy: res ? { ...res.pending, source: { ...res.pending.source } } : null,
    actions: viewer === null ? [] : legalActions(state, viewer),
    log: filterEvents(
      state.resolution
        ? recorded(state.resolution, () =>
            replayWithTables(roundInput(state), state.resolution!.seed, state.resolution!.choices),
          )
        : [],
      viewer,
    ),
    lastLog: state.lastRound ? roundAsSeen(state.lastRound, viewer) : [],
    history: state.pastRounds.map((rec, i) => ({ round: i + 1, events: roundAsSeen(rec, viewer) })),
    choice: viewer === null ? null : choiceOf(state, viewer, seats[viewer]),
    winners: state.winners.slice(),
    outcome: result ? { scores: result.scores, ranking: result.ranking } : null,
    result: result ? endResult(state, result.ranking, seats) : null,
  };
}

/** §6 plan slots and cards, §7.5 buy options: what the seat to act chooses from. */
function choiceOf(state: State, seat: number, sv: SeatView | undefined): Choice | null {
  if (!sv || !actors(state).includes(seat)) return null;
  const res = state.resolution;
  if (state.phase === 'buy' && res) {
    const { price, source } = res.pending;
    return {
      kind: 'buy',
      seat,
      price,
      source: { ...source },
      options: res.market.map((card, index) => ({ index, card })),
    };
  }
  const s = state.seats[seat]!; // a seat to act (checked above)
  const slots: PlanSlotView[] =
    state.mode === 'standard'
      ? [
          { slot: 'left', target: sv.leftNeighbour },
          { slot: 'right', target: sv.rightNeighbour },
        ]
      : s.front === null
        ? [
            { slot: 'front', target: null },
            { slot: 'back', target: null },
          ]
        : [{ slot: 'back', target: null }];
  const cards = sv.hand.map((h) => ({ card: h.card as CardId, secret: h.secret, blocked: null }));
  return {
    kind: 'plan',
    seat,
    slots,
    cards: [...cards, ...s.exhausted.map((card) => ({ card, secret: false, blocked: 'exhausted' as const }))],
    front: state.mode === 'duel' ? s.front : null,
  };
}

/** §9 the end in words: who holds every relic and which tie-break decided. */
function endResult(state: State, ranking: number[][], seats: SeatView[]): EndResult {
  const winners = state.winners.slice();
  const contenders = seats.filter((s) => s.relics >= RELICS_TO_WIN).map((s) => s.seat);
  const reason = contenders.length <= 1 ? 'only' : winners.length > 1 ? 'shared' : 'turnips';
  const total = winners.length > 0 ? seats[winners[0]!]!.total : 0;
  return { winners, contenders, reason, total, ranking: ranking.map((g) => g.slice()) };
}
