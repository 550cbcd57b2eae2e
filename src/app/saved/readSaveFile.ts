// From a picked file to games that this version can replay, or a SaveFileError saying why not.
import { GAMES, findGame } from '../../games/registry';
import type { Lang } from '../../i18n/core';
import { loadGame } from '../loadGame';
import {
  parseSaveFileContents,
  refusedGame,
  refuseWhenNoneCame,
  SAVE_FILE_MAX_CHARS,
  SaveFileError,
  type SaveFileContents,
} from './saveFile';
import { verifyReplays } from './verifyImport';

async function fileText(file: Blob): Promise<string> {
  if (file.size > SAVE_FILE_MAX_CHARS * 4) throw new SaveFileError('importTooLarge');
  try {
    if (typeof file.text === 'function') return await file.text();
    return await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(file);
    });
  } catch {
    throw new SaveFileError('importReadFailed');
  }
}

/**
 * The file's games that this version replays and its player history (checked field by field);
 * the games that cannot come in are listed with why, in the file's order (issue 33 item 4).
 * Throws a SaveFileError when the file is not a save, or when none of its games can come in.
 */
export async function readSaveFile(file: Blob, lang: Lang): Promise<SaveFileContents> {
  const read = parseSaveFileContents(await fileText(file), GAMES);
  const rejected = [...read.rejected];
  const refusedAt = new Set<number>();
  const sessions = await verifyReplays(read.sessions, loadGame, (id) => findGame(id)?.title[lang] ?? id, {
    places: read.places,
    onRefused: (i, e) => {
      refusedAt.add(i);
      rejected.push(refusedGame(e, read.sessions[i]));
    },
  });
  const places = read.places.filter((_, i) => !refusedAt.has(i));
  const contents = { sessions, places, history: read.history, rejected: rejected.sort((a, b) => a.n - b.n) };
  refuseWhenNoneCame(contents);
  return contents;
}
