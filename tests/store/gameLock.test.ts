// Two tabs on one game (issue 12 item 4): the lock is held by one tab; a second finds it busy;
// taking over steals it and the first tab is told it lost the game.
import { afterEach, describe, expect, it } from 'vitest';
import { lockGame } from '../../src/store/gameLock';

/** A LockManager with the two modes the app uses (ifAvailable, steal), shared by "tabs". */
function fakeLocks() {
  const held = new Map<string, { reject(e: unknown): void }>();
  return {
    request(
      name: string,
      opts: { ifAvailable?: boolean; steal?: boolean },
      cb: (l: object | null) => Promise<void>,
    ) {
      if (held.has(name) && opts.ifAvailable) return cb(null);
      if (opts.steal) held.get(name)?.reject(new DOMException('stolen', 'AbortError'));
      return new Promise<void>((resolve, reject) => {
        held.set(name, { reject });
        void cb({ name }).then(() => {
          held.delete(name);
          resolve();
        });
      });
    },
  };
}

const realNavigator = globalThis.navigator;
function withLocks(locks: unknown) {
  Object.defineProperty(globalThis, 'navigator', { value: { locks }, configurable: true });
}
afterEach(() => Object.defineProperty(globalThis, 'navigator', { value: realNavigator, configurable: true }));

describe('the game lock', () => {
  it('the first tab holds it, the second finds it busy, and a take-over tells the first it lost', async () => {
    withLocks(fakeLocks());
    let lost = 0;
    const first = await lockGame('g', false, () => lost++);
    expect(first.state).toBe('held');
    const second = await lockGame('g', false, () => undefined);
    expect(second.state).toBe('busy');
    const taken = await lockGame('g', true, () => undefined);
    expect(taken.state).toBe('held');
    await Promise.resolve();
    expect(lost).toBe(1);
  });

  it('released by the first tab, it is free for the next', async () => {
    withLocks(fakeLocks());
    const first = await lockGame('g', false, () => undefined);
    first.release();
    await new Promise((r) => setTimeout(r, 0));
    expect((await lockGame('g', false, () => undefined)).state).toBe('held');
  });

  it('without the Web Locks API every tab may write, as before', async () => {
    withLocks(undefined);
    expect((await lockGame('g', false, () => undefined)).state).toBe('held');
  });
});
