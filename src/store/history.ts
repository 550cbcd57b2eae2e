// The player history: one small entry per finished game (kit/history.ts), kept in parts of at
// most 100 entries with a small head of each part's ids and players' totals (store/historyChunks.ts,
// issue 33, scale). It is written when a game ends, so deleting a saved game keeps its result.
// The players list reads the head only (`loadIndex`); a person's page, a result, an export or a
// deletion read every part (`load`), a part a task. Every write rewrites one part and the head in
// one transaction and keeps whatever entries it did not write, even ones this version cannot read.
import { get, promisifyRequest, update } from 'idb-keyval';
import { create } from 'zustand';
import type { LoadedGame } from '../kit/game';
import { summarize, type FinishedGame } from '../kit/history';
import type { PlayerTotals } from '../kit/historyTotals';
import { totalsOf } from '../kit/historyTotals';
import type { GameLimits, Session } from '../kit/session';
import {
  applyInOnePart,
  BadChunk,
  chunkKey,
  dropPart,
  HeadGone,
  headTotals,
  HISTORY_KEY,
  isHead,
  type HistoryHead,
  type HistoryOp,
} from './historyChunks';
import {
  adoptParts,
  convertOneRecord,
  isNewer,
  isOneRecord,
  pause,
  readOneRecord,
  readParts,
} from './historyRead';
import { db, quarantine, reportFailure, withTimeout } from './persistence';

export { HISTORY_KEY };
/**
 * Where results go while the history record is a newer version's (this one would drop what it
 * does not know): read beside it, so no finished game's result is lost (issue 24 item 8).
 */
export const HISTORY_BESIDE_KEY = 'history:beside';
/** The version of the one record beside a newer head. */
export const HISTORY_VERSION = 1;

/** Why the history shows less than it holds: a newer version's record, or one that could not be read. */
export type HistoryProblem = 'newer' | 'unreadable' | null;

type ReadState = 'idle' | 'loading' | 'ok' | 'failed';

/** What the players list needs: every stored id and each person's totals (the head). */
export interface HistoryIndex {
  ids: ReadonlySet<string>;
  totals: PlayerTotals;
}

interface HistoryStore {
  /** readable entries by saved-game id: all of them once `load` has read them, else those added */
  games: Record<string, FinishedGame>;
  readState: ReadState;
  /** the head as last read or written; null until read */
  index: HistoryIndex | null;
  indexState: ReadState;
  problem: HistoryProblem;
  /** reads every entry */
  load(knownGames: readonly (string | GameLimits)[]): Promise<void>;
  /** the id `loadOne` last looked up (its part read) */
  lookedUp: string | null;
  /** reads the part holding this result (and the head), not the others */
  loadOne(id: string, knownGames: readonly (string | GameLimits)[]): Promise<void>;
  /** reads the head only: the ids and the players' totals */
  loadIndex(knownGames: readonly (string | GameLimits)[]): Promise<void>;
  /** keeps these entries; an id already kept is replaced only when `replace` is true */
  add(list: readonly FinishedGame[], replace: boolean): void;
  /** drops the entry of a game that is no longer finished (its last round was taken back) */
  forget(id: string): void;
  /** resolves once every queued write has finished (or failed); a read waits for it */
  writes: Promise<void>;
}

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

const indexOf = (head: HistoryHead): HistoryIndex => ({
  ids: new Set(head.chunks.flatMap((c) => c.ids)),
  totals: headTotals(head),
});

/** The head after moving older layouts to parts; 'newer' for a newer version's record, left as it is. */
async function currentHead(): Promise<HistoryHead | 'newer' | 'unreadable'> {
  const store = db();
  const raw: unknown = await withTimeout(get(HISTORY_KEY, store));
  if (isHead(raw)) return raw;
  if (isNewer(raw)) return 'newer';
  if (isOneRecord(raw)) return convertOneRecord(raw, store);
  if (raw !== undefined) await quarantine(HISTORY_KEY, raw, 'not a history record');
  const adopted = await adoptParts(store);
  return adopted ?? (raw === undefined ? { v: 2, chunks: [] } : 'unreadable');
}

/** Writes beside a newer version's record, in the one-record layout (issue 24 item 8). */
async function writeBeside(changes: readonly HistoryChange[]): Promise<void> {
  await withTimeout(
    update(
      HISTORY_BESIDE_KEY,
      (v) => {
        const games: Record<string, unknown> = isOneRecord(v) ? { ...v.games } : {};
        for (const { list, replace, forget } of changes) {
          for (const g of list) if (replace || !Object.hasOwn(games, g.id)) games[g.id] = g;
          for (const id of forget) delete games[id];
        }
        return { v: HISTORY_VERSION, games };
      },
      db(),
    ),
  );
}

async function writeEntries(
  changes: readonly HistoryChange[],
  done: (head: HistoryHead) => void,
): Promise<void> {
  let ops: HistoryOp[] = changes.flatMap(({ list, replace, forget }) => [
    ...list.map((add) => ({ add, replace })),
    ...forget.map((id) => ({ forget: id })),
  ]);
  for (let tries = 0; ops.length && tries < 5; tries++) {
    const head = await currentHead();
    if (head === 'newer') return writeBeside(changes);
    try {
      // a part a transaction: a backfill of thousands of games never rewrites the whole history
      while (ops.length) {
        const { taken, head: now } = await withTimeout(applyInOnePart(ops, db()));
        ops = ops.slice(taken);
        done(now);
        if (ops.length) await pause();
      }
    } catch (e) {
      if (e instanceof BadChunk) {
        await quarantine(chunkKey(e.n), e.raw, 'not a part of the history');
        await withTimeout(dropPart(e.n, db()));
      } else if (!(e instanceof HeadGone)) throw e;
    }
  }
}

/**
 * The write queued behind the one under way, not started yet: changes made meanwhile join it, so
 * a backfill of thousands of games writes a few times, not once per chunk (issue 33).
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
      return writeEntries(entry.changes, (head) => {
        if (get().index) set({ index: indexOf(head) });
      });
    })
    .catch((e) => reportFailure(e, false));
  queued = entry;
  set({ writes: entry.done });
}

/** The head, read after the queued writes (an older layout moved to parts first, in the queue). */
async function readHead(
  get: () => HistoryStore,
  set: (s: Partial<HistoryStore>) => void,
): Promise<HistoryHead | 'newer' | 'unreadable'> {
  const step = get().writes.then(() => currentHead());
  set({
    writes: step.then(
      () => {},
      () => {},
    ),
  });
  return step;
}

/** The entries beside a newer version's record. */
async function besideEntries(
  knownGames: readonly (string | GameLimits)[],
): Promise<Record<string, FinishedGame>> {
  const beside: unknown = await withTimeout(get(HISTORY_BESIDE_KEY, db()));
  return isOneRecord(beside) && beside.v <= HISTORY_VERSION ? readOneRecord(beside, knownGames) : {};
}

/** Drops from the record beside the entries among `ids` that the head lists (stored in the parts). */
function dropWrittenBeside(ids: readonly string[]): Promise<void> {
  return db()('readwrite', (os) => {
    const headReq = os.get(HISTORY_KEY);
    const besideReq = os.get(HISTORY_BESIDE_KEY);
    besideReq.onsuccess = () => {
      const head: unknown = headReq.result;
      const beside: unknown = besideReq.result;
      if (!isHead(head) || !isOneRecord(beside)) return;
      const stored = new Set(head.chunks.flatMap((c) => c.ids));
      const games = { ...beside.games };
      for (const id of ids) if (stored.has(id)) delete games[id];
      os.put({ ...beside, games }, HISTORY_BESIDE_KEY);
    };
    return promisifyRequest(os.transaction);
  });
}

/**
 * Entries a version from before the parts wrote beside the head (it takes the head for a newer
 * version's): they join the parts, then leave the record beside (only those it held when read).
 */
async function takeBeside(knownGames: readonly (string | GameLimits)[]): Promise<void> {
  const games = await besideEntries(knownGames);
  const list = Object.values(games);
  if (!list.length) return;
  useHistory.getState().add(list, true);
  // in the queue: a read waits for it; an entry leaves only once the head lists it (written)
  const done = useHistory
    .getState()
    .writes.then(() => withTimeout(dropWrittenBeside(list.map((g) => g.id))))
    .catch((e) => reportFailure(e, false));
  useHistory.setState({ writes: done });
}

/** Reads the head and the part holding `id` (a result's page); every entry for a newer history. */
async function readOne(
  id: string,
  knownGames: readonly (string | GameLimits)[],
  get: () => HistoryStore,
  set: (s: Partial<HistoryStore> | ((s: HistoryStore) => Partial<HistoryStore>)) => void,
): Promise<void> {
  try {
    const head = await readHead(get, set);
    if (head === 'newer' || head === 'unreadable') return get().load(knownGames);
    await takeBeside(knownGames);
    const one: HistoryHead = { ...head, chunks: head.chunks.filter((c) => c.ids.includes(id)) };
    const read = await readParts(one, knownGames, db());
    // a part kept aside was dropped from the stored head, which readParts then gives back
    const now = read.head === one ? head : read.head;
    set((s) => ({
      games: { ...read.games, ...s.games },
      index: indexOf(now),
      indexState: 'ok',
      lookedUp: id,
    }));
  } catch (e) {
    reportFailure(e, true);
    set({ lookedUp: id });
  }
}

export const useHistory = create<HistoryStore>()((set, get) => ({
  games: {},
  readState: 'idle',
  index: null,
  indexState: 'idle',
  lookedUp: null,
  problem: null,
  writes: Promise.resolve(),

  async load(knownGames) {
    if (get().readState === 'loading') return;
    set({ readState: 'loading' });
    try {
      const head = await readHead(get, set);
      let games: Record<string, FinishedGame> = {};
      let index: HistoryIndex = { ids: new Set(), totals: {} };
      if (head === 'newer') {
        games = await besideEntries(knownGames);
        index = { ids: new Set(Object.keys(games)), totals: totalsOf(Object.values(games)) };
      } else if (head !== 'unreadable') {
        await takeBeside(knownGames);
        const read = await readParts(head, knownGames, db());
        games = read.games;
        index = indexOf(read.head);
      }
      const problem: HistoryProblem = head === 'newer' || head === 'unreadable' ? head : null;
      set((s) => ({ games: { ...games, ...s.games }, readState: 'ok', problem, index, indexState: 'ok' }));
    } catch (e) {
      reportFailure(e, true);
      set({ readState: 'failed' });
    }
  },

  loadOne: (id, knownGames) => readOne(id, knownGames, get, set),

  async loadIndex(knownGames) {
    if (get().indexState === 'loading') return;
    set({ indexState: 'loading' });
    try {
      const head = await readHead(get, set);
      let index: HistoryIndex = { ids: new Set(), totals: {} };
      if (head === 'newer') {
        const games = await besideEntries(knownGames);
        index = { ids: new Set(Object.keys(games)), totals: totalsOf(Object.values(games)) };
      } else if (head !== 'unreadable') {
        await takeBeside(knownGames);
        index = indexOf(head);
      }
      const problem: HistoryProblem = head === 'newer' || head === 'unreadable' ? head : null;
      set({ index, indexState: 'ok', problem });
    } catch (e) {
      reportFailure(e, true);
      set({ indexState: 'failed' });
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
