// The game config from the new-game screen's seats (§1): the kernel's defaultConfig for the
// seat count, with the mode and first player kept from the previous config. Pure.
import type { SeatInfo } from '../../../kit/session';
import { PLAYERS } from '../facts';
import { defaultConfig, MODE_LIMITS } from './setup';
import type { Config, Mode } from './types';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** The shell calls this whenever the seats change; the chosen mode and first player are kept. */
export function configFor(seats: readonly SeatInfo[], previous: unknown): Config {
  const base = defaultConfig(seats.length);
  const prev = isRecord(previous) ? previous : {};
  const mode: Mode = prev.mode === 'classic' || prev.mode === 'deluxe' ? prev.mode : base.mode;
  const fp = prev.firstPlayer;
  const firstPlayer =
    Number.isInteger(fp) && (fp as number) >= 0 && (fp as number) < base.players
      ? (fp as number)
      : base.firstPlayer;
  return { ...base, mode, firstPlayer };
}

export function seatLimits(config: unknown): { min: number; max: number } {
  const mode =
    isRecord(config) && config.mode === 'classic'
      ? 'classic'
      : isRecord(config) && config.mode === 'deluxe'
        ? 'deluxe'
        : null;
  return mode ? MODE_LIMITS[mode] : { min: PLAYERS.min, max: PLAYERS.max };
}
