// What the new-game screen's options panel needs from the rules, handed to it by game.ts (the
// panel imports no rule function): the config for the seats, and game codes made and read
// (§13.3) with every fact the messages name (the unknown character, a code still being typed).
import type { SeatInfo } from '../../../kit/session';
import { CODE_ALPHABET, CODE_LENGTH, encodeGameCode, normalizeGameCode, tryDecodeGameCode } from './gameCode';
import type { GameCodeError } from './gameCode';
import { configFor, type RvConfig } from './setup-config';
import type { ConfigSource } from '../../../kit/game';
import type { Options } from './types';

/** A code as typed, read by the rules. `code` is the typed text normalized (case, Cyrillic, spaces). */
export type CodeReading =
  | { ok: true; code: string; seed: number; options: Options }
  | {
      ok: false;
      code: string;
      /** the first problem: an unknown character is named first, whatever the length */
      error: GameCodeError;
      /** the first character outside the code alphabet, or null */
      badChar: string | null;
      /** nothing wrong yet, only too short (no error is shown while typing) */
      incomplete: boolean;
    };

export interface RvSetupHelper {
  /** the config for the seats, from the previous or the draft one (setup-config.ts) */
  configFor(seats: readonly SeatInfo[], previous: unknown, from: ConfigSource): RvConfig;
  /** the game code of a seed and options: 9 characters */
  codeOf(seed: number, options: Options): string;
  readCode(input: string): CodeReading;
}

export function readCode(input: string): CodeReading {
  const code = normalizeGameCode(input);
  const r = tryDecodeGameCode(input);
  if (r.ok) return { ok: true, code, seed: r.data.seed, options: r.data.options };
  const badChar = Array.from(code).find((c) => !CODE_ALPHABET.includes(c)) ?? null;
  return {
    ok: false,
    code,
    error: badChar !== null ? 'code-character' : r.error,
    badChar,
    incomplete: badChar === null && code.length < CODE_LENGTH,
  };
}

export const RV_SETUP: RvSetupHelper = {
  configFor,
  codeOf: (seed, options) => encodeGameCode({ seed, options }),
  readCode,
};
