// A saved game of the fake game (fakeRegistry.ts) for the saved-games screen's tests: game `n`,
// finished or not, its first seat named `P<n>` unless told, made at time 1000 + n.
import type { Session } from '../../src/kit/session';

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
