// One record per saved game (issue 12): per-game quarantine, the migration from the single
// 'sessions' record, and a failed first read that must never lead to a rewrite (issue 15 fault 2).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_IDS } from '../../src/games/registry';
import { gameKey, INDEX_KEY, OLD_KEY } from '../../src/store/gameRecords';
import { useSessions } from '../../src/store/sessions';
import { flushWrites, freshStorage, readRaw, writeRaw } from './helpers';
import { resetStores } from './resetStores';

const fixture = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../fixtures/saves/sessions-v1.json'), 'utf8'),
) as { v: 1; data: { sessions: { id: string }[] } };
const seats = [
  { name: 'Ann', colour: 0, who: 'person', where: 'this-phone' as const },
  { name: 'Bob', colour: 1, who: 'person', where: 'this-phone' as const },
];
const good = (id: string) => ({ ...fixture.data.sessions[0]!, id });

function reload(): void {
  resetStores();
}

beforeEach(() => freshStorage());

describe('per-game quarantine', () => {
  it('a damaged game (seed -5) next to a good one is listed as damaged, kept byte for byte, and survives a save', async () => {
    const bad = { ...good('bad-one'), seed: -5 };
    await writeRaw(OLD_KEY, { v: 1, data: { sessions: [good('good-one'), bad] } });
    await useSessions.getState().load(GAME_IDS);
    expect(Object.keys(useSessions.getState().sessions)).toEqual(['good-one']);
    expect(useSessions.getState().damaged.map((d) => d.id)).toEqual(['bad-one']);
    expect(JSON.parse(useSessions.getState().damaged[0]!.text)).toEqual(bad);

    useSessions.getState().create('rolling-village', { players: 2 }, seats, 1);
    await flushWrites();
    expect(await readRaw(gameKey('bad-one'))).toEqual(bad);
    reload();
    await useSessions.getState().load(GAME_IDS);
    expect(Object.keys(useSessions.getState().sessions)).toHaveLength(2);
    expect(useSessions.getState().damaged.map((d) => d.id)).toEqual(['bad-one']);
  });

  it('a damaged game is deleted only by removeDamaged', async () => {
    await writeRaw(gameKey('x'), { id: 'x', seed: 'no' });
    await useSessions.getState().load(GAME_IDS);
    useSessions.getState().removeDamaged('x');
    await flushWrites();
    expect(await readRaw(gameKey('x'))).toBeUndefined();
  });
});

describe('migration from the single sessions record', () => {
  it('moves every v1 fixture game into its own record and deletes the old record only after reading them back', async () => {
    await writeRaw(OLD_KEY, fixture);
    await useSessions.getState().load(GAME_IDS);
    for (const s of fixture.data.sessions) expect(await readRaw(gameKey(s.id))).toEqual(s);
    expect(((await readRaw(INDEX_KEY)) as { ids: string[] }).ids).toHaveLength(fixture.data.sessions.length);
    expect(await readRaw(OLD_KEY)).toBeUndefined();
  });
});

describe('a failed first read (issue 15 fault 2)', () => {
  it('saves a new game beside the old ones and never rewrites the list', async () => {
    await writeRaw(OLD_KEY, fixture);
    // twice: a lost connection is opened again and the read tried once more (issue 24 item 19)
    const lost = () => {
      throw new DOMException('Connection to Indexed Database server lost', 'UnknownError');
    };
    vi.spyOn(IDBObjectStore.prototype, 'get').mockImplementationOnce(lost).mockImplementationOnce(lost);
    await useSessions.getState().load(GAME_IDS);
    vi.restoreAllMocks();
    expect(useSessions.getState().readState).toBe('failed');
    const id = useSessions.getState().create('rolling-village', { players: 2 }, seats, 1);
    await flushWrites();
    // the old record is untouched and the new game is beside it
    expect(await readRaw(OLD_KEY)).toEqual(fixture);
    expect(await readRaw(gameKey(id))).toMatchObject({ id });
    reload();
    await useSessions.getState().load(GAME_IDS);
    expect(Object.keys(useSessions.getState().sessions).sort()).toEqual(
      [...fixture.data.sessions.map((s) => s.id), id].sort(),
    );
  });
});
