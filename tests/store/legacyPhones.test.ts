// Issue 21 item 2: the seat-to-phone keys kept in localStorage before the phones were part of the
// saved game move into their games when the saved games are read, and then go; a deleted game
// leaves no key behind (they used to pile up).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_IDS } from '../../src/games/registry';
import type { Session } from '../../src/kit/session';
import { flushGameWrites, gameKey } from '../../src/store/gameRecords';
import { LEGACY_PHONES_PREFIX } from '../../src/store/legacyPhones';
import { useSessions } from '../../src/store/sessions';
import { useStorageStatus } from '../../src/store/storageStatus';
import { resetStores } from './resetStores';
import { flushWrites, freshStorage, readRaw, writeRaw } from './helpers';

const BORIS = 'b0r1s-token-aaaaaaaa';
const game = (id: string): Session => ({
  version: 1,
  id,
  gameId: 'village-pillage',
  config: { players: 3 },
  seed: 5,
  actions: [],
  seats: ['Ann', 'Boris', 'Vera'].map((name, colour) => ({
    name,
    colour,
    who: 'person',
    where: 'this-phone' as const,
  })),
  createdAt: 1,
  updatedAt: 2,
  finished: false,
});
const phones = { phoneOfSeat: [null, BORIS, null], names: { [BORIS]: 'Boris' } };

/** localStorage as a browser has it (the store tests run in node). */
function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    key: (i) => [...m.keys()][i] ?? null,
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, String(v)),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
  };
}
let ls: Storage;
const legacyKeys = () =>
  Array.from({ length: ls.length }, (_, i) => ls.key(i)).filter((k) => k?.startsWith(LEGACY_PHONES_PREFIX));

beforeEach(() => {
  freshStorage();
  ls = memoryStorage();
  vi.stubGlobal('localStorage', ls);
});
afterEach(() => vi.unstubAllGlobals());

/** The app started again on the same storage. */
async function reopenApp(): Promise<void> {
  resetStores();
  await useSessions.getState().load(GAME_IDS);
}

describe('issue 21 item 2: old seat-to-phone keys move into their games', () => {
  it('a game’s old key becomes its phones, is written with the game, and the key goes', async () => {
    await writeRaw(gameKey('g1'), game('g1'));
    ls.setItem(LEGACY_PHONES_PREFIX + 'g1', JSON.stringify(phones));
    await useSessions.getState().load(GAME_IDS);
    expect((await useSessions.getState().readSession('g1'))?.phones).toEqual(phones);
    await flushWrites();
    expect(((await readRaw(gameKey('g1'))) as Session).phones).toEqual(phones);
    expect(legacyKeys()).toEqual([]);
    // read again: the phones come from the saved game itself
    await reopenApp();
    expect((await useSessions.getState().readSession('g1'))?.phones).toEqual(phones);
  });

  it('keys of games deleted long ago and damaged keys go too; a game without a key is unchanged', async () => {
    await writeRaw(gameKey('g1'), game('g1'));
    ls.setItem(LEGACY_PHONES_PREFIX + 'gone-long-ago', JSON.stringify(phones));
    ls.setItem(LEGACY_PHONES_PREFIX + 'g1', '{not json');
    ls.setItem('pocket-table:guest-token', 'kept-token-123');
    await useSessions.getState().load(GAME_IDS);
    await flushWrites();
    expect(await useSessions.getState().readSession('g1')).not.toHaveProperty('phones');
    expect(legacyKeys()).toEqual([]);
    // not a seat-to-phone key: this phone's own token as a guest stays
    expect(ls.getItem('pocket-table:guest-token')).toBe('kept-token-123');
  });

  it('while the game cannot be written (a full quota), its old key is kept for the next read', async () => {
    await writeRaw(gameKey('g1'), game('g1'));
    ls.setItem(LEGACY_PHONES_PREFIX + 'g1', JSON.stringify(phones));
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await useSessions.getState().load(GAME_IDS);
    await flushGameWrites();
    expect(useStorageStatus.getState().health).toBe('full');
    expect(legacyKeys()).toEqual([LEGACY_PHONES_PREFIX + 'g1']);
    // space again: the next read moves it
    put.mockRestore();
    await reopenApp();
    await flushWrites();
    expect(((await readRaw(gameKey('g1'))) as Session).phones).toEqual(phones);
    expect(legacyKeys()).toEqual([]);
  });

  it('deleting a game on several phones leaves neither its record nor any key', async () => {
    await writeRaw(gameKey('g1'), game('g1'));
    ls.setItem(LEGACY_PHONES_PREFIX + 'g1', JSON.stringify(phones));
    await useSessions.getState().load(GAME_IDS);
    await flushWrites();
    const id = useSessions.getState().create('village-pillage', { players: 3 }, game('x').seats, 9);
    useSessions.getState().setPhones(id, phones);
    await flushWrites();
    expect(((await readRaw(gameKey(id))) as Session).phones).toEqual(phones);
    useSessions.getState().removeMany(['g1', id]);
    await flushWrites();
    expect(await readRaw(gameKey('g1'))).toBeUndefined();
    expect(await readRaw(gameKey(id))).toBeUndefined();
    expect(legacyKeys()).toEqual([]);
  });
});
