// Issue 33, "Scale: 5,000 saved games feel like none": each history write rewrites a part and the
// head (it was the one record of every entry). Entries added while a write is under way join the
// next write instead of each rewriting them (a backfill of thousands of games added a chunk at a time).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FinishedGame } from '../../src/kit/history';
import { HISTORY_KEY, historyWritten, useHistory } from '../../src/store/history';
import { freshStorage } from './helpers';
import { storedEntries } from './historyStored';
import { resetStores } from './resetStores';

const entry = (i: number): FinishedGame => ({
  id: `h-${i}`,
  gameId: 'rolling-village',
  finishedAt: 1_700_000_000_000 + i,
  seats: [
    { name: 'Аня', colour: 0, who: 'person', where: 'this-phone' },
    { name: 'Boris', colour: 1, who: 'person', where: 'this-phone' },
  ],
  scores: [i, 1],
  ranking: [[0], [1]],
  sheet: null,
});

let historyPuts = 0;
beforeEach(() => {
  freshStorage();
  resetStores();
  historyPuts = 0;
  const put = IDBObjectStore.prototype.put;
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, v, key) {
    if (key === HISTORY_KEY) historyPuts++;
    return put.call(this, v, key);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('issue 33 scale: the history is written a few times, not once per addition', () => {
  it('20 additions in a row, one at a time: at most two writes of the record, all 20 entries stored, a forgotten one gone', async () => {
    for (let i = 0; i < 20; i++) useHistory.getState().add([entry(i)], false);
    useHistory.getState().forget('h-3');
    await historyWritten();
    expect(historyPuts).toBeLessThanOrEqual(2);
    expect(Object.keys(await storedEntries()).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `h-${i}`)
        .filter((id) => id !== 'h-3')
        .sort(),
    );
  });
});
