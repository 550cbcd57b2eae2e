import { describe, expect, it } from 'vitest';
import {
  parseSaveFile,
  parseSaveFileContents,
  SAVE_FILE_MAX_CHARS,
  SaveFileError,
  saveFileName,
  serializeSaves,
} from '../../../src/app/saved/saveFile';
import { verifyReplays } from '../../../src/app/saved/verifyImport';
import type { LoadedGame } from '../../../src/kit/game';
import { RuleError } from '../../../src/kit/rules';
import type { Session } from '../../../src/kit/session';

const known = ['g'];
const session = (id: string, extra: Partial<Session> = {}): Session => ({
  version: 1,
  id,
  gameId: 'g',
  config: { n: 1 },
  seed: 3,
  actions: [{ seat: 0 }],
  seats: [{ name: 'Ann', colour: 0, who: 'person', where: 'this-phone' as const }],
  createdAt: 1,
  updatedAt: 2,
  finished: false,
  ...extra,
});

function problemOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof SaveFileError) return `${e.code} ${JSON.stringify(e.params)}`;
    throw e;
  }
  return 'accepted';
}

describe('save file format', () => {
  it('round-trips sessions through serialize and parse', () => {
    const list = [session('a'), session('b', { finished: true })];
    const text = serializeSaves(list);
    expect(JSON.parse(text)).toMatchObject({ app: 'pocket-table', kind: 'saves', version: 1 });
    expect(parseSaveFile(text, known)).toEqual(list);
  });

  it.each([
    ['not JSON', '{', 'importNotJson'],
    [
      'JSON of another kind',
      JSON.stringify({ app: 'pocket-table', kind: 'settings', version: 1, sessions: [] }),
      'importNotSaves',
    ],
    ['a list instead of a file', JSON.stringify([session('a')]), 'importNotSaves'],
    [
      'no version',
      JSON.stringify({ app: 'pocket-table', kind: 'saves', sessions: [session('a')] }),
      'importNotSaves',
    ],
    [
      'a newer version',
      JSON.stringify({ app: 'pocket-table', kind: 'saves', version: 2, sessions: [session('a')] }),
      'importNewer',
    ],
    ['no games', serializeSaves([]), 'importEmpty'],
    // issue 33 item 4: a file whose every game is refused is refused whole, naming the first
    [
      'an unknown game (its only one)',
      serializeSaves([session('b', { gameId: 'x' })]),
      'importBadGame {"n":1,"part":"importPart_game"}',
    ],
    [
      'a malformed game and an unknown one (every game refused)',
      serializeSaves([
        { ...session('a'), actions: 'none' } as unknown as Session,
        session('b', { gameId: 'x' }),
      ]),
      'importBadGame {"n":1,"part":"importPart_actions"}',
    ],
  ])('refuses %s, naming the problem', (_what, text, problem) => {
    expect(problemOf(() => parseSaveFile(text, known)).startsWith(problem)).toBe(true);
  });

  it('issue 33 item 4: a game of an unknown game, a malformed one and the same id twice are listed with why and their text; the others come in', () => {
    const unknown = session('b', { gameId: 'x' });
    const malformed = { ...session('c'), actions: 'none' };
    const back = parseSaveFileContents(
      serializeSaves([session('a'), unknown, malformed as unknown as Session, session('a'), session('d')]),
      known,
    );
    expect(back.sessions.map((s) => s.id)).toEqual(['a', 'd']);
    expect(back.rejected.map((r) => [r.n, r.code, r.params])).toEqual([
      [2, 'importBadGame', { n: 2, part: 'importPart_game' }],
      [3, 'importBadGame', { n: 3, part: 'importPart_actions' }],
      [4, 'importDuplicate', { n: 4 }],
    ]);
    // each kept whole, for download
    expect(JSON.parse(back.rejected[0]!.text)).toEqual(unknown);
    expect(JSON.parse(back.rejected[1]!.text)).toEqual(malformed);
  });

  it('refuses a file larger than any real export without parsing it', () => {
    expect(problemOf(() => parseSaveFile(' '.repeat(SAVE_FILE_MAX_CHARS + 1), known))).toMatch(
      /^importTooLarge/,
    );
  });

  it('names export files after what they hold and the day', () => {
    expect(saveFileName('saves', new Date(Date.UTC(2025, 10, 30, 12)))).toBe(
      'pocket-table-saves-2025-11-30.json',
    );
    expect(saveFileName('../evil name', new Date(0))).toBe('pocket-table-evilname-1970-01-01.json');
  });
});

describe('replay check of imported games', () => {
  const rules = {
    setup: () => ({ moves: 0 }),
    apply: (s: { moves: number }, a: { seat: number }) => {
      if (a.seat !== 0) throw new RuleError('wrong-seat');
      return { moves: s.moves + 1 };
    },
    outcome: (s: { moves: number }) => (s.moves >= 2 ? { scores: [], ranking: [] } : null),
  };
  const game = { rules } as unknown as LoadedGame;
  const title = (id: string) => `Game ${id}`;

  it('accepts replayable logs and decides finished from the outcome, not from the file', async () => {
    const out = await verifyReplays(
      [session('a', { finished: true }), session('b', { actions: [{ seat: 0 }, { seat: 0 }] })],
      async () => game,
      title,
    );
    expect(out.map((s) => s.finished)).toEqual([false, true]);
  });

  it('refuses a log the rules cannot replay, naming the game and the rule', async () => {
    const bad = session('a', { actions: [{ seat: 1 }] });
    await expect(verifyReplays([bad], async () => game, title)).rejects.toMatchObject({
      code: 'importReplay',
      params: { n: 1, game: 'Game g', detail: 'wrong-seat' },
    });
  });

  it('issue 33 item 4: with a list of the refused, a game that cannot be replayed is listed (named by its place in the file) and the others pass', async () => {
    const refused: [number, string, unknown][] = [];
    const out = await verifyReplays(
      [session('a'), session('b', { actions: [{ seat: 1 }] }), session('c')],
      async () => game,
      title,
      { places: [1, 3, 5], onRefused: (i, e) => refused.push([i, e.code, e.params]) },
    );
    expect(out.map((s) => s.id)).toEqual(['a', 'c']);
    expect(refused).toEqual([[1, 'importReplay', { n: 3, game: 'Game g', detail: 'wrong-seat' }]]);
  });

  it('refuses games whose rules cannot be loaded', async () => {
    await expect(
      verifyReplays([session('a')], () => Promise.reject(new Error('offline')), title),
    ).rejects.toMatchObject({ code: 'importUnavailable' });
  });
});

describe('save file: untrusted top level', () => {
  it('refuses a file whose top level carries a __proto__ key, even when the rest looks right', () => {
    const text = `{"__proto__":{"polluted":1},"app":"pocket-table","kind":"saves","version":1,"sessions":[]}`;
    expect(problemOf(() => parseSaveFile(text, ['g']))).toBe('importNotSaves {}');
  });
});
