// Shared set-up for store tests: a fresh fake IndexedDB and fresh stores for every test.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { createStore, get, set, setMany } from 'idb-keyval';
import { flushGameWrites } from '../../src/store/gameRecords';
import { writeStored, type StoredSpec } from '../../src/store/persistence';
import { settingsSaved } from '../../src/store/settings';
import { resetStores } from './resetStores';

export function freshStorage(): void {
  globalThis.indexedDB = new IDBFactory();
  resetStores();
}

const db = () => createStore('pocket-table', 'kv');
export const readRaw = (key: string) => get(key, db());
export const writeRaw = (key: string, value: unknown) => set(key, value, db());
/** Many records in one transaction. */
export const writeMany = (entries: readonly (readonly [string, unknown])[]) =>
  setMany(
    entries.map(([k, v]) => [k, v]),
    db(),
  );

const flushSpec: StoredSpec<null> = { key: 'test:flush', version: 1, migrations: {}, restore: () => null };
/** Writes are queued one after another: once a later write is done, every earlier one is. */
export const flushWrites = async (): Promise<void> => {
  // settings reach IndexedDB through a lazily loaded module: their queue first
  await settingsSaved();
  await flushGameWrites();
  await writeStored(flushSpec, null);
};
