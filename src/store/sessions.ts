// Saved games and the open table, in a plain zustand store (no Immer: nothing deep-walks or
// freezes a game state on every action). Every action is appended to its game's log and that
// game alone is written (gameRecords.ts); the open game's state lives in memory, derived by
// replay with a snapshot cache. Until the saved games have been read once, nothing stored is
// ever rewritten or deleted: new games are saved beside the old ones.
import { create } from 'zustand';
import type { LoadedGame } from '../kit/game';
import type { GameRulesInfo } from '../kit/rulesMigration';
import { damagedFrom, sortRecords, type DamagedGame } from './sortRecords';
import { isRuleError, RuleError, type SeatAction } from '../kit/rules';
import {
  APP_MODE,
  newSessionId,
  SESSION_VERSION,
  type GameLimits,
  type KnownGame,
  type SeatInfo,
  type Session,
} from '../kit/session';
import { useStorageStatus } from './storageStatus';
import {
  dropQueuedWrite,
  flushGameWrites,
  noteIndexed,
  onWriteConflict,
  onWritten,
  queueGameWrite,
  readAllGames,
  readGame,
  type KeptAside,
} from './gameRecords';
import { lockGame, type GameLock, type LockState } from './gameLock';
import { forgetDb, reportFailure, requestPersistentStorage } from './persistence';
import { cutAt, openTable, undoTable, type OpenGame } from './openTable';
import { upgradeRules } from './rulesUpgrade';
import { ownValue } from '../kit/validate';
import { isBot } from '../kit/botSeat';
import type { SeatPhones } from '../kit/seatPhones';
import { migrateLegacyPhones } from './legacyPhones';

export type { OpenGame } from './openTable';

export { damagedFrom, sortRecords, type DamagedGame } from './sortRecords';

/** A game as the store knows it: its rules version and migrations, and its modes (GameModule). */
export type StoredGameInfo = GameRulesInfo & { modes?: readonly { id: string }[] };

export type LoadState = 'idle' | 'loading' | 'ok' | 'failed';

interface SessionsStore {
  sessions: Record<string, Session>;
  /** true once a read has finished, well or not: new games may start (in memory at worst) */
  loaded: boolean;
  /** 'ok' once the saved games were read; 'failed' when the read threw or timed out */
  readState: LoadState;
  damaged: DamagedGame[];
  /** games whose log no longer replays, by id: why */
  broken: Record<string, string>;
  open: OpenGame | null;
  /**
   * Reads the saved games. `games` are the known games' ids, or their definitions: then a game
   * saved under an older rules version is migrated (or listed as damaged when it cannot be).
   */
  load(games: readonly (string | StoredGameInfo)[]): Promise<void>;
  /** reads again after a failed or hung read */
  retryLoad(): Promise<void>;
  /** a new saved game; `mode` absent or 'app' = the default way to play */
  create(gameId: string, config: unknown, seats: SeatInfo[], seed: number, mode?: string): string;
  openSession(id: string, game: LoadedGame): void;
  /** steals the game from the tab that has it open, reads its latest moves and opens it here */
  takeOver(): Promise<void>;
  /** continues a game whose log fails to replay from its last good move; the full log is kept aside */
  cutToLastGood(): void;
  close(): void;
  /** applies an action to the open game; returns the rule error instead of throwing */
  act(action: SeatAction): RuleError | null;
  undo(): void;
  remove(id: string): void;
  removeMany(ids: readonly string[]): void;
  removeDamaged(id: string): void;
  /** changes who plays a seat (a seat handed to a bot: issue 24 item 10) */
  setSeatKind(id: string, seat: number, kind: string): void;
  /** which guest phone plays which seat (several phones); null: all on this phone (issue 21 item 2) */
  setPhones(id: string, phones: SeatPhones | null): void;
  /** adds imported games; ids already present are replaced only when `replace` is true */
  importSessions(list: Session[], replace: boolean): { added: number; replaced: number; skipped: number };
}

let historyNote: Promise<void> = Promise.resolve();
/** Resolves once the history entry of the game that ended last is queued (tests wait on it). */
export function historyNoted(): Promise<void> {
  return historyNote;
}

let openGame: LoadedGame | null = null;
/** The open game's module (kept out of the store: screens and bots read it from here). */
export function getOpenGame(): LoadedGame | null {
  return openGame;
}
let lock: GameLock | null = null;
let knownGames: readonly KnownGame[] = [];
/**
 * A game's limits when it is described (its seat kinds are then checked on read: issue 24 item 5),
 * else its modes (a saved game's mode must be one its game lists: issue 22), else its id.
 */
const limitsOf = (g: string | StoredGameInfo): KnownGame =>
  typeof g === 'string'
    ? g
    : 'seatKinds' in g && 'minPlayers' in g
      ? (g as StoredGameInfo & GameLimits)
      : g.modes
        ? { id: g.id, modes: g.modes }
        : g.id;
let gameInfo: readonly (string | StoredGameInfo)[] = [];
/** The rules version a new game of `gameId` is played under (absent when the game is not described). */
function rulesVersionOf(gameId: string): { rulesVersion?: number } {
  const g = gameInfo.find((x): x is GameRulesInfo => typeof x !== 'string' && x.id === gameId);
  return g ? { rulesVersion: g.rulesVersion } : {};
}
let persistAsked = false;
onWritten(() => {
  // storage works again after a read that failed: the saved games are read now, so the list
  // does not stay short of the games stored before (issue 24 item 7)
  if (useSessions.getState().readState === 'failed') void useSessions.getState().retryLoad();
  if (persistAsked) return;
  persistAsked = true;
  void requestPersistentStorage();
});

/** For tests: forget the module-level table and lock. */
export function resetSessionsForTests(): void {
  lock?.release();
  lock = null;
  openGame = null;
  persistAsked = false;
}

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

export const useSessions = create<SessionsStore>()((set, get) => {
  const put = (session: Session) => {
    set((s) => ({ sessions: { ...s.sessions, [session.id]: session } }));
    queueGameWrite(session.id, session);
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
      lock?.release();
      lock = l;
      setLock(id, l.state);
    });

  return {
    sessions: {},
    loaded: false,
    readState: 'idle',
    damaged: [],
    broken: {},
    open: null,

    async load(games) {
      gameInfo = games;
      knownGames = games.map(limitsOf);
      set({ readState: 'loading' });
      try {
        const stored = await readAllGames();
        const { records, migrated, problems } = await upgradeRules(stored, gameInfo);
        const sorted = sortRecords(records, knownGames, problems);
        const { damaged } = sorted;
        // the seat-to-phone keys of before issue 21 item 2 move into their games
        const sessions = migrateLegacyPhones(sorted.sessions);
        noteIndexed(records.map((r) => r.id));
        // a migrated game is written back once it restores; one that does not keeps its old record
        for (const sess of sessions) if (migrated.includes(sess.id)) queueGameWrite(sess.id, sess);
        set((s) => {
          // games started while the read was failing or slow are kept: they are newer
          const merged: Record<string, Session> = {};
          for (const sess of sessions) merged[sess.id] = sess;
          return {
            sessions: { ...merged, ...s.sessions },
            damaged,
            loaded: true,
            readState: 'ok',
          };
        });
      } catch (e) {
        reportFailure(e, true);
        set({ loaded: true, readState: 'failed' });
      }
    },

    async retryLoad() {
      forgetDb();
      await get().load(gameInfo);
    },

    create(gameId, config, seats, seed, mode) {
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
      });
      return id;
    },

    openSession(id, game) {
      const session = ownValue(get().sessions, id);
      if (!session) return;
      if (get().open?.id !== id) {
        lock?.release();
        lock = null;
      }
      openGame = game;
      const open = openTable(game, session, lock?.state ?? 'pending');
      set((s) => ({
        open,
        broken: open.error ? { ...s.broken, [id]: open.error } : s.broken,
      }));
      if (!lock) void acquire(id, false);
    },

    async takeOver() {
      const open = get().open;
      const game = openGame;
      if (!open || !game) return;
      await acquire(open.id, true);
      try {
        const [fresh] = sortRecords([{ id: open.id, raw: await readGame(open.id) }], knownGames).sessions;
        if (fresh) set((s) => ({ sessions: { ...s.sessions, [fresh.id]: fresh } }));
      } catch {
        // the copy in memory is the best there is
      }
      if (get().open?.id === open.id) get().openSession(open.id, game);
    },

    cutToLastGood() {
      const open = get().open;
      const game = openGame;
      const session = open && get().sessions[open.id];
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
      put(cutAt(session, good));
      get().openSession(session.id, game);
    },

    close() {
      lock?.release();
      lock = null;
      openGame = null;
      set({ open: null });
    },

    act(action) {
      const open = get().open;
      const game = openGame;
      if (!open || open.error || !game) return new RuleError('no-game');
      if (open.lock === 'busy' || open.lock === 'lost') return new RuleError('open-elsewhere');
      const session = ownValue(get().sessions, open.id);
      if (!session) return new RuleError('no-game');
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
      set({ open: { ...open, state: next, canUndo } });
      const now = Date.now();
      const done = { ...session, actions, updatedAt: now, finished: game.rules.outcome(next) !== null };
      put(done);
      // the player history keeps the result even if this saved game is deleted later
      // (loaded on demand: the history is no part of the first download)
      if (done.finished && !session.finished)
        historyNote = import('./history').then((m) => m.noteFinished(game, done, now)).catch(() => {});
      return null;
    },

    undo() {
      const open = get().open;
      const game = openGame;
      if (!open || !open.canUndo || !game || open.lock === 'busy' || open.lock === 'lost') return;
      const session = get().sessions[open.id];
      if (!session || session.actions.length === 0) return;
      const back = undoTable(game, open, session);
      set({ open: back.open });
      put(back.session);
    },

    remove(id) {
      get().removeMany([id]);
    },

    removeMany(ids) {
      set((s) => {
        const sessions = { ...s.sessions };
        for (const id of ids) delete sessions[id];
        return { sessions, open: s.open && ids.includes(s.open.id) ? null : s.open };
      });
      for (const id of ids) queueGameWrite(id, null);
    },

    setSeatKind(id, seat, kind) {
      const session = ownValue(get().sessions, id);
      if (!session || !session.seats[seat]) return;
      put({ ...session, seats: session.seats.map((s, i) => (i === seat ? { ...s, kind } : s)) });
    },

    setPhones(id, phones) {
      const session = ownValue(get().sessions, id);
      if (!session) return;
      const { phones: _old, ...rest } = session;
      put(phones ? { ...rest, phones } : rest);
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
        if (Object.hasOwn(get().sessions, sess.id)) {
          if (!replace) {
            skipped++;
            continue;
          }
          replaced++;
        } else added++;
        put(sess);
      }
      return { added, replaced, skipped };
    },
  };
});
