// The player history in parts (issue 33, "5,000 saved games feel like none"): the entries sit in
// records of at most CHUNK_SIZE entries ('history:<n>': { v: 2, games: { [id]: entry } }), and the
// 'history' record is a small head: for each part, its number, the ids it holds and its players'
// totals (kit/historyTotals.ts). The players list reads the head only; a person's page, a result
// and an export read the parts, one a task. A write reads and rewrites one part and the head in
// one transaction, never the whole history. A version before this one kept every entry in the
// 'history' record ({ v: 1, games }); it sees this head as a newer version's and writes beside it.
import { promisifyRequest, type UseStore } from 'idb-keyval';
import type { FinishedGame } from '../kit/history';
import { mergeTotals, totalsOf, type PlayerTotals } from '../kit/historyTotals';
import { restoreFinishedGame } from '../kit/historyRestore';
import { isRecord } from '../kit/validate';

export const HISTORY_KEY = 'history';
/** The head's version (v: 1 was the one record of every entry). */
export const HEAD_VERSION = 2;
/** Entries in one part: a write clones at most this many. */
export const CHUNK_SIZE = 100;
export const chunkKey = (n: number) => `${HISTORY_KEY}:${n}`;

export interface ChunkInfo {
  n: number;
  ids: string[];
  totals: PlayerTotals;
}
export interface HistoryHead {
  v: typeof HEAD_VERSION;
  chunks: ChunkInfo[];
}
export interface Chunk {
  v: typeof HEAD_VERSION;
  games: Record<string, unknown>;
}

export const emptyHead = (): HistoryHead => ({ v: HEAD_VERSION, chunks: [] });

const isTotals = (v: unknown): v is PlayerTotals =>
  isRecord(v) &&
  Object.values(v).every(
    (t) =>
      isRecord(t) &&
      typeof t.played === 'number' &&
      typeof t.won === 'number' &&
      typeof t.at === 'number' &&
      typeof t.id === 'string' &&
      typeof t.seat === 'number' &&
      typeof t.name === 'string' &&
      typeof t.colour === 'number',
  );

const isChunkInfo = (v: unknown): v is ChunkInfo =>
  isRecord(v) &&
  Number.isSafeInteger(v.n) &&
  Array.isArray(v.ids) &&
  v.ids.every((id) => typeof id === 'string') &&
  isTotals(v.totals);

export const isHead = (v: unknown): v is HistoryHead =>
  isRecord(v) && v.v === HEAD_VERSION && Array.isArray(v.chunks) && v.chunks.every(isChunkInfo);

export const isChunk = (v: unknown): v is Chunk => isRecord(v) && v.v === HEAD_VERSION && isRecord(v.games);

/** Entries this version can count: any game id (a game this version lacks is counted as stored). */
function countable(games: Record<string, unknown>): FinishedGame[] {
  const out: FinishedGame[] = [];
  for (const [id, e] of Object.entries(games)) {
    try {
      const g = restoreFinishedGame(e, [isRecord(e) && typeof e.gameId === 'string' ? e.gameId : '']);
      if (g.id === id) out.push(g);
    } catch {
      // kept stored, not counted
    }
  }
  return out;
}

/** A part's entry in the head, counted from its entries. */
export const chunkInfo = (n: number, games: Record<string, unknown>): ChunkInfo => ({
  n,
  ids: Object.keys(games),
  totals: totalsOf(countable(games)),
});

/** Every person's totals over the whole history, from the head alone. */
export const headTotals = (head: HistoryHead): PlayerTotals => mergeTotals(head.chunks.map((c) => c.totals));

/** One change of the history, in the order made. */
export type HistoryOp = { add: FinishedGame; replace: boolean } | { forget: string };

/** A part the head lists whose record is not one: the caller keeps it aside and drops it from the head. */
export class BadChunk extends Error {
  constructor(
    readonly n: number,
    readonly raw: unknown,
  ) {
    super(`history part ${n} is not one`);
  }
}

/** The head changed under the write into something that is not a head (another version's): start again. */
export class HeadGone extends Error {}

const opId = (op: HistoryOp) => ('add' in op ? op.add.id : op.forget);

/**
 * Applies the first ops that fall in one part, in one transaction: reads the head and that part,
 * writes both. Returns how many ops it took (at least one) and the head written.
 */
export function applyInOnePart(
  ops: readonly HistoryOp[],
  store: UseStore,
): Promise<{ taken: number; head: HistoryHead }> {
  return store('readwrite', (os) => {
    let out: { taken: number; head: HistoryHead } | null = null;
    let failed: unknown = null;
    const headReq = os.get(HISTORY_KEY);
    headReq.onsuccess = () => {
      const raw: unknown = headReq.result;
      if (raw !== undefined && !isHead(raw)) {
        failed = new HeadGone();
        return os.transaction.abort();
      }
      const head = raw === undefined ? emptyHead() : raw;
      const where = new Map<string, number>();
      for (const c of head.chunks) for (const id of c.ids) where.set(id, c.n);
      const last = head.chunks[head.chunks.length - 1];
      const fresh = head.chunks.reduce((m, c) => Math.max(m, c.n + 1), 0);
      const appendTo = () => (last && last.ids.length < CHUNK_SIZE ? last.n : fresh);
      // ops that change nothing are taken without a part
      const partOf = (op: HistoryOp): number | null => {
        const at = where.get(opId(op));
        if ('forget' in op) return at ?? null;
        if (at !== undefined) return op.replace ? at : null;
        return appendTo();
      };
      let i = 0;
      while (i < ops.length && partOf(ops[i]!) === null) i++;
      if (i === ops.length) {
        out = { taken: i, head };
        return;
      }
      const n = partOf(ops[i]!)!;
      const chunkReq = os.get(chunkKey(n));
      chunkReq.onsuccess = () => {
        const cRaw: unknown = chunkReq.result;
        const listed = head.chunks.some((c) => c.n === n);
        if (cRaw !== undefined && !isChunk(cRaw) && listed) {
          failed = new BadChunk(n, cRaw);
          return os.transaction.abort();
        }
        // a part not listed in the head is new (a record left by an unfinished write is replaced)
        const games: Record<string, unknown> = listed && isChunk(cRaw) ? { ...cRaw.games } : {};
        let count = Object.keys(games).length;
        for (; i < ops.length; i++) {
          const op = ops[i]!;
          const at = where.get(opId(op));
          if ('forget' in op) {
            if (at === undefined) continue;
            if (at !== n) break;
            delete games[op.forget];
            where.delete(op.forget);
            count--;
            continue;
          }
          if (at !== undefined && !op.replace) continue;
          if (at !== undefined && at !== n) break;
          if (at === undefined && count >= CHUNK_SIZE) break;
          if (at === undefined) count++;
          games[op.add.id] = op.add;
          where.set(op.add.id, n);
        }
        const others = head.chunks.filter((c) => c.n !== n);
        const chunks = count > 0 ? [...others, chunkInfo(n, games)].sort((a, b) => a.n - b.n) : others;
        const next: HistoryHead = { v: HEAD_VERSION, chunks };
        if (count > 0) os.put({ v: HEAD_VERSION, games }, chunkKey(n));
        else os.delete(chunkKey(n));
        os.put(next, HISTORY_KEY);
        out = { taken: i, head: next };
      };
    };
    return promisifyRequest(os.transaction).then(
      () => out!,
      (e: unknown) => {
        throw failed ?? e;
      },
    );
  });
}

/** Drops a part from the head (its record was kept aside): its games are summarised again. */
export function dropPart(n: number, store: UseStore): Promise<HistoryHead | null> {
  return store('readwrite', (os) => {
    let out: HistoryHead | null = null;
    const req = os.get(HISTORY_KEY);
    req.onsuccess = () => {
      if (!isHead(req.result)) return;
      out = { v: HEAD_VERSION, chunks: req.result.chunks.filter((c) => c.n !== n) };
      os.put(out, HISTORY_KEY);
    };
    return promisifyRequest(os.transaction).then(() => out);
  });
}
