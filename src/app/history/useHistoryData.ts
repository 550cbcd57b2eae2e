// Reads the player history once, and adds the finished saved games it does not hold yet (games
// finished before the history existed, imported ones). Used by the history screens and by the
// saved games, so a finished game deleted there keeps its result.
import { useEffect, useMemo, useRef, useState } from 'react';
import { GAME_IDS } from '../../games/registry';
import { useHistory } from '../../store/history';
import { useSessions } from '../../store/sessions';
import { loadGame } from '../loadGame';
import { missingEntries } from './backfill';

/** Reads the history once and adds the finished saved games it does not hold yet. */
export function useHistoryData(): { adding: boolean } {
  const readState = useHistory((s) => s.readState);
  const games = useHistory((s) => s.games);
  const sessionsRead = useSessions((s) => s.readState === 'ok');
  const sessions = useSessions((s) => s.sessions);
  // games whose log did not summarise (shown as damaged in saved games): not tried again here
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    if (useHistory.getState().readState === 'idle') void useHistory.getState().load(GAME_IDS);
  }, []);
  const missing = useMemo(
    () =>
      readState === 'ok' && sessionsRead
        ? Object.values(sessions).filter((s) => s.finished && !games[s.id] && !failed.has(s.id))
        : [],
    [readState, sessionsRead, sessions, games, failed],
  );
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
  return { adding: missing.length > 0 };
}
