// Issue 15 fault 9, §15: the engine validates every field of every action. Each field of legal
// actions taken from random games is mutated (wrong type, out of range, another seat, null,
// removed) and fields are added; apply must throw a RuleError and leave the state unchanged, or
// return a plain-JSON state for an action that legalActions lists.
import { describe, expect, it } from 'vitest';
import { rules, type Action, type State } from '../../../../src/games/saboteur/rules';
import { RuleError } from '../../../../src/kit/rules';
import { randomSteps } from '../../../support/randomPlay';

const HOSTILE: unknown[] = [
  null,
  'x',
  '',
  -1,
  99,
  1.5,
  Number.NaN,
  true,
  false,
  [],
  {},
  { evil: 1 },
  ['map'],
];

function mutations(a: Action, players: number): unknown[] {
  const out: unknown[] = [];
  const rec = a as unknown as Record<string, unknown>;
  for (const key of Object.keys(rec)) {
    for (const v of HOSTILE) out.push({ ...rec, [key]: v });
    const rest = { ...rec };
    delete rest[key];
    out.push(rest);
    if (typeof rec[key] === 'number') {
      for (let d = 1; d < players; d++) out.push({ ...rec, [key]: ((rec[key] as number) + d) % players });
    }
  }
  // fields the action kind does not use (the fault: Map and Rockfall copied targetSeat into the log)
  for (const extra of ['targetSeat', 'tool', 'x', 'fromSeat', 'note'])
    if (!(extra in rec)) out.push({ ...rec, [extra]: extra === 'tool' ? 'cart' : 0 });
  return out;
}

function check(s: State, m: unknown, legal: string[]): void {
  const before = JSON.stringify(s);
  let next: State | null = null;
  try {
    next = rules.apply(s, m as Action);
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError);
    expect(JSON.stringify(s)).toBe(before);
    return;
  }
  // accepted: it must be one of the listed legal actions, and the result plain JSON
  expect(legal).toContain(JSON.stringify(m));
  expect(JSON.parse(JSON.stringify(next))).toEqual(next);
  expect(JSON.stringify(s)).toBe(before);
}

describe('mutated actions (issue 15 fault 9)', () => {
  it.each([
    ['classic', 5],
    ['deluxe', 4],
    ['deluxe', 2],
  ] as const)(
    '%s %i players: every mutated field is refused or gives a legal plain-JSON state',
    (mode, n) => {
      for (let g = 0; g < 3; g++) {
        const start = rules.setup({ mode, players: n, firstPlayer: 0 }, 500 + g);
        for (const { index: step, state: s, legal: legalOf } of randomSteps(rules, start, { rng: 500 + g })) {
          const acts = legalOf();
          if (step % 7 === 0 || s.phase !== 'turn') {
            const legal = acts.map((a) => JSON.stringify(a));
            const kinds = new Map<string, Action>();
            for (const a of acts) kinds.set(a.type + ('card' in a ? a.card : ''), a);
            for (const a of kinds.values()) for (const m of mutations(a, n)) check(s, m, legal);
          }
        }
      }
    },
    120_000,
  );

  it('a Map or Rockfall play with a targetSeat is refused and nothing reaches the public log', () => {
    let s = rules.setup({ mode: 'classic', players: 4, firstPlayer: 0 }, 3);
    s = { ...s, hands: s.hands.map((h, i) => (i === 0 ? ['map', ...h.slice(1)] : h)) };
    const hostile = { type: 'play', seat: 0, card: 'map', x: 8, y: 0, targetSeat: { html: '<b>' } };
    expect(() => rules.apply(s, hostile as unknown as Action)).toThrow(RuleError);
    const ok = rules.apply(s, { type: 'play', seat: 0, card: 'map', x: 8, y: 0 });
    expect(ok.log.at(-1)).not.toHaveProperty('targetSeat');
  });
});
