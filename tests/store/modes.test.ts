// Issue 22: a saved game records its mode; reading the saved games back keeps it, and a game
// saved in a mode its game does not list is listed as damaged (kept byte for byte), not dropped.
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessions } from '../../src/store/sessions';
import { flushWrites, freshStorage } from './helpers';
import { resetStores } from './resetStores';

beforeEach(freshStorage);

const seats = [
  { name: 'Ann', colour: 0, who: 'person', where: 'this-phone' as const },
  { name: 'Bob', colour: 1, who: 'person', where: 'this-phone' as const },
  { name: 'Cy', colour: 2, who: 'person', where: 'this-phone' as const },
];
const withBox = { id: 'saboteur', rulesVersion: 1, modes: [{ id: 'app' }, { id: 'companion' }] };
const appOnly = { id: 'saboteur', rulesVersion: 1, modes: [{ id: 'app' }] };

async function reload(games: (typeof withBox)[]) {
  await flushWrites();
  resetStores();
  await useSessions.getState().load(games);
}

describe('saved games and modes', () => {
  it('a game started in a mode is saved with it and read back with it', async () => {
    await useSessions.getState().load([withBox]);
    const id = useSessions.getState().create('saboteur', {}, seats, 7, 'companion');
    expect(useSessions.getState().sessions[id]?.mode).toBe('companion');
    await reload([withBox]);
    expect(useSessions.getState().sessions[id]?.mode).toBe('companion');
  });

  it("the default mode is not written: 'app' and no mode are the same saved game", async () => {
    await useSessions.getState().load([withBox]);
    const id = useSessions.getState().create('saboteur', {}, seats, 7, 'app');
    expect(useSessions.getState().sessions[id]).not.toHaveProperty('mode');
  });

  it('a saved game whose mode its game does not list is damaged, with the mode as the reason', async () => {
    await useSessions.getState().load([withBox]);
    const id = useSessions.getState().create('saboteur', {}, seats, 7, 'companion');
    await reload([appOnly]);
    expect(useSessions.getState().sessions[id]).toBeUndefined();
    const damaged = useSessions.getState().damaged.find((d) => d.id === id);
    expect(damaged?.reason).toMatch(/mode companion/);
    expect(JSON.parse(damaged!.text)).toMatchObject({ id, mode: 'companion' });
  });
});
