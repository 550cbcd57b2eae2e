// Issue 12: the cost of one action (apply, store update and its IndexedDB write) with 1, 50
// and 500 saved games. Only the changed game is written, so the figure should stay flat.
// fake-indexeddb in node: compare the three figures with each other, not with a phone.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { bench, describe } from 'vitest';
import { rules } from '../src/games/rolling-village/rules';
import { bots } from '../tests/games/rolling-village/bots';
import { createRng, nextInt } from '../src/kit/random';
import { flushGameWrites, useGameWrites } from '../src/store/gameRecords';
import { useDb } from '../src/store/persistence';
import { useSessions } from '../src/store/sessions';
import { rv, seats } from '../tests/store/rvTable';

/** `saved` finished-looking games of 200 moves each, then one open game. */
async function setUp(saved: number): Promise<void> {
  globalThis.indexedDB = new IDBFactory();
  useDb.setState(useDb.getInitialState(), true);
  useGameWrites.setState(useGameWrites.getInitialState(), true);
  useSessions.getState().close();
  useSessions.setState(useSessions.getInitialState(), true);
  useSessions.setState({ sessions: {}, open: null, damaged: [], broken: {} });
  await useSessions.getState().load(['rolling-village']);
  const rng = createRng(5);
  for (let g = 0; g < saved; g++) {
    const id = useSessions.getState().create('rolling-village', rules.defaultConfig(2), seats, g + 1);
    useSessions.getState().openSession(id, rv);
    for (let i = 0; i < 200; i++) {
      const state = useSessions.getState().open!.state;
      const seat = rules.actors(state as never)[0];
      if (seat === undefined) break;
      useSessions.getState().act(bots.easy.decide(state as never, seat, rng));
    }
    useSessions.getState().close();
    await flushGameWrites();
  }
  const id = useSessions.getState().create('rolling-village', rules.defaultConfig(2), seats, 999);
  useSessions.getState().openSession(id, rv);
  await flushGameWrites();
}

const rng = createRng(7);
async function oneAction(): Promise<void> {
  let state = useSessions.getState().open!.state;
  let seat = rules.actors(state as never)[0];
  if (seat === undefined) {
    // the open game is over: the next one starts (once every few hundred actions)
    const id = useSessions
      .getState()
      .create('rolling-village', rules.defaultConfig(2), seats, nextInt(rng, 1e9));
    useSessions.getState().openSession(id, rv);
    state = useSessions.getState().open!.state;
    seat = rules.actors(state as never)[0]!;
  }
  useSessions.getState().act(bots.easy.decide(state as never, seat, rng));
  await flushGameWrites();
}

for (const saved of [1, 50, 500]) {
  describe(`one action with ${saved} saved game(s)`, () => {
    bench(`act + write, ${saved} saved`, oneAction, {
      setup: () => setUp(saved),
      time: 1500,
      warmupTime: 200,
    });
  });
}
