// Dice of a roll slot (spec §12.2, §13.3): a pure function of (seed, slot), so every phone that
// shares the game code shows the same dice for the same roll, whoever taps and whenever.
import { RuleError } from '../../../kit/rules';
import { createRng, deriveSeed, rollDie } from '../../../kit/random';
import { isInt } from './sheet';
import type { RollKind } from './types';

/**
 * The dice-derivation version carried by the game code. Version 1: the slot's stream is
 * createRng(deriveSeed(seed, slot)) and the two faces are its first two rollDie draws, in order.
 * Any change to this derivation must bump the version (old codes then stay on the old dice).
 */
export const DICE_VERSION = 1;
export const SUPPORTED_DICE_VERSIONS: readonly number[] = [1];

/** §13.3 slot of a roll: setup 0, building roll of round r 2r − 1, scoring roll of round r 2r. */
export function slotOf(kind: RollKind, round: number): number {
  if (kind === 'setup') return 0;
  return kind === 'building' ? 2 * round - 1 : 2 * round;
}

/** The two faces of `slot` for `seed` (§13.3). Throws 'bad-argument' on bad input or an unknown version. */
export function diceForSlot(seed: number, slot: number, version: number = DICE_VERSION): [number, number] {
  if (!isInt(seed) || seed < 0 || seed > 0xffffffff)
    throw new RuleError('bad-argument', 'seed must be an unsigned 32-bit integer');
  if (!isInt(slot) || slot < 0 || slot > 18)
    throw new RuleError('bad-argument', 'slot must be an integer 0–18');
  if (version !== 1) throw new RuleError('bad-argument', `unknown dice version ${version}`);
  const rng = createRng(deriveSeed(seed, slot));
  const a = rollDie(rng);
  const b = rollDie(rng);
  return [a, b];
}
