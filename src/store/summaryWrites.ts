// The summaries written apart from their games' records (at start, store/readSaved.ts): rebuilt
// from a record, or dropped when the record is gone. A game's write puts its summary itself
// (gameRecords.ts); the "Continue" record after a write committed at once, and games deleted.
import { delMany, promisifyRequest, type UseStore } from 'idb-keyval';
import { noteContinue } from './continueRecord';
import { gameKey } from './gameIndex';
import { db, withTimeout } from './persistence';
import { summaryKey, type StoredSummary } from './summaries';

/**
 * Writes summaries rebuilt from their records, each only over the summary read before (`before`,
 * undefined: none): another tab that played on since wrote a newer one with its record, which is
 * kept. A summary is never older than its game.
 */
export function putSummaries(
  list: readonly [id: string, summary: StoredSummary, before: unknown][],
): Promise<void> {
  if (!list.length) return Promise.resolve();
  return withTimeout(
    db()('readwrite', (os) => {
      for (const [id, summary, before] of list) {
        const req = os.get(summaryKey(id));
        req.onsuccess = () => {
          if (JSON.stringify(req.result) === JSON.stringify(before)) os.put(summary, summaryKey(id));
        };
      }
      return promisifyRequest(os.transaction).then(() => undefined);
    }),
  );
}

/** Deletes summaries whose game record is gone (deleted by a version that wrote no summaries). */
export function dropSummaries(ids: readonly string[]): Promise<void> {
  return ids.length ? withTimeout(delMany(ids.map(summaryKey), db())) : Promise.resolve();
}

/** The "Continue" record after a write committed at once: in a transaction of its own (a cache). */
export function followContinue(sums: readonly StoredSummary[], store: UseStore): Promise<void> {
  if (!sums.length) return Promise.resolve();
  return store('readwrite', (os) => {
    noteContinue(os, sums, []);
    return promisifyRequest(os.transaction).then(() => undefined);
  }).catch(() => {});
}

/** Deletes games' records and summaries, and drops them from the "Continue" record, in one transaction. */
export function deleteGames(ids: readonly string[], store: UseStore): Promise<void> {
  return store('readwrite', (os) => {
    for (const id of ids) {
      os.delete(gameKey(id));
      os.delete(summaryKey(id));
    }
    noteContinue(os, [], ids);
    return promisifyRequest(os.transaction).then(() => undefined);
  });
}
