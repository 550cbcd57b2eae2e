// Saved games in IndexedDB: one record per game ('game:<id>', the session as plain data), its
// summary beside it ('summary:<id>', summaries.ts: what the lists show, read at start instead of
// every log) and a small index record ('games': { v, ids }). An action writes only the game it changed; the
// index is changed only when a game is added or deleted, by a read-modify-write in one
// transaction (idb-keyval `update`), so it never drops ids it did not read (another tab's
// games, or every game when the first read failed). Today's single 'sessions' record is
// migrated into per-game records and deleted only once they are written and read back (at start:
// storedList.ts).
import { getMany, promisifyRequest, update, type UseStore } from 'idb-keyval';
import { create } from 'zustand';
import type { Session } from '../kit/session';
import { storedSummary, summaryKey, type StoredSummary } from './summaries';
import { isRecord } from '../kit/validate';
import { db, reportFailure, withTimeout } from './persistence';
import { useStorageStatus } from './storageStatus';
import { gameKey, INDEX_KEY, isKeptAside, mergeIndex, type RawGame } from './gameIndex';
import { noteContinue } from './continueRecord';
import { deleteGames, followContinue } from './summaryWrites';
import { listedOf, listedRevision as listedRev, placeOf, revisionOf, type Listed } from './listedGames';
import type { ListedRevision } from './listedGames';

export { gameKey, INDEX_KEY, OLD_KEY, isKeptAside, type KeptAside, type RawGame } from './gameIndex';
export { dropSummaries, putSummaries } from './summaryWrites';

/**
 * What this tab knows of the stored game records and what it has yet to write: the queued writes
 * (a value, or null to delete, by game id), the ids the index is known to hold (those the full
 * read found, `listed`, with those this tab added, `indexed`, less those it removed,
 * `unindexed`), each game's revision as this tab last read or wrote it (`revs`: null, none; a
 * game only listed has the revision the read found, `listed`) and the revisions of its own writes
 * not yet confirmed (the compare-and-set below). A store of its own, so a fresh start is its
 * initial state (useGameWrites.setState(useGameWrites.getInitialState(), true)); its maps are
 * made on first use, so the initial state stays empty whatever is written.
 */
interface GameWrites {
  dirty: Map<string, unknown> | null;
  listed: Listed | null;
  indexed: Set<string> | null;
  unindexed: Set<string> | null;
  revs: Map<string, string | null> | null;
  mine: Map<string, string[]> | null;
  /** the games this tab holds the Web Lock of (sessionsTable.ts): their writes commit at once */
  exclusive: Set<string> | null;
  /** the flush under way */
  running: Promise<void> | null;
  /** a flush is queued for the end of this task */
  scheduled: boolean;
}
export const useGameWrites = create<GameWrites>()(() => ({
  dirty: null,
  listed: null,
  indexed: null,
  unindexed: null,
  revs: null,
  mine: null,
  exclusive: null,
  running: null,
  scheduled: false,
}));
function made<K extends 'dirty' | 'indexed' | 'unindexed' | 'revs' | 'mine' | 'exclusive'>(
  key: K,
  make: () => NonNullable<GameWrites[K]>,
) {
  const have = useGameWrites.getState()[key];
  if (have) return have as NonNullable<GameWrites[K]>;
  const fresh = make();
  useGameWrites.setState({ [key]: fresh } as Partial<GameWrites>);
  return fresh;
}
const queued = () => made('dirty', () => new Map<string, unknown>());
const indexedIds = () => made('indexed', () => new Set<string>());
const unindexedIds = () => made('unindexed', () => new Set<string>());
const revs = () => made('revs', () => new Map<string, string | null>());
const mine = () => made('mine', () => new Map<string, string[]>());
const exclusiveIds = () => made('exclusive', () => new Set<string>());

/** Notes whether this tab holds the game's Web Lock (no other tab writes it without telling). */
export function noteExclusive(id: string, held: boolean): void {
  if (held) exclusiveIds().add(id);
  else exclusiveIds().delete(id);
}

/** Reads these games' records (a chunk at a time: the caller keeps the chunks small). */
export async function readGames(ids: readonly string[]): Promise<RawGame[]> {
  // each game's summary too: its revision is what this tab's next write of the game is checked by
  const both = await withTimeout(getMany([...ids.map(gameKey), ...ids.map(summaryKey)], db()));
  const raws = both.slice(0, ids.length);
  ids.forEach((id, i) => noteStored(id, raws[i], both[ids.length + i]));
  return ids.map((id, i) => ({ id, raw: raws[i] })).filter((g) => g.raw !== undefined);
}

/** What the full read found: the games' ids and listed revisions (null: not listed, listedGames.ts). */
export function noteListed(ids: readonly string[], revOf: (id: string) => ListedRevision): void {
  const before = useGameWrites.getState().listed;
  // a later read of the same tab: the ids the one before found stay known to the index
  if (before?.indexed) for (const id of before.ids) if (!unindexedIds().has(id)) indexedIds().add(id);
  useGameWrites.setState({ listed: listedOf(ids, revOf) });
}

/** The revision this tab last read or wrote of a game, else the one its full read listed. */
function knownRev(id: string): string | undefined {
  const m = revs();
  return m.has(id) ? (m.get(id) ?? undefined) : listedRev(useGameWrites.getState().listed, id);
}

/** Notes whether the index holds the game (a write added or removed it). */
function holds(id: string, held: boolean): void {
  (held ? indexedIds() : unindexedIds()).add(id);
  (held ? unindexedIds() : indexedIds()).delete(id);
}

/** Whether the index is known to hold the game. */
function isIndexed(id: string): boolean {
  if (unindexedIds().has(id)) return false;
  const listed = useGameWrites.getState().listed;
  return indexedIds().has(id) || (!!listed?.indexed && placeOf(listed.ids, id) >= 0);
}

/** The value queued for a game and not yet written (undefined: none; null: its deletion). */
export function queuedWrite(id: string): unknown {
  return queued().get(id);
}

// ---- compare-and-set: a tab writes a game only over the revision it last read or wrote ----

/**
 * Each write of a game stores a new revision in its summary (issue 33 item 7: a take-back and a
 * new move leave the number of moves as it was; the revision changes with every write). Where Web
 * Locks are missing (iOS before 15.4) two tabs may write one game: a write is refused when the
 * stored summary holds a revision this tab neither read nor wrote, so no tab writes over a game
 * another tab changed since (issue 24 item 3). The check reads the small summary, not the game's
 * whole record, and the record's write is queued at once behind it in the same transaction
 * (issue 33 item 6); a refusal aborts the transaction. A summary of an older version (no
 * revision) is compared by its number of moves.
 */
const countOf = (v: unknown): number | null =>
  isRecord(v) && Array.isArray(v.actions) ? v.actions.length : null;
/** What this tab read: the summary's revision, or (no summary) the record's number of moves. */
function noteStored(id: string, raw: unknown, summary: unknown): void {
  const n = countOf(raw);
  revs().set(id, revisionOf(summary) ?? (n === null ? null : `moves:${n}`));
}
let revCounter = 0;
const newRev = (): string =>
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}-${(revCounter++).toString(36)}`;
/** Revisions of this tab's own writes of the game (a slow one may land after it was given up). */
function ownRevs(id: string): string[] {
  let list = mine().get(id);
  if (!list) mine().set(id, (list = []));
  return list;
}

let onConflict: ((id: string) => void) | null = null;
/** Called with a game whose write was refused because another tab changed it. */
export function onWriteConflict(fn: (id: string) => void): void {
  onConflict = fn;
}

class Refused extends Error {
  constructor(readonly id: string) {
    super(`game ${id} was changed by another tab`);
    this.name = 'Refused';
  }
}

/** Whether the stored summary's revision `now` is one this tab knows (read or wrote) for the game. */
const knownRevision = (id: string, now: string | null, ours: ReadonlySet<string>): boolean =>
  now === null || ours.has(now) || now === knownRev(id) || ownRevs(id).includes(now);

/**
 * Queues the check of one game's stored summary in the write's transaction (requests run in
 * order: it reads the summary as it was before the puts after it). `refuse` aborts the write when
 * it can; after `commit()` it cannot, and the game is only reported changed by another tab.
 */
function checkSummary(os: IDBObjectStore, id: string, known: string, refuse: (id: string) => void): void {
  // this tab's own revisions as they are now and when the answer comes (a slow write of this tab
  // may be noted in between)
  const ours = new Set([known, ...ownRevs(id)]);
  const req = os.get(summaryKey(id));
  req.onsuccess = () => {
    if (!knownRevision(id, revisionOf(req.result), ours)) refuse(id);
  };
}

/** The summary stored with a game's record, with its new revision (a record kept aside has none). */
const summaryWith = (v: unknown, rev: string): (StoredSummary & { rev: string }) | null =>
  isKeptAside(v) || countOf(v) === null ? null : { ...storedSummary(v as Session), rev };

/**
 * Puts the records in one transaction, each game only over the revision this tab knows; returns
 * the refused ids and the revision written for each game put. The transaction is opened in the
 * task of the change and, unless a check must be able to refuse it, committed at once (issue 33
 * item 6): a game this tab holds the Web Lock of is written by no other tab (a take-over tells this
 * one), so its check only reports. Once the task ends the browser has the write, whatever happens
 * to the page.
 */
async function putChecked(
  puts: readonly [string, unknown][],
  store: UseStore,
): Promise<{ refused: string[]; written: Map<string, string> }> {
  const written = new Map<string, string>();
  const late: string[] = [];
  const sums: StoredSummary[] = [];
  let atOnce = true;
  try {
    await store('readwrite', (os) => {
      written.clear();
      late.length = 0;
      let failed: unknown = null;
      sums.length = 0;
      atOnce = true;
      const refuse = (id: string) => {
        if (failed) return;
        if (!atOnce) {
          failed = new Refused(id);
          os.transaction.abort();
        } else if (!late.includes(id)) late.push(id);
      };
      for (const [id, v] of puts) {
        const known = knownRev(id);
        const rev = newRev();
        const summary = summaryWith(v, rev);
        if (known !== undefined && summary) {
          if (!exclusiveIds().has(id)) atOnce = false;
          checkSummary(os, id, known, refuse);
        }
        try {
          os.put(v, gameKey(id));
          if (summary) {
            os.put(summary, summaryKey(id));
            sums.push(summary);
            written.set(id, rev);
            const own = ownRevs(id);
            own.push(rev);
            if (own.length > 8) own.shift();
          }
        } catch (e) {
          // a put that throws (a full quota) is the error reported, not the abort it causes
          failed = e;
          os.transaction.abort();
          break;
        }
      }
      // a write committed at once cannot wait for a read: the "Continue" record (a cache, mended
      // from the summaries when wrong) follows it in a transaction of its own; else it follows the
      // games written in the same transaction (issue 33)
      if (atOnce && !failed) os.transaction.commit?.();
      else if (!failed) noteContinue(os, sums, [], () => failed !== null);
      return promisifyRequest(os.transaction).then(
        () => undefined,
        (e: unknown) => {
          throw failed ?? e;
        },
      );
    });
  } catch (e) {
    if (!(e instanceof Refused)) throw e;
    // the refused game is left as the other tab wrote it; the others of the batch go again
    const rest = await putChecked(
      puts.filter(([id]) => id !== e.id),
      store,
    );
    return { refused: [e.id, ...rest.refused], written: rest.written };
  }
  // written over another tab's change (it did not hold the lock): this tab stops writing the game
  if (atOnce) await followContinue(sums, store);
  return { refused: [...late], written };
}

// ---- writes: coalesced, one game record per changed game ----

let afterWrite: (() => void) | null = null;

/** Notes that the index holds these ids (the full read's, noted by noteListed, are held compactly). */
export function noteIndexed(ids: readonly string[]): void {
  const listed = useGameWrites.getState().listed;
  for (const id of ids) unindexedIds().delete(id);
  const same = (l: Listed) =>
    l.ids === ids || (l.ids.length === ids.length && ids.every((id) => placeOf(l.ids, id) >= 0));
  if (listed && same(listed)) useGameWrites.setState({ listed: { ...listed, indexed: true } });
  else for (const id of ids) indexedIds().add(id);
}

/** Called once after each successful write (asks the browser to keep the data). */
export function onWritten(fn: () => void): void {
  afterWrite = fn;
}

/**
 * Queues the record of one game (null deletes it). Writes of one burst go in one transaction;
 * `now`: a move, written at once when no write is under way, its transaction opened in the tap's
 * own task before the screen is drawn again (issue 33 item 6).
 */
export function queueGameWrite(id: string, value: unknown, now = false): void {
  queued().set(id, value);
  if (now && !useGameWrites.getState().running) {
    void flushGameWrites();
    return;
  }
  if (useGameWrites.getState().scheduled) return;
  useGameWrites.setState({ scheduled: true });
  // a short debounce: every change of this task (an action and the bot answering it) in one write
  queueMicrotask(() => {
    useGameWrites.setState({ scheduled: false });
    void flushGameWrites();
  });
}

/** Drops a queued write (this tab lost the game to another tab). */
export function dropQueuedWrite(id: string): void {
  queued().delete(id);
}

/** Notes the revisions a write stored (also when it lands after it was given up: issue 33 item 5). */
function noteWritten(written: Map<string, string>): void {
  for (const [id, rev] of written) {
    revs().set(id, rev);
    const own = ownRevs(id);
    own.splice(0, own.indexOf(rev) + 1);
  }
}

/**
 * A write given up (no answer in time) that lands after all: what it stored is noted, the same
 * values still queued are dropped, and the status says saved again when nothing else waits.
 */
function reconcileLate(pending: Promise<{ written: Map<string, string> }>, batch: [string, unknown][]): void {
  pending.then(
    ({ written }) => {
      noteWritten(written);
      for (const [id, v] of batch) if (queued().get(id) === v) queued().delete(id);
      if (queued().size === 0 && !useGameWrites.getState().running) useStorageStatus.getState().report('ok');
    },
    () => {},
  );
}

async function writeBatch(batch: [string, unknown][]): Promise<void> {
  const store = db();
  const toPut = batch.filter(([, v]) => v !== null);
  const dels = batch.filter(([, v]) => v === null).map(([id]) => id);
  let refused: string[] = [];
  if (toPut.length) {
    const pending = putChecked(toPut, store);
    let answer: Awaited<typeof pending>;
    try {
      answer = await withTimeout(pending);
    } catch (e) {
      if ((e as { name?: string })?.name === 'StorageTimeoutError') reconcileLate(pending, batch);
      throw e;
    }
    refused = answer.refused;
    noteWritten(answer.written);
  }
  const puts = toPut.filter(([id]) => !refused.includes(id));
  if (dels.length) await withTimeout(deleteGames(dels, store));
  for (const id of dels) revs().set(id, null);
  for (const id of refused) onConflict?.(id);
  const add = puts.map(([id]) => id).filter((id) => !isIndexed(id));
  const remove = dels.filter((id) => isIndexed(id));
  if (add.length || remove.length) {
    await withTimeout(update(INDEX_KEY, (v) => mergeIndex(v, add, remove), store));
    for (const id of add) holds(id, true);
    for (const id of remove) holds(id, false);
  }
}

/** Writes everything queued; resolves when the queue is empty (or a write failed). */
export function flushGameWrites(): Promise<void> {
  const busy = useGameWrites.getState().running;
  if (busy) return busy.then(() => (queued().size ? flushGameWrites() : undefined));
  if (queued().size === 0) return Promise.resolve();
  const running = (async () => {
    while (queued().size) {
      const batch = [...queued()];
      queued().clear();
      try {
        await writeBatch(batch);
        useStorageStatus.getState().report('ok');
        afterWrite?.();
      } catch (e) {
        // the newest value of each game is queued again unless a later one already is
        for (const [id, v] of batch) if (!queued().has(id)) queued().set(id, v);
        reportFailure(e, false);
        break;
      }
    }
  })().finally(() => {
    if (useGameWrites.getState().running === running) useGameWrites.setState({ running: null });
  });
  useGameWrites.setState({ running });
  return running;
}

if (typeof window !== 'undefined') {
  const flush = () => void flushGameWrites();
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
}
