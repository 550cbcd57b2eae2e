// The player history: one small entry per finished game (kit/history.ts), all in one IndexedDB
// record ('history': { v, games: { [sessionId]: entry } }) beside the saved games' index. It is
// written when a game ends, so deleting a saved game keeps its result; it is read only when the
// history screen opens (one record, however many games are saved). Every write is a
// read-modify-write in one transaction that keeps whatever entries it did not write, even ones
// this version cannot read.
import { get, update } from 'idb-keyval';
import { create } from 'zustand';
import type { LoadedGame } from '../kit/game';
import { summarize, type FinishedGame } from '../kit/history';
import { restoreFinishedGame } from '../kit/historyRestore';
import type { GameLimits, Session } from '../kit/session';
import { timeSlices } from '../kit/timeSlice';
import { isRecord } from '../kit/validate';
import { db, quarantine, reportFailure, withTimeout } from './persistence';

export const HISTORY_KEY = 'history';
/**
 * Where results go while the history record is a newer version's (this one would drop what it
 * does not know): read beside it, so no finished game's result is lost (issue 24 item 8).
 */
export const HISTORY_BESIDE_KEY = 'history:beside';
export const HISTORY_VERSION = 1;

/** Why the history shows less than it holds: a newer version's record, or one that could not be read. */
export type HistoryProblem = 'newer' | 'unreadable' | null;

type ReadState = 'idle' | 'loading' | 'ok' | 'failed';

interface HistoryStore {
  /** readable entries by saved-game id */
  games: Record<string, FinishedGame>;
  readState: ReadState;
  problem: HistoryProblem;
  load(knownGames: readonly (string | GameLimits)[]): Promise<void>;
  /** keeps these entries; an id already kept is replaced only when `replace` is true */
  add(list: readonly FinishedGame[], replace: boolean): void;
  /** drops the entry of a game that is no longer finished (its last round was taken back) */
  forget(id: string): void;
  /** resolves once every queued write has finished (or failed); a read waits for it */
  writes: Promise<void>;
}

const isEnvelope = (v: unknown): v is { v: number; games: Record<string, unknown> } =>
  isRecord(v) && typeof v.v === 'number' && Number.isInteger(v.v) && isRecord(v.games);

/** Resolves once every queued history write has finished (or failed). */
export function historyWritten(): Promise<void> {
  return useHistory.getState().writes;
}

/** One change of the history: entries kept (replacing those of the same id when `replace`), ids forgotten. */
interface HistoryChange {
  list: readonly FinishedGame[];
  replace: boolean;
  forget: readonly string[];
}

async function writeEntries(changes: readonly HistoryChange[]): Promise<void> {
  const store = db();
  const old = await withTimeout(get(HISTORY_KEY, store));
  if (old !== undefined && !isEnvelope(old)) await quarantine(HISTORY_KEY, old, 'not a history record');
  // a newer version's record may hold fields this one would drop: it is left as it is, and the
  // results go beside it
  const key = isEnvelope(old) && old.v > HISTORY_VERSION ? HISTORY_BESIDE_KEY : HISTORY_KEY;
  await withTimeout(
    update(
      key,
      (v) => {
        const games: Record<string, unknown> = isEnvelope(v) ? { ...v.games } : {};
        for (const { list, replace, forget } of changes) {
          for (const g of list) if (replace || !Object.hasOwn(games, g.id)) games[g.id] = g;
          for (const id of forget) delete games[id];
        }
        return { v: HISTORY_VERSION, games };
      },
      store,
    ),
  );
}

/**
 * The write queued behind the one under way, not started yet: changes made meanwhile join it, so
 * a backfill of thousands of games writes the record a few times, not once per chunk (issue 33).
 */
let queued: { changes: HistoryChange[]; done: Promise<void> } | null = null;

/** Queues a change: it joins the write not yet started, or starts one behind those under way. */
function queueChange(
  get: () => HistoryStore,
  set: (s: Partial<HistoryStore>) => void,
  change: HistoryChange,
) {
  if (queued && get().writes === queued.done) {
    queued.changes.push(change);
    return;
  }
  const entry: { changes: HistoryChange[]; done: Promise<void> } = {
    changes: [change],
    done: Promise.resolve(),
  };
  entry.done = get()
    .writes.then(() => {
      if (queued === entry) queued = null;
      return writeEntries(entry.changes);
    })
    .catch((e) => reportFailure(e, false));
  queued = entry;
  set({ writes: entry.done });
}

export const useHistory = create<HistoryStore>()((set, get) => ({
  games: {},
  readState: 'idle',
  problem: null,
  writes: Promise.resolve(),

  async load(knownGames) {
    if (get().readState === 'loading') return;
    set({ readState: 'loading' });
    try {
      await get().writes;
      const raw = await withTimeout(get_(HISTORY_KEY));
      const games: Record<string, FinishedGame> = {};
      // thousands of entries are checked a slice of time at a time (issue 33, scale)
      const breathe = timeSlices();
      const readEntries = async (envelope: { games: Record<string, unknown> }) => {
        for (const [id, entry] of Object.entries(envelope.games)) {
          await breathe();
          try {
            const g = restoreFinishedGame(entry, knownGames);
            if (g.id === id) games[id] = g;
          } catch {
            // an entry this version cannot read stays stored, unshown
          }
        }
      };
      let problem: HistoryProblem = null;
      if (isEnvelope(raw) && raw.v <= HISTORY_VERSION) await readEntries(raw);
      else if (isEnvelope(raw)) {
        problem = 'newer';
        const beside = await withTimeout(get_(HISTORY_BESIDE_KEY));
        if (isEnvelope(beside) && beside.v <= HISTORY_VERSION) await readEntries(beside);
      } else if (raw !== undefined) {
        problem = 'unreadable';
        await quarantine(HISTORY_KEY, raw, 'not a history record');
      }
      set((s) => ({ games: { ...games, ...s.games }, readState: 'ok', problem }));
    } catch (e) {
      reportFailure(e, true);
      set({ readState: 'failed' });
    }
  },

  add(list, replace) {
    if (!list.length) return;
    set((s) => {
      const games = { ...s.games };
      for (const g of list) if (replace || !games[g.id]) games[g.id] = g;
      return { games };
    });
    queueChange(get, set, { list, replace, forget: [] });
  },

  forget(id) {
    set((s) => {
      const games = { ...s.games };
      delete games[id];
      return { games };
    });
    queueChange(get, set, { list: [], replace: true, forget: [id] });
  },
}));

const get_ = (key: string) => get(key, db());

/**
 * Keeps the history entry of a game that has just finished. Its log is replayed once; a log
 * that does not replay leaves the history as it was (the saved game shows the fault).
 */
export function noteFinished(game: LoadedGame, session: Session, at: number): void {
  let entry: FinishedGame | null = null;
  try {
    entry = summarize(game.rules, game.summary, session, at);
  } catch {
    entry = null;
  }
  if (entry) useHistory.getState().add([entry], true);
}

/** A finished game was opened again (issue 29 item 3: its winning round taken back): its result
 *  leaves the history until the game ends again, when noteFinished writes the corrected one. */
export function forgetFinished(id: string): void {
  useHistory.getState().forget(id);
}
