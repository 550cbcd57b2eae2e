// Issue 33 item 6: a crash right after a tap must not lose the move. The store's part of the
// guarantee (the browser test tests/e2e/crash-after-tap33.e2e.ts kills the renderer): the move's
// transaction is opened in the tap's own task, before anything the tap's task queues after it
// (React draws the next screen in a microtask), and, where this tab holds the game's Web Lock,
// committed at once, so the page has nothing left to do for the write once the task ends.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rules as rvRules } from '../../src/games/rolling-village/rules';
import { GAME_IDS } from '../../src/games/registry';
import type { Session } from '../../src/kit/session';
import { gameKey } from '../../src/store/gameRecords';
import { useSessions } from '../../src/store/sessions';
import { storedSummary, summaryKey } from '../../src/store/summaries';
import { fakeLocks, flushWrites, freshStorage, readRaw, writeRaw } from './helpers';
import { rv, seats } from './rvTable';

const realNavigator = globalThis.navigator;
const withLocks = (locks: unknown) =>
  Object.defineProperty(globalThis, 'navigator', { value: { locks }, configurable: true });
beforeEach(() => freshStorage());
afterEach(() => {
  Object.defineProperty(globalThis, 'navigator', { value: realNavigator, configurable: true });
  vi.restoreAllMocks();
});

const settle = () => new Promise((r) => setTimeout(r, 0));
async function openRv(): Promise<string> {
  await useSessions.getState().load(GAME_IDS);
  const id = useSessions.getState().create('rolling-village', rvRules.defaultConfig(2), seats, 7);
  await useSessions.getState().openSession(id, rv);
  await settle();
  await flushWrites();
  return id;
}
function move() {
  const state = useSessions.getState().open!.state as never;
  return rvRules.legalActions(state, rvRules.actors(state)[0]!)[0]!;
}

/** What the move's write has done by the time a microtask queued right after the tap runs. */
async function tapAndLookRightAfter(): Promise<{ opened: number; committed: number }> {
  const opened = vi.spyOn(IDBDatabase.prototype, 'transaction');
  const committed = vi.spyOn(IDBTransaction.prototype, 'commit');
  const readwrite = () => opened.mock.calls.filter((c) => c[1] === 'readwrite').length;
  expect(useSessions.getState().act(move())).toBeNull();
  const seen = await new Promise<{ opened: number; committed: number }>((r) =>
    queueMicrotask(() => r({ opened: readwrite(), committed: committed.mock.calls.length })),
  );
  await flushWrites();
  return seen;
}

describe('issue 33 item 6: the move’s write starts in the tap’s task', () => {
  it('issue 33 item 6: holding the game’s Web Lock, the transaction is opened and committed before anything the tap queues after it', async () => {
    withLocks(fakeLocks());
    const id = await openRv();
    expect(useSessions.getState().open!.lock).toBe('held');
    expect(await tapAndLookRightAfter()).toEqual({ opened: 1, committed: 1 });
    expect(((await readRaw(gameKey(id))) as Session).actions.length).toBe(1);
  });

  it('issue 33 item 6: without Web Locks the transaction is still opened before anything the tap queues after it (its check may refuse it, so it commits by itself)', async () => {
    withLocks(undefined);
    const id = await openRv();
    expect(await tapAndLookRightAfter()).toEqual({ opened: 1, committed: 0 });
    expect(((await readRaw(gameKey(id))) as Session).actions.length).toBe(1);
  });

  it('issue 33 item 6 (items 24.3, 33.7 kept): holding the lock, a game another tab changed anyway is still seen; this tab stops writing it and says so', async () => {
    withLocks(fakeLocks());
    const id = await openRv();
    expect(useSessions.getState().act(move())).toBeNull();
    await flushWrites();
    // a write that took no lock (e.g. an older version of the app in another tab)
    const theirs: Session = { ...((await readRaw(gameKey(id))) as Session), updatedAt: 1 };
    await writeRaw(gameKey(id), theirs);
    await writeRaw(summaryKey(id), { ...storedSummary(theirs), rev: 'other-tab' });
    expect(useSessions.getState().act(move())).toBeNull();
    await flushWrites();
    expect(useSessions.getState().open!.lock).toBe('lost');
    // nothing more is written over it
    const after = await readRaw(gameKey(id));
    expect(useSessions.getState().act(move())).not.toBeNull();
    await flushWrites();
    expect(await readRaw(gameKey(id))).toEqual(after);
  });
});
