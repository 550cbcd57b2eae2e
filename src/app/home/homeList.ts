// What home shows of the saved games: each game's most recent unfinished games (its "Continue"
// links) and how many more there are, and the number of damaged games. Home renders again only
// when that changes (issue 33 "Scale"): the start lists the saved games in parts, each a set of
// the store (200 parts of 25 when 5,000 summaries are rebuilt), and rendering home for each
// part sorted every unfinished game listed so far and rendered every card again, to show the
// same links.
import { useRef, useState } from 'react';
import type { SessionSummary } from '../../store/summaries';
import { useSavedList, type ListState } from './useSavedSessions';

/** "Continue" links on a game's card. */
export const SHOWN_UNFINISHED = 3;

export interface CardList {
  /** the most recent unfinished games, the most recent first */
  shown: SessionSummary[];
  /** how many more unfinished games there are (0 while the saved games are being read) */
  more: number;
}

export interface HomeList {
  byGame: ReadonlyMap<string, CardList>;
  damaged: number;
}

const EMPTY: HomeList = { byGame: new Map(), damaged: 0 };

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
const keyOf = (l: HomeList) => JSON.stringify([[...l.byGame], l.damaged]);

/** Home's list, a new one only when what home shows changes. */
export function useHomeList(): HomeList {
  const [list, setList] = useState(EMPTY);
  const last = useRef({ from: null as ListState | null, key: keyOf(EMPTY) });
  useSavedList((s) => {
    const seen = last.current;
    const from = seen.from;
    if (from && from.sessions === s.sessions && from.damaged === s.damaged && from.readState === s.readState)
      return;
    seen.from = s;
    const next = homeListOf(s);
    const key = keyOf(next);
    if (key === seen.key) return;
    seen.key = key;
    setList(next);
  });
  return list;
}
