// One read of the app's IndexedDB store ('pocket-table', object store 'kv') from inside a page,
// for browser tests and benches: `get` one key, or `count` / `getAll` the keys from `lo` to `hi`.
// What is read comes back to node as it is stored; the caller makes its figure from it.
import type { Page } from 'playwright-core';

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
