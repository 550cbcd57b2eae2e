// The store's list of saved games (sessions.ts): each game's summary (never its log: issue 24
// item 18), the damaged ones, and how the last read went. Until the saved games have been read
// once, nothing stored is ever rewritten or deleted: new games are saved beside the old ones.
import type { StoreApi } from 'zustand';
import type { GameLimits, KnownGame, Session } from '../kit/session';
import { ownValue } from '../kit/validate';
import { forgetGameLocal } from '../kit/gameLocal';
import { newSessionId } from '../kit/session';
import { queueGameWrite } from './gameRecords';
import { forgetDb, reportFailure } from './persistence';
import { readSavedList } from './readSaved';
import type { ImportClash, SessionsStore, StoredGameInfo } from './sessionsApi';
import { olderThan, type SessionSummary } from './summaries';

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

type ListPart = Pick<
  SessionsStore,
  | 'sessions'
  | 'loaded'
  | 'readState'
  | 'damaged'
  | 'known'
  | 'load'
  | 'retryLoad'
  | 'remove'
  | 'removeMany'
  | 'removeDamaged'
  | 'importSessions'
>;

/** Adds imported games; a game already here is replaced only when `replace`, and never by an older copy. */
function importSessions(
  get: () => SessionsStore,
  put: (session: Session) => void,
  list: Session[],
  clash: ImportClash,
): ReturnType<SessionsStore['importSessions']> {
  let added = 0;
  let replaced = 0;
  let skipped = 0;
  for (const sess of list) {
    const here = ownValue(get().sessions, sess.id);
    if (here) {
      // issue 33 item 3: "keep both" puts the file's copy beside the game here, as a game of
      // its own; "keep the newer" never puts an older copy (fewer moves, or as many and
      // played earlier) over the newer game here
      if (clash === 'both') {
        added++;
        put({ ...sess, id: newSessionId() });
        continue;
      }
      if (!clash || olderThan(sess, here)) {
        skipped++;
        continue;
      }
      replaced++;
      forgetGameLocal([sess.id]); // the replaced game's screen state is not the import's
    } else added++;
    put(sess);
  }
  return { added, replaced, skipped };
}

type Sessions = Record<string, SessionSummary>;

/**
 * The games listed while the read goes on: from the "Continue" record first (issue 33), then the
 * parts of the read (the most recent unfinished games, summaries rebuilt after an upgrade). Home
 * shows them at once; what happens to them meanwhile (a move, a deletion) is kept. A game listed
 * from the record is replaced by what the read found (dropped when the read did not find it)
 * unless it changed since.
 */
function listedSoFar(set: StoreApi<SessionsStore>['setState']) {
  const listed = new Set<string>();
  const early = new Map<string, SessionSummary>();
  const list = (sessions: Sessions, part: readonly SessionSummary[]): Sessions => {
    const next = { ...sessions };
    for (const sum of part) {
      const e = early.get(sum.id);
      if (e) {
        early.delete(sum.id);
        if (next[sum.id] === e) next[sum.id] = sum;
        listed.add(sum.id);
      } else if (!listed.has(sum.id)) {
        listed.add(sum.id);
        // a game put while the read was failing or slow is kept: it is newer
        if (!Object.hasOwn(next, sum.id)) next[sum.id] = sum;
      }
    }
    return next;
  };
  return {
    early(part: readonly SessionSummary[]) {
      for (const sum of part) early.set(sum.id, sum);
      set((s) => {
        const next = { ...s.sessions };
        for (const sum of part) if (!Object.hasOwn(next, sum.id)) next[sum.id] = sum;
        return { sessions: next };
      });
    },
    part: (part: readonly SessionSummary[]) => set((s) => ({ sessions: list(s.sessions, part) })),
    /** the whole read: every game found listed, those of the record it did not find dropped */
    end(sessions: Sessions, all: readonly SessionSummary[]): Sessions {
      const next = list(sessions, all);
      for (const [id, e] of early) if (next[id] === e) delete next[id];
      return next;
    },
  };
}

export function sessionsList(
  get: () => SessionsStore,
  set: StoreApi<SessionsStore>['setState'],
  { put, settle }: { put: (session: Session) => void; settle: () => void },
): ListPart {
  return {
    sessions: {},
    loaded: false,
    readState: 'idle',
    damaged: [],
    known: { gameInfo: [], knownGames: [] },

    async load(games) {
      const known = { gameInfo: games, knownGames: games.map(limitsOf) };
      set({ readState: 'loading', known });
      const listing = listedSoFar(set);
      try {
        const { summaries, damaged } = await readSavedList(
          known.gameInfo,
          known.knownGames,
          listing.part,
          listing.early,
        );
        set((s) => ({
          sessions: listing.end(s.sessions, summaries),
          damaged,
          loaded: true,
          readState: 'ok',
        }));
      } catch (e) {
        reportFailure(e, true);
        // the games listed from the "Continue" record stay: each is read again when opened
        set({ loaded: true, readState: 'failed' });
      }
    },

    async retryLoad() {
      forgetDb();
      await get().load(get().known.gameInfo);
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

    removeDamaged(id) {
      set((s) => ({ damaged: s.damaged.filter((d) => d.id !== id) }));
      queueGameWrite(id, null);
    },

    importSessions(list, clash) {
      // the open game's last moves in the list first: a copy is compared with the game as it is
      settle();
      return importSessions(get, put, list, clash);
    },
  };
}
