// apply works on a hand-written copy-on-write draft instead of Immer: it must never write into its
// input. Every input state is deep-frozen before apply (module code runs in strict mode, so any
// write into a frozen object throws), at every player count in both modes, through round ends,
// nugget picks, thefts and the game end.
import { describe, expect, it } from 'vitest';
import { rules } from '../../../../src/games/saboteur/rules';
import { checkingInput, playRandomly } from '../../../support/randomPlay';

function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
  }
  return v;
}

const configs: ['classic' | 'deluxe', number][] = [];
for (let n = 3; n <= 10; n++) configs.push(['classic', n]);
for (let n = 2; n <= 12; n++) configs.push(['deluxe', n]);

describe('apply never writes into its input', () => {
  it.each(configs)('%s %i players: frozen inputs, whole games', (mode, n) => {
    for (let g = 0; g < 3; g++) {
      const seed = 7000 + 100 * n + g;
      // every state apply gets is deep-frozen and must read the same after it
      const frozen = checkingInput(rules, deepFreeze);
      const start = deepFreeze(rules.setup({ mode, players: n, firstPlayer: g % n }, seed));
      const { state: s, steps } = playRandomly(frozen, start, { rng: seed });
      expect(steps).toBeGreaterThan(10);
      expect(s.rounds.length).toBe(3);
    }
  });
});
