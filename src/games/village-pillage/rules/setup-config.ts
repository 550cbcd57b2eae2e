// Config from the new-game screen's seats (§3, §14): the kernel's defaultConfig for the seat
// count (the Expansion Pack on for six seats), with the Expansion Pack kept from the previous
// config. Pure.
import type { SeatInfo } from '../../../kit/session';
import { BASE_MAX_PLAYERS, defaultConfig, MAX_PLAYERS, MIN_PLAYERS } from './setup';
import type { Config } from './types';

function previousExpansion(previous: unknown): boolean {
  return (
    !!previous && typeof previous === 'object' && (previous as { expansion?: unknown }).expansion === true
  );
}

export function configFor(seats: readonly SeatInfo[], previous: unknown): Config {
  const base = defaultConfig(seats.length);
  return { ...base, expansion: base.expansion || previousExpansion(previous) };
}

/** 2–5 seats, or 2–6 with the Expansion Pack. */
export function seatLimits(config: unknown): { min: number; max: number } {
  return { min: MIN_PLAYERS, max: previousExpansion(config) ? MAX_PLAYERS : BASE_MAX_PLAYERS };
}
