// An imported game is only accepted when this version of its rules can replay its log.
// The outcome of the replay also decides whether it is finished (the file's flag is not trusted).
import type { LoadedGame } from '../../kit/game';
import { replay, type Session } from '../../kit/session';
import { isRuleError } from '../../kit/rules';
import { SaveFileError } from './saveFile';

export async function verifyReplays(
  sessions: readonly Session[],
  loadGame: (gameId: string, mode?: string) => Promise<LoadedGame>,
  titleOf: (gameId: string) => string,
): Promise<Session[]> {
  const games = new Map<string, LoadedGame | null>();
  const checked: Session[] = [];
  for (const [i, session] of sessions.entries()) {
    // each mode of a game has its own parts
    const key = `${session.gameId}/${session.mode ?? ''}`;
    if (!games.has(key)) {
      let game: LoadedGame | null = null;
      try {
        game = (await loadGame(session.gameId, session.mode)) ?? null;
      } catch {
        game = null;
      }
      games.set(key, game?.rules ? game : null);
    }
    const game = games.get(key);
    const params = { n: i + 1, game: titleOf(session.gameId) };
    if (!game) throw new SaveFileError('importUnavailable', params);
    // the game's own check of its options against the seats (a 5-player deal on 3 seats)
    let config: unknown;
    try {
      config = game.restoreConfig ? game.restoreConfig(session.config, session.seats) : session.config;
    } catch {
      throw new SaveFileError('importBadGame', { n: i + 1, part: 'importPart_config' });
    }
    let finished: boolean;
    try {
      const state = replay(game.rules, config, session.seed, session.actions);
      finished = game.rules.outcome(state) !== null;
    } catch (e) {
      const detail = isRuleError(e) ? e.code : String((e as Error)?.message ?? e);
      throw new SaveFileError('importReplay', { ...params, detail });
    }
    checked.push({ ...session, config, finished });
  }
  return checked;
}
