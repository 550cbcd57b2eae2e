// Reading the player history's parts (store/historyChunks.ts) and moving today's older layouts to
// them: the one record of every entry ({ v: 1, games }) a part at a time, and parts whose head was
// lost adopted again. Used by store/history.ts; each step is its own short task (issue 33, scale).
import { get, keys, promisifyRequest, set, type UseStore } from 'idb-keyval';
import type { FinishedGame } from '../kit/history';
import { restoreFinishedGame } from '../kit/historyRestore';
import type { GameLimits } from '../kit/session';
import { timeSlices } from '../kit/timeSlice';
import { isRecord } from '../kit/validate';
import {
  CHUNK_SIZE,
  chunkInfo,
  chunkKey,
  dropPart,
  HEAD_VERSION,
  HISTORY_KEY,
  isChunk,
  isHead,
  type ChunkInfo,
  type HistoryHead,
} from './historyChunks';
import { quarantine, withTimeout } from './persistence';

/** A record of every entry in one, as versions before the parts wrote it (and still write beside a newer head). */
export const isOneRecord = (v: unknown): v is { v: number; games: Record<string, unknown> } =>
  isRecord(v) && typeof v.v === 'number' && Number.isInteger(v.v) && isRecord(v.games);

/** A record of a version newer than this one: left as it is. */
export const isNewer = (v: unknown): boolean => isRecord(v) && typeof v.v === 'number' && v.v > HEAD_VERSION;

/** One task's pause: a write or read of a part each. */
export const pause = () => new Promise<void>((r) => setTimeout(r, 0));

/**
 * Moves a one-record history (v: 1) into parts, a part a task, then writes the head over it: the
 * entries are the same, byte for byte (kept even when this version cannot read them). The head is
 * written only over the record as it was read; one that changed meanwhile (an older version open
 * beside this one added a result) is moved again.
 */
export async function convertOneRecord(
  old: { games: Record<string, unknown> },
  store: UseStore,
): Promise<HistoryHead> {
  let record = old;
  for (;;) {
    const entries = Object.entries(record.games);
    const chunks: ChunkInfo[] = [];
    for (let i = 0; i < entries.length; i += CHUNK_SIZE) {
      const n = i / CHUNK_SIZE;
      const games = Object.fromEntries(entries.slice(i, i + CHUNK_SIZE));
      await withTimeout(set(chunkKey(n), { v: HEAD_VERSION, games }, store));
      chunks.push(chunkInfo(n, games));
      await pause();
    }
    const head: HistoryHead = { v: HEAD_VERSION, chunks };
    const now = await withTimeout(
      putHeadOver(
        entries.map(([id]) => id),
        head,
        store,
      ),
    );
    if (now === 'written') return head;
    if (isHead(now)) return now;
    if (!isOneRecord(now)) return head;
    record = now;
  }
}

/** Puts the head when the one record still holds exactly `ids`; else gives back what is there. */
function putHeadOver(ids: readonly string[], head: HistoryHead, store: UseStore): Promise<unknown> {
  return store('readwrite', (os) => {
    let out: unknown = 'written';
    const req = os.get(HISTORY_KEY);
    req.onsuccess = () => {
      const now: unknown = req.result;
      const same =
        isOneRecord(now) &&
        Object.keys(now.games).length === ids.length &&
        ids.every((id) => Object.hasOwn(now.games, id));
      if (same) os.put(head, HISTORY_KEY);
      else out = now;
    };
    return promisifyRequest(os.transaction).then(() => out);
  });
}

const PART_KEY = /^history:(\d+)$/;

/**
 * Parts stored without a head (it was lost or kept aside as unreadable) are listed in a new head,
 * so no entry is written over; null when there are none.
 */
export async function adoptParts(store: UseStore): Promise<HistoryHead | null> {
  const found = (await withTimeout(keys(store)))
    .map((k) => (typeof k === 'string' ? PART_KEY.exec(k) : null))
    .filter((m) => m !== null)
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);
  if (!found.length) return null;
  const chunks: ChunkInfo[] = [];
  for (const n of found) {
    const raw: unknown = await withTimeout(get(chunkKey(n), store));
    if (isChunk(raw)) chunks.push(chunkInfo(n, raw.games));
    await pause();
  }
  const head: HistoryHead = { v: HEAD_VERSION, chunks };
  await withTimeout(set(HISTORY_KEY, head, store));
  return head;
}

/**
 * Every readable entry of the parts, a part a task and checked a slice at a time. A part that is
 * not one is kept aside and dropped from the head: its games are summarised again from the saved
 * games (nothing else is lost). Returns the entries and the head as it is after.
 */
export async function readParts(
  head: HistoryHead,
  knownGames: readonly (string | GameLimits)[],
  store: UseStore,
): Promise<{ games: Record<string, FinishedGame>; head: HistoryHead }> {
  const games: Record<string, FinishedGame> = {};
  const breathe = timeSlices();
  let now = head;
  for (const c of head.chunks) {
    const raw: unknown = await withTimeout(get(chunkKey(c.n), store));
    if (!isChunk(raw)) {
      if (raw !== undefined) await quarantine(chunkKey(c.n), raw, 'not a part of the history');
      now = (await withTimeout(dropPart(c.n, store))) ?? now;
      continue;
    }
    await addReadable(games, raw.games, knownGames, breathe);
    await pause();
  }
  return { games, head: now };
}

/** Adds each entry of `entries` this version can read to `games`, a slice at a time (an entry it
 *  cannot read stays stored, unshown). */
async function addReadable(
  games: Record<string, FinishedGame>,
  entries: Record<string, unknown>,
  knownGames: readonly (string | GameLimits)[],
  breathe: () => Promise<unknown>,
): Promise<void> {
  for (const [id, entry] of Object.entries(entries)) {
    await breathe();
    try {
      const g = restoreFinishedGame(entry, knownGames);
      if (g.id === id) games[id] = g;
    } catch {
      // unreadable here: left as stored
    }
  }
}

/** The entries of a one-record history (the one beside a newer head), checked a slice at a time. */
export async function readOneRecord(
  envelope: { games: Record<string, unknown> },
  knownGames: readonly (string | GameLimits)[],
): Promise<Record<string, FinishedGame>> {
  const games: Record<string, FinishedGame> = {};
  await addReadable(games, envelope.games, knownGames, timeSlices());
  return games;
}

export { isHead };
