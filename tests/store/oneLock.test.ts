// Issue 31 item 3: the store keeps one lock, the open table's. Its state is `open.lock`; the tab
// lets it go when the table closes or another game opens, so the next tab may write the game.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rules } from '../../src/games/rolling-village/rules';
import { GAME_IDS } from '../../src/games/registry';
import { lockGame } from '../../src/store/gameLock';
import { useSessions } from '../../src/store/sessions';
import { fakeLocks, freshStorage } from './helpers';
import { rv, seats } from './rvTable';

const realNavigator = globalThis.navigator;
beforeEach(() => {
  freshStorage();
  Object.defineProperty(globalThis, 'navigator', { value: { locks: fakeLocks() }, configurable: true });
});
afterEach(() => Object.defineProperty(globalThis, 'navigator', { value: realNavigator, configurable: true }));

const settle = () => new Promise((r) => setTimeout(r, 0));
const otherTab = async (id: string) => (await lockGame(id, false, () => undefined)).state;

describe('the store’s one lock', () => {
  it('issue 31 item 3: the open table holds the lock; closing it, or opening another game, lets it go', async () => {
    await useSessions.getState().load(GAME_IDS);
    const a = useSessions.getState().create('rolling-village', rules.defaultConfig(2), seats, 7);
    const b = useSessions.getState().create('rolling-village', rules.defaultConfig(2), seats, 8);
    await useSessions.getState().openSession(a, rv);
    await settle();
    expect(useSessions.getState().open!.lock).toBe('held');
    expect('lock' in useSessions.getState()).toBe(false);
    expect(await otherTab(a)).toBe('busy');

    await useSessions.getState().openSession(b, rv);
    await settle();
    expect(useSessions.getState().open!.lock).toBe('held');
    expect(await otherTab(b)).toBe('busy');
    await settle();
    const tookA = await lockGame(a, false, () => undefined);
    expect(tookA.state).toBe('held');
    tookA.release();

    useSessions.getState().close();
    await settle();
    expect(await otherTab(b)).toBe('held');
  });
});
