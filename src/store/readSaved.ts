// Reading saved games (issue 24 item 18): at start, every game's summary and no log; a game's
// record when it is opened, exported or summarised for the history. Records are read a chunk at
// a time and restored by the steps restore.ts lists, exactly as they were when every record was
// read at start: a summary that is missing or out of date (games saved before summaries existed, or
// by an older rules version) is rebuilt from its record, which is then checked like any other.
import type { GameRulesInfo } from '../kit/rulesMigration';
import type { KnownGame, Session } from '../kit/session';
import { continueEntries, continueOf, putContinue, readContinue } from './continueRecord';
import { dropSummaries, noteIndexed, noteListed, putSummaries } from './gameRecords';
import { compactRevision } from './listedGames';
import { readStoredList } from './storedList';
import { legacyPhoneIds, migrateLegacyPhones } from './legacyPhones';
import { readSessions } from './restore';
import { timeSlices, whenIdle } from '../kit/timeSlice';
import { isRecord } from '../kit/validate';
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

/** Records read at once when their summaries are rebuilt: a short task each (issue 33, scale). */
const REBUILD_CHUNK = 25;

/**
 * Summaries checked before they are listed, the rest listed when all are checked (issue 33
 * "Scale"): enough for home's "Continue" links (three a game), checked in a moment.
 */
const LISTED_FIRST = 60;

/**
 * The order summaries are checked in: unfinished games first, the most recent first (as home
 * lists them, by what their stored summaries say; a summary found wrong is rebuilt later), then
 * the finished games.
 */
function homeFirst(ids: readonly string[], stored: ReadonlyMap<string, unknown>): string[] {
  const unfinished: [string, number][] = [];
  const rest: string[] = [];
  for (const id of ids) {
    const raw = stored.get(id);
    if (isRecord(raw) && raw.finished === false) {
      unfinished.push([id, Number.isFinite(raw.updatedAt) ? (raw.updatedAt as number) : 0]);
    } else rest.push(id);
  }
  unfinished.sort((a, b) => b[1] - a[1]);
  return [...unfinished.map(([id]) => id), ...rest];
}

type RulesVersionOf = ReturnType<typeof rulesVersions>;

/**
 * The games of the "Continue" record (continueRecord.ts), each checked as a stored summary is:
 * home lists them before any other summary is read (issue 33 "Scale").
 */
function fromRecord(
  raw: unknown,
  knownGames: readonly KnownGame[],
  rulesVersionOf: RulesVersionOf,
  legacy: ReadonlySet<string>,
): SessionSummary[] {
  const list: SessionSummary[] = [];
  for (const g of continueEntries(raw) ?? []) {
    const id = isRecord(g) && typeof g.id === 'string' ? g.id : null;
    const s = id === null || legacy.has(id) ? null : restoreSummary(g, id, knownGames, rulesVersionOf);
    if (s && !s.finished) list.push(s);
  }
  return list;
}

/**
 * The "Continue" record as the summaries read say it should be (`checked`: the stored summaries
 * found good, `rebuilt`: those written again), written when the stored one differs, only over
 * the one read at the start (a write since has followed it).
 */
async function keepRecord(before: unknown, checked: Iterable<unknown>, rebuilt: unknown[]): Promise<void> {
  const record = continueOf([...continueOf(checked).games, ...rebuilt]);
  if (JSON.stringify(record) === JSON.stringify(before)) return;
  await putContinue(record, before).catch(() => {});
}

/**
 * The saved games' summaries, read without their logs; a game without a usable summary has its
 * record read (a chunk at a time) and its summary written again. While summaries are rebuilt (the
 * first start after an upgrade), those ready so far are handed to `onPart` as they come, so home
 * lists games at once. Throws when storage fails.
 */
export async function readSavedList(
  gameInfo: GameInfo,
  knownGames: readonly KnownGame[],
  onPart: (part: readonly SessionSummary[]) => void = () => {},
  onEarly: (part: readonly SessionSummary[]) => void = () => {},
): Promise<SavedList> {
  const rulesVersionOf = rulesVersions(gameInfo);
  // the seat-to-phone keys of before issue 21 item 2 move into their games: those games are read
  const legacy = legacyPhoneIds();
  // home's "Continue" links from one small record, before the summaries are read (issue 33)
  const record = await readContinue();
  const early = fromRecord(record, knownGames, rulesVersionOf, legacy);
  if (early.length) {
    onEarly(early);
    // home shows those links before the summaries' pages are read and checked beside them
    await whenIdle();
  }
  const { ids, summaries: stored } = await readStoredList();
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
  // 5,000 summaries are checked a slice of time at a time: no long task at start (issue 33); the
  // most recent unfinished games first, listed as soon as they are checked: home's "Continue"
  // links show without waiting for the rest
  const breathe = timeSlices();
  for (const [i, id] of homeFirst(ids, stored).entries()) {
    if (i === LISTED_FIRST) onPart(summaries);
    await breathe();
    const s = restoreSummary(stored.get(id), id, knownGames, rulesVersionOf);
    if (s && !legacy.has(id)) summaries.push(shared(s));
    else rebuild.push(id);
  }
  // the revision of each game listed, the compare-and-set's (gameRecords.ts); none for the others
  const unlisted = new Set(rebuild);
  noteListed(ids, (id) => (unlisted.has(id) ? null : compactRevision(stored.get(id))));
  const present = new Set(ids);
  const orphans = [...stored.keys()].filter((id) => !present.has(id));
  // the summaries being rebuilt are kept (to be written only over themselves), the others let go
  const before = new Map(rebuild.map((id) => [id, stored.get(id)]));
  const checked = continueOf(summaries.map((s) => stored.get(s.id))).games;
  const rebuiltOpen: StoredSummary[] = [];
  stored.clear();
  const damaged: DamagedGame[] = [];
  if (rebuild.length) onPart(summaries);
  for (let i = 0; i < rebuild.length; i += REBUILD_CHUNK) {
    const chunk = await readSessions(rebuild.slice(i, i + REBUILD_CHUNK), gameInfo, knownGames);
    const fresh: [string, StoredSummary, unknown][] = [];
    const part: SessionSummary[] = [];
    for (const s of chunk.sessions) {
      if (legacy.has(s.id)) withKeys.push(s);
      part.push(shared(summaryOf(s)));
      const sum = storedSummary(s);
      fresh.push([s.id, sum, before.get(s.id)]);
      if (!s.finished) rebuiltOpen.push(sum);
    }
    summaries.push(...part);
    onPart(part);
    damaged.push(...chunk.damaged);
    // summaries are a cache: one not written now is rebuilt at the next start
    await putSummaries(fresh).catch(() => {});
  }
  await dropSummaries(orphans).catch(() => {});
  await keepRecord(record, checked, rebuiltOpen);
  // every old key goes once the games that gained phones are written (those of deleted games too)
  if (legacy.size) migrateLegacyPhones(withKeys);
  noteIndexed(ids);
  return { summaries, damaged };
}
