import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  listQuarantined,
  migrate,
  QUARANTINE_PREFIX,
  readStored,
  useDb,
  writeStored,
  type StoredSpec,
} from '../../src/store/persistence';
import { useStorageStatus } from '../../src/store/storageStatus';
import { defaultSettings, useSettings } from '../../src/store/settings';
import { useSessions } from '../../src/store/sessions';
import { GAME_IDS } from '../../src/games/registry';
import { flushWrites, freshStorage, readRaw, writeRaw } from './helpers';
import { resetStores } from './resetStores';

beforeEach(freshStorage);
afterEach(() => vi.restoreAllMocks());

/** Forgets everything in memory, as a reload would, keeping what is stored. */
function reload() {
  resetStores();
}

describe('persistence round trips', () => {
  it('settings and the roster come back after a reload', async () => {
    useSettings.getState().update({ lang: 'en', theme: 'dark', sound: false });
    useSettings.getState().setGameSetting('village-pillage', 'pace', 450);
    useSettings.getState().remember([{ name: 'Ann', colour: 3 }]);
    await flushWrites();
    reload();
    expect(useSettings.getState().theme).toBe('system');
    await useSettings.getState().load();
    const s = useSettings.getState();
    expect([s.lang, s.theme, s.sound, s.games['village-pillage']?.pace]).toEqual(['en', 'dark', false, 450]);
    expect(s.roster).toEqual([{ name: 'Ann', colour: 3 }]);
  });

  it('saved games come back after a reload with their seats and log', async () => {
    const seats = [{ name: 'Ann', colour: 0, who: 'person', where: 'this-phone' as const }];
    const id = useSessions.getState().create('saboteur', { mode: 'classic' }, seats, 42);
    const sess = (await useSessions.getState().readSession(id))!;
    useSessions.getState().importSessions([{ ...sess, actions: [{ seat: 0 }] }], true);
    await flushWrites();
    reload();
    await useSessions.getState().load(GAME_IDS);
    expect(useSessions.getState().sessions[id]).toMatchObject({ gameId: 'saboteur', seats, moves: 1 });
    const back = await useSessions.getState().readSession(id);
    expect(back).toMatchObject({ gameId: 'saboteur', config: { mode: 'classic' }, seed: 42, seats });
    expect(back?.actions).toEqual([{ seat: 0 }]);
  });
});

describe('unreadable stored data', () => {
  it('corrupted settings are kept aside, reported, and the app starts with defaults', async () => {
    await writeRaw('settings', 'garbage{');
    await useSettings.getState().load();
    expect(useSettings.getState().loaded).toBe(true);
    expect(useSettings.getState().theme).toBe(defaultSettings().theme);
    const q = useStorageStatus.getState().quarantined;
    expect(q).toHaveLength(1);
    expect(q[0]).toMatchObject({ of: 'settings', text: 'garbage{', reason: 'not an object' });
    expect(await readRaw('settings')).toBeUndefined();
    expect(await readRaw(q[0]!.key)).toMatchObject({ key: 'settings', text: 'garbage{' });
  });

  it('an old saved-games record whose envelope cannot be read is kept aside whole', async () => {
    const raw = { v: 1, data: 'not a list' };
    await writeRaw('sessions', raw);
    await useSessions.getState().load(GAME_IDS);
    expect(useSessions.getState().sessions).toEqual({});
    const q = useStorageStatus.getState().quarantined;
    expect(q[0]?.of).toBe('sessions');
    expect(JSON.parse(q[0]!.text)).toEqual(raw);
  });

  it('a stored envelope from a newer version is kept aside, not read and not overwritten', async () => {
    const raw = { v: 99, data: { lang: 'en' } };
    await writeRaw('settings', raw);
    await useSettings.getState().load();
    const q = useStorageStatus.getState().quarantined;
    expect(q[0]?.reason).toMatch(/newer version/);
    expect(JSON.parse(q[0]!.text)).toEqual(raw);
  });

  it('what was kept aside is listed again on the next start', async () => {
    await writeRaw('settings', 42);
    await useSettings.getState().load();
    reload();
    expect(useStorageStatus.getState().quarantined).toEqual([]);
    await listQuarantined();
    const q = useStorageStatus.getState().quarantined;
    expect(q).toHaveLength(1);
    expect(q[0]?.key.startsWith(QUARANTINE_PREFIX)).toBe(true);
    expect(q[0]?.text).toBe('42');
  });
});

describe('migrations', () => {
  interface V2 {
    playerNames: string[];
  }
  const specV2: StoredSpec<V2> = {
    key: 'test:names',
    version: 2,
    migrations: { 1: (old) => ({ playerNames: (old as { names: string }).names.split(',') }) },
    restore: (d) => {
      const names = (d as V2).playerNames;
      if (!Array.isArray(names)) throw new Error('no names');
      return { playerNames: names };
    },
  };

  it('data stored by version 1 is migrated to version 2 when read', async () => {
    await writeRaw('test:names', { v: 1, data: { names: 'Ann,Bob' } });
    expect(await readStored(specV2)).toEqual({ playerNames: ['Ann', 'Bob'] });
  });

  it('data already at version 2 is read without migrating', () => {
    expect(migrate(specV2, { v: 2, data: { playerNames: ['Cy'] } })).toEqual({ playerNames: ['Cy'] });
  });

  it('a version with no migration path is refused', () => {
    const noPath = { ...specV2, migrations: {} };
    expect(() => migrate(noPath, { v: 1, data: {} })).toThrow(/no migration from version 1/);
  });
});

describe('failing writes', () => {
  const spec: StoredSpec<unknown> = { key: 'test:value', version: 1, migrations: {}, restore: (d) => d };

  it('a write that fails keeps the previous good copy and reports failing', async () => {
    await writeStored(spec, { good: true });
    expect(useStorageStatus.getState().health).toBe('ok');
    await writeStored(spec, { bad: () => 1 }); // functions cannot be stored: the write fails
    expect(useStorageStatus.getState().health).toBe('failing');
    expect(await readStored(spec)).toEqual({ good: true });
  });

  it('a write refused for quota reports full; the next good write reports ok again', async () => {
    await writeStored(spec, 1);
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    await writeStored(spec, 2);
    expect(useStorageStatus.getState().health).toBe('full');
    put.mockRestore();
    expect(await readStored(spec)).toBe(1);
    await writeStored(spec, 3);
    expect(useStorageStatus.getState().health).toBe('ok');
  });

  it('storage that cannot be opened is reported unavailable and reads give nothing', async () => {
    // @ts-expect-error private browsing without IndexedDB
    globalThis.indexedDB = undefined;
    useDb.setState(useDb.getInitialState(), true);
    expect(await readStored(spec)).toBeNull();
    expect(useStorageStatus.getState().health).toBe('unavailable');
  });
});
