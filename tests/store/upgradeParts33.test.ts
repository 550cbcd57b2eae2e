// Issue 33, "Scale: 5,000 saved games feel like none": the first start after an upgrade (games
// saved before their summaries existed) lists the games as their summaries are rebuilt, so home
// shows them at once instead of after every record was read; a game changed meanwhile keeps
// its change when the read ends.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry';
import type { Session } from '../../src/kit/session';
import { gameKey } from '../../src/store/gameRecords';
import { useSessions } from '../../src/store/sessions';
import { freshStorage, writeMany } from './helpers';
import { resetStores } from './resetStores';

const fixture = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../fixtures/saves/sessions-v1.json'), 'utf8'),
) as { data: { sessions: Session[] } };
const templates = fixture.data.sessions;
const N = 200;

beforeEach(async () => {
  freshStorage();
  resetStores();
  await writeMany(
    Array.from({ length: N }, (_, i) => {
      const t = templates[i % templates.length]!;
      return [gameKey(`u-${i}`), { ...t, id: `u-${i}`, updatedAt: 1_000 + i }] as const;
    }),
  );
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
