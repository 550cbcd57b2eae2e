// Issue 33, "Scale": the upgrade to the "Continue" record (src/store/continueRecord.ts). An app of
// today holds 5,000 games, each with its summary, and no record: its first start with the record
// lists every game, keeps every stored record and summary, and writes the record; the next start
// lists home's games from it before any page of summaries is read.
import { describe, expect, it, vi } from 'vitest';
import { GAMES } from '../../src/games/registry';
import { CONTINUE_KEY } from '../../src/store/continueRecord';
import { useSessions } from '../../src/store/sessions';
import { deleteRaw, flushWrites, freshStorage, readRaw, storeFixtureCopies } from './helpers';
import { resetStores } from './resetStores';

const N = 5_000;

async function restart(): Promise<void> {
  await flushWrites();
  resetStores();
  await useSessions.getState().load(GAMES);
}

/** How many stored keys start with `prefix`. */
function countKeys(prefix: string): Promise<number> {
  return new Promise((res, rej) => {
    const open = indexedDB.open('pocket-table');
    open.onerror = () => rej(open.error);
    open.onsuccess = () => {
      const req = open.result
        .transaction('kv', 'readonly')
        .objectStore('kv')
        .count(IDBKeyRange.bound(prefix, `${prefix}\uffff`));
      req.onsuccess = () => (open.result.close(), res(req.result));
      req.onerror = () => rej(req.error);
    };
  });
}

describe('issue 33 "Scale": upgrading to the "Continue" record', () => {
  it(`an app with ${N} games and their summaries, and no record, loses none and gains the record`, async () => {
    freshStorage();
    await storeFixtureCopies(N, 'g');
    await restart(); // every summary written
    await flushWrites();
    // today's stored format: records and summaries, no "Continue" record
    await deleteRaw(CONTINUE_KEY);
    expect(await countKeys('summary:')).toBe(N);

    await restart();
    expect(Object.keys(useSessions.getState().sessions)).toHaveLength(N);
    expect(useSessions.getState().damaged).toEqual([]);
    await flushWrites();
    expect(await countKeys('game:')).toBe(N);
    expect(await countKeys('summary:')).toBe(N);
    expect(await readRaw(CONTINUE_KEY)).toBeDefined();

    // the next start: home's games before any page of summaries is read, every game at the end
    resetStores();
    const pages = vi.spyOn(IDBObjectStore.prototype, 'getAll');
    let pagesAtFirst = -1;
    const stop = useSessions.subscribe((s) => {
      if (pagesAtFirst < 0 && Object.keys(s.sessions).length) pagesAtFirst = pages.mock.calls.length;
    });
    await useSessions.getState().load(GAMES);
    stop();
    pages.mockRestore();
    expect(pagesAtFirst).toBe(0);
    expect(Object.keys(useSessions.getState().sessions)).toHaveLength(N);
  }, 600_000);
});
