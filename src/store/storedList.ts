// What the app reads at start (issue 24 item 18): the keys of the stored game records and the
// stored summaries (summaries.ts), never a log. The summaries come a page at a time, each page
// taken as its answer comes, so 5,000 of them are never one long task (issue 33, scale).
import { promisifyRequest } from 'idb-keyval';
import { GAME_PREFIX } from './gameIndex';
import { migrateOldRecord } from './oldRecord';
import { db, withTimeout } from './persistence';
import { SUMMARY_PREFIX } from './summaries';

/** Summaries read per request at start (each request's answer is its own task). */
const SUMMARY_PAGE = 250;

/** What the start reads: the ids of the stored game records, and the stored summaries by id. */
interface StoredList {
  ids: string[];
  summaries: Map<string, unknown>;
}

/**
 * Reads which games are stored and their summaries, not their logs (issue 24 item 18), migrating
 * the old single record first. A game is listed by its record's key: a game written while the
 * index could not be updated is still found. Throws when storage fails or does not answer: the
 * caller must then never rewrite what it could not read.
 */
export async function readStoredList(): Promise<StoredList> {
  const store = db();
  await withTimeout(migrateOldRecord());
  return withTimeout(
    store('readonly', (os) => {
      const games = os.getAllKeys(IDBKeyRange.bound(GAME_PREFIX, `${GAME_PREFIX}\uffff`));
      const sumKeys = os.getAllKeys(IDBKeyRange.bound(SUMMARY_PREFIX, `${SUMMARY_PREFIX}\uffff`));
      // the summaries a page at a time, each page taken as it comes: 5,000 are never one long task
      const sums: unknown[] = [];
      sumKeys.onsuccess = () => {
        const keys = sumKeys.result;
        for (let i = 0; i < keys.length; i += SUMMARY_PAGE) {
          const last = keys[Math.min(i + SUMMARY_PAGE, keys.length) - 1]!;
          const page = os.getAll(IDBKeyRange.bound(keys[i], last));
          page.onsuccess = () => void sums.push(...page.result);
        }
      };
      return promisifyRequest(os.transaction).then(() => {
        const summaries = new Map<string, unknown>();
        sumKeys.result.forEach((k, i) => summaries.set(String(k).slice(SUMMARY_PREFIX.length), sums[i]));
        const ids = games.result.map((k) => String(k).slice(GAME_PREFIX.length));
        return { ids, summaries };
      });
    }),
  );
}
