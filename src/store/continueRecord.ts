// The "Continue" record (issue 33 "Scale: 5,000 saved games feel like none"): a small stored
// record of the most recent unfinished games, a few per game, so home lists its "Continue" links
// from one read instead of after every summary is read. It holds copies of those games' stored
// summaries (summaries.ts), checked as a summary is when read. It is a cache: written in the same
// transaction as each game's write or deletion (gameRecords.ts), and rebuilt from the summaries
// at the end of each full read when it is missing or differs from them (readSaved.ts). A game
// listed from it is replaced by its own summary when the full read ends (or dropped when the
// read no longer finds it), so a wrong record is never more than a moment's wrong link.
import { promisifyRequest } from 'idb-keyval';
import { isRecord } from '../kit/validate';
import { db, withTimeout } from './persistence';
import type { StoredSummary } from './summaries';

export const CONTINUE_KEY = 'continue';
export const CONTINUE_VERSION = 1;
/** Unfinished games kept per game: home shows three; one finished or deleted leaves the others. */
export const KEPT_PER_GAME = 5;

/** The stored record: the stored summaries of the most recent unfinished games, a few per game. */
export interface ContinueRecord {
  v: number;
  games: unknown[];
}

type Entry = Pick<StoredSummary, 'id' | 'gameId' | 'updatedAt' | 'finished'>;

const isEntry = (v: unknown): v is Entry =>
  isRecord(v) &&
  typeof v.id === 'string' &&
  typeof v.gameId === 'string' &&
  typeof v.updatedAt === 'number' &&
  v.finished === false;

/** The entries of a stored record, or null when it is missing or not one this version reads. */
export function continueEntries(raw: unknown): unknown[] | null {
  return isRecord(raw) && raw.v === CONTINUE_VERSION && Array.isArray(raw.games) ? raw.games : null;
}

/** The record of these stored summaries: the unfinished ones, most recent first, a few per game. */
export function continueOf(summaries: Iterable<unknown>): ContinueRecord {
  const byGame = new Map<string, Entry[]>();
  for (const s of summaries) {
    if (!isEntry(s)) continue;
    const list = byGame.get(s.gameId) ?? [];
    byGame.set(s.gameId, list);
    list.push(s);
    if (list.length > KEPT_PER_GAME * 2) {
      list.sort((a, b) => b.updatedAt - a.updatedAt);
      list.length = KEPT_PER_GAME;
    }
  }
  const games: Entry[] = [];
  for (const list of byGame.values()) {
    list.sort((a, b) => b.updatedAt - a.updatedAt);
    games.push(...list.slice(0, KEPT_PER_GAME));
  }
  games.sort((a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { v: CONTINUE_VERSION, games };
}

/**
 * The record after a write: `puts` the stored summaries written, `dels` the games deleted. null
 * when there is no record to follow (a missing one is rebuilt from every summary, never made up
 * from the games of one write).
 */
export function nextContinue(
  raw: unknown,
  puts: readonly StoredSummary[],
  dels: readonly string[],
): ContinueRecord | null {
  const games = continueEntries(raw);
  if (!games) return null;
  const gone = new Set([...dels, ...puts.map((p) => p.id)]);
  const kept = games.filter((g) => !(isRecord(g) && gone.has(g.id as string)));
  return continueOf([...puts, ...kept]);
}

/** Follows this transaction's writes in the record (the transaction's own request: one commit). */
export function noteContinue(
  os: IDBObjectStore,
  puts: readonly StoredSummary[],
  dels: readonly string[],
  failed: () => boolean = () => false,
): void {
  if (!puts.length && !dels.length) return;
  const req = os.get(CONTINUE_KEY);
  req.onsuccess = () => {
    if (failed()) return;
    const next = nextContinue(req.result, puts, dels);
    if (next) os.put(next, CONTINUE_KEY);
  };
}

/** The stored record as it is (undefined: none). Throws when storage fails. */
export function readContinue(): Promise<unknown> {
  return withTimeout(
    db()('readonly', (os) => {
      const req = os.get(CONTINUE_KEY);
      return promisifyRequest(req);
    }),
  );
}

/**
 * Writes the record rebuilt from every summary, only over the record read before the rebuild
 * (`before`, undefined: none): a write since has followed it already.
 */
export function putContinue(record: ContinueRecord, before: unknown): Promise<void> {
  return withTimeout(
    db()('readwrite', (os) => {
      const req = os.get(CONTINUE_KEY);
      req.onsuccess = () => {
        if (JSON.stringify(req.result) === JSON.stringify(before)) os.put(record, CONTINUE_KEY);
      };
      return promisifyRequest(os.transaction).then(() => undefined);
    }),
  );
}
