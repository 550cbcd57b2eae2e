// The config the shell stores for a Rolling Village session, and the one thing the engine's
// Config has no place for: the seed of a shared game (spec §12.1 "the seed comes from the
// game code", §13.3). The shell creates every session with a fresh seed, so a phone that
// joins with a code (or the phone that made the code before the game started) keeps the
// code's seed in `config.shared.seed`, and `withSharedSeed` makes setup use it.
import type { ConfigSource } from '../../../kit/game';
import type { GameRules } from '../../../kit/rules';
import type { SeatInfo } from '../../../kit/session';
import { onPaper } from '../../../kit/seatPlace';
import { MAX_SEATS, MIN_SEATS } from './index';
import { defaultConfig } from './engine';
import type { Action, Config, Options, SeatConfig, State, View } from './index';

type SharedRole = 'host' | 'join';

export interface SharedGame {
  /** 'host': this phone made the code; 'join': it was typed in from another phone */
  role: SharedRole;
  /** unsigned 32-bit seed of the code; null while a joining phone has no valid code yet */
  seed: number | null;
  /** what was typed (join) so the panel shows it again */
  input: string;
}

export interface RvConfig extends Config {
  /** absent or null: a game on this phone only */
  shared?: SharedGame | null;
}

function isSeed(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 0xffffffff;
}

/** The shared game of a config read from storage (untrusted), or null. */
function sharedOf(config: unknown): SharedGame | null {
  const s = (config as { shared?: unknown } | null)?.shared as Partial<SharedGame> | null | undefined;
  if (!s || typeof s !== 'object') return null;
  if (s.role !== 'host' && s.role !== 'join') return null;
  return {
    role: s.role,
    seed: isSeed(s.seed) ? s.seed : null,
    input: typeof s.input === 'string' ? s.input.slice(0, 40) : '',
  };
}

/** The seed a session must use: the code's seed for a shared game, else the session's own. */
export function effectiveSeed(config: unknown, sessionSeed: number): number {
  const shared = sharedOf(config);
  return shared && shared.seed !== null ? shared.seed : sessionSeed;
}

/** The options of a previous (untrusted) config; what it lacks comes from `base`. */
function optionsOf(config: unknown, base: Options): Options {
  const o = (config as { options?: Partial<Options> } | null)?.options;
  return {
    scoringRoll: o?.scoringRoll === 'building' ? 'building' : base.scoringRoll,
    setupDifferentRows: o?.setupDifferentRows === true,
  };
}

/** The shell's seats as engine seats: a seat played on paper is paper, every other a digital sheet. */
function seatsFor(seats: readonly SeatInfo[]): SeatConfig[] {
  return seats.map((s) => ({ name: s.name, kind: onPaper(s) ? 'paper' : 'digital' }));
}

/**
 * The kernel's defaultConfig for the seat count, with a sheet per seat (on paper where the seat
 * is played on paper) and the previous options; the shared-game choice only from the draft on
 * the new-game screen (`from` 'draft': made on this visit), never from the last game, whose code
 * would roll the same dice again.
 */
export function configFor(seats: readonly SeatInfo[], previous: unknown, from: ConfigSource): RvConfig {
  const base = defaultConfig(Math.min(MAX_SEATS, Math.max(MIN_SEATS, seats.length)));
  const shared = from === 'draft' ? sharedOf(previous) : null;
  return { ...base, seats: seatsFor(seats), options: optionsOf(previous, base.options), shared };
}

/** the seat limits of every config */
export function seatLimits(): { min: number; max: number } {
  return { min: MIN_SEATS, max: MAX_SEATS };
}

/**
 * Why a config cannot start yet: a phone that chose "join with a code" cannot start until the code is
 * accepted, or it would roll other dice than the rest of the table.
 */
export function startBlocker(config: unknown): { ru: string; en: string } | null {
  const shared = sharedOf(config);
  if (shared && shared.role === 'join' && shared.seed === null)
    return {
      ru: 'Введите код игры с другого телефона.',
      en: 'Enter the game code from the other phone.',
    };
  return null;
}

type RvRules = GameRules<Config, State, Action, View>;

/** The engine's rules with setup taking the seed of the game code when the config carries one. */
export function withSharedSeed(rules: RvRules): RvRules {
  return {
    ...rules,
    setup(config: Config, seed: number): State {
      const state = rules.setup(config, effectiveSeed(config, seed));
      return sharedOf(config) ? { ...state, shared: true } : state;
    },
  };
}
