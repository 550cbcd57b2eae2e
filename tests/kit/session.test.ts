import { describe, expect, it } from 'vitest';
import { RuleError, type GameRules, type SeatAction } from '../../src/kit/rules';
import { ReplayCache, replay, restoreSession, SNAPSHOT_EVERY } from '../../src/kit/session';

// A tiny game whose state records every action, so any mistake in replay order shows.
type Act = SeatAction & { v: number };
interface St {
  sum: number;
  log: number[];
}
let applied = 0;
const rules: GameRules<{ start: number }, St, Act, St> = {
  id: 'tiny',
  minPlayers: 1,
  maxPlayers: 2,
  defaultConfig: () => ({ start: 0 }),
  setup: (c, seed) => ({ sum: c.start + seed, log: [] }),
  actors: () => [0],
  legalActions: () => [],
  apply(s, a) {
    applied++;
    if (a.v < 0) throw new RuleError('negative');
    return { sum: s.sum + a.v, log: [...s.log, a.v] };
  },
  view: (s) => s,
  outcome: () => null,
};
const actions = (n: number, offset = 0): Act[] =>
  Array.from({ length: n }, (_, i) => ({ seat: 0, v: i + 1 + offset }));

/** Plays a log the way the store does: one action at a time, noting each state. */
function playLive(cache: ReplayCache, log: Act[], from: St, startAt: number): St {
  let s = from;
  for (let i = startAt; i < log.length; i++) {
    s = rules.apply(s, log[i] as Act);
    cache.note(i + 1, s);
  }
  return s;
}

describe('ReplayCache', () => {
  it('the state at any count equals a full replay of that many actions', () => {
    const log = actions(SNAPSHOT_EVERY * 3 + 5);
    const cache = new ReplayCache(rules, { start: 10 }, 7);
    for (const count of [0, 1, SNAPSHOT_EVERY, SNAPSHOT_EVERY + 1, log.length, 20, 3]) {
      expect(cache.stateAt(log, count)).toEqual(replay(rules, { start: 10 }, 7, log.slice(0, count)));
    }
  });

  it('resuming from a snapshot applies only the actions after it', () => {
    const log = actions(SNAPSHOT_EVERY * 2 + 3);
    const cache = new ReplayCache(rules, { start: 0 }, 1);
    cache.stateAt(log, log.length);
    applied = 0;
    cache.stateAt(log, log.length);
    expect(applied).toBe(3);
  });

  it('undo, then different moves, equals a full replay of the new log', () => {
    const cache = new ReplayCache(rules, { start: 0 }, 0);
    const first = actions(SNAPSHOT_EVERY * 2 + 4);
    playLive(cache, first, rules.setup({ start: 0 }, 0), 0);
    // undo back past a snapshot boundary
    const kept = first.slice(0, SNAPSHOT_EVERY * 2 - 3);
    cache.truncate(kept.length);
    const afterUndo = cache.stateAt(kept, kept.length);
    expect(afterUndo).toEqual(replay(rules, { start: 0 }, 0, kept));
    // then play on differently
    const next = [...kept, ...actions(10, 100)];
    playLive(cache, next, afterUndo as St, kept.length);
    for (const count of [next.length, SNAPSHOT_EVERY * 2, SNAPSHOT_EVERY * 2 + 1]) {
      expect(cache.stateAt(next, count)).toEqual(replay(rules, { start: 0 }, 0, next.slice(0, count)));
    }
  });

  it('a log the rules refuse throws from replay', () => {
    expect(() => replay(rules, { start: 0 }, 0, [{ seat: 0, v: -1 } as Act])).toThrow(RuleError);
  });
});

describe('restoreSession', () => {
  const good = {
    id: 'abc-1',
    gameId: 'tiny',
    config: { start: 1 },
    seed: 5,
    actions: [{ seat: 0, v: 1 }],
    seats: [{ name: 'Ann', colour: 2, who: 'person', where: 'this-phone' as const }],
    createdAt: 10,
    updatedAt: 20,
    finished: false,
  };
  const known = ['tiny'];

  it('accepts a well-formed session as it is', () => {
    expect(restoreSession(good, known)).toEqual({ ...good, version: 1 });
  });

  it.each([
    ['not an object', [], /not an object/],
    ['an id with odd characters', { ...good, id: '../x' }, /bad id/],
    ['an unknown game', { ...good, gameId: 'chess' }, /unknown game chess/],
    ['a fractional seed', { ...good, seed: 1.5 }, /bad seed/],
    ['a seed over 32 bits', { ...good, seed: 2 ** 32 }, /bad seed/],
    ['a config that is not plain JSON', { ...good, config: { at: new Date() } }, /bad config/],
    ['actions that are not a list', { ...good, actions: 'x' }, /bad actions/],
    ['an action without a seat', { ...good, actions: [{ v: 1 }] }, /bad action/],
    ['no seats', { ...good, seats: [] }, /bad seats/],
    ['a seat that is not an object', { ...good, seats: ['Ann'] }, /bad seat/],
  ])('rejects %s with a reason', (_what, data, reason) => {
    expect(() => restoreSession(data, known)).toThrow(reason);
  });

  it('treats seat names as text: control characters removed; bad colours and kinds fall back', () => {
    const s = restoreSession(
      {
        ...good,
        seats: [
          { name: 'A\u0000nn\u202e', colour: 99, kind: '<script>' },
          { name: '', colour: 1 },
        ],
      },
      known,
    );
    expect(s.seats).toEqual([
      { name: 'Ann', colour: 0, who: 'person', where: 'this-phone' as const },
      { name: '2', colour: 1, who: 'person', where: 'this-phone' as const },
    ]);
  });

  it('only a literal true marks a session finished', () => {
    expect(restoreSession({ ...good, finished: 'yes' }, known).finished).toBe(false);
  });
});
