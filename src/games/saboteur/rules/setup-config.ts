// The game config from the new-game screen's seats (§1). Pure.
import type { SeatInfo } from '../../../kit/session';
import type { Config, Mode } from './types';

export const MODE_LIMITS: Record<Mode, { min: number; max: number }> = {
  classic: { min: 3, max: 10 },
  deluxe: { min: 2, max: 12 },
};

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** §1 defaultConfig: classic for 3–10 seats, otherwise Deluxe. */
function defaultMode(players: number): Mode {
  return players >= 3 && players <= 10 ? 'classic' : 'deluxe';
}

/** Reads any stored config safely, for `players` seats. */
function normaliseConfig(previous: unknown, players: number): Config {
  const prev = isRecord(previous) ? previous : {};
  const mode: Mode = prev.mode === 'classic' || prev.mode === 'deluxe' ? prev.mode : defaultMode(players);
  const fp =
    typeof prev.firstPlayer === 'number' && Number.isInteger(prev.firstPlayer) ? prev.firstPlayer : 0;
  return { mode, players, firstPlayer: fp >= 0 && fp < players ? fp : 0 };
}

/** The shell calls this whenever the seats change; the chosen mode is kept. */
export function configFor(seats: SeatInfo[], previous: unknown): Config {
  return normaliseConfig(previous, seats.length);
}

export function seatLimits(config: unknown): { min: number; max: number } {
  const mode =
    isRecord(config) && config.mode === 'classic'
      ? 'classic'
      : isRecord(config) && config.mode === 'deluxe'
        ? 'deluxe'
        : null;
  return mode ? MODE_LIMITS[mode] : { min: 2, max: 12 };
}
