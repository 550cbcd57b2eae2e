// Finished saved games that have no history entry yet (games finished before the history
// existed, or imported ones) get one, summarised from their log by their game's rules. Runs
// when the history screen opens; after that every finishing game writes its own entry.
import type { LoadedGame } from '../../kit/game';
import { summarizeSliced, type FinishedGame } from '../../kit/history';
import type { Session } from '../../kit/session';
import { timeSlices } from '../../kit/timeSlice';

export async function missingEntries(
  sessions: readonly Session[],
  have: Readonly<Record<string, FinishedGame>>,
  loadGame: (gameId: string, mode?: string) => Promise<LoadedGame>,
): Promise<FinishedGame[]> {
  const out: FinishedGame[] = [];
  const todo = sessions.filter((s) => s.finished && !have[s.id]);
  // a pause whenever a slice of time is used up: a first open with thousands of games stays
  // responsive (issue 33, scale)
  const breathe = timeSlices();
  for (const session of todo) {
    await breathe();
    try {
      const game = await loadGame(session.gameId, session.mode);
      const config = game.restoreConfig ? game.restoreConfig(session.config, session.seats) : session.config;
      // a long log replays over several tasks, a slice of time each (issue 33, scale)
      const entry = await summarizeSliced(game.rules, game.summary, { ...session, config }, breathe);
      if (entry) out.push(entry);
    } catch {
      // a game that does not load or replay is shown as damaged in saved games, not here
    }
  }
  return out;
}
