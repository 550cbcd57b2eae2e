// Issue 33 (never lose, round four): the write path. Each test is named for its item.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_IDS } from '../../src/games/registry';
import type { Session } from '../../src/kit/session';
import { gameKey } from '../../src/store/gameRecords';
import { db, useDb } from '../../src/store/persistence';
import { useSessions } from '../../src/store/sessions';
import { useStorageStatus } from '../../src/store/storageStatus';
import { storedSummary, summaryKey } from '../../src/store/summaries';
import { rules as rvRules } from '../../src/games/rolling-village/rules';
import { rv, seats } from './rvTable';
import { flushWrites, freshStorage, readRaw, writeRaw } from './helpers';

beforeEach(() => freshStorage());
afterEach(() => vi.useRealTimers());

async function openRv(): Promise<string> {
  await useSessions.getState().load(GAME_IDS);
  const id = useSessions.getState().create('rolling-village', rvRules.defaultConfig(2), seats, 7);
  useSessions.getState().openSession(id, rv);
  return id;
}
function move() {
  const state = useSessions.getState().open!.state as never;
  return rvRules.legalActions(state, rvRules.actors(state)[0]!)[0]!;
}
const stored = async (id: string) => ((await readRaw(gameKey(id))) as Session).actions.length;

describe('issue 33 item 6: a tap starts its write at once', () => {
  it('issue 33 item 6: a move is written without reading the whole stored game back first', async () => {
    const id = await openRv();
    expect(useSessions.getState().act(move())).toBeNull();
    await flushWrites();
    const spied = vi.spyOn(IDBObjectStore.prototype, 'get');
    expect(useSessions.getState().act(move())).toBeNull();
    await flushWrites();
    const keys = spied.mock.calls.map((c) => c[0]);
    spied.mockRestore();
    expect(keys).not.toContain(gameKey(id));
    expect(await stored(id)).toBe(2);
  });
});

describe('issue 33 item 5: a slow write is waited for, never taken for another tab', () => {
  it('issue 33 item 5: a write that reports after 5.5 s (given up at 4 s) is reconciled: 3 of 3 moves stored, no "another tab"', async () => {
    const id = await openRv();
    await flushWrites();
    // storage that stores at once but reports only when the test opens the gate (5.5 s later)
    let open = () => {};
    const gate = new Promise<void>((r) => (open = r));
    const inner = db();
    useDb.setState({ handle: (mode, cb) => inner(mode, cb).then((v) => gate.then(() => v)) });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(useSessions.getState().act(move())).toBeNull();
    // the write is stored, its report has not come: at 4 s the app gives up waiting
    await vi.advanceTimersByTimeAsync(4001);
    expect(useStorageStatus.getState().health).toBe('timeout');
    expect(await stored(id)).toBe(1);
    await vi.advanceTimersByTimeAsync(1500);
    open();
    vi.useRealTimers();
    useDb.setState({ handle: inner });
    await flushWrites();
    expect(useSessions.getState().act(move())).toBeNull();
    await flushWrites();
    expect(useSessions.getState().act(move())).toBeNull();
    await flushWrites();
    expect(await stored(id)).toBe(3);
    expect(useSessions.getState().open!.lock).not.toBe('lost');
    expect(useStorageStatus.getState().health).toBe('ok');
  });
});

describe('issue 33 item 7: without Web Locks, an undo in another tab is seen', () => {
  it('issue 33 item 7: tab 1 takes back and plans again (same number of moves): tab 2 writes nothing over it and says so', async () => {
    // this tab is tab 2: it opened the game after tab 1's first move
    const id = await openRv();
    expect(useSessions.getState().act(move())).toBeNull();
    await flushWrites();
    // tab 1 takes its move back and plans another: the same number of moves, another log,
    // written as the app writes a game (its record and its summary in one go)
    const before = (await readRaw(gameKey(id))) as Session;
    const tab1: Session = {
      ...before,
      actions: [{ ...before.actions[0]!, type: 'taken-back-and-planned-again' } as never],
      updatedAt: before.updatedAt + 1,
    };
    await writeRaw(gameKey(id), tab1);
    await writeRaw(summaryKey(id), { ...storedSummary(tab1), rev: 'tab-1-write' });
    // tab 2 plans: refused, tab 1's game stays as it wrote it
    expect(useSessions.getState().act(move())).toBeNull();
    await flushWrites();
    expect(await readRaw(gameKey(id))).toEqual(tab1);
    expect(useSessions.getState().open!.lock).toBe('lost');
  });

  it('issue 33 item 7: an undo in this tab followed by a move is written (its own revisions are never a conflict)', async () => {
    const id = await openRv();
    const place = () => {
      const state = useSessions.getState().open!.state as never;
      return rvRules.legalActions(state, rvRules.actors(state)[0]!).find((a) => a.type === 'place');
    };
    while (!place()) expect(useSessions.getState().act(move())).toBeNull();
    expect(useSessions.getState().act(place()!)).toBeNull();
    await flushWrites();
    const n = await stored(id);
    useSessions.getState().undo();
    await flushWrites();
    expect(await stored(id)).toBe(n - 1);
    expect(useSessions.getState().act(place()!)).toBeNull();
    await flushWrites();
    expect(await stored(id)).toBe(n);
    expect(useSessions.getState().open!.lock).not.toBe('lost');
  });
});

describe('issue 33 item 3: importing an older copy over a newer game', () => {
  async function at4ThenAt6(): Promise<{ id: string; at4: Session }> {
    const id = await openRv();
    for (let i = 0; i < 4; i++) expect(useSessions.getState().act(move())).toBeNull();
    await flushWrites();
    const at4 = (await useSessions.getState().readSession(id))!;
    for (let i = 0; i < 2; i++) expect(useSessions.getState().act(move())).toBeNull();
    await flushWrites();
    return { id, at4 };
  }

  it('issue 33 item 3: a copy exported at move 4, imported at move 6 keeping the newer (the default), leaves the 6 moves and nothing else', async () => {
    const { id, at4 } = await at4ThenAt6();
    const r = useSessions.getState().importSessions([at4], true);
    await flushWrites();
    expect(await stored(id)).toBe(6);
    expect(r).toEqual({ added: 0, replaced: 0, skipped: 1 });
    expect(Object.values(useSessions.getState().sessions).map((s) => s.moves)).toEqual([6]);
  });

  it('issue 33 item 3: a newer copy kept as the newer replaces the older game here', async () => {
    const { id, at4 } = await at4ThenAt6();
    const at6 = (await useSessions.getState().readSession(id))!;
    useSessions.getState().importSessions([at4], 'both');
    await flushWrites();
    // the copy at move 4 is now a game of its own: a copy of it at move 6 (newer) replaces it
    const copy = Object.values(useSessions.getState().sessions).find((s) => s.moves === 4)!;
    const r = useSessions.getState().importSessions([{ ...at6, id: copy.id }], true);
    await flushWrites();
    expect(r).toEqual({ added: 0, replaced: 1, skipped: 0 });
    expect(((await readRaw(gameKey(copy.id))) as Session).actions).toHaveLength(6);
  });

  it('issue 33 item 3: a copy exported at move 4, imported at move 6 keeping both, leaves the 6 moves and keeps the copy beside', async () => {
    const { id, at4 } = await at4ThenAt6();
    const r = useSessions.getState().importSessions([at4], 'both');
    await flushWrites();
    expect(await stored(id)).toBe(6);
    expect(r).toEqual({ added: 1, replaced: 0, skipped: 0 });
    const all = Object.values(useSessions.getState().sessions);
    expect(all.map((s) => s.moves).sort()).toEqual([4, 6]);
  });
});
