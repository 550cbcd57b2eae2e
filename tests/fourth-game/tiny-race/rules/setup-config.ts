// The config for the new-game screen's seats: the rules' defaultConfig for the seat count, with
// the goal kept from the previous config (issue 21 item 2: one way to make a config).
import type { SeatInfo } from '../../../../src/kit/session';
import { goalOf, rules } from './index';
import type { Config } from './types';

export function configFor(seats: readonly SeatInfo[], previous: unknown): Config {
  return { ...rules.defaultConfig(seats.length), goal: goalOf(previous) };
}
