// Shared set-up for store tests: a fresh fake IndexedDB and fresh stores for every test.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createStore, del, get, set, setMany } from 'idb-keyval';
import type { Session } from '../../src/kit/session';
import { flushGameWrites, gameKey } from '../../src/store/gameRecords';
import { writeStored, type StoredSpec } from '../../src/store/persistence';
import { settingsSaved } from '../../src/store/settings';
import { storedSummary, summaryKey } from '../../src/store/summaries';
import { resetStores } from './resetStores';

export function freshStorage(): void {
  globalThis.indexedDB = new IDBFactory();
  resetStores();
}

const db = () => createStore('pocket-table', 'kv');
export const readRaw = (key: string) => get(key, db());
export const writeRaw = (key: string, value: unknown) => set(key, value, db());
export const deleteRaw = (key: string) => del(key, db());
/** Many records in one transaction. */
export const writeMany = (entries: readonly (readonly [string, unknown])[]) =>
  setMany(
    entries.map(([k, v]) => [k, v]),
    db(),
  );

/** The six v1 fixture games (tests/fixtures/saves/sessions-v1.json), the templates of stored copies. */
const fixtureGames = (): Session[] =>
  (
    JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/saves/sessions-v1.json'), 'utf8')) as {
      data: { sessions: Session[] };
    }
  ).data.sessions;

/**
 * `n` copies of the fixture games stored one record each in one transaction (ids `<prefix>-<i>`,
 * played at 1,000 + i), as an app wrote them before their summaries existed.
 */
export function storeFixtureCopies(n: number, prefix: string): Promise<void> {
  const templates = fixtureGames();
  return writeMany(
    Array.from({ length: n }, (_, i) => {
      const t = templates[i % templates.length]!;
      return [gameKey(`${prefix}-${i}`), { ...t, id: `${prefix}-${i}`, updatedAt: 1_000 + i }] as const;
    }),
  );
}

const flushSpec: StoredSpec<null> = { key: 'test:flush', version: 1, migrations: {}, restore: () => null };
/** Writes are queued one after another: once a later write is done, every earlier one is. */
export const flushWrites = async (): Promise<void> => {
  // settings reach IndexedDB through a lazily loaded module: their queue first
  await settingsSaved();
  await flushGameWrites();
  await writeStored(flushSpec, null);
};

/** A LockManager that grants a free name (what opening asks: ifAvailable) and holds it until released. */
export function fakeLocks() {
  const held = new Set<string>();
  return {
    request(name: string, _opts: object, cb: (l: object | null) => Promise<void>) {
      if (held.has(name)) return cb(null);
      held.add(name);
      return cb({ name }).then(() => void held.delete(name));
    },
  };
}

/**
 * Another tab (no Web Locks between the two) stores two more moves of game `id` over what is
 * stored, with its summary, in one go, as the app writes a game. Returns the stored record.
 */
export async function otherTabStoresTwoMoves(id: string): Promise<Session> {
  const other = (await readRaw(gameKey(id))) as Session;
  const otherLog = { ...other, actions: [...other.actions, { seat: 0, type: 'x' }, { seat: 0, type: 'y' }] };
  await writeRaw(gameKey(id), otherLog);
  await writeRaw(summaryKey(id), storedSummary(otherLog));
  return otherLog;
}
