// The saved-games file: { app: 'pocket-table', kind: 'saves', version: 1, sessions: Session[] }.
// Reading one is reading untrusted input: every game is restored field by field, and the
// first problem rejects the whole file with a reason the screen can name.
import { restoreSession, SessionDataError, type GameLimits, type Session } from '../../kit/session';
import { isRecord } from '../../kit/validate';

export const SAVE_FILE_APP = 'pocket-table';
export const SAVE_FILE_KIND = 'saves';
export const SAVE_FILE_VERSION = 1;
/** Larger than any real export (a long game is a few hundred small actions). */
export const SAVE_FILE_MAX_CHARS = 20_000_000;

export interface SaveFile {
  app: typeof SAVE_FILE_APP;
  kind: typeof SAVE_FILE_KIND;
  version: number;
  sessions: Session[];
}

export type SaveFileProblem =
  | 'importReadFailed'
  | 'importTooLarge'
  | 'importNotJson'
  | 'importNotSaves'
  | 'importNewer'
  | 'importEmpty'
  | 'importBadGame'
  | 'importDuplicate'
  | 'importUnavailable'
  | 'importReplay';

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

export function serializeSaves(sessions: readonly Session[]): string {
  const file: SaveFile = {
    app: SAVE_FILE_APP,
    kind: SAVE_FILE_KIND,
    version: SAVE_FILE_VERSION,
    sessions: [...sessions],
  };
  return JSON.stringify(file, null, 2);
}

/** Parses and validates a save file; throws SaveFileError naming the first problem. */
export function parseSaveFile(text: string, knownGames: readonly (string | GameLimits)[]): Session[] {
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
  if (data.sessions.length === 0) throw new SaveFileError('importEmpty');
  const seen = new Set<string>();
  return data.sessions.map((raw, i) => {
    let session: Session;
    try {
      session = restoreSession(raw, knownGames);
    } catch (e) {
      // the part is a shell string key (importPart_…), so the reason reads in the person's language
      const part = e instanceof SessionDataError ? e.part : 'structure';
      throw new SaveFileError('importBadGame', { n: i + 1, part: `importPart_${part}` });
    }
    if (seen.has(session.id)) throw new SaveFileError('importDuplicate', { n: i + 1 });
    seen.add(session.id);
    return session;
  });
}

/** A file name such as pocket-table-saves-2025-11-30.json. */
export function saveFileName(what: string, at: Date): string {
  const day = at.toISOString().slice(0, 10);
  return `pocket-table-${what.replace(/[^\w-]/g, '')}-${day}.json`;
}
