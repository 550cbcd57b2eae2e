// Crafting engine states for tests: a fresh setup, then fields overwritten on a plain copy.
import { rules, type Action, type State } from '../../../../src/games/saboteur/rules';
import { RuleError } from '../../../../src/kit/rules';

export function fresh(mode: 'classic' | 'deluxe', players: number, seed = 1): State {
  return JSON.parse(JSON.stringify(rules.setup({ mode, players, firstPlayer: 0 }, seed)));
}

/** A state where seat `current` holds `hands[current]` etc.; the deck is given explicitly (top = last). */
export function craft(mode: 'classic' | 'deluxe', players: number, patch: Partial<State>): State {
  const s = fresh(mode, players);
  return { ...s, ...JSON.parse(JSON.stringify(patch)) };
}

/** apply must throw RuleError(code) and leave the state untouched */
export function expectRefused(s: State, a: Action, code: string): void {
  const before = JSON.stringify(s);
  let err: unknown = null;
  try {
    rules.apply(s, a);
  } catch (e) {
    err = e;
  }
  if (!(err instanceof RuleError)) throw new Error(`expected RuleError ${code}, got ${String(err)}`);
  if (err.code !== code) throw new Error(`expected code ${code}, got ${err.code}`);
  if (JSON.stringify(s) !== before) throw new Error('refused action changed the state');
}
