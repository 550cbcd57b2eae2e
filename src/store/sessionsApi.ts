// What the saved-games store offers (sessions.ts puts it together): each saved game's summary, the open
// table with the one full record in memory, and the ways to read any other game's record.
import type { LoadedGame } from '../kit/game';
import type { GameRulesInfo } from '../kit/rulesMigration';
import type { RuleError, SeatAction } from '../kit/rules';
import type { KnownGame, SeatInfo, Session } from '../kit/session';
import type { SeatPhones } from '../kit/seatPhones';
import type { OpenGame } from './openTable';
import type { DamagedGame } from './sortRecords';
import type { SessionSummary } from './summaries';

/** A game as the store knows it: its rules version and migrations, and its modes (GameModule). */
export type StoredGameInfo = GameRulesInfo & { modes?: readonly { id: string }[] };

export type LoadState = 'idle' | 'loading' | 'ok' | 'failed';

/** An imported game already here: keep the game here (false), the newer copy (true), or both. */
export type ImportClash = boolean | 'both';

export interface SessionsStore {
  /** every saved game's summary by id; its log is read when it is needed (issue 24 item 18) */
  sessions: Record<string, SessionSummary>;
  /** the last few games this tab wrote, whole (a game just started opens with no read) */
  recent: readonly Session[];
  /** the game whose record could not be read when it was opened (storage failed) */
  openFailed: string | null;
  /** true once a read has finished, well or not: new games may start (in memory at worst) */
  loaded: boolean;
  /** 'ok' once the saved games were read; 'failed' when the read threw or timed out */
  readState: LoadState;
  damaged: DamagedGame[];
  /** games whose log no longer replays, by id: why */
  broken: Record<string, string>;
  open: OpenGame | null;
  /** the open game's module (screens subscribe to it): its rules, screens and bots */
  game: LoadedGame | null;
  /** the games as the last load was told of them: their rules versions, modes and limits */
  known: { gameInfo: readonly (string | StoredGameInfo)[]; knownGames: readonly KnownGame[] };
  /** counts openings: a read that ends after another opening (or a close) is not used */
  opening: number;
  /** whether the browser was asked to keep the data (once, after the first write) */
  persistAsked: boolean;
  /** the history entry of the game that ended last, queued (historyNoted) */
  historyNote: Promise<void>;
  /**
   * Reads the saved games. `games` are the known games' ids, or their definitions: then a game
   * saved under an older rules version is migrated (or listed as damaged when it cannot be).
   */
  load(games: readonly (string | StoredGameInfo)[]): Promise<void>;
  /** reads again after a failed or hung read */
  retryLoad(): Promise<void>;
  /** a new saved game; `mode` absent or 'app' = the default way to play; `firstGame`: a first
   *  game that teaches as it goes (issue 34) */
  create(
    gameId: string,
    config: unknown,
    seats: SeatInfo[],
    seed: number,
    mode?: string,
    firstGame?: boolean,
  ): string;
  /** opens a saved game: at once when its record is in memory, else once it is read */
  openSession(id: string, game: LoadedGame): Promise<void>;
  /**
   * A game's full record: the open one, one just written, else read from storage (a damaged
   * one is then listed as damaged). null when it is not saved, damaged, or storage failed.
   */
  readSession(id: string): Promise<Session | null>;
  /**
   * The full records of these games, a chunk at a time (`each` gets every chunk): an export or
   * the history's backfill never holds thousands of logs at once. Throws when storage fails.
   */
  readSessions(ids: readonly string[], each: (chunk: Session[]) => void | Promise<void>): Promise<void>;
  /** steals the game from the tab that has it open, reads its latest moves and opens it here */
  takeOver(): Promise<void>;
  /** continues a game whose log fails to replay from its last good move; the full log is kept aside */
  cutToLastGood(): void;
  close(): void;
  /** applies an action to the open game; returns the rule error instead of throwing */
  act(action: SeatAction): RuleError | null;
  undo(): void;
  /** a finished game's last round taken back (the game's reopenAt cuts the log): false if it cannot */
  reopen(): boolean;
  remove(id: string): void;
  removeMany(ids: readonly string[]): void;
  removeDamaged(id: string): void;
  /** who plays a seat from now on: 'person' or a bot level (a seat handed to a bot: issue 24 item 10) */
  setSeatWho(id: string, seat: number, who: string): void;
  /** which guest phone plays which seat (several phones); null: all on this phone (issue 21 item 2) */
  setPhones(id: string, phones: SeatPhones | null): void;
  /**
   * Adds imported games. A game already here (the same id) is kept as it is (`clash` false), or
   * the newer of its two copies is kept, by moves and then date (true), or both are, the file's
   * copy as a game of its own ('both'; issue 33 item 3).
   */
  importSessions(list: Session[], clash: ImportClash): { added: number; replaced: number; skipped: number };
}
