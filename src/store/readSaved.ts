// Reading saved games (issue 24 item 18): at start, every game's summary and no log; a game's
// record when it is opened, exported or summarised for the history. Records are read a chunk at
// a time and restored by the steps restore.ts lists, exactly as they were when every record was
// read at start: a summary that is missing or out of date (games saved before summaries existed, or
// by an older rules version) is rebuilt from its record, which is then checked like any other.
import type { GameRulesInfo } from '../kit/rulesMigration';
import type { KnownGame, Session } from '../kit/session';
import { dropSummaries, noteIndexed, noteSummary, putSummaries, readStoredList } from './gameRecords';
import { legacyPhoneIds, migrateLegacyPhones } from './legacyPhones';
import { readSessions } from './restore';
import type { DamagedGame } from './sortRecords';
import {
  restoreSummary,
  storedSummary,
  summaryOf,
  type SessionSummary,
  type StoredSummary,
} from './summaries';

/** Records read at once: a rebuild of thousands of games never holds more logs than this. */
export const READ_CHUNK = 100;

interface SavedList {
  summaries: SessionSummary[];
  damaged: DamagedGame[];
}

type GameInfo = readonly (string | GameRulesInfo)[];

const rulesVersions = (gameInfo: GameInfo) => {
  const versions = new Map<string, number>();
  for (const g of gameInfo) if (typeof g !== 'string') versions.set(g.id, g.rulesVersion);
  return (gameId: string) => versions.get(gameId);
};

/**
 * The saved games' summaries, read without their logs; a game without a usable summary has its
 * record read (a chunk at a time) and its summary written again. Throws when storage fails.
 */
export async function readSavedList(
  gameInfo: GameInfo,
  knownGames: readonly KnownGame[],
): Promise<SavedList> {
  const { ids, summaries: stored } = await readStoredList();
  const rulesVersionOf = rulesVersions(gameInfo);
  // the seat-to-phone keys of before issue 21 item 2 move into their games: those games are read
  const legacy = legacyPhoneIds();
  const withKeys: Session[] = [];
  const summaries: SessionSummary[] = [];
  const rebuild: string[] = [];
  // the same people play game after game: games with the same seats share one list of them
  const seatLists = new Map<string, SessionSummary['seats']>();
  const shared = (s: SessionSummary): SessionSummary => {
    const key = JSON.stringify(s.seats);
    const seats = seatLists.get(key);
    if (seats) return { ...s, seats };
    seatLists.set(key, s.seats);
    return s;
  };
  for (const id of ids) {
    const s = restoreSummary(stored.get(id), id, knownGames, rulesVersionOf);
    if (s && !legacy.has(id)) {
      summaries.push(shared(s));
      noteSummary(id, stored.get(id));
    } else rebuild.push(id);
  }
  const present = new Set(ids);
  const orphans = [...stored.keys()].filter((id) => !present.has(id));
  // the summaries being rebuilt are kept (to be written only over themselves), the others let go
  const before = new Map(rebuild.map((id) => [id, stored.get(id)]));
  stored.clear();
  const damaged: DamagedGame[] = [];
  for (let i = 0; i < rebuild.length; i += READ_CHUNK) {
    const chunk = await readSessions(rebuild.slice(i, i + READ_CHUNK), gameInfo, knownGames);
    const fresh: [string, StoredSummary, unknown][] = [];
    for (const s of chunk.sessions) {
      if (legacy.has(s.id)) withKeys.push(s);
      summaries.push(shared(summaryOf(s)));
      fresh.push([s.id, storedSummary(s), before.get(s.id)]);
    }
    damaged.push(...chunk.damaged);
    // summaries are a cache: one not written now is rebuilt at the next start
    await putSummaries(fresh).catch(() => {});
  }
  await dropSummaries(orphans).catch(() => {});
  // every old key goes once the games that gained phones are written (those of deleted games too)
  if (legacy.size) migrateLegacyPhones(withKeys);
  noteIndexed(ids);
  return { summaries, damaged };
}
