// From a picked file to games that this version can replay, or a SaveFileError saying why not.
import { GAMES, findGame } from '../../games/registry';
import type { Lang } from '../../i18n/core';
import { loadGame } from '../loadGame';
import { parseSaveFileContents, SAVE_FILE_MAX_CHARS, SaveFileError, type SaveFileContents } from './saveFile';
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

/** The file's games (each replayed by this version) and its player history (checked field by field). */
export async function readSaveFile(file: Blob, lang: Lang): Promise<SaveFileContents> {
  const { sessions, history, rejected } = parseSaveFileContents(await fileText(file), GAMES);
  return {
    sessions: await verifyReplays(sessions, loadGame, (id) => findGame(id)?.title[lang] ?? id),
    history,
    rejected,
  };
}
