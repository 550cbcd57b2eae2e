// Issue 15, faults 1, 6 (config), 12 and 13: a saved or imported game is untrusted data.
// Every restored number must mean something (a date a Date can hold), a config must fit its
// seats, a newer version and a seat kind the game does not have are refused with a reason.
import { describe, expect, it } from 'vitest';
import { formatWhen } from '../../src/app/home/formatDate';
import { loadGame } from '../../src/app/loadGame';
import { parseSaveFile, SaveFileError, serializeSaves } from '../../src/app/saved/saveFile';
import { verifyReplays } from '../../src/app/saved/verifyImport';
import { GAMES } from '../../src/games/registry';
import { restoreSession, SessionDataError, type SeatInfo, type Session } from '../../src/kit/session';
import type { SeatWhere } from '../../src/kit/seatPlace';
import { useSessions } from '../../src/store/sessions';

const seats = (n: number, who = 'person', where: SeatWhere = 'this-phone'): SeatInfo[] =>
  Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, colour: i % 8, who, where }));

function saboteur(extra: Partial<Session> = {}): Session {
  return {
    version: 1,
    id: 's1',
    gameId: 'saboteur',
    config: { mode: 'classic', players: 3, firstPlayer: 0 },
    seed: 11,
    actions: [],
    seats: seats(3),
    createdAt: Date.UTC(2025, 0, 1),
    updatedAt: Date.UTC(2025, 0, 2),
    finished: false,
    ...extra,
  };
}

function partOf(data: unknown): string {
  try {
    restoreSession(data, GAMES);
  } catch (e) {
    if (e instanceof SessionDataError) return e.part;
    throw e;
  }
  return 'accepted';
}

async function importProblem(list: Session[]): Promise<string> {
  try {
    const parsed = parseSaveFile(serializeSaves(list), GAMES);
    await verifyReplays(parsed, loadGame, (id) => id);
  } catch (e) {
    if (e instanceof SaveFileError) return `${e.code} ${String(e.params.part ?? '')}`.trim();
    throw e;
  }
  return 'accepted';
}

describe('fault 1: a far-future date (updatedAt 9e15) no longer bricks home and saved games', () => {
  it('a date outside the Date range is restored as unknown, so every screen can format it', () => {
    const s = restoreSession(saboteur({ updatedAt: 9e15, createdAt: Number.MAX_SAFE_INTEGER }), GAMES);
    expect(s.updatedAt).toBe(0);
    expect(s.createdAt).toBe(0);
    expect(formatWhen('en', s.updatedAt)).toBe('—');
  });

  it('a date inside the range is kept as it was', () => {
    const s = restoreSession(saboteur({ updatedAt: 8.64e15 }), GAMES);
    expect(s.updatedAt).toBe(8.64e15);
    expect(formatWhen('en', s.updatedAt)).toMatch(/275760/);
  });

  it('formatWhen never throws, whatever number it is given', () => {
    for (const ms of [9e15, -9e15, Number.MAX_SAFE_INTEGER, Number.NaN, Infinity]) {
      expect(formatWhen('ru', ms)).toBe('—');
    }
  });

  it('the seat count must be one the game allows, and a move must name one of the seats', () => {
    expect(partOf(saboteur({ seats: seats(13) }))).toBe('seats');
    expect(partOf(saboteur({ actions: [{ seat: 3 }] }))).toBe('actions');
    expect(partOf(saboteur({ actions: [{ seat: -1 }] }))).toBe('actions');
  });
});

describe('fault 12: a session saved by a newer version (version 99) is refused, never half-restored', () => {
  it('restoreSession names the version as the reason', () => {
    expect(partOf(saboteur({ version: 99 }))).toBe('version');
    expect(partOf(saboteur({ version: 1.5 }))).toBe('structure');
  });

  it('an import of it says it was saved by a newer version', async () => {
    expect(await importProblem([saboteur({ version: 99 })])).toBe('importBadGame importPart_version');
  });
});

describe('fault 13: a seat played by someone or somewhere the game does not have (bot zzz) is refused', () => {
  it('restoreSession refuses it, and a place of another game (paper in Saboteur)', () => {
    expect(partOf(saboteur({ seats: [...seats(2), ...seats(1, 'zzz')] }))).toBe('seatKind');
    expect(partOf(saboteur({ seats: seats(3, 'person', 'paper') }))).toBe('seatKind');
    // the same in the old shape (one `kind`: issue 21 item 2)
    expect(
      partOf(saboteur({ seats: [...seats(2), { name: 'Z', colour: 2, kind: 'bot:zzz' }] as never })),
    ).toBe('seatKind');
    expect(partOf(saboteur({ seats: [...seats(2), { name: 'Z', colour: 2, kind: 'paper' }] as never }))).toBe(
      'seatKind',
    );
  });

  it('an import of it is refused with the reason', async () => {
    const bad = saboteur({ seats: [...seats(2), ...seats(1, 'zzz')] });
    expect(await importProblem([bad])).toBe('importBadGame importPart_seatKind');
  });

  it('who and where the game has are kept, and a seat naming none gets the game defaults', () => {
    const rv = { ...saboteur(), gameId: 'rolling-village', seats: [{ name: 'A', colour: 0 }] };
    expect(restoreSession(rv, GAMES).seats[0]).toMatchObject({ who: 'person', where: 'this-phone' });
    const bots = saboteur({ seats: [...seats(2), ...seats(1, 'strong')] });
    expect(restoreSession(bots, GAMES).seats[2]).toMatchObject({ who: 'strong', where: 'this-phone' });
  });
});

describe('issue 21 item 2: seats saved in the old shape (one `kind`) open in the new (who, where)', () => {
  const old = (gameId: string, kinds: string[]) => ({
    ...saboteur(),
    gameId,
    seats: kinds.map((kind, i) => ({ name: `P${i + 1}`, colour: i, kind })),
  });
  const players = (data: unknown) => restoreSession(data, GAMES).seats.map((s) => [s.who, s.where]);

  it("a person ('human') and a bot ('bot:<level>') play on this phone", () => {
    expect(players(old('saboteur', ['human', 'bot:easy', 'bot:strong']))).toEqual([
      ['person', 'this-phone'],
      ['easy', 'this-phone'],
      ['strong', 'this-phone'],
    ]);
  });

  it("Rolling Village's 'digital' and 'human' sheets are a person on this phone, 'paper' a person on paper", () => {
    expect(players(old('rolling-village', ['digital', 'paper', 'human']))).toEqual([
      ['person', 'this-phone'],
      ['person', 'paper'],
      ['person', 'this-phone'],
    ]);
  });

  it('an old kind no game had is refused, as before', () => {
    expect(partOf(old('saboteur', ['human', 'human', 'robot']))).toBe('seatKind');
  });

  it('an old export file imports, its seats in the new shape', () => {
    const file = serializeSaves([old('saboteur', ['human', 'bot:easy', 'human']) as never]);
    const sessions = parseSaveFile(file, GAMES);
    expect(sessions[0]?.seats.map((s) => [s.who, s.where])).toEqual([
      ['person', 'this-phone'],
      ['easy', 'this-phone'],
      ['person', 'this-phone'],
    ]);
    expect(JSON.stringify(sessions[0]?.seats)).not.toContain('kind');
  });
});

describe('fault 6: every config is checked by its game against its seats before it is accepted', () => {
  it('the Saboteur import with 3 seats and players: 5 is refused', async () => {
    const bad = saboteur({ config: { mode: 'classic', players: 5, firstPlayer: 0 } });
    expect(await importProblem([bad])).toBe('importBadGame importPart_config');
    expect(await importProblem([saboteur()])).toBe('accepted');
  });

  it('Village Pillage and Rolling Village refuse a config that does not fit the seats', async () => {
    const vp = saboteur({ gameId: 'village-pillage', config: { players: 4, expansion: false } });
    expect(await importProblem([vp])).toBe('importBadGame importPart_config');
    const sheets = [
      { name: 'A', kind: 'paper' },
      { name: 'B', kind: 'digital' },
    ];
    const options = { scoringRoll: 'separate', setupDifferentRows: false };
    const rv = saboteur({
      gameId: 'rolling-village',
      config: { seats: sheets, options },
      seats: seats(2),
    });
    expect(await importProblem([rv])).toBe('importBadGame importPart_config');
    const rvPaper = { ...rv, seats: [seats(1, 'person', 'paper')[0]!, seats(2)[1]!] };
    expect(await importProblem([rvPaper])).toBe('accepted');
  });
});

describe('faults 6 and 13 on the restore path: a stored game that does not fit its game is not opened', () => {
  async function openStored(session: Session): Promise<string | null> {
    useSessions.setState({ loaded: true });
    useSessions.getState().importSessions([session], true);
    await useSessions.getState().openSession(session.id, await loadGame(session.gameId));
    const error = useSessions.getState().open?.error ?? null;
    useSessions.getState().close();
    return error;
  }

  it('a seat played by a bot level the game lacks (bot:zzz) shows the replay message, not a stalled game', async () => {
    const bad = saboteur({ seats: [...seats(2), ...seats(1, 'zzz')] });
    expect(await openStored(bad)).toBe('seat played by bot zzz');
    expect(await openStored(saboteur())).toBeNull();
  });

  it('a Saboteur game with 3 seats and players: 5 is refused by its game', async () => {
    const bad = saboteur({ config: { mode: 'classic', players: 5, firstPlayer: 0 } });
    expect(await openStored(bad)).toBe('bad-config');
    expect((await useSessions.getState().readSession('s1'))?.config).toEqual(bad.config);
  });
});
