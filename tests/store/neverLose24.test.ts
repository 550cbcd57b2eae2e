// Issue 24 (never lose, round three): what the attack run still broke in stored data. Each
// test is named for its item.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/games/registry';
import { parseSaveFile, SaveFileError, serializeSaves } from '../../src/app/saved/saveFile';
import { restoreSession, type Session } from '../../src/kit/session';
import { gameKey } from '../../src/store/gameRecords';
import { useSessions } from '../../src/store/sessions';
import { freshStorage, writeRaw } from './helpers';

const fixture = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../fixtures/saves/sessions-v1.json'), 'utf8'),
) as { v: 1; data: { sessions: Session[] } };
const good = (id: string): Session => ({ ...fixture.data.sessions[0]!, id });

beforeEach(() => freshStorage());

describe('issue 24 item 1: game ids that are built-in object names', () => {
  it('stored games with ids __proto__ and constructor are listed as damaged, not hidden', async () => {
    await writeRaw(gameKey('__proto__'), good('__proto__'));
    await writeRaw(gameKey('constructor'), good('constructor'));
    await writeRaw(gameKey('plain-one'), good('plain-one'));
    await useSessions.getState().load(GAME_IDS);
    const s = useSessions.getState();
    expect(Object.keys(s.sessions)).toEqual(['plain-one']);
    expect(Object.getPrototypeOf(s.sessions)).toBe(Object.prototype);
    expect(s.damaged.map((d) => d.id).sort()).toEqual(['__proto__', 'constructor']);
    // the damaged copies keep the stored text, so they can be downloaded
    expect(JSON.parse(s.damaged.find((d) => d.id === 'constructor')!.text)).toEqual(good('constructor'));
  });

  it('a file with games named constructor and toString is refused, naming the id', () => {
    for (const id of ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__']) {
      expect(() => restoreSession(good(id), GAME_IDS)).toThrow('bad id');
      const text = serializeSaves([good(id)]);
      expect(() => parseSaveFile(text, GAME_IDS)).toThrow(SaveFileError);
    }
  });

  it('an empty phone has no game named constructor: an import of one would be new, never a replacement', () => {
    const r = useSessions.getState().importSessions([good('constructor')], false);
    expect(r).toEqual({ added: 1, replaced: 0, skipped: 0 });
  });
});
