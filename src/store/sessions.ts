// Saved games and the open table, in a plain zustand store (no Immer: nothing deep-walks or
// freezes a game state on every action). The store holds each saved game's summary, not its log
// (summaries.ts, issue 24 item 18): memory stays flat with years of games. The open game's full
// record and state live in `open`; any other game's record is read when it is needed (opened,
// exported, summarised for the history). Every action is appended to its game's log and that
// game alone is written, with its summary (gameRecords.ts); the open game's state is derived by
// replay with a snapshot cache. Until the saved games have been read once, nothing stored is
// ever rewritten or deleted: new games are saved beside the old ones.
import { create } from 'zustand';
import type { LoadedGame } from '../kit/game';
import type { GameRulesInfo } from '../kit/rulesMigration';
import { damagedFrom } from './sortRecords';
import { isRuleError, RuleError } from '../kit/rules';
import {
  APP_MODE,
  newSessionId,
  SESSION_VERSION,
  type GameLimits,
  type KnownGame,
  type Session,
} from '../kit/session';
import { useStorageStatus } from './storageStatus';
import {
  dropQueuedWrite,
  flushGameWrites,
  onWriteConflict,
  onWritten,
  queueGameWrite,
  type KeptAside,
} from './gameRecords';
import { readSavedList, readSessions } from './readSaved';
import { olderThan, summaryOf, type SessionSummary } from './summaries';
import { lockGame, type LockState } from './gameLock';
import { forgetDb, reportFailure, requestPersistentStorage } from './persistence';
import { cutAt, openTable, reopenTable, undoTable, type OpenGame } from './openTable';
import type { SessionsStore, StoredGameInfo } from './sessionsApi';
import { sessionReads } from './sessionReads';
import { ownValue } from '../kit/validate';
import { isBot } from '../kit/botSeat';
import { forgetGameLocal } from '../kit/gameLocal';

export type { OpenGame } from './openTable';
export type { LoadState, SessionsStore, StoredGameInfo } from './sessionsApi';
export type { SessionSummary } from './summaries';

export { damagedFrom, sortRecords, type DamagedGame } from './sortRecords';

/** Resolves once the history entry of the game that ended last is queued (tests wait on it). */
export function historyNoted(): Promise<void> {
  return useSessions.getState().historyNote;
}

/**
 * A game's limits when it is described (who plays its seats and where are then checked on read: issue 24 item 5),
 * else its modes (a saved game's mode must be one its game lists: issue 22), else its id.
 */
const limitsOf = (g: string | StoredGameInfo): KnownGame =>
  typeof g === 'string'
    ? g
    : 'seatWho' in g && 'minPlayers' in g
      ? (g as StoredGameInfo & GameLimits)
      : g.modes
        ? { id: g.id, modes: g.modes }
        : g.id;
onWritten(() => {
  const store = useSessions.getState();
  // storage works again after a read that failed: the saved games are read now, so the list
  // does not stay short of the games stored before (issue 24 item 7)
  if (store.readState === 'failed') void store.retryLoad();
  if (store.persistAsked) return;
  useSessions.setState({ persistAsked: true });
  void requestPersistentStorage();
});

/**
 * Back in the foreground after storage failed (WebKit drops IndexedDB connections of pages in
 * the background): a connection is opened again, the queued writes are written and a failed
 * read is read again, before anyone has to tap Try again (issue 24 item 19).
 */
export async function recoverStorage(): Promise<void> {
  if (useStorageStatus.getState().health === 'ok' && useSessions.getState().readState !== 'failed') return;
  forgetDb();
  await flushGameWrites();
  if (useSessions.getState().readState === 'failed') await useSessions.getState().retryLoad();
}

if (typeof document !== 'undefined')
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void recoverStorage();
  });

/** How many games a tab keeps whole beside the open one (the last it wrote). */
const RECENT_KEPT = 3;

export const useSessions = create<SessionsStore>()((set, get) => {
  const { atHand, noteRead, readSession, readMany } = sessionReads(get, set, () => get().known);
  /** The rules version a new game of `gameId` is played under (absent when the game is not described). */
  const rulesVersionOf = (gameId: string): { rulesVersion?: number } => {
    const g = get().known.gameInfo.find((x): x is GameRulesInfo => typeof x !== 'string' && x.id === gameId);
    return g ? { rulesVersion: g.rulesVersion } : {};
  };
  /** Saves a game: its summary in the list, the record kept whole among the recent ones, and written. */
  const put = (session: Session, open?: OpenGame) => {
    set((s) => ({
      sessions: { ...s.sessions, [session.id]: summaryOf(session) },
      recent: [session, ...s.recent.filter((r) => r.id !== session.id)].slice(0, RECENT_KEPT),
      ...(open ? { open } : {}),
    }));
    queueGameWrite(session.id, session);
  };
  /**
   * Rewrites a saved game (the open one stays open on the new record): at once when its record is
   * in memory (the open game, one just made), else once it is read. `edit` null: nothing to change.
   */
  const change = (id: string, edit: (session: Session) => Session | null) => {
    const apply = (session: Session | null) => {
      const next = session && edit(session);
      if (!next) return;
      const open = get().open;
      put(next, open?.id === id ? { ...open, session: next } : undefined);
    };
    if (!ownValue(get().sessions, id)) return;
    const inHand = atHand(id);
    if (inHand !== undefined) apply(inHand);
    else void readSession(id).then(apply, () => {});
  };
  const setLock = (id: string, state: LockState) =>
    set((s) => (s.open?.id === id ? { open: { ...s.open, lock: state } } : s));
  const lost = (id: string) => () => {
    dropQueuedWrite(id);
    setLock(id, 'lost');
  };
  // another tab changed the game (no Web Locks): this tab stops writing it and says so
  onWriteConflict((id) => lost(id)());
  const acquire = (id: string, steal: boolean) =>
    lockGame(id, steal, lost(id)).then((l) => {
      if (get().open?.id !== id) return l.release();
      get().lock?.release();
      set({ lock: l });
      setLock(id, l.state);
    });
  // the player history, loaded on demand (no part of the first download)
  const history = (note: (m: typeof import('./history')) => void) =>
    set({ historyNote: import('./history').then(note).catch(() => {}) });
  /** Opens the table of `session` (its record in hand). */
  const openWith = (session: Session, game: LoadedGame) => {
    const id = session.id;
    if (get().open?.id !== id) {
      get().lock?.release();
      set({ lock: null });
    }
    const lock = get().lock;
    const open = openTable(game, session, lock?.state ?? 'pending');
    set((s) => ({
      game,
      open,
      openFailed: null,
      broken: open.error ? { ...s.broken, [id]: open.error } : s.broken,
    }));
    if (!lock) void acquire(id, false);
  };
  return {
    readSession,
    readSessions: readMany,
    sessions: {},
    recent: [],
    openFailed: null,
    loaded: false,
    readState: 'idle',
    damaged: [],
    broken: {},
    open: null,
    game: null,
    lock: null,
    known: { gameInfo: [], knownGames: [] },
    opening: 0,
    persistAsked: false,
    historyNote: Promise.resolve(),

    async load(games) {
      const known = { gameInfo: games, knownGames: games.map(limitsOf) };
      set({ readState: 'loading', known });
      try {
        const { summaries, damaged } = await readSavedList(known.gameInfo, known.knownGames);
        set((s) => {
          // games started while the read was failing or slow are kept: they are newer
          const merged: Record<string, SessionSummary> = {};
          for (const sum of summaries) merged[sum.id] = sum;
          return { sessions: { ...merged, ...s.sessions }, damaged, loaded: true, readState: 'ok' };
        });
      } catch (e) {
        reportFailure(e, true);
        set({ loaded: true, readState: 'failed' });
      }
    },

    async retryLoad() {
      forgetDb();
      await get().load(get().known.gameInfo);
    },

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

    async openSession(id, game) {
      if (!ownValue(get().sessions, id)) return;
      const token = get().opening + 1;
      set({ opening: token });
      const inHand = atHand(id);
      if (inHand) return openWith(inHand, game);
      let session: Session | null;
      try {
        session = await get().readSession(id);
      } catch {
        session = null;
        if (token === get().opening) set({ openFailed: id });
        return;
      }
      if (token === get().opening && session) openWith(session, game);
    },

    async takeOver() {
      const open = get().open;
      const game = get().game;
      if (!open || !game) return;
      await acquire(open.id, true);
      let fresh: Session | undefined;
      try {
        const { gameInfo, knownGames } = get().known;
        fresh = (await readSessions([open.id], gameInfo, knownGames)).sessions[0];
      } catch {
        // the copy in memory is the best there is
      }
      if (get().open?.id !== open.id) return;
      const session = fresh ?? get().open!.session;
      if (fresh) noteRead([fresh], []);
      openWith(session, game);
    },

    cutToLastGood() {
      const open = get().open;
      const game = get().game;
      const session = open?.session;
      // cutting cannot help a game whose bots or config do not fit: no copy is kept aside for nothing
      if (!open?.error || open.goodMoves === null || !game || !session) return;
      const good = open.goodMoves;
      const aside: KeptAside = {
        keptAside: true,
        reason: `cut: moves ${good + 1}-${session.actions.length} of ${session.id}`,
        text: JSON.stringify(session),
      };
      const asideId = `${session.id.slice(0, 40)}-cut-${Date.now()}`;
      queueGameWrite(asideId, aside);
      set((s) => {
        const broken = { ...s.broken };
        delete broken[session.id];
        return { damaged: [...s.damaged, damagedFrom(asideId, aside, aside.reason)], broken };
      });
      const cut = cutAt(session, good);
      put(cut);
      openWith(cut, game);
    },

    close() {
      get().lock?.release();
      set((s) => ({ open: null, openFailed: null, lock: null, game: null, opening: s.opening + 1 }));
    },

    act(action) {
      const open = get().open;
      const game = get().game;
      if (!open || open.error || !game) return new RuleError('no-game');
      if (open.lock === 'busy' || open.lock === 'lost') return new RuleError('open-elsewhere');
      const session = open.session;
      let next: unknown;
      try {
        next = game.rules.apply(open.state, action);
      } catch (e) {
        if (isRuleError(e)) return e as RuleError;
        return new RuleError('bad-action', String((e as Error)?.message ?? e));
      }
      const seat = session.seats[action.seat];
      let canUndo = false;
      if (seat && !isBot(seat)) {
        try {
          canUndo = game.undoable(open.state, action);
        } catch {
          canUndo = false;
        }
      }
      const actions = [...session.actions, action];
      open.cache.note(actions.length, next);
      const now = Date.now();
      const done = { ...session, actions, updatedAt: now, finished: game.rules.outcome(next) !== null };
      put(done, { ...open, session: done, state: next, canUndo });
      // the player history keeps the result even if this saved game is deleted later
      // (loaded on demand: the history is no part of the first download)
      if (done.finished && !session.finished) history((m) => m.noteFinished(game, done, now));
      return null;
    },

    undo() {
      const open = get().open;
      const game = get().game;
      if (!open || !open.canUndo || !game || open.lock === 'busy' || open.lock === 'lost') return;
      const session = open.session;
      if (session.actions.length === 0) return;
      const back = undoTable(game, open, session);
      put(back.session, back.open);
      if (session.finished) history((m) => m.forgetFinished(session.id));
    },

    reopen() {
      const { open, game } = get();
      const back =
        open && game && open.lock !== 'busy' && open.lock !== 'lost' ? reopenTable(game, open) : null;
      if (!back) return false;
      put(back.session, back.open);
      history((m) => m.forgetFinished(back.session.id)); // until it ends again (issue 29 item 3)
      return true;
    },

    remove(id) {
      get().removeMany([id]);
    },

    removeMany(ids) {
      set((s) => {
        const sessions = { ...s.sessions };
        for (const id of ids) delete sessions[id];
        return {
          sessions,
          recent: s.recent.filter((r) => !ids.includes(r.id)),
          open: s.open && ids.includes(s.open.id) ? null : s.open,
        };
      });
      for (const id of ids) queueGameWrite(id, null);
      forgetGameLocal(ids); // a screen's state kept for the game (a draft entry) goes with it
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

    removeDamaged(id) {
      set((s) => ({ damaged: s.damaged.filter((d) => d.id !== id) }));
      queueGameWrite(id, null);
    },

    importSessions(list, replace) {
      let added = 0;
      let replaced = 0;
      let skipped = 0;
      for (const sess of list) {
        const here = ownValue(get().sessions, sess.id);
        if (here) {
          if (!replace) {
            skipped++;
            continue;
          }
          // issue 33 item 3: an older copy (fewer moves, or as many and played earlier) never
          // replaces the newer game here; it is kept beside it, as a game of its own
          if (olderThan(sess, here)) {
            added++;
            put({ ...sess, id: newSessionId() });
            continue;
          }
          replaced++;
          forgetGameLocal([sess.id]); // the replaced game's screen state is not the import's
        } else added++;
        put(sess);
      }
      return { added, replaced, skipped };
    },
  };
});
