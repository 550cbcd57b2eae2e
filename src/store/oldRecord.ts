// The move from today's single 'sessions' record (version 1, every game in one record) to one
// record per game, at the first start of a version that keeps them apart.
import { delMany, get, getMany, keys, setMany, update } from 'idb-keyval';
import { isRecord, isSafeId } from '../kit/validate';
import { GAME_PREFIX, gameKey, INDEX_KEY, mergeIndex, OLD_KEY } from './gameIndex';
import { db, quarantine } from './persistence';

/**
 * Moves the games of today's 'sessions' record into per-game records, byte for byte (each is
 * checked when read, like any record). A record that cannot be read at all is kept aside whole.
 * Returns how many games it moved.
 */
export async function migrateOldRecord(): Promise<number> {
  const store = db();
  const old = await get(OLD_KEY, store);
  if (old === undefined) return 0;
  const env = isRecord(old) ? old : null;
  const data = env && isRecord(env.data) ? env.data : null;
  if (!env || env.v !== 1 || !data || !Array.isArray(data.sessions)) {
    const reason =
      env && typeof env.v === 'number' && env.v > 1 ? `saved by a newer version (${env.v})` : 'not a list';
    await quarantine(OLD_KEY, old, reason);
    return 0;
  }
  const present = new Set((await keys(store)).filter((k): k is string => typeof k === 'string'));
  const entries: [string, unknown][] = [];
  const seen = new Set<string>();
  data.sessions.forEach((s: unknown, i: number) => {
    let id = isRecord(s) && isSafeId(s.id) ? s.id : `unreadable-${i}`;
    let value = s;
    if (seen.has(id)) {
      // a second game with the same id is kept aside under its own key, listed as damaged
      // (issue 24 item 4): never written over the first
      value = {
        keptAside: true,
        reason: `a second game with id ${id} in the old list`,
        text: JSON.stringify(s),
      };
      id = `${id.slice(0, 48)}-dup-${i}`;
    }
    seen.add(id);
    // a game already moved (an earlier migration stopped before deleting the old record) is newer
    if (!present.has(gameKey(id))) entries.push([gameKey(id), value]);
  });
  await setMany(entries, store);
  const ids = entries.map(([k]) => k.slice(GAME_PREFIX.length));
  await update(INDEX_KEY, (v) => mergeIndex(v, ids, []), store);
  const back = await getMany(
    entries.map(([k]) => k),
    store,
  );
  const same = entries.every(([, v], i) => JSON.stringify(back[i]) === JSON.stringify(v));
  if (same) await delMany([OLD_KEY], store);
  return entries.length;
}
