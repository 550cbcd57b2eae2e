// What home shows of the saved games: each game's most recent unfinished games (its "Continue"
// links) and how many more there are, and the number of damaged games. Home renders again only
// when that changes (issue 33 "Scale"): the start lists the saved games in parts, each a set of
// the store (200 parts of 25 when 5,000 summaries are rebuilt), and rendering home for each
// part sorted every unfinished game listed so far and rendered every card again, to show the
// same links. What it shows is found in the list's own chunk (homeListOf.ts), not the first.
import { useRef, useState } from 'react';
import type { HomeList, ListState } from './homeListTypes';
import { continueListLoaded, useSavedList } from './useSavedSessions';

export type { CardList } from './homeListTypes';

const EMPTY: HomeList = { byGame: new Map(), damaged: 0 };
const EMPTY_KEY = '[[],0]';

/** Home's list, a new one only when what home shows changes. */
export function useHomeList(): HomeList {
  const [list, setList] = useState(EMPTY);
  const last = useRef({ from: null as ListState | null, key: EMPTY_KEY });
  useSavedList((s) => {
    const seen = last.current;
    const from = seen.from;
    if (from && from.sessions === s.sessions && from.damaged === s.damaged && from.readState === s.readState)
      return;
    seen.from = s;
    // the list's chunk (with the store) is here before the store is listened to (useSavedList)
    const { homeListOf, homeListKey } = continueListLoaded()!;
    const next = homeListOf(s);
    const key = homeListKey(next);
    if (key === seen.key) return;
    seen.key = key;
    setList(next);
  });
  return list;
}
