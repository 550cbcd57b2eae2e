// Everything read back from storage is untrusted: it is parsed, migrated and restored field
// by field. A value that cannot be read is kept aside (never overwritten) and reported, and
// the app starts with defaults. Writes are serialised; a failed write leaves the previous
// good copy in place and flips the storage status, so the person is told the game is not
// being saved while play goes on in memory.
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { create } from 'zustand';
import { useStorageStatus } from './storageStatus';

export interface Envelope {
  v: number;
  data: unknown;
}

export interface StoredSpec<T> {
  key: string;
  version: number;
  /** migrations[n] turns data of version n into version n + 1 */
  migrations: Record<number, (old: unknown) => unknown>;
  /** validates and fills defaults; throws on data it cannot use */
  restore: (data: unknown) => T;
}

/**
 * A failure that a new connection may cure: WebKit closes IndexedDB connections of a page that
 * was in the background ("Connection to Indexed Database server lost", "The database connection
 * is closing").
 */
export function isConnectionLost(e: unknown): boolean {
  const name = (e as { name?: string })?.name;
  return name === 'UnknownError' || name === 'InvalidStateError';
}

/**
 * The app's store: each read or write that fails with a lost connection is tried once more on a
 * connection opened again, before anyone is told (issue 24 item 19).
 */
function reopeningStore(): UseStore {
  let inner = createStore('pocket-table', 'kv');
  return (mode, callback) =>
    inner(mode, callback).catch((e: unknown) => {
      if (!isConnectionLost(e)) throw e;
      inner = createStore('pocket-table', 'kv');
      return inner(mode, callback);
    });
}

/**
 * The open database and the queue of settings-like writes, in a store of their own: a fresh start
 * is its initial state (useDb.setState(useDb.getInitialState(), true)).
 */
interface Db {
  handle: UseStore | null;
  /** writeStored's writes, one after another */
  queue: Promise<void>;
}
export const useDb = create<Db>()(() => ({ handle: null, queue: Promise.resolve() }));

export function db(): UseStore {
  const have = useDb.getState().handle;
  if (have) return have;
  const handle = reopeningStore();
  useDb.setState({ handle });
  return handle;
}

/** Drops the database handle so the next use opens it again (a retry after a hung open). */
export function forgetDb(): void {
  useDb.setState({ handle: null });
}

/** How long a read or write may take before it counts as hung (an open that never answers). */
export const STORAGE_TIMEOUT_MS = 4000;

export class StorageTimeoutError extends Error {
  constructor() {
    super('storage did not answer in time');
    this.name = 'StorageTimeoutError';
  }
}

/** Rejects with StorageTimeoutError when `p` has not settled within STORAGE_TIMEOUT_MS. */
export function withTimeout<T>(p: Promise<T>, ms = STORAGE_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new StorageTimeoutError()), ms);
    p.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}

/** The storage status a failed operation means: hung, full, unavailable or failing. */
export function reportFailure(e: unknown, reading: boolean): void {
  const name = (e as { name?: string })?.name ?? '';
  const status = useStorageStatus.getState();
  // storage that could not be opened at start (private mode) fails every write: it keeps
  // saying so rather than turning into the vaguer "saving failed"
  const health =
    name === 'StorageTimeoutError'
      ? 'timeout'
      : name === 'QuotaExceededError'
        ? 'full'
        : reading || status.health === 'unavailable'
          ? 'unavailable'
          : status.health === 'timeout'
            ? 'timeout'
            : 'failing';
  status.report(health, String(e));
}

export const QUARANTINE_PREFIX = 'quarantine:';

export function migrate<T>(spec: StoredSpec<T>, raw: unknown): T {
  if (!raw || typeof raw !== 'object') throw new Error('not an object');
  const env = raw as Partial<Envelope>;
  if (typeof env.v !== 'number' || !Number.isInteger(env.v)) throw new Error('no version');
  if (env.v > spec.version) throw new Error(`saved by a newer version (${env.v})`);
  let data = env.data;
  for (let v = env.v; v < spec.version; v++) {
    const step = spec.migrations[v];
    if (!step) throw new Error(`no migration from version ${v}`);
    data = step(data);
  }
  return spec.restore(data);
}

/** Reads a stored value. Returns null when nothing is stored or it could not be read. */
export async function readStored<T>(spec: StoredSpec<T>): Promise<T | null> {
  let raw: unknown;
  try {
    raw = await withTimeout(get(spec.key, db()));
  } catch (e) {
    reportFailure(e, true);
    return null;
  }
  if (raw === undefined) return null;
  try {
    return migrate(spec, raw);
  } catch (e) {
    await quarantine(spec.key, raw, String((e as Error).message ?? e));
    return null;
  }
}

export async function quarantine(key: string, raw: unknown, reason: string): Promise<void> {
  const asideKey = `${QUARANTINE_PREFIX}${key}:${Date.now()}`;
  let text: string;
  try {
    text = typeof raw === 'string' ? raw : JSON.stringify(raw);
  } catch {
    text = String(raw);
  }
  try {
    await set(asideKey, { key, reason, text }, db());
    await del(key, db());
  } catch {
    // could not move it aside: leave it where it is, untouched
  }
  useStorageStatus.getState().addQuarantined({ key: asideKey, of: key, reason, text });
}

const isQuarantineRecord = (v: unknown): v is { key?: unknown; reason?: unknown; text?: unknown } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && 'text' in v;

function asText(v: unknown): string {
  if (typeof v === 'string') return v;
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

/** Loads what earlier sessions kept aside, so the person can still download it. */
export async function listQuarantined(): Promise<void> {
  try {
    const all = await keys(db());
    for (const k of all) {
      if (typeof k !== 'string' || !k.startsWith(QUARANTINE_PREFIX)) continue;
      const item: unknown = await get(k, db());
      if (item === undefined) continue;
      // whatever the record holds is listed, for download (issue 24 item 4)
      const rec = isQuarantineRecord(item) ? item : { text: item };
      useStorageStatus.getState().addQuarantined({
        key: k,
        of: typeof rec.key === 'string' ? rec.key : k.slice(QUARANTINE_PREFIX.length).replace(/:\d+$/, ''),
        reason: typeof rec.reason === 'string' ? rec.reason : '',
        text: asText(rec.text),
      });
    }
  } catch {
    // storage unavailable: already reported by readStored
  }
}

export async function discardQuarantined(key: string): Promise<void> {
  try {
    await del(key, db());
  } catch {
    // nothing to do: it stays listed until the next start
  }
  useStorageStatus.getState().removeQuarantined(key);
}

/** Queues a write of `data` under the spec's key; resolves when it is done or has failed. */
export function writeStored<T>(spec: StoredSpec<T>, data: T): Promise<void> {
  const envelope: Envelope = { v: spec.version, data };
  const queue = useDb.getState().queue.then(async () => {
    try {
      await withTimeout(set(spec.key, envelope, db()));
      useStorageStatus.getState().report('ok');
    } catch (e) {
      reportFailure(e, false);
    }
  });
  useDb.setState({ queue });
  return queue;
}

/** Asks the browser not to evict our data; called once a game has been saved. */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}
