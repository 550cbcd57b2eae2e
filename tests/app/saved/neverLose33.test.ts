// Issue 33 (never lose, round four): import of saved games. Each test is named for its item.
import { describe, expect, it } from 'vitest';
import {
  parseSaveFile,
  parseSaveFileContents,
  SaveFileError,
  serializeSaves,
} from '../../../src/app/saved/saveFile';
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

describe('issue 33 item 4: one doubtful game does not refuse a whole backup', () => {
  it('issue 33 item 4: a backup with one game of look-alike seats in one colour imports the others and lists that one, kept for download', () => {
    const good = (id: string) => saboteur({ id });
    const doubtful = saboteur({
      id: 'doubtful',
      seats: [
        { name: 'Anna', colour: 0, who: 'person', where: 'this-phone' },
        { name: 'Boris', colour: 1, who: 'person', where: 'this-phone' },
        { name: '\u0410nna', colour: 0, who: 'person', where: 'this-phone' },
      ],
    });
    const back = parseSaveFileContents(serializeSaves([good('a'), doubtful, good('b')]), GAMES);
    expect(back.sessions.map((s) => s.id)).toEqual(['a', 'b']);
    expect(back.rejected).toHaveLength(1);
    expect(back.rejected[0]).toMatchObject({
      n: 2,
      code: 'importBadGame',
      params: { n: 2, part: 'importPart_names' },
    });
    // the refused game is kept whole, for download
    expect(JSON.parse(back.rejected[0]!.text)).toEqual(doubtful);
  });

  it('issue 33 item 4: a file whose only game is refused still says why and changes nothing', () => {
    const doubtful = saboteur({
      seats: [
        { name: 'Anna', colour: 0, who: 'person', where: 'this-phone' },
        { name: 'Boris', colour: 1, who: 'person', where: 'this-phone' },
        { name: '\u0410nna', colour: 0, who: 'person', where: 'this-phone' },
      ],
    });
    expect(() => parseSaveFileContents(serializeSaves([doubtful]), GAMES)).toThrow(SaveFileError);
  });
});
