// Config from the new-game screen's seats (§3, §14): the seat count, and the Expansion Pack,
// which is kept from the previous config and forced on for six seats. Pure.
import type { SeatInfo } from '../../../kit/session';
import type { Config } from './types';

function previousExpansion(previous: unknown): boolean {
  return (
    !!previous && typeof previous === 'object' && (previous as { expansion?: unknown }).expansion === true
  );
}

export function configFor(seats: readonly SeatInfo[], previous: unknown): Config {
  const players = seats.length;
  return { players, expansion: players >= 6 || previousExpansion(previous) };
}

/** 2–5 seats, or 2–6 with the Expansion Pack. */
export function seatLimits(config: unknown): { min: number; max: number } {
  return { min: 2, max: previousExpansion(config) ? 6 : 5 };
}
