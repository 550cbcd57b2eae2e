// Reads the player history once, and adds the finished saved games it does not hold yet (games
// finished before the history existed, imported ones). Used by the history screens and by the
// saved games, so a finished game deleted there keeps its result. The players list reads only the
// history's head (each person's totals and the stored ids: issue 33, scale); a person's page and a
// result read every entry.
import { useEffect, useMemo, useRef, useState } from 'react';
import { GAME_IDS } from '../../games/registry';
import { useHistory } from '../../store/history';
import { useSessions } from '../../store/sessions';
import { loadGame } from '../loadGame';
import { missingEntries } from './backfill';

/** What a screen reads: the head (the list), the part holding one result, or every entry. */
export type HistoryNeed = { list: true } | { result: string } | { all: true };

/** Starts the read the screen needs. */
function startRead(need: HistoryNeed): void {
  const h = useHistory.getState();
  if (h.readState !== 'idle') return;
  if ('all' in need) void h.load(GAME_IDS);
  else if ('result' in need) void h.loadOne(need.result, GAME_IDS);
  else if (h.indexState === 'idle') void h.loadIndex(GAME_IDS);
}

/**
 * Reads what `need` says of the history and adds the finished saved games it does not hold
 * yet; `adding` is how many are still to add.
 */
export function useHistoryData(need: HistoryNeed = { all: true }): { adding: number } {
  const entriesRead = useHistory((s) => s.readState === 'ok');
  const index = useHistory((s) => s.index);
  const games = useHistory((s) => s.games);
  const sessionsRead = useSessions((s) => s.readState === 'ok');
  const sessions = useSessions((s) => s.sessions);
  // games whose log did not summarise (shown as damaged in saved games): not tried again here
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const needKey = JSON.stringify(need);
  useEffect(() => startRead(JSON.parse(needKey) as HistoryNeed), [needKey]);
  const known = (id: string) => Object.hasOwn(games, id) || !!index?.ids.has(id);
  const ready = (entriesRead || index !== null) && sessionsRead;
  const finished = useMemo(
    () => (ready ? Object.values(sessions).filter((s) => s.finished && !failed.has(s.id)) : []),
    [ready, sessions, failed],
  );
  const missing = finished.filter((s) => !known(s.id));
  const todo = missing.map((s) => s.id).join(' ');
  // the games being summarised now: a chunk added shrinks `todo`, and the rest is not read again
  // by a second backfill beside the first (issue 33, scale: each chunk started another one)
  const busy = useRef(new Set<string>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  useEffect(() => {
    const ids = todo ? todo.split(' ').filter((id) => !busy.current.has(id)) : [];
    if (!ids.length) return;
    for (const id of ids) busy.current.add(id);
    // only the summaries are in memory: the logs are read a chunk at a time (issue 24 item 18)
    const got = new Set<string>();
    void useSessions
      .getState()
      .readSessions(ids, async (chunk) => {
        // the screen closed: the rest waits for its next open
        if (!mounted.current) throw new Error('history closed');
        const entries = await missingEntries(chunk, useHistory.getState().games, loadGame);
        useHistory.getState().add(entries, false);
        for (const g of entries) got.add(g.id);
      })
      .catch(() => {})
      .then(() => {
        for (const id of ids) busy.current.delete(id);
        const bad = ids.filter((id) => !got.has(id) && !useHistory.getState().games[id]);
        if (mounted.current && bad.length) setFailed((old) => new Set([...old, ...bad]));
      });
  }, [todo]);
  return { adding: missing.length };
}
