// The saved game GameHost shows: its summary (which game, how far) until it is open, then its full
// record, read once its game's module is loaded; closed again on leaving.
import { useEffect } from 'react';
import { useSessions } from '../store/sessions';
import { ownValue } from '../kit/validate';
import { useLoadedGame } from './loadGame';

export function useOpenSession(sessionId: string) {
  const summary = useSessions((s) => ownValue(s.sessions, sessionId) ?? null);
  const loadedSessions = useSessions((s) => s.loaded);
  const open = useSessions((s) => (s.open?.id === sessionId ? s.open : null));
  const openFailed = useSessions((s) => s.openFailed === sessionId);
  const load = useLoadedGame(summary?.gameId ?? null, summary?.mode);
  const game = load.status === 'ready' ? load.game : null;

  const listed = !!summary;
  useEffect(() => {
    if (game && listed && !open && !openFailed) void useSessions.getState().openSession(sessionId, game);
  }, [game, listed, open, openFailed, sessionId]);

  useEffect(() => () => useSessions.getState().close(), [sessionId]);

  // the open game's module, subscribed to (issue 31 item 3: not read through getState during render)
  const tableGame = useSessions((s) => s.game);
  const openGame = open ? tableGame : null;
  return { summary, loadedSessions, open, openFailed, load, openGame, session: open?.session ?? null };
}
