// What one seat (or the table, seat = null) sees in the companion. The cards are on the table, so
// nearly everything is public; kept private as in the full game (§11): another seat's unplayed
// Bard draws (in its cards and in the playback) and, in the duel, another seat's card behind.
// The playback events come from the kernel's own replay (resolve.ts `replayWithTables`), each
// with its reason (card, opposing card, amounts) and the public table after it.

import { bankCapacity, RELICS_TO_WIN, relicPrices } from '../cards';
import { outcomeOf } from '../outcome';
import { replayWithTables } from '../resolve';
import type { GameEvent } from '../events';
import { actors, availableCards, entrySlots, legalActions, undoKind } from './engine';
import { deckCards, runRound, unseenBy } from './round';
import type {
  CompanionEnd,
  CompanionSeatView,
  CompanionState,
  CompanionView,
  Entry,
  EntryChoice,
  Question,
  RoundRecord,
} from './types';

// A round's events are a pure function of objects that are never mutated: replay each once.
const replays = new WeakMap<object, GameEvent[]>();
function once(key: object, replay: () => GameEvent[]): GameEvent[] {
  let events = replays.get(key);
  if (!events) {
    events = replay();
    replays.set(key, events);
  }
  return events;
}

function seen(events: readonly GameEvent[], viewer: number | null): GameEvent[] {
  return events.map((e) =>
    e.kind === 'draw' && e.card !== null && e.seat !== viewer ? { ...e, card: null, hidden: true } : e,
  );
}

function lastEvents(rec: RoundRecord): GameEvent[] {
  return once(rec, () => replayWithTables(rec.input, rec.seed, rec.choices));
}

function currentEvents(state: CompanionState): GameEvent[] {
  const res = state.resolving;
  if (!res || !res.halt) return [];
  return once(res, () => {
    const rr = runRound(state);
    return replayWithTables(rr.input, res.seed, res.choices).slice(0, rr.events.length);
  });
}

function entryView(state: CompanionState, i: number, viewer: number | null): Entry | null {
  const e = state.entries[i];
  if (!e) return null;
  if (state.mode === 'duel' && viewer !== i) {
    const front = (e as { front?: unknown }).front;
    return front !== undefined ? ({ front, back: null } as unknown as Entry) : null;
  }
  return { ...e };
}

function questionOf(state: CompanionState): Question | null {
  const h = state.resolving?.halt;
  switch (state.phase) {
    case 'market':
      return {
        kind: 'market',
        seat: 0,
        picked: state.board.market.slice(),
        options: deckCards(state, state.board),
      };
    case 'enter':
      return { kind: 'enter', seats: actors(state) };
    case 'buy':
      if (h?.kind !== 'buy') return null;
      return {
        kind: 'buy',
        seat: h.pending.seat,
        price: h.pending.price,
        source: { ...h.pending.source },
        options: h.market.map((card, index) => ({ index, card })),
      };
    case 'deck':
      if (h?.kind !== 'deck') return null;
      // issue 33 item 2: a refill is asked of the table, a Bard's draw of the drawer: each from
      // what the one asked knows, so no choice is missing for a card another seat holds in secret
      return {
        ...h,
        source: { ...h.source },
        options: state.resolving!.emptied ? [] : unseenBy(state, h.reason === 'refill' ? null : h.seat),
      };
    default:
      return null;
  }
}

function entryChoice(state: CompanionState, viewer: number | null): EntryChoice | null {
  if (viewer === null || state.phase !== 'enter' || state.entries[viewer] !== null) return null;
  const s = state.board.seats[viewer]!; // the viewer is a seat of the table
  // issue 33 item 1: the entry is made on the shared screen, so it lists the seat's cards the
  // table has seen and, while the seat holds Bard draws in secret, every card the table cannot
  // place (one of them is the secret card; which one shows only when it is put down)
  const secret = s.secret.slice();
  const cards = availableCards(state, viewer).filter((c) => {
    const k = secret.indexOf(c);
    if (k >= 0) secret.splice(k, 1);
    return k < 0;
  });
  if (s.secret.length > 0) cards.push(...unseenBy(state, null));
  return {
    seat: viewer,
    slots: entrySlots(state, viewer),
    cards: cards.filter((c, i) => cards.indexOf(c) === i),
    all: cards,
    front: state.mode === 'duel' ? s.front : null,
    resting: s.exhausted.slice(),
  };
}

export function companionView(state: CompanionState, viewer: number | null): CompanionView {
  const { board, mode } = state;
  const n = board.seats.length;
  const prices = relicPrices[mode];
  const seats: CompanionSeatView[] = board.seats.map((s, i) => {
    const pool = s.secret.slice();
    const resting = s.exhausted.slice();
    return {
      seat: i,
      stockpile: s.stockpile,
      bank: s.bank,
      total: s.stockpile + s.bank,
      relics: s.relics,
      nextRelicPrice: s.relics < RELICS_TO_WIN ? prices[s.relics]! : null, // one price per relic to win
      owned: s.owned.map((card) => {
        const k = pool.indexOf(card);
        if (k >= 0) pool.splice(k, 1);
        const r = resting.indexOf(card);
        if (r >= 0) resting.splice(r, 1);
        return { card: k >= 0 && viewer !== i ? null : card, secret: k >= 0, exhausted: r >= 0 };
      }),
      exhausted: s.exhausted.slice(),
      front: s.front,
      entered: state.entries[i] !== null,
      entry: entryView(state, i, viewer),
      leftNeighbour: (i - 1 + n) % n,
      rightNeighbour: (i + 1) % n,
    };
  });
  const result = state.phase === 'over' ? outcomeOf(board.seats, state.winners) : null;
  return {
    game: 'village-pillage-companion',
    viewer,
    mode,
    players: n,
    expansion: state.config.expansion,
    phase: state.phase,
    round: board.round,
    relicPrices: prices.slice(),
    relicsToWin: RELICS_TO_WIN,
    bankCapacity: bankCapacity[mode],
    seats,
    market: board.market.slice(),
    deckCount: deckCards(state, board).length,
    toAct: actors(state),
    question: questionOf(state),
    entry: entryChoice(state, viewer),
    actions: viewer === null ? [] : legalActions(state, viewer),
    log: seen(currentEvents(state), viewer),
    lastLog: state.last ? seen(lastEvents(state.last.record), viewer) : [],
    lastRound: state.last ? state.last.record.round : null,
    retake: mode === 'standard' && state.retake ? state.retake.map((e) => ({ ...e })) : null,
    undo: undoKind(state),
    reopen:
      state.phase === 'over' && state.last
        ? {
            round: state.last.record.round,
            entries: mode === 'standard' ? state.last.entries.map((e) => ({ ...e })) : null,
          }
        : null,
    notes: state.log.slice(),
    winners: state.winners.slice(),
    outcome: result,
    result: result ? endOf(state, result.ranking, seats) : null,
  };
}

/** §9 the end in words: who holds every relic and which tie-break decided. */
function endOf(state: CompanionState, ranking: number[][], seats: CompanionSeatView[]): CompanionEnd {
  const winners = state.winners.slice();
  const contenders = seats.filter((s) => s.relics >= RELICS_TO_WIN).map((s) => s.seat);
  const reason = contenders.length <= 1 ? 'only' : winners.length > 1 ? 'shared' : 'turnips';
  const total = winners.length > 0 ? seats[winners[0]!]!.total : 0;
  return { winners, contenders, reason, total, ranking: ranking.map((g) => g.slice()) };
}
