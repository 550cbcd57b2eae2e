// Home's "Continue" links from the saved games' store's list (homeList.ts): in the list's own
// chunk (ContinueList.tsx), fetched with the store, not in the first download (issue 32).
import type { CardList, HomeList, ListState } from './homeListTypes';

/** "Continue" links on a game's card. */
const SHOWN_UNFINISHED = 3;

/** Home's list from the store's: one pass over the games, no sort of them all. */
export function homeListOf(s: ListState): HomeList {
  const byGame = new Map<string, CardList & { count: number }>();
  for (const sum of Object.values(s.sessions)) {
    if (sum.finished) continue;
    let card = byGame.get(sum.gameId);
    if (!card) byGame.set(sum.gameId, (card = { shown: [], more: 0, count: 0 }));
    card.count++;
    const shown = card.shown;
    // after those as recent (as a stable sort by the time, the most recent first, put it)
    let at = shown.length;
    while (at > 0 && shown[at - 1]!.updatedAt < sum.updatedAt) at--;
    if (at < SHOWN_UNFINISHED) {
      shown.splice(at, 0, sum);
      if (shown.length > SHOWN_UNFINISHED) shown.pop();
    }
  }
  const reading = s.readState === 'loading';
  const list = new Map<string, CardList>();
  for (const [id, { shown, count }] of byGame)
    list.set(id, { shown, more: reading ? 0 : count - shown.length });
  return { byGame: list, damaged: s.damaged.length };
}

/** What home shows compared whole: a few summaries at most. */
export const homeListKey = (l: HomeList) => JSON.stringify([[...l.byGame], l.damaged]);
