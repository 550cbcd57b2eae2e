// Issue 15 fault 10: a game whose log fails to replay can be continued from its last good
// move, as an explicit choice; the full log is kept aside, never lost.
import { beforeEach, describe, expect, it } from 'vitest';
import { rules } from '../../src/games/rolling-village/rules';
import { bots } from '../games/rolling-village/bots';
import { GAME_IDS } from '../../src/games/registry';
import { createRng } from '../../src/kit/random';
import { gameKey } from '../../src/store/gameRecords';
import { useSessions } from '../../src/store/sessions';
import { flushWrites, freshStorage, readRaw } from './helpers';
import { rv, seats } from './rvTable';
import { actingThrough, playRandomly } from '../support/randomPlay';

beforeEach(() => freshStorage());

describe('continuing a damaged log from its last good move', () => {
  it('cuts the log at the first move that no longer replays and keeps the full log aside', async () => {
    await useSessions.getState().load(GAME_IDS);
    const id = useSessions.getState().create('rolling-village', rules.defaultConfig(2), seats, 7);
    useSessions.getState().openSession(id, rv);
    const openState = () => useSessions.getState().open!.state as never;
    const throughStore = actingThrough(rules, (a) => useSessions.getState().act(a), openState);
    playRandomly(throughStore, openState(), {
      rng: createRng(3),
      maxSteps: 6,
      choose: (s, seat, r) => bots.easy.decide(s, seat, r),
    });
    const full = useSessions.getState().open!.session;
    // move 4 is damaged (as after a rules change): moves 4-6 no longer replay
    const damaged = {
      ...full,
      actions: full.actions.map((a, i) => (i === 3 ? { seat: 0, type: 'nonsense' } : a)),
    };
    useSessions.getState().importSessions([damaged], true);
    useSessions.getState().close();
    useSessions.getState().openSession(id, rv);
    expect(useSessions.getState().open!.error).not.toBeNull();
    expect(useSessions.getState().broken[id]).toBeDefined();

    useSessions.getState().cutToLastGood();
    expect(useSessions.getState().open!.error).toBeNull();
    expect(useSessions.getState().open!.session.actions).toEqual(full.actions.slice(0, 3));
    expect(useSessions.getState().sessions[id]!.moves).toBe(3);
    const aside = useSessions.getState().damaged;
    expect(aside).toHaveLength(1);
    expect(aside[0]!.reason).toMatch(/moves 4-6/);
    expect(JSON.parse(aside[0]!.text)).toEqual(damaged);
    await flushWrites();
    expect(((await readRaw(gameKey(id))) as { actions: unknown[] }).actions).toHaveLength(3);
    expect(await readRaw(gameKey(aside[0]!.id))).toMatchObject({ keptAside: true });
  });
});
