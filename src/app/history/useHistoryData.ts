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
    const list = Object.values(useSessions.getState().sessions);
    void missingEntries(list, useHistory.getState().games, loadGame).then((entries) => {
      useHistory.getState().add(entries, false);
      const got = new Set(entries.map((g) => g.id));
      const bad = todo.split(' ').filter((id) => !got.has(id));
      if (live && bad.length) setFailed((old) => new Set([...old, ...bad]));
    });
    return () => {
      live = false;
    };
  }, [todo]);
  return { adding: missing.length > 0 };
}
