// The saved-games file: { app: 'pocket-table', kind: 'saves', version: 1, sessions: Session[],
// history?: FinishedGame[] }. `history` (the player history's finished-game entries, kept even
// for deleted games) is optional, so files made before it still import. Reading one is reading
// untrusted input: every game and every history entry is restored field by field. A problem of
// the file itself (or of its history) rejects the whole file with a reason the screen can name;
// a game that does not restore is left out and listed with its reason, its text kept for download,
// and the others come in (issue 33 item 4): only a file none of whose games can come in is
// rejected whole, naming the first game's problem. A game on several
// phones keeps which seats its guest phones play and their names, but never their tokens (the
// secrets that let a phone take a seat): a file gets fresh ones, and so does an imported game.
import type { FinishedGame } from '../../kit/history';
import { HistoryDataError, restoreFinishedGame } from '../../kit/historyRestore';
import { RulesVersionError } from '../../kit/rulesMigration';
import { SessionDataError, type GameLimits, type Session } from '../../kit/session';
import { withFreshTokens } from '../../kit/seatPhones';
import { isRecord } from '../../kit/validate';
import { restoreFromFile } from '../../store/restore';
import { seatsClash } from '../newGame/nameLookalikes';

const SAVE_FILE_APP = 'pocket-table';
const SAVE_FILE_KIND = 'saves';
const SAVE_FILE_VERSION = 1;
/**
 * Larger than any real export: a long game is a few hundred small actions, about 13,000
 * characters as written here, so 5,000 saved games make a file of about 65 million (issue 24
 * item 18); this leaves room for about twice as many. A larger file is refused unparsed.
 */
export const SAVE_FILE_MAX_CHARS = 128_000_000;

interface SaveFile {
  app: typeof SAVE_FILE_APP;
  kind: typeof SAVE_FILE_KIND;
  version: number;
  sessions: Session[];
  /** the player history; absent in files made before it */
  history?: FinishedGame[];
}

/** What a valid file holds. */
export interface SaveFileContents {
  sessions: Session[];
  /** each game's place in the file (from 1), which the reasons of later checks name */
  places: number[];
  history: FinishedGame[];
  /** the games that could not come in (issue 33 item 4), each with why and its text */
  rejected: RejectedGame[];
}

/** A game of a file that could not come in: its place (n, from 1), why, and its text for download. */
export interface RejectedGame {
  n: number;
  code: SaveFileProblem;
  params: Record<string, string | number>;
  text: string;
}

/** More history entries than anyone plays. */
const HISTORY_MAX = 20_000;

type SaveFileProblem =
  | 'importReadFailed'
  | 'importTooLarge'
  | 'importNotJson'
  | 'importNotSaves'
  | 'importNewer'
  | 'importEmpty'
  | 'importBadGame'
  | 'importDuplicate'
  | 'importUnavailable'
  | 'importReplay'
  | 'importBadHistory';

/** Why a file was refused: `code` is a shell string key, `params` fill it in. */
export class SaveFileError extends Error {
  constructor(
    readonly code: SaveFileProblem,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'SaveFileError';
  }
}

/** The file text; `history` is written when given (the export of every saved game). */
export function serializeSaves(sessions: readonly Session[], history?: readonly FinishedGame[]): string {
  return saveFileText(sessions.map(sessionEntry), history);
}

/**
 * One game as the file's `sessions` list holds it: one line per game, without indentation
 * (issue 33 item 10: indented, 5,000 long 12-seat games made 171 million characters, more than
 * the import takes; on one line each, about a third). An export of thousands of games turns each
 * chunk of logs read into text (issue 24 item 18) and never holds every log at once.
 */
export const sessionEntry = (s: Session): string => JSON.stringify(withoutTokens(s));

/** The file text from its games' entries (sessionEntry): the file's fields indented, a game a line. */
export function saveFileText(entries: readonly string[], history?: readonly FinishedGame[]): string {
  const fields: Omit<SaveFile, 'sessions' | 'history'> = {
    app: SAVE_FILE_APP,
    kind: SAVE_FILE_KIND,
    version: SAVE_FILE_VERSION,
  };
  const head = JSON.stringify(fields, null, 2);
  const list = entries.length ? `[\n    ${entries.join(',\n    ')}\n  ]` : '[]';
  const tail = history
    ? `,\n  "history": ${JSON.stringify([...history], null, 2).replace(/\n/g, '\n  ')}`
    : '';
  return `${head.slice(0, -2)},\n  "sessions": ${list}${tail}\n}`;
}

/**
 * A game as it goes into or comes out of a file: its guest phones under fresh tokens no phone
 * holds (issue 21 item 2). A token lets a phone take its seat and be sent that seat's hidden
 * cards; a file travels (a chat, a cloud, another phone), so the tokens of this phone's table
 * stay here, and a file's tokens never reach a table. The seats still wait for their phones by
 * name, and the host gives each to a linked phone (issue 24 item 10).
 */
function withoutTokens(session: Session): Session {
  return session.phones ? { ...session, phones: withFreshTokens(session.phones) } : session;
}

/** Parses and validates a save file's games; throws SaveFileError naming the first problem. */
export function parseSaveFile(text: string, knownGames: readonly (string | GameLimits)[]): Session[] {
  return parseSaveFileContents(text, knownGames).sessions;
}

function historyOf(raw: unknown, knownGames: readonly (string | GameLimits)[]): FinishedGame[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.length > HISTORY_MAX)
    throw new SaveFileError('importBadHistory', { n: 1, part: 'historyPart_entry' });
  const seen = new Set<string>();
  return raw.map((entry, i) => {
    let game: FinishedGame;
    try {
      game = restoreFinishedGame(entry, knownGames);
    } catch (e) {
      const field = e instanceof HistoryDataError ? e.field : 'entry';
      throw new SaveFileError('importBadHistory', { n: i + 1, part: `historyPart_${field}` });
    }
    if (seen.has(game.id))
      throw new SaveFileError('importBadHistory', { n: i + 1, part: 'historyPart_twice' });
    seen.add(game.id);
    return game;
  });
}

/** Parses and validates a whole save file; throws SaveFileError naming the first problem. */
export function parseSaveFileContents(
  text: string,
  knownGames: readonly (string | GameLimits)[],
): SaveFileContents {
  if (text.length > SAVE_FILE_MAX_CHARS) throw new SaveFileError('importTooLarge');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new SaveFileError('importNotJson');
  }
  if (!isRecord(data) || Object.hasOwn(data, '__proto__')) throw new SaveFileError('importNotSaves');
  if (data.app !== SAVE_FILE_APP || data.kind !== SAVE_FILE_KIND) throw new SaveFileError('importNotSaves');
  if (typeof data.version !== 'number' || !Number.isInteger(data.version) || data.version < 1)
    throw new SaveFileError('importNotSaves');
  if (data.version > SAVE_FILE_VERSION) throw new SaveFileError('importNewer');
  if (!Array.isArray(data.sessions)) throw new SaveFileError('importNotSaves');
  const history = historyOf(data.history, knownGames);
  if (data.sessions.length === 0 && history.length === 0) throw new SaveFileError('importEmpty');
  const seen = new Set<string>();
  const contents: SaveFileContents = { sessions: [], places: [], history, rejected: [] };
  data.sessions.forEach((raw: unknown, i) => {
    // issue 33 item 4: a game that cannot come in (malformed, of a game this app does not know,
    // doubtful, twice in the file) is listed, kept whole for download; the others come in
    try {
      const session = oneGame(raw, i, knownGames);
      if (seen.has(session.id)) throw new SaveFileError('importDuplicate', { n: i + 1 });
      seen.add(session.id);
      contents.sessions.push(session);
      contents.places.push(i + 1);
    } catch (e) {
      if (!(e instanceof SaveFileError)) throw e;
      contents.rejected.push(refusedGame(e, raw));
    }
  });
  refuseWhenNoneCame(contents);
  return contents;
}

/** A game of a file that cannot come in, with why (`e` names its place) and its text. */
export function refusedGame(e: SaveFileError, raw: unknown): RejectedGame {
  return { n: Number(e.params.n), code: e.code, params: e.params, text: JSON.stringify(raw, null, 2) };
}

/** A file with games none of which can come in is refused whole, naming the first game's problem. */
export function refuseWhenNoneCame({ sessions, rejected }: SaveFileContents): void {
  if (sessions.length > 0 || rejected.length === 0) return;
  const first = rejected.reduce((a, b) => (b.n < a.n ? b : a));
  throw new SaveFileError(first.code, first.params);
}

/** One game of a file, restored and checked; throws SaveFileError (importBadGame) naming the problem. */
function oneGame(raw: unknown, i: number, knownGames: readonly (string | GameLimits)[]): Session {
  let session: Session;
  try {
    // the way in of every saved game (store/restore.ts): issue 31 item 3
    session = restoreFromFile(raw, knownGames);
  } catch (e) {
    // the part is a shell string key (importPart_…), so the reason reads in the person's language;
    // a game of rules newer than this app's is refused before anything is changed (issue 33 item 9)
    const part =
      e instanceof RulesVersionError ? 'rulesNewer' : e instanceof SessionDataError ? e.part : 'structure';
    throw new SaveFileError('importBadGame', { n: i + 1, part: `importPart_${part}` });
  }
  if (seatsClash(session.seats))
    throw new SaveFileError('importBadGame', { n: i + 1, part: 'importPart_names' });
  return withoutTokens(session);
}

/** A file name such as pocket-table-saves-2025-11-30.json. */
export function saveFileName(what: string, at: Date): string {
  const day = at.toISOString().slice(0, 10);
  return `pocket-table-${what.replace(/[^\w-]/g, '')}-${day}.json`;
}
