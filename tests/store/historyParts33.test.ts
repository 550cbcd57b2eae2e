// Issue 33, "Scale: 5,000 saved games feel like none" (Players): the history was one record of
// every entry, read and written whole. It is now kept in parts of at most CHUNK_SIZE entries with
// a small head of each part's ids and players' totals. Today's one-record history is moved to
// parts without loss; a write never clones the whole history; the head's totals always equal
// counting every entry (finish, delete, import, a corrected name, a result taken back); a part
// that is not one is kept aside and nothing else is lost.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playersOf } from '../../src/app/history/derive';
import { GAME_IDS } from '../../src/games/registry';
import type { FinishedGame } from '../../src/kit/history';
import { rowsOf } from '../../src/kit/historyTotals';
import { HISTORY_BESIDE_KEY, historyWritten, HISTORY_KEY, useHistory } from '../../src/store/history';
import { CHUNK_SIZE, chunkKey } from '../../src/store/historyChunks';
import { useStorageStatus } from '../../src/store/storageStatus';
import { freshStorage, readRaw, writeRaw } from './helpers';
import { storedEntries } from './historyStored';
import { resetStores } from './resetStores';

const person = (name: string, colour: number) => ({
  name,
  colour,
  who: 'person',
  where: 'this-phone' as const,
});
/** Entry i: Аня and Boris, every third game with Zoe too, winners changing. */
const entry = (i: number): FinishedGame => {
  const seats = [person('Аня', 0), person('Boris', 1), ...(i % 3 === 0 ? [person('Zoe', 2)] : [])];
  const order = seats.map((_, s) => (s + i) % seats.length);
  return {
    id: `h-${String(i).padStart(4, '0')}`,
    gameId: 'rolling-village',
    finishedAt: 1_700_000_000_000 + (i % 7) * 1000,
    seats,
    scores: seats.map((_, s) => s + i),
    ranking: order.map((s) => [s]),
    sheet: null,
  };
};

/** Whatever the store holds now, read again from storage by a fresh start. */
async function restart(): Promise<void> {
  await historyWritten();
  resetStores();
}

/** The list as the head's totals give it equals the list counted from every stored entry. */
async function expectTotalsMatchEntries(): Promise<void> {
  await restart();
  await useHistory.getState().loadIndex(GAME_IDS);
  const fromHead = rowsOf(useHistory.getState().index!.totals, []);
  await useHistory.getState().load(GAME_IDS);
  expect(fromHead).toEqual(playersOf(Object.values(useHistory.getState().games), []));
}

beforeEach(() => {
  freshStorage();
});
afterEach(() => vi.restoreAllMocks());

describe('issue 33 scale: the history in parts', () => {
  it('an old one-record history (v: 1) is moved to parts: every entry kept as it was, a saved game record untouched', async () => {
    const games: Record<string, unknown> = {};
    for (let i = 0; i < 250; i++) games[entry(i).id] = entry(i);
    games.stranger = { id: 'stranger', gameId: 'chess', finishedAt: 1 };
    await writeRaw(HISTORY_KEY, { v: 1, games });
    await writeRaw('game:keep-me', { id: 'keep-me', note: 'a saved game' });
    await useHistory.getState().load(GAME_IDS);
    expect(Object.keys(useHistory.getState().games)).toHaveLength(250);
    expect(await storedEntries()).toEqual(games);
    expect(await readRaw('game:keep-me')).toEqual({ id: 'keep-me', note: 'a saved game' });
    await expectTotalsMatchEntries();
  });

  it(`a write stores at most ${CHUNK_SIZE} entries in one record, never the whole history`, async () => {
    for (let i = 0; i < 250; i++) useHistory.getState().add([entry(i)], false);
    await restart();
    const sizes: number[] = [];
    const put = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, v, key) {
      const games = (v as { games?: object } | null)?.games;
      if (typeof key === 'string' && key.startsWith(HISTORY_KEY) && games)
        sizes.push(Object.keys(games).length);
      return put.call(this, v, key);
    });
    useHistory.getState().add([entry(250)], true);
    useHistory.getState().forget(entry(3).id);
    await historyWritten();
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(CHUNK_SIZE);
    expect(Object.keys(await storedEntries())).toHaveLength(250);
  });

  it("the players' totals follow a finish, an import, a corrected name and a result taken back", async () => {
    for (let i = 0; i < 120; i++) useHistory.getState().add([entry(i)], false);
    await expectTotalsMatchEntries();
    // a game that ends (noteFinished adds with replace)
    useHistory.getState().add([{ ...entry(500), seats: [person('Dora', 3), person('Аня', 0)] }], true);
    await expectTotalsMatchEntries();
    expect(rowsOf(useHistory.getState().index!.totals, []).find((r) => r.key === 'dora')?.played).toBe(1);
    // an import: known ids keep their entry, new ones come in
    useHistory.getState().add([{ ...entry(5), seats: [person('Nobody', 5)] }, entry(600)], false);
    await expectTotalsMatchEntries();
    expect(useHistory.getState().games[entry(5).id]!.seats[0]!.name).toBe('Аня');
    // a corrected name (FixNames replaces the entry): the game moves to the corrected person
    const fixed = { ...entry(7), seats: [person('Аня', 0), person('Боря', 1)] };
    useHistory.getState().add([fixed], true);
    await expectTotalsMatchEntries();
    expect(rowsOf(useHistory.getState().index!.totals, []).find((r) => r.key === 'боря')?.played).toBe(1);
    // the latest game of Dora taken back (forgetFinished): she is gone from the list
    useHistory.getState().forget(entry(500).id);
    await expectTotalsMatchEntries();
    expect(rowsOf(useHistory.getState().index!.totals, []).some((r) => r.key === 'dora')).toBe(false);
  });

  it('a part that is not one is kept aside for download; the other parts and the head stay readable', async () => {
    for (let i = 0; i < 250; i++) useHistory.getState().add([entry(i)], false);
    await restart();
    await writeRaw(chunkKey(1), 'garbage');
    await useHistory.getState().load(GAME_IDS);
    expect(useStorageStatus.getState().quarantined.map((q) => q.of)).toEqual([chunkKey(1)]);
    expect(Object.keys(useHistory.getState().games)).toHaveLength(250 - CHUNK_SIZE);
    // its games are no longer listed as stored: the Players screen adds them again from the saved games
    expect(useHistory.getState().index!.ids.has(entry(150).id)).toBe(false);
    useHistory.getState().add([entry(150)], false);
    await expectTotalsMatchEntries();
    expect(useHistory.getState().games[entry(150).id]).toEqual(entry(150));
  });

  it('parts left without a head (it was unreadable and kept aside) are listed again, not written over', async () => {
    for (let i = 0; i < 150; i++) useHistory.getState().add([entry(i)], false);
    await restart();
    await writeRaw(HISTORY_KEY, 'garbage');
    useHistory.getState().add([entry(700)], false);
    await restart();
    await useHistory.getState().load(GAME_IDS);
    expect(Object.keys(useHistory.getState().games)).toHaveLength(151);
  });
});

describe('issue 33 scale: a version from before the parts, open beside this one', () => {
  it('a result it adds to the one record while the record is being moved to parts is moved too', async () => {
    const games: Record<string, unknown> = {};
    for (let i = 0; i < 250; i++) games[entry(i).id] = entry(i);
    await writeRaw(HISTORY_KEY, { v: 1, games });
    // the older version writes its result once the first part is stored
    const put = IDBObjectStore.prototype.put;
    let added: Promise<void> | null = null;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, v, key) {
      if (key === chunkKey(0) && !added)
        added = writeRaw(HISTORY_KEY, { v: 1, games: { ...games, [entry(800).id]: entry(800) } });
      return put.call(this, v, key);
    });
    await useHistory.getState().load(GAME_IDS);
    await added;
    await restart();
    expect(Object.keys(await storedEntries())).toContain(entry(800).id);
    expect(Object.keys(await storedEntries())).toHaveLength(251);
  });

  it('results it wrote beside the head (taking it for a newer version’s) join the parts and leave the record beside', async () => {
    for (let i = 0; i < 5; i++) useHistory.getState().add([entry(i)], false);
    await restart();
    await writeRaw(HISTORY_BESIDE_KEY, { v: 1, games: { [entry(900).id]: entry(900) } });
    await useHistory.getState().load(GAME_IDS);
    expect(useHistory.getState().games[entry(900).id]).toEqual(entry(900));
    await historyWritten();
    await restart();
    expect(Object.keys(await storedEntries())).toContain(entry(900).id);
    expect(await readRaw(HISTORY_BESIDE_KEY)).toEqual({ v: 1, games: {} });
    await expectTotalsMatchEntries();
  });
});
