// The same game again: a new game with the last game's seats and settings, on the same phones
// when it was played on several.
import { useCallback } from 'react';
import type { LoadedGame } from '../kit/game';
import { freshSeed } from '../kit/random';
import type { SeatPhones } from '../kit/seatPhones';
import type { Session } from '../kit/session';
import { useSessions } from '../store/sessions';
import { navigate } from './router';

export function useRematch(
  session: Session | null,
  openGame: LoadedGame | null,
  assignment: SeatPhones | null,
) {
  return useCallback(() => {
    if (!session || !openGame) return;
    const store = useSessions.getState();
    // the config a new game with the last game's settings gets (what holds for one game only, such
    // as a shared dice code, is the game's configFor to drop)
    const config = openGame.configFor(session.seats, session.config, 'last-game');
    const id = store.create(
      session.gameId,
      config,
      session.seats,
      freshSeed(),
      session.mode,
      session.firstGame,
    );
    // a game on several phones is played again on the same phones
    if (assignment)
      store.setPhones(id, { phoneOfSeat: [...assignment.phoneOfSeat], names: { ...assignment.names } });
    navigate({ name: 'play', sessionId: id }, true);
  }, [session, openGame, assignment]);
}
