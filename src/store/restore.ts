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
import type { LoadedGame } from '../kit/game';
import type { GameRulesInfo } from '../kit/rulesMigration';
import { checkBotSeats, type KnownGame, type Session } from '../kit/session';
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
