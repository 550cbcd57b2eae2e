// Issue 15, "mutated action fuzz" (Village Pillage and Rolling Village): every field of a
// legal action is replaced by a wrong type, an out-of-range number, another seat, null or a
// huge string, removed, or joined by an extra field. Each mutant must be refused with a
// RuleError leaving the state unchanged, or give exactly the state some legal action gives,
// as plain JSON. A log is data from a file: nothing in it may corrupt a game.
import { describe, expect, it } from 'vitest';
import { randomSteps } from '../support/randomPlay';
import { isRuleError, type GameRules, type SeatAction } from '../../src/kit/rules';
import { isPlainJson } from '../../src/kit/validate';
import { rules as rvRules } from '../../src/games/rolling-village/rules';
import { rules as vpRules } from '../../src/games/village-pillage/rules';

type AnyRules = GameRules<unknown, unknown, SeatAction, unknown>;

const HUGE = 'x'.repeat(100_000);
const BAD_VALUES: unknown[] = [null, true, 'farmer ', HUGE, {}, [], [0], -1, 1.5, 1e9, -0, 2 ** 53, '0'];

function mutants(action: SeatAction, players: number): SeatAction[] {
  const out: Record<string, unknown>[] = [];
  const a = action as unknown as Record<string, unknown>;
  for (const key of Object.keys(a)) {
    for (const v of BAD_VALUES) out.push({ ...a, [key]: v });
    if (typeof a[key] === 'number') {
      for (const d of [-1, 1, players, 1000]) out.push({ ...a, [key]: (a[key] as number) + d });
    }
    if (typeof a[key] === 'object' && a[key] !== null && !Array.isArray(a[key])) {
      const inner = a[key] as Record<string, unknown>;
      for (const k of Object.keys(inner))
        for (const v of BAD_VALUES) out.push({ ...a, [key]: { ...inner, [k]: v } });
    }
    const { [key]: _dropped, ...rest } = a;
    out.push(rest);
  }
  for (let s = 0; s < players; s++) out.push({ ...a, seat: s });
  out.push({ ...a, extra: HUGE }, { ...a, type: 'undo-everything' });
  return out as unknown as SeatAction[];
}

/** Plays random legal games and attacks a sample of the positions on the way. */
function attack(rules: AnyRules, config: unknown, players: number, seed: number): number {
  let tried = 0;
  const walk = randomSteps<unknown, SeatAction>(rules, rules.setup(config, seed), {
    rng: seed,
    seat: 'random',
    maxSteps: 400,
    until: (s) => rules.outcome(s) !== null,
  });
  for (const { index: step, state, seat, legal: legalOf, action: chosen } of walk) {
    const legal = legalOf();
    if (step % 7 === 0) {
      const before = JSON.stringify(state);
      const legalResults = new Set(legal.map((l) => JSON.stringify(rules.apply(state, l))));
      for (const m of mutants(chosen, players)) {
        tried++;
        let next: unknown;
        try {
          next = rules.apply(state, m);
        } catch (e) {
          if (!isRuleError(e))
            throw new Error(`not a RuleError for ${JSON.stringify(m).slice(0, 200)}: ${String(e)}`);
          expect(JSON.stringify(state), `state changed by refused ${JSON.stringify(m).slice(0, 200)}`).toBe(
            before,
          );
          continue;
        }
        expect(JSON.stringify(state)).toBe(before);
        expect(isPlainJson(next), `non-JSON result of ${JSON.stringify(m).slice(0, 200)}`).toBe(true);
        // a mutant some other seat may legally play is a legal action of that seat
        const own = rules.actors(state).includes(m.seat) ? rules.legalActions(state, m.seat) : [];
        const results =
          m.seat === seat ? legalResults : new Set(own.map((l) => JSON.stringify(rules.apply(state, l))));
        expect(results.has(JSON.stringify(next)), `accepted illegal ${JSON.stringify(m).slice(0, 200)}`).toBe(
          true,
        );
      }
    }
  }
  return tried;
}

describe('issue 15 mutated action fuzz: Village Pillage', () => {
  it.each([2, 3, 5, 6])('%i players: every mutant is refused unchanged or is a legal move', (players) => {
    const config = { players, expansion: players === 6 };
    let tried = 0;
    for (const seed of [1, 2]) tried += attack(vpRules as unknown as AnyRules, config, players, seed);
    expect(tried).toBeGreaterThan(500);
  });
});

describe('issue 15 mutated action fuzz: Rolling Village', () => {
  it.each([1, 3, 12])('%i seats: every mutant is refused unchanged or is a legal move', (players) => {
    const seats = Array.from({ length: players }, (_, i) => ({
      name: `P${i}`,
      kind: i % 3 === 2 ? 'paper' : 'digital',
    }));
    const config = { seats, options: { scoringRoll: 'separate', setupDifferentRows: false } };
    let tried = 0;
    for (const seed of [1, 2]) tried += attack(rvRules as unknown as AnyRules, config, players, seed);
    expect(tried).toBeGreaterThan(500);
  });
});
