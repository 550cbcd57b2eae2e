// Issue 31 item 3: a saved game's way in (src/store/restore.ts). A stored summary is checked by
// the head's checks of restoreSession, with no faked seed, config or log; a record is still
// refused whole for any bad part, as before.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rules } from '../../src/games/rolling-village/rules';
import {
  restoreSession,
  restoreSessionHead,
  SESSION_VERSION,
  SessionDataError,
  type Session,
} from '../../src/kit/session';
import { RulesVersionError } from '../../src/kit/rulesMigration';
import { restoreFromFile } from '../../src/store/restore';
import { storedSummary } from '../../src/store/summaries';
import { seats } from './rvTable';

const known = ['rolling-village'];
const game: Session = {
  version: SESSION_VERSION,
  id: 'g-31',
  gameId: 'rolling-village',
  config: rules.defaultConfig(2),
  seed: 7,
  actions: [],
  seats,
  createdAt: 1000,
  updatedAt: 2000,
  finished: false,
};

const partOf = (f: () => unknown): string | null => {
  try {
    f();
    return null;
  } catch (e) {
    return e instanceof SessionDataError ? e.part : String(e);
  }
};

describe('a saved game on its way in (issue 31 item 3)', () => {
  it('issue 31 item 3: a summary’s head restores as its record’s does, without a log', () => {
    const { config: _c, seed: _s, actions: _a, ...head } = restoreSession(game, known);
    expect(restoreSessionHead(storedSummary(game), known)).toEqual(head);
  });

  it('issue 31 item 3: a bad head is refused for the same part in a summary as in its record', () => {
    const bad: Record<string, unknown>[] = [
      { id: '' },
      { gameId: 'chess' },
      { seats: [] },
      { seats: [{ name: 'Ann', colour: 0, who: 'person', where: 'this-phone' }, null] },
      { mode: 'no such mode!' },
      { phones: 'two' },
    ];
    for (const change of bad) {
      const part = partOf(() => restoreSession({ ...game, ...change }, known));
      expect(part).not.toBeNull();
      expect(partOf(() => restoreSessionHead({ ...storedSummary(game), ...change }, known))).toBe(part);
    }
  });

  it('issue 31 item 3: a record is still refused whole for a bad seed, config or log', () => {
    expect(partOf(() => restoreSession({ ...game, seed: -1 }, known))).toBe('seed');
    expect(partOf(() => restoreSession({ ...game, config: () => 1 }, known))).toBe('config');
    expect(partOf(() => restoreSession({ ...game, actions: [{ seat: 9 }] }, known))).toBe('actions');
    const { seed: _s, ...noSeed } = game;
    expect(partOf(() => restoreSession(noSeed, known))).toBe('seed');
  });
});

describe('a game from a file takes the same way in (issue 31 item 3)', () => {
  const withRules = [{ id: 'rolling-village', rulesVersion: 2 }] as never;

  it('issue 31 item 3: store/restore.ts restores a file’s game: newer rules refused first, then each part as for a record', () => {
    expect(restoreFromFile({ ...game, rulesVersion: 2 }, withRules)).toEqual(
      restoreSession({ ...game, rulesVersion: 2 }, withRules),
    );
    expect(() => restoreFromFile({ ...game, rulesVersion: 3 }, withRules)).toThrow(RulesVersionError);
    expect(partOf(() => restoreFromFile({ ...game, seed: -1 }, known))).toBe('seed');
    expect(partOf(() => restoreFromFile({ ...game, gameId: 'chess' }, known))).toBe('game');
  });

  it('issue 31 item 3: no screen restores a saved game itself: src/app never calls restoreSession', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
      );
    const callers = files(resolve(import.meta.dirname, '../../src/app')).filter((f) =>
      /\brestoreSession\b/.test(readFileSync(f, 'utf8')),
    );
    expect(callers).toEqual([]);
  });
});
