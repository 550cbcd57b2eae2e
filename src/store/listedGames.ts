// What the start's full read of the saved games leaves to the write layer (gameRecords.ts), in a
// compact form (issue 33 "Scale", heap): the ids of the stored game records, in the order the
// read gives them (sorted), and beside each the revision its stored summary held. A Map and a
// Set of 5,000 entries each held the same facts at several times the size; the ids here are the
// very strings the listed summaries hold.
import { isRecord } from '../kit/validate';

/**
 * A listed game's stored revision: the summary's revision string, its number of moves (a summary
 * of an older version, compared as 'moves:<n>', made only when asked), or null (none known).
 */
export type ListedRevision = string | number | null;

export interface Listed {
  /** the ids read, sorted as JavaScript compares strings (code units, as IndexedDB sorts keys) */
  ids: readonly string[];
  /** the revision read for the id at the same place */
  revs: readonly ListedRevision[];
  /** whether the index is known to hold these ids (the read ended) */
  indexed: boolean;
}

/** The listing of `ids` with `revOf` each; the ids are sorted here when the read did not. */
export function listedOf(ids: readonly string[], revOf: (id: string) => ListedRevision): Listed {
  let sorted = ids;
  for (let i = 1; i < ids.length; i++)
    if (!(ids[i - 1]! < ids[i]!)) {
      sorted = [...new Set(ids)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      break;
    }
  return { ids: sorted, revs: sorted.map(revOf), indexed: false };
}

/** Where `id` is in the sorted `ids`, or -1. */
export function placeOf(ids: readonly string[], id: string): number {
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = ids[mid]!;
    if (at === id) return mid;
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** The revision the read found for a game, as the compare-and-set compares it (undefined: none). */
export function listedRevision(listed: Listed | null, id: string): string | undefined {
  if (!listed) return undefined;
  const i = placeOf(listed.ids, id);
  const rev = i < 0 ? null : listed.revs[i]!;
  return (typeof rev === 'number' ? `moves:${rev}` : rev) ?? undefined;
}

/** The compact form of a stored summary's revision (gameRecords.ts revisionOf, not yet a string). */
export function compactRevision(summary: unknown): ListedRevision {
  if (!isRecord(summary)) return null;
  return typeof summary.rev === 'string'
    ? summary.rev
    : typeof summary.moves === 'number'
      ? summary.moves
      : null;
}

/** A stored summary's revision as compared: its revision, 'moves:<n>' (an older version's), or null. */
export function revisionOf(summary: unknown): string | null {
  const rev = compactRevision(summary);
  return typeof rev === 'number' ? `moves:${rev}` : rev;
}
