// A saved game of the fake game (fakeRegistry.ts) for the saved-games screen's tests: game `n`,
// finished or not, its first seat named `P<n>` unless told, made at time 1000 + n.
import type { Session } from '../../src/kit/session';
import { useSessions } from '../../src/store/sessions';

export function fakeSession(n: number, finished: boolean, name = `P${n}`): Session {
  return {
    version: 1,
    id: `g${n}`,
    gameId: 'fake',
    config: { players: 2, target: 5 },
    seed: 7,
    actions: [],
    seats: [
      { name, colour: 0, who: 'person', where: 'this-phone' as const },
      { name: 'Bob', colour: 1, who: 'person', where: 'this-phone' as const },
    ],
    createdAt: 1000 + n,
    updatedAt: 1000 + n,
    finished,
  };
}

/** Puts these games in the (loaded) store, as the saved-games screen finds them. */
export function seedSaved(list: readonly Session[]): void {
  useSessions.setState({ loaded: true });
  useSessions.getState().importSessions([...list], true);
}

/** `count` fake games, every other one finished (game 0 finished). */
export const alternating = (count: number): Session[] =>
  Array.from({ length: count }, (_, i) => fakeSession(i, i % 2 === 0));
