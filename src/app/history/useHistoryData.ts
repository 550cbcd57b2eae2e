// Reads the player history once, and adds the finished saved games it does not hold yet (games
// finished before the history existed, imported ones). Used by the history screens and by the
// saved games, so a finished game deleted there keeps its result.
import { useEffect, useMemo, useState } from 'react';
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
  useEffect(() => {
    if (!todo) return;
    let live = true;
    // only the summaries are in memory: the logs are read a chunk at a time (issue 24 item 18)
    const ids = todo.split(' ');
    const got = new Set<string>();
    void useSessions
      .getState()
      .readSessions(ids, async (chunk) => {
        const entries = await missingEntries(chunk, useHistory.getState().games, loadGame);
        useHistory.getState().add(entries, false);
        for (const g of entries) got.add(g.id);
      })
      .catch(() => {})
      .then(() => {
        const bad = ids.filter((id) => !got.has(id));
        if (live && bad.length) setFailed((old) => new Set([...old, ...bad]));
      });
    return () => {
      live = false;
    };
  }, [todo]);
  return { adding: missing.length > 0 };
}
