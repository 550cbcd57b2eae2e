// The saved game GameHost shows: which game it is (listed or not) until it is open, then its full
// record, read once its game's module is loaded; closed again on leaving.
import { useEffect } from 'react';
import { useSessions } from '../store/sessions';
import { ownValue } from '../kit/validate';
import { useLoadedGame } from './loadGame';

export function useOpenSession(sessionId: string) {
  // which game it is, not its summary: the summary changes with every move (issue 33 "Scale": the
  // list taking a move draws nothing again)
  const gameId = useSessions((s) => ownValue(s.sessions, sessionId)?.gameId ?? null);
  const mode = useSessions((s) => ownValue(s.sessions, sessionId)?.mode);
  const loadedSessions = useSessions((s) => s.loaded);
  const open = useSessions((s) => (s.open?.id === sessionId ? s.open : null));
  const openFailed = useSessions((s) => s.openFailed === sessionId);
  const load = useLoadedGame(gameId, mode);
  const game = load.status === 'ready' ? load.game : null;

  const listed = gameId !== null;
  useEffect(() => {
    if (game && listed && !open && !openFailed) void useSessions.getState().openSession(sessionId, game);
  }, [game, listed, open, openFailed, sessionId]);

  useEffect(() => () => useSessions.getState().close(), [sessionId]);

  // the open game's module, subscribed to (issue 31 item 3: not read through getState during render)
  const tableGame = useSessions((s) => s.game);
  const openGame = open ? tableGame : null;
  return { listed, gameId, loadedSessions, open, openFailed, load, openGame, session: open?.session ?? null };
}
