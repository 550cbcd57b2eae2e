// The random-play contract check of scripts/contract-check.ts (docs/rules/kernel-contract.md §5,
// companion §4): every game's `rules`, and its `companion` where it has one, keeps the contract at
// every player count; and the check does report a broken engine.
import { describe, expect, it } from 'vitest';
import { checkContract } from '../../scripts/contract-check';
import type { AnyRules } from '../../src/kit/rules';
import * as rollingVillage from '../../src/games/rolling-village/rules';
import * as saboteur from '../../src/games/saboteur/rules';
import * as villagePillage from '../../src/games/village-pillage/rules';

const modules: Record<string, Record<string, unknown>> = {
  'village-pillage': villagePillage,
  saboteur,
  'rolling-village': rollingVillage,
};
const exportsOf = (m: Record<string, unknown>) =>
  (['rules', 'companion'] as const)
    .filter((name) => m[name] !== undefined)
    .map((name) => [name, m[name] as AnyRules] as const);

describe('random-play contract check (kernel-contract §5)', () => {
  for (const [id, m] of Object.entries(modules))
    for (const [name, rules] of exportsOf(m))
      it(`${id} ${name}: one random game at each player count keeps the contract`, () => {
        const counts = rules.maxPlayers - rules.minPlayers + 1;
        const report = checkContract(rules, counts, 20000);
        expect(report.problems).toEqual([]);
        expect(report.games).toBe(counts);
      }, 60_000); // a few seconds alone; a loaded machine can take several times that

  const rules = villagePillage.rules as AnyRules;
  it('reports an apply that changes its input', () => {
    const mutating: AnyRules = {
      ...rules,
      apply: (s, a) => {
        const next = rules.apply(s, a);
        (s as { tampered?: boolean }).tampered = true;
        return next;
      },
    };
    expect(checkContract(mutating, 1).problems).toEqual(['2p: apply changed its input']);
  });

  it('reports an action accepted for a seat that is not to act', () => {
    const lax: AnyRules = {
      ...rules,
      apply: (s, a) => rules.apply(s, { ...a, seat: rules.actors(s)[0] ?? a.seat }),
    };
    expect(checkContract(lax, 1).problems[0]).toMatch(/who is not to act, was accepted/);
  });

  it('reports a game that does not end within the step limit', () => {
    expect(checkContract(rules, 1, 3).problems).toEqual(['2p seed 1000: no end after 3 steps']);
  });
});
