import type { SeatInfo } from '../../../../src/kit/session';
import type { Config } from './types';

export function configFor(seats: readonly SeatInfo[]): Config {
  return { players: seats.length };
}
