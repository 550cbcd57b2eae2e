// The keys of the saved games in IndexedDB and the small index record ('games': { v, ids }) that
// lists them (gameRecords.ts writes them): one record per game under 'game:<id>'.
import { isRecord } from '../kit/validate';

export const INDEX_KEY = 'games';
const INDEX_VERSION = 2;
export const GAME_PREFIX = 'game:';
/** Today's (version 1) single record holding every game. */
export const OLD_KEY = 'sessions';

export const gameKey = (id: string): string => `${GAME_PREFIX}${id}`;

interface GameIndex {
  v: number;
  ids: string[];
}

function indexIds(v: unknown): string[] {
  return isRecord(v) && Array.isArray(v.ids) ? v.ids.filter((x): x is string => typeof x === 'string') : [];
}

/**
 * The index with `add` and `remove` applied. A newer version's index (v > INDEX_VERSION) may
 * mean things this one does not know: it is kept as it is (the games are still found by their
 * keys), and fields this version does not know are kept (issue 24 item 2).
 */
export function mergeIndex(old: unknown, add: readonly string[], remove: readonly string[]): unknown {
  if (isRecord(old) && typeof old.v === 'number' && old.v > INDEX_VERSION) return old;
  const ids = new Set(indexIds(old));
  for (const id of add) ids.add(id);
  for (const id of remove) ids.delete(id);
  const index: GameIndex = { v: INDEX_VERSION, ids: [...ids] };
  return isRecord(old) ? { ...old, ...index } : index;
}

/** A record kept aside on purpose (e.g. the full log before it was cut at its last good move). */
export interface KeptAside {
  keptAside: true;
  reason: string;
  text: string;
}

export const isKeptAside = (v: unknown): v is KeptAside =>
  isRecord(v) && v.keptAside === true && typeof v.text === 'string';

/** One stored game as read: its id and the raw value, still untrusted. */
export interface RawGame {
  id: string;
  raw: unknown;
}
