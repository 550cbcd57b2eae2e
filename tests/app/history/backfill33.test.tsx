// Issue 33, "Scale: 5,000 saved games feel like none": the Players screen adds the finished saved
// games the history lacks by reading each one's log once. Each chunk it added used to start a
// second backfill of the rest beside the first, so logs were read (and replayed) again and again.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HistoryScreen } from '../../../src/app/history/HistoryScreen';
import { GAMES } from '../../../src/games/registry';
import { setCurrentLang } from '../../../src/i18n/lang';
import type { Session } from '../../../src/kit/session';
import { gameKey } from '../../../src/store/gameRecords';
import { useHistory } from '../../../src/store/history';
import { READ_CHUNK } from '../../../src/store/readSaved';
import { useSessions } from '../../../src/store/sessions';
import { flushWrites, freshStorage, writeRaw } from '../../store/helpers';
import { resetStores } from '../../store/resetStores';

const fixture = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../fixtures/saves/sessions-v1.json'), 'utf8'),
) as { data: { sessions: Session[] } };
const finished = fixture.data.sessions.filter((s) => s.finished);

let logsRead: string[] = [];
beforeEach(() => {
  setCurrentLang('en');
  freshStorage();
  resetStores();
  logsRead = [];
  const get = IDBObjectStore.prototype.get;
  vi.spyOn(IDBObjectStore.prototype, 'get').mockImplementation(function (this: IDBObjectStore, key) {
    if (typeof key === 'string' && key.startsWith('game:')) logsRead.push(key.slice(5));
    return get.call(this, key);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('issue 33 scale: the history adds the finished saved games once', () => {
  it(`with ${READ_CHUNK + 50} finished games and no history, Players reads each game's log once and adds every game`, async () => {
    const n = READ_CHUNK + 50;
    for (let i = 0; i < n; i++) {
      const t = finished[i % finished.length]!;
      await writeRaw(gameKey(`f-${i}`), { ...t, id: `f-${i}`, updatedAt: 1_000 + i });
    }
    await useSessions.getState().load(GAMES);
    await flushWrites();
    logsRead = [];
    render(<HistoryScreen route={{ name: 'players' }} />);
    await waitFor(() => expect(Object.keys(useHistory.getState().games)).toHaveLength(n), {
      timeout: 60_000,
    });
    expect(logsRead).toHaveLength(n);
    expect(new Set(logsRead).size).toBe(n);
  }, 120_000);
});
