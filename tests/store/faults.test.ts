// Storage faults injected into idb-keyval's IndexedDB: no IndexedDB at all (private mode),
// an IndexedDB whose open fails, a full quota, and a transaction that aborts halfway. In
// every case play goes on in memory (act() applies actions and the state advances), the
// storage status says plainly what is wrong, and the copy saved before the fault is intact.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { rules } from '../../src/games/rolling-village/rules';
import { bots } from '../games/rolling-village/bots';
import { createRng } from '../../src/kit/random';
import { replay } from '../../src/kit/session';
import { GAME_IDS } from '../../src/games/registry';
import { gameKey } from '../../src/store/gameRecords';
import { listSettled, useSessions } from '../../src/store/sessions';
import { useStorageStatus } from '../../src/store/storageStatus';
import { flushWrites, freshStorage, readRaw } from './helpers';
import { resetStores } from './resetStores';
import { actingThrough, playRandomly } from '../support/randomPlay';
import { rv, seats } from './rvTable';

let realFactory: IDBFactory;
beforeEach(() => {
  freshStorage();
  realFactory = globalThis.indexedDB as IDBFactory;
});
afterEach(() => {
  vi.restoreAllMocks();
  globalThis.indexedDB = realFactory;
});

/** Forgets everything in memory, as a reload would, keeping what is stored. */
function reload(): void {
  resetStores();
}

const rng = createRng(99);
const openState = () => useSessions.getState().open!.state as never;
/** the rules, each action played through the store */
const throughStore = actingThrough(rules, (a) => expect(useSessions.getState().act(a)).toBeNull(), openState);
/** Plays `n` legal actions in the open game through the store; returns the step reached. */
function play(n: number): number {
  const start = useSessions.getState().open!.session.actions.length;
  playRandomly(throughStore, openState(), {
    rng,
    maxSteps: n,
    choose: (s, seat, r) => bots.easy.decide(s, seat, r),
  });
  const open = useSessions.getState().open!;
  return open.session.actions.length - start;
}

/** A saved game with `n` actions, written while storage works; returns its id and the raw stored value. */
async function savedGame(n: number): Promise<{ id: string; raw: unknown }> {
  await useSessions.getState().load(GAME_IDS);
  const id = useSessions.getState().create('rolling-village', rules.defaultConfig(2), seats, 1234);
  useSessions.getState().openSession(id, rv);
  play(n);
  await flushWrites();
  expect(useStorageStatus.getState().health).toBe('ok');
  const raw = structuredClone(await readRaw(gameKey(id)));
  expect((raw as { actions: unknown[] }).actions).toHaveLength(n);
  return { id, raw };
}

/** After the fault is gone and the app reloads, the stored copy is exactly `raw` and it replays. */
async function expectIntactAfterReload(id: string, raw: unknown, actions: number): Promise<void> {
  globalThis.indexedDB = realFactory;
  reload();
  expect(await readRaw(gameKey(id))).toEqual(raw);
  await useSessions.getState().load(GAME_IDS);
  const back = (await useSessions.getState().readSession(id))!;
  expect(back.actions).toHaveLength(actions);
  expect(() => replay(rules, back.config, back.seed, back.actions)).not.toThrow();
  await useSessions.getState().openSession(id, rv);
  expect(useSessions.getState().open?.error).toBeNull();
  expect(useStorageStatus.getState().health).toBe('ok');
}

/** Starts a new game in memory and plays it: the state must advance whatever storage does. */
async function playNewGame(moves: number): Promise<void> {
  const id = useSessions.getState().create('rolling-village', rules.defaultConfig(2), seats, 777);
  useSessions.getState().openSession(id, rv);
  const before = useSessions.getState().open!.state;
  expect(play(moves)).toBe(moves);
  expect(useSessions.getState().open!.state).not.toBe(before);
  // the list takes the moves once the page is idle (issue 33 "Scale")
  await listSettled();
  expect(useSessions.getState().sessions[id]!.moves).toBe(moves);
  // the in-memory state is exactly what replaying the in-memory log gives
  const s = useSessions.getState().open!.session;
  expect(useSessions.getState().open!.state).toEqual(replay(rules, s.config, s.seed, s.actions));
}

describe('storage faults', () => {
  it('private mode with no IndexedDB at all: the game plays in memory, storage is reported unavailable, the saved copy is untouched', async () => {
    const { id, raw } = await savedGame(3);
    // @ts-expect-error private browsing without IndexedDB
    globalThis.indexedDB = undefined;
    reload();
    await useSessions.getState().load(GAME_IDS);
    expect(useSessions.getState().loaded).toBe(true);
    expect(useStorageStatus.getState().health).toBe('unavailable');
    await playNewGame(6);
    await flushWrites();
    // the failed autosaves do not turn "not available" into a different message
    expect(useStorageStatus.getState().health).toBe('unavailable');
    await expectIntactAfterReload(id, raw, 3);
  });

  it('an IndexedDB whose open fails: the game plays in memory, storage stays reported unavailable, the saved copy is untouched', async () => {
    const { id, raw } = await savedGame(3);
    const failingFactory = {
      open() {
        const request = {
          result: undefined,
          error: new DOMException('The user denied permission to access the database.', 'UnknownError'),
          onsuccess: null as null | (() => void),
          onerror: null as null | (() => void),
          onupgradeneeded: null,
        };
        setTimeout(() => request.onerror?.(), 0);
        return request;
      },
    };
    globalThis.indexedDB = failingFactory as unknown as IDBFactory;
    reload();
    await useSessions.getState().load(GAME_IDS);
    expect(useStorageStatus.getState().health).toBe('unavailable');
    await playNewGame(6);
    await flushWrites();
    expect(useStorageStatus.getState().health).toBe('unavailable');
    await expectIntactAfterReload(id, raw, 3);
  });

  it('a full quota: play goes on, storage is reported full, the last good copy stays; freed space saves the whole game again', async () => {
    const { id, raw } = await savedGame(4);
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const before = useSessions.getState().open!.state;
    play(5);
    expect(useSessions.getState().open!.state).not.toBe(before);
    await flushWrites();
    expect(useStorageStatus.getState().health).toBe('full');
    expect(await readRaw(gameKey(id))).toEqual(raw);
    expect(put).toHaveBeenCalled();

    // space freed: the next autosave writes the whole in-memory game and says so
    put.mockRestore();
    play(1);
    await flushWrites();
    expect(useStorageStatus.getState().health).toBe('ok');
    const saved = (await readRaw(gameKey(id))) as { actions: unknown[] };
    expect(saved.actions).toHaveLength(10);
  });

  it('a full quota from the start of a reload: the earlier saved game is still there intact afterwards', async () => {
    const { id, raw } = await savedGame(4);
    reload();
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await useSessions.getState().load(GAME_IDS);
    await useSessions.getState().openSession(id, rv);
    play(3);
    await playNewGame(4);
    await flushWrites();
    expect(useStorageStatus.getState().health).toBe('full');
    // the page is closed while the quota is still full: a write in flight ends under the fault
    // (a write checks the stored log first, issue 24 item 3, so its put comes a step later)
    reload();
    await new Promise((r) => setTimeout(r, 20));
    vi.restoreAllMocks();
    await expectIntactAfterReload(id, raw, 4);
  });

  it('a write whose transaction aborts halfway: play goes on, saving is reported failing, the previous copy is not half-written', async () => {
    const { id, raw } = await savedGame(3);
    const realPut = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      const request = realPut.apply(this, args);
      // the value is on its way in, then the transaction dies (tab killed, disk error)
      this.transaction.abort();
      return request;
    });
    play(4);
    await flushWrites();
    expect(useStorageStatus.getState().health).toBe('failing');
    expect(useSessions.getState().open!.session.actions).toHaveLength(7);
    expect(await readRaw(gameKey(id))).toEqual(raw);
    vi.restoreAllMocks();
    await expectIntactAfterReload(id, raw, 3);
  });
});
