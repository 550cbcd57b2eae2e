// What the lists need of a saved game, without its log (issue 24 item 18): the home screen's
// "continue" links, the saved-games list (its search, groups and facts) and the history's
// backfill read only these. Each game's summary is stored beside its record ('summary:<id>',
// written in the same transaction as the record), so the app starts by reading the summaries
// alone; a game's log is read when it is opened, exported or summarised for the history.
// A summary is a cache: one that is missing, of another version or no longer valid for its game
// is rebuilt from the game's record when the saved games are read.
import {
  restoreSessionHead,
  type KnownGame,
  type SeatInfo,
  type Session,
  type SessionHead,
} from '../kit/session';
import { isRecord, pickInt } from '../kit/validate';
import { storedRulesVersion } from '../kit/rulesMigration';

export const SUMMARY_PREFIX = 'summary:';
/**
 * The stored summary's version. Bump it when the summary's fields change or when reading a game's
 * record (restoreSession, sortRecords) refuses something it used to accept: every summary is then
 * rebuilt from its record once.
 */
export const SUMMARY_VERSION = 1;
export const summaryKey = (id: string): string => `${SUMMARY_PREFIX}${id}`;

/**
 * A saved game as the screens read it (home's "continue" links, the saved-games list, its search
 * and groups, the history's backfill): which game and way to play, who sat where, when it was
 * last played, whether it is over and how many moves it has. Nothing more is held per game.
 */
export interface SessionSummary {
  id: string;
  gameId: string;
  /** the way it is played; absent = 'app' (as in Session) */
  mode?: string;
  seats: SeatInfo[];
  updatedAt: number;
  finished: boolean;
  /** how many moves its log holds */
  moves: number;
}

/**
 * The stored form: the summary, its version, and what the summary is checked with when read
 * (when the game was made, as restoreSession reads it, and its rules version: a summary of other
 * rules than its game's now is rebuilt, its record migrated).
 */
export type StoredSummary = SessionSummary & { v: number; createdAt: number; rulesVersion?: number };

export function summaryOf(s: Session): SessionSummary {
  return summaryFrom(s, s.actions.length);
}

/** A summary of a game's head and its number of moves. */
function summaryFrom(s: SessionHead, moves: number): SessionSummary {
  return {
    id: s.id,
    gameId: s.gameId,
    ...(s.mode === undefined ? {} : { mode: s.mode }),
    seats: s.seats,
    updatedAt: s.updatedAt,
    finished: s.finished,
    moves,
  };
}

export const storedSummary = (s: Session): StoredSummary => ({
  v: SUMMARY_VERSION,
  ...summaryOf(s),
  createdAt: s.createdAt,
  ...(s.rulesVersion === undefined ? {} : { rulesVersion: s.rulesVersion }),
});

/** Far more moves than any real game (restoreSession refuses a longer log). */
const MOVES_MAX = 100_000;

/**
 * A stored summary as the list may show it, checked as its game's record would be (the same
 * restoreSession checks of id, game, mode, seats and dates, against the games known now), or
 * null when it must be rebuilt from the record: missing, another version, malformed, no longer
 * valid, or played under other rules than its game's now (the record is then migrated).
 */
export function restoreSummary(
  raw: unknown,
  id: string,
  knownGames: readonly KnownGame[],
  rulesVersionOf: (gameId: string) => number | undefined,
): SessionSummary | null {
  if (!isRecord(raw) || raw.v !== SUMMARY_VERSION || raw.id !== id) return null;
  const moves = pickInt(raw.moves, 0, MOVES_MAX, -1);
  if (moves < 0) return null;
  let s: SessionHead;
  try {
    // the head's checks alone: a summary has no log to fake (issue 31 item 3)
    s = restoreSessionHead(raw, knownGames);
  } catch {
    return null;
  }
  const now = rulesVersionOf(s.gameId);
  if (now !== undefined && storedRulesVersion(raw) !== now) return null;
  // the id string the caller holds (the stored key's), not a copy of its own: one string a game
  return { ...summaryFrom(s, moves), id, gameId: gameIdOf(s.gameId, knownGames) };
}

/** The known game's own id string: 5,000 summaries share one copy instead of holding one each. */
function gameIdOf(gameId: string, knownGames: readonly KnownGame[]): string {
  for (const g of knownGames) {
    const id = typeof g === 'string' ? g : g.id;
    if (id === gameId) return id;
  }
  return gameId;
}

/**
 * Whether a copy of a game (e.g. from a file) is older than the game here: fewer moves, or as
 * many and last played earlier (issue 33 item 3: an older copy never replaces a newer game).
 */
export function olderThan(copy: Session, here: SessionSummary): boolean {
  const moves = copy.actions.length;
  return moves < here.moves || (moves === here.moves && copy.updatedAt < here.updatedAt);
}
