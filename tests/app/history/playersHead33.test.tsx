// Issue 33, "Scale: 5,000 saved games feel like none" (Players): the players list read the whole
// history (every finished game's entry) to count each person's games; it now opens from the
// history's head (each person's totals). The first open after an upgrade, while the finished saved
// games are still being added, shows what is counted so far and says how many are left.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HistoryScreen } from '../../../src/app/history/HistoryScreen';
import { GAMES } from '../../../src/games/registry';
import { setCurrentLang } from '../../../src/i18n/lang';
import type { FinishedGame } from '../../../src/kit/history';
import type { Session } from '../../../src/kit/session';
import { gameKey } from '../../../src/store/gameRecords';
import { historyWritten, useHistory } from '../../../src/store/history';
import { useSessions } from '../../../src/store/sessions';
import { flushWrites, freshStorage, writeRaw } from '../../store/helpers';
import { resetStores } from '../../store/resetStores';

const person = (name: string, colour: number) => ({
  name,
  colour,
  who: 'person',
  where: 'this-phone' as const,
});
const entry = (i: number): FinishedGame => ({
  id: `h-${i}`,
  gameId: 'rolling-village',
  finishedAt: 1_700_000_000_000 + i,
  seats: [person('Аня', 0), person('Boris', 1)],
  scores: [i % 2, 1 - (i % 2)],
  ranking: i % 2 ? [[0], [1]] : [[1], [0]],
  sheet: null,
});

/** How many finished-game entries the reads of history records brought into memory. */
let entriesRead = 0;
beforeEach(() => {
  setCurrentLang('en');
  freshStorage();
  resetStores();
  entriesRead = 0;
});
afterEach(() => vi.restoreAllMocks());

function countEntriesRead(): void {
  const get = IDBObjectStore.prototype.get;
  vi.spyOn(IDBObjectStore.prototype, 'get').mockImplementation(function (this: IDBObjectStore, key) {
    const req = get.call(this, key);
    if (typeof key === 'string' && key.startsWith('history'))
      req.addEventListener('success', () => {
        const games = (req.result as { games?: object } | undefined)?.games;
        if (games) entriesRead += Object.keys(games).length;
      });
    return req;
  });
}

const playerLinks = () =>
  screen
    .queryAllByRole('link')
    .filter((a) => a.classList.contains('history-player'))
    .map((a) => a.textContent);

describe('issue 33 scale: the players list opens from the history head', () => {
  it('with 250 results stored, the list counts every game without reading any entry', async () => {
    for (let i = 0; i < 250; i++) useHistory.getState().add([entry(i)], false);
    await historyWritten();
    resetStores();
    countEntriesRead();
    render(<HistoryScreen route={{ name: 'players' }} />);
    await waitFor(() =>
      expect(playerLinks()).toEqual(['ААня250 played · 125 won', 'BBoris250 played · 125 won']),
    );
    expect(entriesRead).toBe(0);
  });

  it('a result opened from a link reads the part of the history holding it, not every entry', async () => {
    for (let i = 0; i < 250; i++) useHistory.getState().add([entry(i)], false);
    await historyWritten();
    resetStores();
    countEntriesRead();
    render(<HistoryScreen route={{ name: 'result', id: 'h-150' }} />);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Rolling Village'),
    );
    expect(entriesRead).toBeGreaterThan(0);
    expect(entriesRead).toBeLessThanOrEqual(100);
  });

  it('the first open with 150 finished saved games and no history lists what is counted so far and says how many are left', async () => {
    const fixture = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../../fixtures/saves/sessions-v1.json'), 'utf8'),
    ) as { data: { sessions: Session[] } };
    const finished = fixture.data.sessions.filter((s) => s.finished);
    for (let i = 0; i < 150; i++) {
      const t = finished[i % finished.length]!;
      await writeRaw(gameKey(`f-${i}`), { ...t, id: `f-${i}`, updatedAt: 1_000 + i });
    }
    await useSessions.getState().load(GAMES);
    await flushWrites();
    render(<HistoryScreen route={{ name: 'players' }} />);
    // part of the games counted, the rest still being added: both shown at once
    await waitFor(
      () => {
        const status = screen.getByRole('status').textContent ?? '';
        expect(status).toMatch(/^Still counting: \d+ finished saved games? to add\./);
        const played = playerLinks().map((t) => Number(/(\d+) played/.exec(t ?? '')?.[1]));
        expect(played.some((n) => n > 0 && n < 150)).toBe(true);
      },
      { timeout: 60_000 },
    );
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 60_000 });
    expect(playerLinks()[0]).toMatch(/150 played/);
  }, 120_000);
});
