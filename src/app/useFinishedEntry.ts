// The end screen's per-round score table (issue 23 item 8): the history entry of a finished game,
// with its game's score units; null while the game goes on or when it cannot be summarized.
import { useMemo } from 'react';
import { findGame } from '../games/registry';
import type { LoadedGame } from '../kit/game';
import { summarize } from '../kit/history';
import type { Session } from '../kit/session';

export function useFinishedEntry(session: Session | null, openGame: LoadedGame | null) {
  const finished = !!session?.finished;
  const moves = session?.actions.length ?? 0;
  return useMemo(() => {
    if (!finished || !session || !openGame) return null;
    try {
      const entry = summarize(openGame.rules, openGame.summary, session);
      return entry && { entry, units: findGame(session.gameId)?.scoreUnits ?? {} };
    } catch {
      return null;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a finished game changes by its moves only
  }, [finished, moves, openGame, session?.id]);
}
