// Issue 21 item 1: every game's `apply` is an Immer reducer (kit/reducer.ts) with auto-freeze on
// in tests, so a state `apply` returns is deeply frozen and code that mutates a state it does not
// own throws where it does it.
import { describe, expect, it } from 'vitest';
import { playRandomly } from '../support/randomPlay';
import { rules as rvRules } from '../../src/games/rolling-village/rules';
import { rules as sabRules } from '../../src/games/saboteur/rules';
import { rules as vpRules } from '../../src/games/village-pillage/rules';
import { applyAll, FREEZE_STATES, reducer, turnRefusal, without, type Turns } from '../../src/kit/reducer';
import { RuleError, type AnyRules, type SeatAction } from '../../src/kit/rules';

/** The path of the first object or array in `value` that is not frozen, or null. */
function unfrozen(value: unknown, path = 'state', seen = new Set<unknown>()): string | null {
  if (!value || typeof value !== 'object' || seen.has(value)) return null;
  seen.add(value);
  if (!Object.isFrozen(value)) return path;
  for (const [k, v] of Object.entries(value)) {
    const bad = unfrozen(v, `${path}.${k}`, seen);
    if (bad) return bad;
  }
  return null;
}

/** The states of a random game after each action (the setup state first). */
function randomStates(rules: AnyRules, config: unknown, seed: number, max: number): unknown[] {
  const states = [rules.setup(config, seed)];
  playRandomly<unknown, SeatAction>(rules, states[0], {
    rng: seed,
    seat: 'random',
    maxSteps: max,
    each: (step) => states.push(step.next),
  });
  return states;
}

const games: [string, AnyRules, unknown][] = [
  ['Village Pillage', vpRules as AnyRules, { players: 6, expansion: true }],
  ['Saboteur', sabRules as AnyRules, { mode: 'deluxe', players: 12, firstPlayer: 0 }],
  ['Rolling Village', rvRules as AnyRules, rvRules.defaultConfig(4)],
];

describe('every apply is an Immer reducer with auto-freeze on in tests (issue 21 item 1)', () => {
  it('auto-freeze is on outside a production build', () => {
    expect(FREEZE_STATES).toBe(true);
  });

  for (const [name, rules, config] of games) {
    it(`${name}: every state apply returns is deeply frozen, and writing to it throws`, () => {
      const states = randomStates(rules, config, 21, 400);
      expect(states.length).toBeGreaterThan(50);
      for (const s of states.slice(1)) expect(unfrozen(s)).toBeNull();
      const last = states[states.length - 1] as Record<string, unknown>;
      expect(() => {
        last.phase = 'over';
      }).toThrow(TypeError);
      const list = Object.values(last).find(Array.isArray) as unknown[];
      expect(() => list.push(1)).toThrow(TypeError);
    });

    it(`${name}: apply leaves the state it was given as it was (the setup state, never frozen by setup)`, () => {
      const [start, next] = randomStates(rules, config, 5, 1);
      const before = JSON.stringify(start);
      expect(next).not.toBe(start);
      expect(JSON.stringify(start)).toBe(before);
    });
  }

  it('reducer: an illegal action throws the check’s RuleError and returns nothing new', () => {
    const apply = reducer<{ n: number[] }, { seat: number; type: 'add'; by: number }>(
      { game: 'test', phase: () => 'only', actors: () => [0], moves: { only: ['add'] } },
      (_, a) => {
        if (a.by < 0) throw new RuleError('bad-action');
      },
      (d, _, a) => {
        d.n.push(a.by);
      },
    );
    const s = { n: [1] };
    expect(() => apply(s, { seat: 0, type: 'add', by: -1 })).toThrow(RuleError);
    expect(s).toEqual({ n: [1] });
    const t = apply(s, { seat: 0, type: 'add', by: 2 });
    expect(t).toEqual({ n: [1, 2] });
    expect(s).toEqual({ n: [1] });
    expect(Object.isFrozen(t.n)).toBe(true);
  });
});

describe('the kit checks the turn order once, from a game’s phase declaration (issue 31 item 1)', () => {
  type S = { phase: 'bid' | 'play' | 'over'; turn: number; log: string[] };
  type A = { seat: number; type: 'bid' | 'play' | 'fold' };
  const checked: A[] = [];
  const turns: Turns<S, A> = {
    game: 'test',
    phase: (s) => s.phase,
    actors: (s) => (s.phase === 'over' ? [] : [s.turn]),
    moves: { bid: ['bid', 'fold'], play: ['play', 'fold'] },
    wrongPhase: { bid: 'no-bid-now' },
  };
  const apply = reducer<S, A>(
    turns,
    (_, a) => void checked.push(a),
    (d, _, a) => void d.log.push(a.type),
  );
  const code = (s: S, a: A): string | null => {
    try {
      apply(s, a);
      return null;
    } catch (e) {
      return (e as RuleError).code;
    }
  };
  const bid: S = { phase: 'bid', turn: 1, log: [] };

  it('a seat that is not to act is refused with not-your-turn, before the game’s check runs', () => {
    checked.length = 0;
    expect(code(bid, { seat: 0, type: 'bid' })).toBe('not-your-turn');
    expect(checked).toEqual([]);
  });

  it('an action its phase does not list is refused with wrong-phase (or the game’s own code for that type)', () => {
    checked.length = 0;
    expect(code(bid, { seat: 1, type: 'play' })).toBe('wrong-phase');
    expect(code({ ...bid, phase: 'play' }, { seat: 1, type: 'bid' })).toBe('no-bid-now');
    expect(checked).toEqual([]);
  });

  it('a type no phase lists is bad-action; nobody to act is not-your-turn; a legal one reaches check and move', () => {
    expect(code(bid, { seat: 1, type: 'sing' } as unknown as A)).toBe('bad-action');
    expect(code({ ...bid, phase: 'over' }, { seat: 1, type: 'bid' })).toBe('not-your-turn');
    expect(turnRefusal<S, A>(turns, bid, { seat: 1, type: 'fold' })).toBeNull();
    expect(apply(bid, { seat: 1, type: 'fold' }).log).toEqual(['fold']);
  });

  it('a replay of a log refuses an illegal action the same way', () => {
    expect(() =>
      applyAll(apply, bid, [
        { seat: 1, type: 'bid' },
        { seat: 0, type: 'bid' },
      ]),
    ).toThrow('not-your-turn');
  });
});

describe('the kit’s one list helper for a card leaving a hand (issue 31 item 1: copy-on-write helpers live once, in the kit)', () => {
  it('without(list, ids) drops one copy of each id, skips an id not there, and leaves the list untouched', () => {
    const hand = Object.freeze(['a', 'b', 'a', 'c']);
    expect(without(hand, ['a'])).toEqual(['b', 'a', 'c']);
    expect(without(hand, ['a', 'a', 'c'])).toEqual(['b']);
    expect(without(hand, ['z', 'b'])).toEqual(['a', 'a', 'c']);
    expect(hand).toEqual(['a', 'b', 'a', 'c']);
  });
});
