// Issue 33 (never lose, round four): import of saved games. Each test is named for its item.
import { describe, expect, it } from 'vitest';
import { parseSaveFile, SaveFileError, serializeSaves } from '../../../src/app/saved/saveFile';
import { GAMES } from '../../../src/games/registry';
import type { Session } from '../../../src/kit/session';
import { en } from '../../../src/i18n/shell.en';
import { ru } from '../../../src/i18n/shell.ru';

const saboteur = (extra: Partial<Session> = {}): Session => ({
  version: 1,
  id: 'newer-rules',
  gameId: 'saboteur',
  config: { mode: 'classic', players: 3, firstPlayer: 0 },
  seed: 3,
  actions: [],
  seats: ['Anna', 'Boris', 'Vera'].map((name, colour) => ({
    name,
    colour,
    who: 'person',
    where: 'this-phone',
  })),
  createdAt: 1,
  updatedAt: 2,
  finished: false,
  ...extra,
});

describe('issue 33 item 9: a game played under newer rules', () => {
  it('issue 33 item 9: a file with a game of rulesVersion 99 is refused at import, saying so in both languages', () => {
    let problem: SaveFileError | null = null;
    try {
      parseSaveFile(serializeSaves([saboteur({ rulesVersion: 99 })]), GAMES);
    } catch (e) {
      if (e instanceof SaveFileError) problem = e;
      else throw e;
    }
    expect(problem?.code).toBe('importBadGame');
    expect(problem?.params).toEqual({ n: 1, part: 'importPart_rulesNewer' });
    expect(en.importPart_rulesNewer).toMatch(/newer version of this game's rules/);
    expect(ru.importPart_rulesNewer).toMatch(/более новой версии правил/);
    // the game under this app's rules imports as before
    expect(parseSaveFile(serializeSaves([saboteur()]), GAMES)).toHaveLength(1);
  });
});
