// A saved game on its way in, step by step (issue 31 item 3; laid out as excalidraw's restore.ts
// lists its steps). Every record read from storage takes these steps in this order; a record a
// step refuses is listed as damaged and kept byte for byte: never dropped, never half-restored.
//   1. read        gameRecords.ts readGames: the stored values as they are, nothing trusted
//   2. upgrade     rulesUpgrade.ts: a game saved under older rules is carried forward by its
//                  game's migration steps, or refused with why (its record left untouched)
//   3. restore     sortRecords.ts → kit/session.ts restoreSession: structure, version, id, game,
//                  mode, seed, config, log, seats (who plays them and where) and the seats'
//                  phones (kit/seatPhones.ts); a kept-aside copy or a refused one → damaged
//   4. write back  a migrated game that restored is queued to be written in its new form
//   5. at table    restoreForTable, when the game is opened with its module loaded: its bots
//                  and its config are checked against the game (game.restoreConfig)
// The list reads stored summaries first (readSaved.ts): a summary takes step 3's checks of the
// game's head alone (summaries.ts → restoreSessionHead); one that fails is rebuilt from its record
// through the steps above.
// A game from a file (app/saved/saveFile.ts) comes in by restoreFromFile, the same steps in order:
//   1. read        the file's value as it is, nothing trusted
//   2. rules       a game of rules newer than this app's is refused (it would play here, then be
//                  damaged after a reload: issue 33 item 9); an older one is restored as it is and
//                  carried forward by step 2 when it is next read from storage
//   3. restore     kit/session.ts restoreSession, as for a stored record
// then the file's own checks (saveFile.ts: seats nobody could tell apart, fresh phone tokens),
// the replay by this version's rules (verifyImport.ts) and the write (importSessions).
import type { LoadedGame } from '../kit/game';
import { RulesVersionError, storedRulesVersion, type GameRulesInfo } from '../kit/rulesMigration';
import { checkBotSeats, restoreSession, type KnownGame, type Session } from '../kit/session';
import { isRecord } from '../kit/validate';
import { queueGameWrite, readGames, type RawGame } from './gameRecords';
import { upgradeRules } from './rulesUpgrade';
import { sortRecords, type DamagedGame } from './sortRecords';

type GameInfo = readonly (string | GameRulesInfo)[];

/** Steps 2-4 for records read (step 1): usable games and damaged ones; nothing is dropped. */
async function restoreRecords(
  records: readonly RawGame[],
  gameInfo: GameInfo,
  knownGames: readonly KnownGame[],
): Promise<{ sessions: Session[]; damaged: DamagedGame[] }> {
  const { records: upgraded, migrated, problems } = await upgradeRules(records, gameInfo); // 2
  const sorted = sortRecords(upgraded, knownGames, problems); // 3
  // 4: a migrated game is written back once it restores; one that does not keeps its old record
  for (const s of sorted.sessions) if (migrated.includes(s.id)) queueGameWrite(s.id, s);
  return sorted;
}

/** Steps 1-4: these games' records read from storage and restored. Throws when storage fails. */
export async function readSessions(
  ids: readonly string[],
  gameInfo: GameInfo,
  knownGames: readonly KnownGame[],
): Promise<{ sessions: Session[]; damaged: DamagedGame[] }> {
  return restoreRecords(await readGames(ids), gameInfo, knownGames); // 1, then 2-4
}

/** Step 5: throws (a RuleError or SessionDataError) when the game's bots or config do not fit it. */
export function restoreForTable(game: LoadedGame, session: Session): void {
  checkBotSeats(session.seats, game.bots);
  game.restoreConfig?.(session.config, session.seats);
}

/**
 * Steps 1-3 for a game from a file: throws RulesVersionError (rules newer than this app's) or
 * SessionDataError (the part that does not restore), as a stored record would be refused.
 */
export function restoreFromFile(raw: unknown, knownGames: readonly KnownGame[]): Session {
  const gameId = isRecord(raw) ? raw.gameId : undefined;
  const game = knownGames.find((g) => typeof g !== 'string' && g.id === gameId) as
    { rulesVersion?: unknown } | undefined;
  const from = storedRulesVersion(raw); // 2
  if (typeof game?.rulesVersion === 'number' && from > game.rulesVersion)
    throw new RulesVersionError({ code: 'rules-newer', from, to: game.rulesVersion });
  return restoreSession(raw, knownGames); // 3
}
