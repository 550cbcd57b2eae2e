// The game code of §13.3: seed, options and dice-derivation version in 9 typeable characters.
//
// Alphabet: 31 characters, digits 2–9 and letters without I, L, O (so no 0/O or 1/I/L
// look-alikes); input is case-insensitive and may contain spaces or hyphens.
// Payload: N = (version * 4 + optionBits) * 2^32 + seed, written as 8 base-31 digits (most
// significant first; 31^8 > 49 * 4 * 2^32, so versions 0–48 fit). A 9th check character makes
// Σ (i + 1) · value(i) ≡ 0 (mod 31) over all nine positions. 31 is prime and the weights 1–9 are
// distinct and non-zero mod 31, so every single-character substitution and every swap of two
// different characters is detected; a dropped or extra character fails the length check.
import { RuleError } from '../../../kit/rules';
import { DICE_VERSION, SUPPORTED_DICE_VERSIONS } from './dice';
import { isInt } from './sheet';
import type { GameCodeData, Options } from './types';

export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const BASE = 31;
const DATA_LEN = 8;
export const CODE_LENGTH = DATA_LEN + 1;
const TWO_32 = 4294967296;
const MAX_VERSION = 48;

/** Error codes of decodeGameCode, all RuleError codes. */
export type GameCodeError =
  | 'code-length' // not 9 characters (ignoring spaces and hyphens)
  | 'code-character' // a character outside the alphabet (e.g. 0, O, 1, I, L)
  | 'code-check' // the check character does not match: a typo
  | 'code-invalid' // well-formed, but no version of the app makes it (e.g. dice version 0)
  | 'code-version'; // a dice-derivation version this app does not know

function optionBits(o: Options): number {
  return (o.scoringRoll === 'building' ? 1 : 0) | (o.setupDifferentRows ? 2 : 0);
}

function bitsToOptions(bits: number): Options {
  return { scoringRoll: bits & 1 ? 'building' : 'separate', setupDifferentRows: (bits & 2) !== 0 };
}

function checkValue(values: number[]): number {
  // choose v8 so that Σ_{i<8} (i+1)·v_i + 9·v8 ≡ 0; 9⁻¹ mod 31 = 7 (9 · 7 = 63 = 2·31 + 1)
  let s = 0;
  for (let i = 0; i < DATA_LEN; i++) s += (i + 1) * values[i]!; // DATA_LEN values and more
  return (((-s * 7) % BASE) + BASE) % BASE;
}

/** Encodes a game code: 9 upper-case characters. Throws 'bad-argument' on a bad seed or version. */
export function encodeGameCode(data: { seed: number; options: Options; version?: number }): string {
  const version = data.version ?? DICE_VERSION;
  if (!isInt(data.seed) || data.seed < 0 || data.seed >= TWO_32)
    throw new RuleError('bad-argument', 'seed must be an unsigned 32-bit integer');
  if (!isInt(version) || version < 0 || version > MAX_VERSION)
    throw new RuleError('bad-argument', 'version must be 0–48');
  let n = (version * 4 + optionBits(data.options)) * TWO_32 + data.seed; // < 2^40, exact in a double
  const values: number[] = new Array(DATA_LEN);
  for (let i = DATA_LEN - 1; i >= 0; i--) {
    values[i] = n % BASE;
    n = Math.floor(n / BASE);
  }
  values.push(checkValue(values));
  return values.map((v) => CODE_ALPHABET[v]).join('');
}

/** "ABC-DEF-GHJ" for display; decodeGameCode accepts either form. */
export function formatGameCode(code: string): string {
  const c = normalizeGameCode(code);
  return `${c.slice(0, 3)}-${c.slice(3, 6)}-${c.slice(6)}`;
}

// Cyrillic capitals that look like Latin ones: a code typed on a Russian keyboard (or read
// aloud and typed by eye) must mean the same code (issue 15, fault 11)
const CYRILLIC_LOOKALIKES: Record<string, string> = {
  А: 'A',
  В: 'B',
  С: 'C',
  Е: 'E',
  Н: 'H',
  К: 'K',
  М: 'M',
  О: 'O',
  Р: 'P',
  Т: 'T',
  Х: 'X',
  У: 'Y',
};

/**
 * Reads fullwidth and other compatibility forms as plain ones (NFKC), drops invisible
 * characters (zero-width spaces and joiners, BOM: issue 24 item 17), upper-cases, folds
 * Cyrillic look-alikes to their Latin letters, drops spaces and hyphens.
 */
export function normalizeGameCode(input: string): string {
  return String(input)
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .toUpperCase()
    .replace(/[АВСЕНКМОРТХУ]/g, (ch) => CYRILLIC_LOOKALIKES[ch] ?? ch)
    .replace(/[\s-]+/g, '');
}

/**
 * Decodes a game code. Throws a RuleError with a GameCodeError code for a mistyped, corrupted
 * or unknown-version code; never returns data for such a code.
 */
export function decodeGameCode(input: string): GameCodeData {
  const code = normalizeGameCode(input);
  if (code.length !== CODE_LENGTH)
    throw new RuleError('code-length', `a game code has ${CODE_LENGTH} characters`);
  const values: number[] = [];
  for (const ch of code) {
    const v = CODE_ALPHABET.indexOf(ch);
    if (v < 0) throw new RuleError('code-character', `"${ch}" is not used in game codes`);
    values.push(v);
  }
  let sum = 0;
  // the code's length was checked: one value per character
  for (let i = 0; i < CODE_LENGTH; i++) sum += (i + 1) * values[i]!;
  if (sum % BASE !== 0) throw new RuleError('code-check', 'the game code has a typo');
  let n = 0;
  for (let i = 0; i < DATA_LEN; i++) n = n * BASE + values[i]!;
  const seed = n % TWO_32;
  const high = Math.floor(n / TWO_32);
  const version = Math.floor(high / 4);
  if (!SUPPORTED_DICE_VERSIONS.includes(version)) {
    // only a version above this app's own can come from a newer app
    if (version <= DICE_VERSION) throw new RuleError('code-invalid', 'no version of the app makes this code');
    throw new RuleError('code-version', `this game code needs dice version ${version}; update the app`);
  }
  return { seed, options: bitsToOptions(high & 3), version };
}

/** decodeGameCode without throwing. */
export function tryDecodeGameCode(
  input: string,
): { ok: true; data: GameCodeData } | { ok: false; error: GameCodeError } {
  try {
    return { ok: true, data: decodeGameCode(input) };
  } catch (e) {
    return { ok: false, error: (e as RuleError).code as GameCodeError };
  }
}
