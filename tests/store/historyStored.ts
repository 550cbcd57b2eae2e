// The player history as stored, whatever its parts (store/historyChunks.ts): every entry by id,
// read raw, for tests that check what a write kept.
import { chunkKey, HISTORY_KEY, isHead } from '../../src/store/historyChunks';
import { readRaw } from './helpers';

export async function storedEntries(): Promise<Record<string, unknown>> {
  const head: unknown = await readRaw(HISTORY_KEY);
  if (!isHead(head)) throw new Error('no history head stored');
  const out: Record<string, unknown> = {};
  for (const c of head.chunks)
    Object.assign(out, ((await readRaw(chunkKey(c.n))) as { games: object }).games);
  return out;
}
