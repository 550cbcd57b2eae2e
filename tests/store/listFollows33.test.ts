// Issue 33 "Scale: 5,000 saved games feel like none": "a tap as fast as with none". A move on
// the open table is written and shown at once; the list of saved games (5,000 summaries at
// scale) is not copied in the tap's task but takes the move once the page is idle, every move made
// meanwhile in one copy. Whoever reads the list next (the screens left for, an import, a deletion, a
// seat change) finds the game as it is, and no move is lost (issue 33 item 6).
import { beforeEach, describe, expect, it } from 'vitest';
import { rules } from '../../src/games/rolling-village/rules';
import { GAME_IDS } from '../../src/games/registry';
import type { SeatAction } from '../../src/kit/rules';
import { gameKey } from '../../src/store/gameRecords';
import { listSettled, useSessions } from '../../src/store/sessions';
import { flushWrites, freshStorage, otherTabStoresTwoMoves, readRaw } from './helpers';
import { rv, seats } from './rvTable';

beforeEach(async () => {
  freshStorage();
  await useSessions.getState().load(GAME_IDS);
});

/** A new Rolling Village game, open, with `others` more games saved beside it. */
async function openGame(others = 0): Promise<string> {
  for (let i = 0; i < others; i++)
    useSessions.getState().create('rolling-village', rules.defaultConfig(2), seats, i);
  const id = useSessions.getState().create('rolling-village', rules.defaultConfig(2), seats, 777);
  await useSessions.getState().openSession(id, rv);
  return id;
}

/** Takes a legal action in the open game (the first of the first seat that has one). */
function move() {
  const state = useSessions.getState().open!.state as never;
  const action = [0, 1].map((seat) => (rules.legalActions(state, seat) as SeatAction[])[0]).find(Boolean);
  return useSessions.getState().act(action!);
}

/** The list's summary of the game. */
const listed = (id: string) => useSessions.getState().sessions[id];

describe('issue 33 "Scale": the list takes a move once the page is idle, not in the tap', () => {
  it('a move shows at once and is written at once; the list is not copied in the tap, and takes the new count and date once the page is idle', async () => {
    const id = await openGame(3);
    const list = useSessions.getState().sessions;
    expect(move()).toBeNull();
    // the table and the record written: at once
    const session = useSessions.getState().open!.session;
    expect(session.actions).toHaveLength(1);
    expect(useSessions.getState().recent[0]).toBe(session);
    // the list (one object of every saved game's summary) is the same object: nothing copied
    expect(useSessions.getState().sessions).toBe(list);
    await listSettled();
    expect(listed(id)).toMatchObject({ moves: 1, updatedAt: session.updatedAt, finished: false });
    await flushWrites();
    expect(((await readRaw(gameKey(id))) as { actions: unknown[] }).actions).toHaveLength(1);
  });

  it('three moves in a row: the list is copied once, with the last', async () => {
    const id = await openGame(2);
    let copies = 0;
    const stop = useSessions.subscribe((s, before) => void (s.sessions !== before.sessions && copies++));
    for (let i = 0; i < 3; i++) expect(move()).toBeNull();
    await listSettled();
    stop();
    expect(copies).toBe(1);
    expect(listed(id)!.moves).toBe(3);
  });

  it('leaving the game: the list holds its last move at once (the screens left for read it)', async () => {
    const id = await openGame();
    expect(move()).toBeNull();
    useSessions.getState().close();
    expect(listed(id)!.moves).toBe(1);
  });

  it('a seat handed to a bot right after a move: the list holds both at once', async () => {
    const id = await openGame();
    expect(move()).toBeNull();
    useSessions.getState().setSeatWho(id, 1, 'easy');
    expect(listed(id)).toMatchObject({ moves: 1 });
    expect(listed(id)!.seats[1]!.who).toBe('easy');
  });

  it('a game deleted before the list takes its move stays deleted, in the list and in storage', async () => {
    const id = await openGame(1);
    expect(move()).toBeNull();
    useSessions.getState().remove(id);
    await listSettled();
    expect(listed(id)).toBeUndefined();
    await flushWrites();
    expect(await readRaw(gameKey(id))).toBeUndefined();
  });

  it('a move waiting when another tab’s newer record is taken over: the list keeps the record taken over', async () => {
    // the page's idle callbacks, run when the test says (the list takes the move then)
    const idle: (() => void)[] = [];
    globalThis.requestIdleCallback = ((cb: () => void) => idle.push(cb)) as typeof requestIdleCallback;
    try {
      const id = await openGame();
      expect(move()).toBeNull();
      await flushWrites();
      // another tab (no Web Locks between them) stores two more moves, with its summary
      await otherTabStoresTwoMoves(id);
      // this tab's next move is refused in storage; the list has yet to take it
      expect(move()).toBeNull();
      await flushWrites();
      await useSessions.getState().takeOver();
      expect(listed(id)!.moves).toBe(3);
      for (const run of idle.splice(0)) run();
      expect(listed(id)!.moves).toBe(3);
    } finally {
      delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });
});
