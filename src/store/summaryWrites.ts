// The summaries written apart from their games' records (at start, store/readSaved.ts): rebuilt
// from a record, or dropped when the record is gone. A game's write puts its summary itself
// (gameRecords.ts).
import { delMany, promisifyRequest } from 'idb-keyval';
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
