// Which private results (log indices of the plays that owe them: an Inspection, Swap your hats, a
// Map, Swap hands) were shown to their person, kept with the saved game (localStorage, removed with
// it: kit/gameLocal.ts), so a reload or Home → Continue shows again only what is still owed
// (the UX principles). That a result was seen is no secret; the result itself is never stored. Storage
// unavailable: what is still pending is shown again, behind its handoff.
import { gameLocalKey } from '../../../kit/gameLocal';

const key = (sessionId: string) => gameLocalKey('sab-private-seen', sessionId);
/** a round holds a few dozen plays at most: the list never grows past it */
const KEPT = 64;

export function readPrivateSeen(sessionId: string): number[] {
  try {
    const v = JSON.parse(localStorage.getItem(key(sessionId)) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((i): i is number => Number.isInteger(i)) : [];
  } catch {
    return [];
  }
}

export function rememberPrivateSeen(sessionId: string, logIndex: number): void {
  try {
    const now = readPrivateSeen(sessionId).filter((i) => i !== logIndex);
    localStorage.setItem(key(sessionId), JSON.stringify([...now, logIndex].slice(-KEPT)));
  } catch {
    /* storage unavailable or full: the result shows again after a reload, behind its handoff */
  }
}
