// Issue 24 item 18: memory stays flat with years of saved games. The store keeps each game's
// summary, never its log; the start reads the summaries (stored beside each record) and no log;
// a game's log is read when it is opened or exported. Saved games from before the summaries
// (one record per game, or the old single 'sessions' record) are listed, and their summaries
// written, at the first start.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAMES } from '../../src/games/registry';
import type { LoadedGame } from '../../src/kit/game';
import type { Session } from '../../src/kit/session';
import { gameKey, OLD_KEY } from '../../src/store/gameRecords';
import { READ_CHUNK } from '../../src/store/readSaved';
import { listSettled, useSessions } from '../../src/store/sessions';
import { SUMMARY_VERSION, summaryKey } from '../../src/store/summaries';
import { flushWrites, freshStorage, readRaw, writeRaw } from './helpers';
import { resetStores } from './resetStores';

const DIR = resolve(import.meta.dirname, '../fixtures/saves');
const fixture = JSON.parse(readFileSync(resolve(DIR, 'sessions-v1.json'), 'utf8')) as {
  v: 1;
  data: { sessions: Session[] };
};
const templates = fixture.data.sessions;
/** The fixture's seats (stored in the old shape, one `kind`) as the new-game screen makes them. */
const people = (seats: readonly { name: string; colour: number }[]): Session['seats'] =>
  seats.map(({ name, colour }) => ({ name, colour, who: 'person', where: 'this-phone' }));
/** The n-th of `count` stored games: a copy of a fixture game under its own id. */
const copy = (i: number): Session => ({
  ...templates[i % templates.length]!,
  id: `g-${i}`,
  updatedAt: 1_000 + i,
});

/** The game records' keys read from storage (each an IDBObjectStore.get of 'game:…'). */
let logsRead: string[] = [];
beforeEach(() => {
  freshStorage();
  logsRead = [];
  const get = IDBObjectStore.prototype.get;
  vi.spyOn(IDBObjectStore.prototype, 'get').mockImplementation(function (this: IDBObjectStore, key) {
    if (typeof key === 'string' && key.startsWith('game:')) logsRead.push(key.slice(5));
    return get.call(this, key);
  });
});
afterEach(() => vi.restoreAllMocks());

/** The app started again on the same storage. */
async function restart(): Promise<void> {
  await flushWrites();
  resetStores();
  logsRead = [];
  await useSessions.getState().load(GAMES);
}

async function storeGames(count: number): Promise<void> {
  for (let i = 0; i < count; i++) await writeRaw(gameKey(`g-${i}`), copy(i));
}

const loadedGame = (gameId: string): Promise<LoadedGame> =>
  GAMES.find((g) => g.id === gameId)!.load() as Promise<LoadedGame>;

describe('issue 24 item 18: the saved games in memory are their summaries, not their logs', () => {
  it('with 240 saved games, a start reads no log, lists all 240, holds no log, and opening one reads its log alone', async () => {
    const N = 240;
    await storeGames(N);
    await restart();
    // the first start after the update read every record once (a chunk at a time) to write the summaries
    expect(logsRead).toHaveLength(N);
    await restart();
    const s = useSessions.getState();
    expect(logsRead).toEqual([]);
    expect(Object.keys(s.sessions)).toHaveLength(N);
    expect(s.damaged).toEqual([]);
    // what the lists show is there, and no game's log is in the store
    const one = s.sessions['g-7']!;
    expect(one).toMatchObject({
      gameId: copy(7).gameId,
      finished: copy(7).finished,
      moves: copy(7).actions.length,
    });
    expect(one.seats.map((x) => x.name)).toEqual(copy(7).seats.map((x) => x.name));
    expect(JSON.stringify(s)).not.toMatch(/"actions"|"config"/);

    const id = 'g-9';
    await s.openSession(id, await loadedGame(copy(9).gameId));
    expect(logsRead).toEqual([id]);
    const open = useSessions.getState().open!;
    expect(open.session.actions).toEqual(copy(9).actions);
    expect(open.error).toBeNull();
  });

  it('the export reads every log from storage, a chunk at a time, in the order asked', async () => {
    const N = READ_CHUNK + 20;
    await storeGames(N);
    await restart();
    await restart();
    const ids = Object.keys(useSessions.getState().sessions).sort();
    const chunks: Session[][] = [];
    await useSessions.getState().readSessions(ids, (chunk) => void chunks.push(chunk));
    expect(chunks.map((c) => c.length)).toEqual([READ_CHUNK, 20]);
    const all = chunks.flat();
    expect(all.map((x) => x.id)).toEqual(ids);
    for (const x of all) expect(x.actions).toEqual(copy(Number(x.id.slice(2))).actions);
    // the logs were read for the export and let go: the store still holds none
    expect(JSON.stringify(useSessions.getState())).not.toMatch(/"actions"/);
  });
});

describe('issue 24 item 18: the summaries are migrated and kept up to date', () => {
  it("the old single 'sessions' record (fixture v1): every game is listed at the first start, and its summary is stored", async () => {
    await writeRaw(OLD_KEY, fixture);
    await restart();
    const listed = useSessions.getState().sessions;
    expect(Object.keys(listed).sort()).toEqual(templates.map((t) => t.id).sort());
    await flushWrites();
    for (const t of templates)
      expect(await readRaw(summaryKey(t.id))).toMatchObject({
        v: SUMMARY_VERSION,
        id: t.id,
        gameId: t.gameId,
        moves: t.actions.length,
        finished: t.finished,
        updatedAt: t.updatedAt,
      });
    await restart();
    expect(logsRead).toEqual([]);
    expect(useSessions.getState().sessions).toEqual(listed);
  });

  it('a move, an undo, a new game and a deletion write the summary with the record', async () => {
    const game = await loadedGame('village-pillage');
    const id = useSessions
      .getState()
      .create('village-pillage', { players: 3, expansion: false }, people(copy(4).seats), 1);
    await useSessions.getState().openSession(id, game);
    const open = useSessions.getState().open!;
    const [move] = game.rules.legalActions(open.state, 0) as Session['actions'];
    expect(useSessions.getState().act(move!)).toBeNull();
    await flushWrites();
    expect(await readRaw(summaryKey(id))).toMatchObject({ moves: 1, finished: false });
    await listSettled(); // the list takes the move once the page is idle (issue 33 "Scale")
    expect(useSessions.getState().sessions[id]!.moves).toBe(1);
    await restart();
    expect(useSessions.getState().sessions[id]!.moves).toBe(1);
    useSessions.getState().removeMany([id]);
    await flushWrites();
    expect(await readRaw(summaryKey(id))).toBeUndefined();
    expect(await readRaw(gameKey(id))).toBeUndefined();
  });

  it('a summary of another version, a malformed one, or one of other rules is rebuilt from its record; one whose record is gone is deleted', async () => {
    await storeGames(4);
    await restart();
    await flushWrites();
    await writeRaw(summaryKey('g-0'), { ...(await readRaw(summaryKey('g-0'))), v: SUMMARY_VERSION + 1 });
    await writeRaw(summaryKey('g-1'), { ...(await readRaw(summaryKey('g-1'))), seats: 'nobody' });
    await writeRaw(summaryKey('g-2'), { ...(await readRaw(summaryKey('g-2'))), rulesVersion: 99 });
    await writeRaw(summaryKey('gone'), { ...(await readRaw(summaryKey('g-3'))), id: 'gone' });
    await restart();
    expect(logsRead.sort()).toEqual(['g-0', 'g-1', 'g-2']);
    expect(Object.keys(useSessions.getState().sessions).sort()).toEqual(['g-0', 'g-1', 'g-2', 'g-3']);
    expect(useSessions.getState().damaged).toEqual([]);
    await flushWrites();
    expect(await readRaw(summaryKey('gone'))).toBeUndefined();
    await restart();
    expect(logsRead).toEqual([]);
  });

  it('a damaged record is listed as damaged at every start, never given a summary', async () => {
    await storeGames(2);
    await writeRaw(gameKey('bad'), { ...copy(0), id: 'bad', seed: -1 });
    await restart();
    await restart();
    expect(useSessions.getState().damaged.map((d) => d.id)).toEqual(['bad']);
    expect(logsRead).toEqual(['bad']);
    expect(await readRaw(summaryKey('bad'))).toBeUndefined();
  });

  it('a record changed behind its summary (an older app in another tab) is opened as stored, and its summary follows', async () => {
    await storeGames(1);
    await restart();
    await flushWrites();
    const longer = { ...copy(0), actions: copy(0).actions.slice(0, 10), finished: false };
    await writeRaw(gameKey('g-0'), longer);
    await restart();
    await useSessions.getState().openSession('g-0', await loadedGame(longer.gameId));
    expect(useSessions.getState().open!.session.actions).toHaveLength(10);
    expect(useSessions.getState().sessions['g-0']).toMatchObject({ moves: 10, finished: false });
  });
});
