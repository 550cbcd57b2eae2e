// Issue 33 "Scale" (heap): the write layer keeps what the start's read found of every saved game
// (its id, its summary's revision, whether the index holds it) in a compact form instead of a
// Map and a Set of 5,000 entries. What it answers must not change: a game only listed, never
// opened, is still written only over the revision the read found (issue 24 item 3, issue 33
// item 7), whether its summary carries a revision or is of an older version (compared by moves),
// and a deletion or a new game still changes the index record.
import { beforeEach, describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/games/registry';
import type { Session } from '../../src/kit/session';
import { gameKey, INDEX_KEY } from '../../src/store/gameRecords';
import { useSessions } from '../../src/store/sessions';
import { storedSummary, summaryKey } from '../../src/store/summaries';
import { flushWrites, freshStorage, readRaw, storeFixtureCopies, writeRaw } from './helpers';
import { resetStores } from './resetStores';

async function restart(): Promise<void> {
  await flushWrites();
  resetStores();
  await useSessions.getState().load(GAME_IDS);
}

const record = async (id: string) => (await readRaw(gameKey(id))) as Session;
const revOf = async (id: string) => ((await readRaw(summaryKey(id))) as { rev?: string }).rev;

/** Another tab (no Web Locks) stores a new version of the game (its players renamed) with `rev`. */
async function otherTabWrites(id: string, rev: string): Promise<Session> {
  const game = await record(id);
  const changed = {
    ...game,
    updatedAt: game.updatedAt + 1,
    seats: game.seats.map((s) => ({ ...s, name: 'Vera' })),
  };
  await writeRaw(gameKey(id), changed);
  await writeRaw(summaryKey(id), { ...storedSummary(changed), rev });
  return changed;
}

/**
 * This tab replaces the listed game by a newer copy (an import: the game is never opened), made
 * from `base` (the game as this tab last knew it) or from what is stored.
 */
async function thisTabReplaces(id: string, base?: Session): Promise<void> {
  const game = base ?? (await record(id));
  const copy = {
    ...game,
    updatedAt: game.updatedAt + 5,
    seats: game.seats.map((s) => ({ ...s, name: 'Ida' })),
  };
  expect(useSessions.getState().importSessions([copy], true).replaced).toBe(1);
  await flushWrites();
}

beforeEach(async () => {
  freshStorage();
  await storeFixtureCopies(6, 'g');
  await writeRaw(INDEX_KEY, { v: 2, ids: ['g-0', 'g-1', 'g-2', 'g-3', 'g-4', 'g-5'] });
  await restart(); // the summaries are written (of an older form: no revision)
});

describe('issue 33 "Scale", heap: what the read listed still guards every write', () => {
  it('a listed game whose summary has no revision (compared by moves) is not written over another tab taking a move back', async () => {
    await restart();
    const game = await record('g-0');
    const changed = { ...game, actions: game.actions.slice(0, -1), updatedAt: game.updatedAt + 1 };
    await writeRaw(gameKey('g-0'), changed);
    await writeRaw(summaryKey('g-0'), storedSummary(changed));
    await thisTabReplaces('g-0', game);
    expect(await record('g-0')).toEqual(changed);
  });

  it('a listed game whose summary carries a revision is not written over another tab change (issue 24 item 3, 33 item 7)', async () => {
    await thisTabReplaces('g-1'); // written by this app: its summary now carries a revision
    expect(await revOf('g-1')).toEqual(expect.any(String));
    await restart();
    const known = await record('g-1');
    const changed = await otherTabWrites('g-1', 'another-tab-rev');
    await thisTabReplaces('g-1', known);
    expect(await record('g-1')).toEqual(changed);
    expect(await revOf('g-1')).toBe('another-tab-rev');
  });

  it('a listed game nobody else changed is written, and written again over its own write', async () => {
    await thisTabReplaces('g-2');
    await restart();
    await thisTabReplaces('g-2');
    expect((await record('g-2')).seats.every((s) => s.name === 'Ida')).toBe(true);
    const again = await record('g-2');
    useSessions.getState().importSessions([{ ...again, updatedAt: again.updatedAt + 9 }], true);
    await flushWrites();
    expect((await record('g-2')).updatedAt).toBe(again.updatedAt + 9);
  });

  it('deleting a listed game takes it out of the index record; a new game goes in', async () => {
    await restart();
    useSessions.getState().remove('g-3');
    await flushWrites();
    const ids = ((await readRaw(INDEX_KEY)) as { ids: string[] }).ids;
    expect(ids).not.toContain('g-3');
    expect(ids).toContain('g-4');
    const seats = (await record('g-0')).seats;
    const id = useSessions.getState().create('rolling-village', { players: 2 }, seats, 1);
    await flushWrites();
    expect(((await readRaw(INDEX_KEY)) as { ids: string[] }).ids).toContain(id);
  });
});
