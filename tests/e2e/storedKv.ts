// One read of the app's IndexedDB store ('pocket-table', object store 'kv') from inside a page,
// for browser tests and benches: `get` one key, or `count` / `getAll` the keys from `lo` to `hi`.
// What is read comes back to node as it is stored; the caller makes its figure from it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** One saved game of the v1 fixture, as far as tests and benches read it. */
export interface FixtureGame {
  id: string;
  gameId: string;
  finished: boolean;
}

/** The saved games of `tests/fixtures/saves/sessions-v1.json`: what the tests and benches copy. */
export const FIXTURE_GAMES: readonly FixtureGame[] = JSON.parse(
  readFileSync(join(import.meta.dirname, '../fixtures/saves/sessions-v1.json'), 'utf8'),
).data.sessions;

export function readKv(page: Page, op: 'get', key: string): Promise<unknown>;
export function readKv(page: Page, op: 'count', lo: string, hi: string): Promise<number>;
export function readKv(page: Page, op: 'getAll', lo: string, hi: string): Promise<unknown[]>;
export function readKv(
  page: Page,
  op: 'get' | 'count' | 'getAll',
  lo: string,
  hi?: string,
): Promise<unknown> {
  return page.evaluate(
    ([op, lo, hi]) =>
      new Promise<unknown>((res, rej) => {
        const open = indexedDB.open('pocket-table');
        open.onerror = () => rej(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const os = db.transaction('kv', 'readonly').objectStore('kv');
          const query = hi === undefined ? lo : IDBKeyRange.bound(lo, hi);
          const req: IDBRequest =
            op === 'get' ? os.get(query) : op === 'count' ? os.count(query) : os.getAll(query);
          req.onsuccess = () => (db.close(), res(req.result));
          req.onerror = () => rej(req.error);
        };
      }),
    [op, lo, hi] as const,
  );
}

/**
 * Stores `count` copies of `games` (cycled), one record each under `game:<prefix><i>`, each played
 * a millisecond after the one before, plus `extra` games as they are, and the index listing them,
 * in one transaction: saved games as an app from before the summaries left them.
 */
export function seedOldGames(
  page: Page,
  games: readonly unknown[],
  count: number,
  prefix: string,
  extra: readonly { id: string }[] = [],
): Promise<unknown> {
  return page.evaluate(
    ([list, count, prefix, extra]) =>
      new Promise((res, rej) => {
        const open = indexedDB.open('pocket-table');
        open.onupgradeneeded = () => open.result.createObjectStore('kv');
        open.onerror = () => rej(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('kv', 'readwrite');
          const store = tx.objectStore('kv');
          const ids = extra.map((g) => g.id);
          extra.forEach((g) => store.put(g, `game:${g.id}`));
          for (let i = 0; i < count; i++) {
            const id = `${prefix}${i}`;
            ids.push(id);
            store.put(
              { ...(list[i % list.length] as object), id, updatedAt: 1_600_000_000_000 + i },
              `game:${id}`,
            );
          }
          store.put({ v: 2, ids }, 'games');
          tx.oncomplete = () => (db.close(), res(null));
          tx.onerror = () => rej(tx.error);
        };
      }),
    [games, count, prefix, extra] as const,
  );
}
