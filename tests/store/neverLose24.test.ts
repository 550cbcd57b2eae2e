// Issue 24 (never lose, round three): what the attack run still broke in stored data. Each
// test is named for its item.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_IDS, GAMES } from '../../src/games/registry';
import { parseSaveFile, SaveFileError, serializeSaves } from '../../src/app/saved/saveFile';
import type { SeatAction } from '../../src/kit/rules';
import { restoreSession, type Session } from '../../src/kit/session';
import { flushGameWrites, gameKey, INDEX_KEY, OLD_KEY } from '../../src/store/gameRecords';
import { listQuarantined } from '../../src/store/persistence';
import { useStorageStatus } from '../../src/store/storageStatus';
import { resetStores } from './resetStores';
import { recoverStorage, useSessions } from '../../src/store/sessions';
import { rules as rvRules } from '../../src/games/rolling-village/rules';
import { rv, seats } from './rvTable';
import { flushWrites, freshStorage, otherTabStoresTwoMoves, readRaw, writeRaw } from './helpers';

const fixture = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../fixtures/saves/sessions-v1.json'), 'utf8'),
) as { v: 1; data: { sessions: Session[] } };
const good = (id: string): Session => ({ ...fixture.data.sessions[0]!, id });

beforeEach(() => freshStorage());

/** The app started again on the same storage. */
function freshStores(): void {
  resetStores();
}

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

describe('issue 24 item 5: seat kinds are checked when saved games are read', () => {
  it('a stored Saboteur game with a remote or a paper seat is listed as damaged, not opened to wait forever', async () => {
    const sab = fixture.data.sessions.find((s) => s.gameId === 'saboteur')!;
    const withKind = (id: string, kind: string): Session => ({
      ...sab,
      id,
      seats: sab.seats.map((seat, i) => (i === 0 ? { ...seat, kind } : seat)),
    });
    await writeRaw(gameKey('sab-remote'), withKind('sab-remote', 'remote'));
    await writeRaw(gameKey('sab-paper'), withKind('sab-paper', 'paper'));
    await writeRaw(gameKey('sab-good'), { ...sab, id: 'sab-good' });
    await useSessions.getState().load(GAMES);
    const s = useSessions.getState();
    expect(Object.keys(s.sessions)).toEqual(['sab-good']);
    expect(s.damaged.map((d) => d.id).sort()).toEqual(['sab-paper', 'sab-remote']);
    expect(s.damaged[0]!.reason).toMatch(/seat played (on|by)/);
  });
});

describe('issue 24 item 6: "Continue from move N" only where cutting can help', () => {
  it('a game with an unknown bot kind or a config that does not fit its seats offers no cut, and a try adds no damaged copy', async () => {
    await useSessions.getState().load(GAME_IDS);
    const start = rvRules.defaultConfig(2);
    const unfit = [
      {
        id: 'unknown-bot',
        seats: [seats[0]!, { ...seats[1]!, who: 'genius', where: 'this-phone' as const }],
        config: start,
      },
      { id: 'bad-config', seats, config: { nonsense: true } },
    ];
    for (const { id, seats: s, config } of unfit) {
      const now = Date.now();
      const session: Session = {
        version: 1,
        id,
        gameId: 'rolling-village',
        config,
        seed: 1,
        actions: [],
        seats: s,
        createdAt: now,
        updatedAt: now,
        finished: false,
      };
      useSessions.getState().importSessions([session], true);
      useSessions.getState().openSession(id, rv);
      expect(useSessions.getState().open!.error).not.toBeNull();
      expect(useSessions.getState().open!.goodMoves).toBeNull();
      useSessions.getState().cutToLastGood();
      useSessions.getState().cutToLastGood();
      expect(useSessions.getState().damaged).toEqual([]);
      useSessions.getState().close();
    }
  });

  it('a log whose move 2 no longer replays still offers to continue from move 1', async () => {
    await useSessions.getState().load(GAME_IDS);
    const id = useSessions.getState().create('rolling-village', rvRules.defaultConfig(2), seats, 7);
    useSessions.getState().openSession(id, rv);
    const state = useSessions.getState().open!.state;
    useSessions.getState().act(rvRules.legalActions(state as never, rvRules.actors(state as never)[0]!)[0]!);
    const full = useSessions.getState().open!.session;
    useSessions
      .getState()
      .importSessions(
        [{ ...full, actions: [...full.actions, { seat: 0, type: 'nonsense' } as SeatAction] }],
        true,
      );
    useSessions.getState().close();
    useSessions.getState().openSession(id, rv);
    expect(useSessions.getState().open!.goodMoves).toBe(1);
  });
});

describe('issue 24 item 2: an index record written by a newer version', () => {
  it('{ v: 99, ids, folders } keeps its fields after a new game, and the new game is still listed', async () => {
    const newer = { v: 99, ids: ['plain-one'], folders: { fav: ['plain-one'] } };
    await writeRaw(gameKey('plain-one'), good('plain-one'));
    await writeRaw(INDEX_KEY, newer);
    await useSessions.getState().load(GAME_IDS);
    const id = useSessions.getState().create('rolling-village', rvRules.defaultConfig(2), seats, 1);
    await flushWrites();
    expect(await readRaw(INDEX_KEY)).toEqual(newer);
    freshStores();
    await useSessions.getState().load(GAME_IDS);
    expect(Object.keys(useSessions.getState().sessions).sort()).toEqual([id, 'plain-one'].sort());
  });
});

describe('issue 24 item 4: duplicate ids in the old sessions record, quarantine records of other text', () => {
  it('two games with one id in the old record: both are kept (the second as damaged, for download) and the old record goes', async () => {
    const first = good('twice');
    const second = { ...good('twice'), seed: 4242 };
    await writeRaw(OLD_KEY, { v: 1, data: { sessions: [first, second] } });
    await useSessions.getState().load(GAME_IDS);
    const s = useSessions.getState();
    expect(await s.readSession('twice')).toEqual(restoreSession(first, GAME_IDS));
    expect(s.damaged).toHaveLength(1);
    expect(JSON.parse(s.damaged[0]!.text)).toEqual(second);
    expect(await readRaw(OLD_KEY)).toBeUndefined();
    freshStores();
    await useSessions.getState().load(GAME_IDS);
    expect(useSessions.getState().damaged).toHaveLength(1);
  });

  it('quarantine records whose text is not a string are listed too', async () => {
    await writeRaw('quarantine:settings:1', { key: 'settings', reason: 'odd', text: { a: 1 } });
    await writeRaw('quarantine:history:2', 17);
    await listQuarantined();
    const listed = useStorageStatus.getState().quarantined;
    expect(listed.map((q) => q.key).sort()).toEqual(['quarantine:history:2', 'quarantine:settings:1']);
    expect(listed.find((q) => q.key === 'quarantine:settings:1')!.text).toContain('"a":1');
    expect(listed.find((q) => q.key === 'quarantine:history:2')!.text).toBe('17');
  });
});

describe('issue 24 item 14: imported games get the name checks', () => {
  const withNames = (names: [string, number][]): Session => {
    const base = good('names-game');
    return { ...base, seats: base.seats.map((s, i) => ({ ...s, name: names[i]![0], colour: names[i]![1] })) };
  };
  const seatCount = good('x').seats.length;
  const rest = (from: number): [string, number][] =>
    Array.from({ length: seatCount - from }, (_, i) => [`Other${i}`, 5 + i] as [string, number]);

  it('"Anna" and "Аnna" (Cyrillic А) in one colour, or two seats both "Anna", are refused', () => {
    for (const pair of [
      [
        ['Anna', 0],
        ['Аnna', 0],
      ],
      [
        ['Anna', 0],
        ['anna', 1],
      ],
    ] as [string, number][][]) {
      const text = serializeSaves([withNames([...pair, ...rest(2)])]);
      expect(() => parseSaveFile(text, GAMES)).toThrow(
        expect.objectContaining({ code: 'importBadGame', params: { n: 1, part: 'importPart_names' } }),
      );
    }
  });

  it('look-alike names told apart by their colours are accepted', () => {
    const text = serializeSaves([withNames([['Anna', 0], ['Аnna', 1], ...rest(2)])]);
    expect(parseSaveFile(text, GAMES)).toHaveLength(1);
  });
});

describe('issue 24 item 5: games saved before their game had seat kinds of its own', () => {
  it('every game of the v1 fixture (Rolling Village seats of kind "human") still reads under the games\' limits', async () => {
    await writeRaw(OLD_KEY, fixture);
    await useSessions.getState().load(GAMES);
    expect(useSessions.getState().damaged).toEqual([]);
    expect(Object.keys(useSessions.getState().sessions)).toHaveLength(fixture.data.sessions.length);
    const rv1 = useSessions.getState().sessions[fixture.data.sessions[0]!.id]!;
    // issue 21 item 2: read into who plays each seat and where
    expect(rv1.seats.map((s) => [s.who, s.where])).toEqual([
      ['person', 'this-phone'],
      ['person', 'this-phone'],
      ['person', 'this-phone'],
    ]);
  });
});

describe('issue 24 item 19: a lost IndexedDB connection is opened again and the operation tried once more', () => {
  const lost = () => {
    throw new DOMException('Connection to Indexed Database server lost', 'UnknownError');
  };

  it('a read that fails once with a lost connection still lists every game, and nobody is told', async () => {
    await writeRaw(gameKey('plain-one'), good('plain-one'));
    vi.spyOn(IDBObjectStore.prototype, 'get').mockImplementationOnce(lost);
    await useSessions.getState().load(GAME_IDS);
    vi.restoreAllMocks();
    expect(useSessions.getState().readState).toBe('ok');
    expect(Object.keys(useSessions.getState().sessions)).toEqual(['plain-one']);
    expect(useStorageStatus.getState().health).toBe('ok');
  });

  it('a write that fails once with a lost connection is written, and nobody is told', async () => {
    await useSessions.getState().load(GAME_IDS);
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementationOnce(lost);
    const id = useSessions.getState().create('rolling-village', rvRules.defaultConfig(2), seats, 1);
    // one try of the queued write (the next would come only with the next move or a page hide)
    await flushGameWrites();
    vi.restoreAllMocks();
    expect(await readRaw(gameKey(id))).toMatchObject({ id });
    expect(useStorageStatus.getState().health).toBe('ok');
  });

  it('a write that failed twice is written when the page comes back to the foreground', async () => {
    await useSessions.getState().load(GAME_IDS);
    // lost while in the background: every try fails until the page is back
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(lost);
    const id = useSessions.getState().create('rolling-village', rvRules.defaultConfig(2), seats, 1);
    // one try of the queued write (the next would come only with the next move or a page hide)
    await flushGameWrites();
    await flushGameWrites();
    expect(useStorageStatus.getState().health).not.toBe('ok');
    vi.restoreAllMocks();
    expect(await readRaw(gameKey(id))).toBeUndefined();
    await recoverStorage();
    expect(await readRaw(gameKey(id))).toMatchObject({ id });
    expect(useStorageStatus.getState().health).toBe('ok');
  });
});

describe('issue 24 item 3: without Web Locks, a write never goes over moves another tab stored', () => {
  it('a tab whose stored log was changed by another tab writes nothing, says so, and goes on from every move once taken over', async () => {
    await useSessions.getState().load(GAME_IDS);
    const id = useSessions.getState().create('rolling-village', rvRules.defaultConfig(2), seats, 7);
    useSessions.getState().openSession(id, rv);
    const move = () => {
      const state = useSessions.getState().open!.state as never;
      return rvRules.legalActions(state, rvRules.actors(state)[0]!)[0]!;
    };
    expect(useSessions.getState().act(move())).toBeNull();
    await flushWrites();
    // the other tab (opened earlier, no lock between them) stores two more moves, with its summary
    const otherLog = await otherTabStoresTwoMoves(id);
    // this tab makes a move over its older log: refused, the other tab's moves stay
    expect(useSessions.getState().act(move())).toBeNull();
    await flushWrites();
    expect(await readRaw(gameKey(id))).toEqual(otherLog);
    expect(useSessions.getState().open!.lock).toBe('lost');
    // taking it over reads the stored log and writes on top of it
    await useSessions.getState().takeOver();
    expect(useSessions.getState().open!.session.actions).toHaveLength(3);
    expect(useSessions.getState().sessions[id]!.moves).toBe(3);
  });
});
