// Issue 31 item 1: the turn order is checked once, by the kit, from each game's declaration
// (kit/reducer.ts `Turns`). Every game and mode refuses an action of another phase and an action
// of a seat that is not to act with the kit's codes, the phase first, whatever the game.
import { describe, expect, it } from 'vitest';
import { randomSteps } from '../support/randomPlay';
import { rules as rvRules } from '../../src/games/rolling-village/rules';
import { rules as sabRules } from '../../src/games/saboteur/rules';
import { companion as sabCompanion } from '../../src/games/saboteur/rules/companion';
import { rules as vpRules } from '../../src/games/village-pillage/rules';
import { companion as vpCompanion } from '../../src/games/village-pillage/rules/companion';
import { isRuleError, type AnyRules, type SeatAction } from '../../src/kit/rules';
import { rules as tinyRace } from '../fourth-game/tiny-race/rules';
import { companion as tinyCompanion } from '../fourth-game/tiny-race/rules/companion';

type Act = SeatAction & { type: string };

interface Case {
  name: string;
  rules: AnyRules;
  players: number;
  /** the codes a game gives for a type its phase does not allow, where not 'wrong-phase' */
  ownCodes?: Record<string, string>;
  /** types whose refusal the game words itself before the turn order (Rolling Village: an undo after done) */
  ownFirst?: string[];
  /** actions of phases random play seldom reaches (a Saboteur nugget pick or theft: random diggers rarely find gold) */
  more?: Omit<Act, 'seat'>[];
}

const games: Case[] = [
  {
    name: 'Saboteur',
    rules: sabRules as AnyRules,
    players: 5,
    more: [
      { type: 'pick-nugget', value: 1 } as Omit<Act, 'seat'>,
      { type: 'steal', fromSeat: null } as Omit<Act, 'seat'>,
    ],
  },
  { name: 'Saboteur companion', rules: sabCompanion as AnyRules, players: 5 },
  { name: 'Village Pillage', rules: vpRules as AnyRules, players: 4 },
  { name: 'Village Pillage companion', rules: vpCompanion as AnyRules, players: 4 },
  {
    name: 'Rolling Village',
    rules: rvRules as AnyRules,
    players: 3,
    ownCodes: { roll: 'roll-not-due', 'choose-avenue': 'no-avenue-choice' },
    ownFirst: ['undo'],
  },
  { name: 'Tiny Race (the fourth-game fixture)', rules: tinyRace as AnyRules, players: 3 },
  { name: 'Tiny Race with the box', rules: tinyCompanion as AnyRules, players: 3 },
];

function codeOf(rules: AnyRules, state: unknown, action: Act): string | null {
  try {
    rules.apply(state, action);
    return null;
  } catch (e) {
    if (!isRuleError(e)) throw e;
    return e.code;
  }
}

const phaseOf = (s: unknown): string => (s as { phase?: string }).phase ?? 'race';

/** A whole random game: each step's state, seat and action, and the types legal in each phase. */
function walk(rules: AnyRules, players: number) {
  // three games, so phases that come up rarely (a Saboteur nugget pick, a theft) come up
  const steps = [31, 32, 33].flatMap((seed) => [
    ...randomSteps<unknown, Act>(rules, rules.setup(rules.defaultConfig(players), seed), {
      rng: seed,
      seat: 'random',
      maxSteps: 3000,
    }),
  ]);
  const legalIn = new Map<string, Set<string>>();
  for (const step of steps) {
    const phase = phaseOf(step.state);
    if (!legalIn.has(phase)) legalIn.set(phase, new Set());
    for (const seat of rules.actors(step.state) as number[])
      for (const a of rules.legalActions(step.state, seat) as Act[]) legalIn.get(phase)!.add(a.type);
  }
  return { steps, legalIn };
}

describe('issue 31 item 1: the kit checks every game’s turn order, from its declaration', () => {
  for (const { name, rules, players, ownCodes = {}, ownFirst = [], more = [] } of games) {
    it(`${name}: a seat not to act is refused with not-your-turn; an action of another phase with wrong-phase (or the game’s own code)`, () => {
      const { steps, legalIn } = walk(rules, players);
      const example = new Map<string, Act>(); // a legal action of each type, as played
      for (const step of steps)
        if (!example.has(step.action.type)) example.set(step.action.type, step.action);
      for (const a of more) if (!example.has(a.type)) example.set(a.type, { ...a, seat: 0 } as Act);
      let notYourTurn = 0;
      let wrongPhase = 0;
      for (const step of steps) {
        const actors = rules.actors(step.state) as number[];
        // the same action from a seat that is not to act
        const idle = Array.from({ length: players }, (_, i) => i).find((i) => !actors.includes(i));
        if (idle !== undefined && !ownFirst.includes(step.action.type)) {
          expect(codeOf(rules, step.state, { ...step.action, seat: idle })).toBe('not-your-turn');
          notYourTurn++;
        }
        // an action of a type never legal in this phase, from the seat to act
        const legalHere = legalIn.get(phaseOf(step.state))!;
        for (const [type, a] of example) {
          if (legalHere.has(type)) continue;
          expect(codeOf(rules, step.state, { ...a, seat: step.seat })).toBe(ownCodes[type] ?? 'wrong-phase');
          wrongPhase++;
        }
      }
      expect(notYourTurn).toBeGreaterThan(0);
      if (name.startsWith('Tiny Race'))
        expect(wrongPhase).toBe(0); // one phase only
      else expect(wrongPhase).toBeGreaterThan(0);
    });
  }
});
