// Issue 33, "Scale: 5,000 saved games feel like none": the first start after an upgrade (games
// saved before their summaries existed) lists the games as their summaries are rebuilt, so home
// shows them at once instead of after every record was read; a game changed meanwhile keeps
// its change when the read ends.
import { beforeEach, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry';
import { useSessions } from '../../src/store/sessions';
import { freshStorage, storeFixtureCopies } from './helpers';
import { resetStores } from './resetStores';

const N = 200;

beforeEach(async () => {
  freshStorage();
  resetStores();
  await storeFixtureCopies(N, 'u');
});

describe('issue 33 scale: the first start after an upgrade lists games as it goes', () => {
  it(`with ${N} games without summaries, games are listed before the read ends, and all ${N} after`, async () => {
    const whileLoading: number[] = [];
    const stop = useSessions.subscribe((s) => {
      if (s.readState === 'loading') whileLoading.push(Object.keys(s.sessions).length);
    });
    await useSessions.getState().load(GAMES);
    stop();
    // the first games listed while the read went on: a part of them, not all at its end
    const first = whileLoading.find((n) => n > 0);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(N);
    const s = useSessions.getState();
    expect(s.readState).toBe('ok');
    expect(Object.keys(s.sessions)).toHaveLength(N);
    expect(s.damaged).toEqual([]);
  });

  it('a game deleted while the read goes on is not listed again when it ends', async () => {
    let deleted = '';
    const stop = useSessions.subscribe((s) => {
      const ids = Object.keys(s.sessions);
      if (!deleted && s.readState === 'loading' && ids.length) {
        deleted = ids[0]!;
        queueMicrotask(() => useSessions.getState().remove(deleted));
      }
    });
    await useSessions.getState().load(GAMES);
    stop();
    expect(deleted).not.toBe('');
    expect(Object.keys(useSessions.getState().sessions)).not.toContain(deleted);
    expect(Object.keys(useSessions.getState().sessions)).toHaveLength(N - 1);
  });
});
