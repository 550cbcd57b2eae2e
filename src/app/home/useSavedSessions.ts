// The saved games' store's list for the screens that show a part of it: home's "Continue" lists
// and damaged count (homeList.ts) and the several-phones lobby. The store (IndexedDB, replay,
// locks) is its own chunk, so home paints before it arrives; the list fills in once the store has
// read the games, as it did before when the read itself came after the first paint.
import { useEffect, useRef, useState } from 'react';
import { allStringsOfCurrentLang } from '../../i18n/lang';
import type { SessionSummary } from '../../store/summaries';
import type { ListState } from './homeListTypes';

type Sessions = Record<string, SessionSummary>;

type ListModule = typeof import('./ContinueList');
let listModule: ListModule | null = null;
/** The cards' "Continue" lists (their own chunk): fetched together with the store, so a list
 *  shows as soon as the games are read. */
export const loadContinueList = (): Promise<ListModule> =>
  // with all of the shell's strings: the list's (and the damaged games' line) are not in the first
  // screen's (i18n/shell.ts)
  Promise.all([import('./ContinueList'), allStringsOfCurrentLang()]).then(([m]) => (listModule = m));
/** The list's module once fetched: rendered at once, not suspended for a render more (issue 33). */
export const continueListLoaded = (): ListModule | null => listModule;
const NONE: Sessions = {};

/**
 * Calls `take` with the store's list once the store (and the "Continue" list's chunk) is here,
 * and at every set of the store after; `take` is the first render's (a screen keeps its own).
 */
export function useSavedList(take: (s: ListState) => void): void {
  const first = useRef(take);
  useEffect(() => {
    let live = true;
    let unsubscribe = () => {};
    void Promise.all([import('../../store/sessions'), loadContinueList()]).then(([{ useSessions }]) => {
      if (!live) return;
      first.current(useSessions.getState());
      unsubscribe = useSessions.subscribe(first.current);
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
}

/** The saved games' summaries by id, once the store has read them (the several-phones lobby). */
export function useSavedSessions(): Sessions {
  const [sessions, setSessions] = useState<Sessions>(NONE);
  useSavedList((s) => setSessions(s.sessions));
  return sessions;
}
