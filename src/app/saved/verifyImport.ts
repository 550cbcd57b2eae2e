// An imported game is only accepted when this version of its rules can replay its log.
// The outcome of the replay also decides whether it is finished (the file's flag is not trusted).
import type { LoadedGame } from '../../kit/game';
import { replay, type Session } from '../../kit/session';
import { isRuleError } from '../../kit/rules';
import { SaveFileError } from './saveFile';

type LoadGame = (gameId: string, mode?: string) => Promise<LoadedGame>;

/** Each mode of a game has its own parts: loaded once per file; null when they cannot be. */
function gameLoader(loadGame: LoadGame) {
  const games = new Map<string, LoadedGame | null>();
  return async (session: Session): Promise<LoadedGame | null> => {
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
    return games.get(key)!;
  };
}

/** One game replayed: as it comes in, or a SaveFileError naming it by its place `n` in the file. */
function replayed(game: LoadedGame | null, session: Session, n: number, title: string): Session {
  const params = { n, game: title };
  if (!game) throw new SaveFileError('importUnavailable', params);
  // the game's own check of its options against the seats (a 5-player deal on 3 seats)
  let config: unknown;
  try {
    config = game.restoreConfig ? game.restoreConfig(session.config, session.seats) : session.config;
  } catch {
    throw new SaveFileError('importBadGame', { n, part: 'importPart_config' });
  }
  let finished: boolean;
  try {
    const state = replay(game.rules, config, session.seed, session.actions);
    finished = game.rules.outcome(state) !== null;
  } catch (e) {
    const detail = isRuleError(e) ? e.code : String((e as Error)?.message ?? e);
    throw new SaveFileError('importReplay', { ...params, detail });
  }
  return { ...session, config, finished };
}

/**
 * The games that replay. Without `onRefused` the first that does not throws; with it (issue 33
 * item 4) each that does not is reported (by its index in `sessions`) and left out. `places`
 * are the games' places in their file (from 1), which a reason names; by default 1, 2, 3…
 */
export async function verifyReplays(
  sessions: readonly Session[],
  loadGame: LoadGame,
  titleOf: (gameId: string) => string,
  { places, onRefused }: { places?: readonly number[]; onRefused?(i: number, e: SaveFileError): void } = {},
): Promise<Session[]> {
  const gameOf = gameLoader(loadGame);
  const checked: Session[] = [];
  for (const [i, session] of sessions.entries()) {
    const game = await gameOf(session);
    try {
      checked.push(replayed(game, session, places?.[i] ?? i + 1, titleOf(session.gameId)));
    } catch (e) {
      if (!onRefused || !(e instanceof SaveFileError)) throw e;
      onRefused(i, e);
    }
  }
  return checked;
}
