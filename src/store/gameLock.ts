// One tab at a time writes a game: the tab that opens it holds a Web Lock named for the game.
// A second tab finds the lock taken and says the game is open elsewhere; taking it over steals
// the lock, and the first tab is told (its lock request rejects with AbortError) and stops
// writing. Without the Web Locks API (old browsers) every tab may write, as before.

export type LockState = 'pending' | 'held' | 'busy' | 'lost';

export interface GameLock {
  state: 'held' | 'busy';
  /** held through Web Locks: no other tab writes the game unless it takes it over (tells us) */
  exclusive: boolean;
  release(): void;
}

const lockName = (id: string): string => `pocket-table:game:${id}`;

/**
 * Asks for the game's lock: 'held' when this tab now writes the game, 'busy' when another tab
 * does (unless `steal`). `onLost` runs if another tab takes it over later.
 */
export function lockGame(id: string, steal: boolean, onLost: () => void): Promise<GameLock> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return Promise.resolve({ state: 'held', exclusive: false, release() {} });
  return new Promise<GameLock>((resolve) => {
    let release = () => {};
    const done = new Promise<void>((r) => (release = r));
    locks
      .request(lockName(id), steal ? { steal: true } : { ifAvailable: true }, async (lock) => {
        if (!lock) {
          resolve({ state: 'busy', exclusive: false, release() {} });
          return;
        }
        resolve({ state: 'held', exclusive: true, release });
        await done;
      })
      .catch((e: unknown) => {
        if ((e as { name?: string })?.name === 'AbortError') onLost();
        resolve({ state: 'busy', exclusive: false, release() {} });
      });
  });
}
