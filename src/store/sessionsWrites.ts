// The store's writes (sessions.ts): a game saved puts its summary in the list, keeps its record
// whole among the last few this tab wrote, and queues its write (gameRecords.ts); a saved game
// rewritten waits for its record when it is not in memory. A new game is written here too.
import type { StoreApi } from 'zustand';
import type { GameRulesInfo } from '../kit/rulesMigration';
import { APP_MODE, newSessionId, SESSION_VERSION, type Session } from '../kit/session';
import { ownValue } from '../kit/validate';
import { queueGameWrite } from './gameRecords';
import type { OpenGame } from './openTable';
import type { sessionReads } from './sessionReads';
import type { SessionsStore } from './sessionsApi';
import { summaryOf } from './summaries';

/** How many games a tab keeps whole beside the open one (the last it wrote). */
const RECENT_KEPT = 3;

type Reads = Pick<ReturnType<typeof sessionReads>, 'atHand' | 'readSession'>;

/**
 * Rewrites a saved game (the open one stays open on the new record): at once when its record is
 * in memory (the open game, one just made), else once it is read. `edit` null: nothing to change.
 */
function rewrite(get: () => SessionsStore, reads: Reads, put: (session: Session, open?: OpenGame) => void) {
  return (id: string, edit: (session: Session) => Session | null) => {
    const apply = (session: Session | null) => {
      const next = session && edit(session);
      if (!next) return;
      const open = get().open;
      put(next, open?.id === id ? { ...open, session: next } : undefined);
    };
    if (!ownValue(get().sessions, id)) return;
    const inHand = reads.atHand(id);
    if (inHand !== undefined) apply(inHand);
    else void reads.readSession(id).then(apply, () => {});
  };
}

/**
 * Runs `fn` once the page is idle (requestIdleCallback; 1 s at the latest), so that it never
 * delays the frames that show a tap's result; where there are no idle callbacks (Safari before
 * 18), 300 ms later; with no document at all, in a task of its own. Resolves once it ran.
 */
function whenIdle(fn: () => void): Promise<void> {
  return new Promise((resolve) => {
    const run = () => {
      fn();
      resolve();
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, typeof document === 'undefined' ? 0 : 300);
  });
}

/**
 * The saves: a game's summary in the list, its record among the recent ones, and its write.
 * A move on the open table is written at once, but the list (5,000 summaries at scale) takes it
 * once the page is idle, not in the tap's task nor between the frames that show it (issue 33
 * "Scale": a tap as fast as with none): the moves made meanwhile in one copy of the list.
 */
function saves(get: () => SessionsStore, set: StoreApi<SessionsStore>['setState']) {
  /** the open table's record as of its last move, while the list has yet to take it */
  let behind: Session | null = null;
  let settled: Promise<void> = Promise.resolve();
  /**
   * The list with the move waiting and the game `saved`, in one copy. The move is listed only while
   * its record is still the open table's (not another tab's taken over since) and still listed.
   */
  const listWith = (s: SessionsStore, saved?: Session): SessionsStore['sessions'] => {
    const next = { ...s.sessions };
    if (behind && behind === s.open?.session && ownValue(s.sessions, behind.id))
      next[behind.id] = summaryOf(behind);
    behind = null;
    if (saved) next[saved.id] = summaryOf(saved);
    return next;
  };
  /** The list takes the open table's moves made since it last did. */
  const settle = () => {
    if (behind) set((s) => ({ sessions: listWith(s) }));
  };
  const recentWith = (s: SessionsStore, session: Session) =>
    [session, ...s.recent.filter((r) => r.id !== session.id)].slice(0, RECENT_KEPT);
  /** Saves a game: its summary in the list, the record kept whole among the recent ones, and written. */
  const put = (session: Session, open?: OpenGame) => {
    // a move on the open table is written first, in the tap's task, before the screen is drawn
    // again (issue 33 item 6); other changes go in one write at the end of the task
    queueGameWrite(session.id, session, open !== undefined);
    set((s) => ({
      sessions: listWith(s, session),
      recent: recentWith(s, session),
      ...(open ? { open } : {}),
    }));
  };
  /** Saves a move on the open table (a listed game): the list's summary follows once the page is idle. */
  const move = (session: Session, open: OpenGame) => {
    if (!ownValue(get().sessions, session.id)) return put(session, open);
    queueGameWrite(session.id, session, true);
    const waiting = behind !== null;
    behind = session;
    set((s) => ({ recent: recentWith(s, session), open }));
    if (!waiting) settled = whenIdle(settle);
  };
  return { put, move, settle, settled: () => settled };
}

export function sessionsWrites(
  get: () => SessionsStore,
  set: StoreApi<SessionsStore>['setState'],
  reads: Reads,
) {
  /** The rules version a new game of `gameId` is played under (absent when the game is not described). */
  const rulesVersionOf = (gameId: string): { rulesVersion?: number } => {
    const g = get().known.gameInfo.find((x): x is GameRulesInfo => typeof x !== 'string' && x.id === gameId);
    return g ? { rulesVersion: g.rulesVersion } : {};
  };
  const { put, move, settle, settled } = saves(get, set);
  const change = rewrite(get, reads, put);
  // the player history, loaded on demand (no part of the first download)
  const history = (note: (m: typeof import('./history')) => void) =>
    set({ historyNote: import('./history').then(note).catch(() => {}) });

  const state: Pick<
    SessionsStore,
    'recent' | 'persistAsked' | 'historyNote' | 'create' | 'setSeatWho' | 'setPhones'
  > = {
    recent: [],
    persistAsked: false,
    historyNote: Promise.resolve(),

    create(gameId, config, seats, seed, mode, firstGame) {
      const now = Date.now();
      const id = newSessionId();
      put({
        version: SESSION_VERSION,
        id,
        gameId,
        ...rulesVersionOf(gameId),
        config,
        seed: seed >>> 0,
        actions: [],
        seats,
        createdAt: now,
        updatedAt: now,
        finished: false,
        ...(mode && mode !== APP_MODE ? { mode } : {}),
        ...(firstGame ? { firstGame: true as const } : {}),
      });
      return id;
    },

    setSeatWho(id, seat, who) {
      change(id, (session) =>
        session.seats[seat]
          ? { ...session, seats: session.seats.map((s, i) => (i === seat ? { ...s, who } : s)) }
          : null,
      );
    },

    setPhones(id, phones) {
      change(id, ({ phones: _old, ...rest }) => (phones ? { ...rest, phones } : rest));
    },
  };
  return { put, move, settle, settled, history, state };
}
