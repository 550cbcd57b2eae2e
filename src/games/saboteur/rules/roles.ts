// Roles (§2.4): role piles per mode and player count, hand sizes, and what a role means.
import type { Mode, Role, Team } from './types';

/** Classic role cards by player count: [saboteurs, gold-diggers, hand size]. */
export const CLASSIC_ROLE_TABLE: Record<number, [number, number, number]> = {
  3: [1, 3, 6],
  4: [1, 4, 6],
  5: [2, 4, 6],
  6: [2, 5, 5],
  7: [3, 5, 5],
  8: [3, 6, 4],
  9: [3, 7, 4],
  10: [4, 7, 4],
};

/** The 15 deluxe role cards (§2.4). */
export const DELUXE_ROLES: readonly Role[] = [
  'green-digger',
  'green-digger',
  'green-digger',
  'green-digger',
  'blue-digger',
  'blue-digger',
  'blue-digger',
  'blue-digger',
  'boss',
  'profiteer',
  'geologist',
  'geologist',
  'saboteur',
  'saboteur',
  'saboteur',
];

const DELUXE_HAND_SIZE = 6;
export const DELUXE_SET_ASIDE = 10;

/** The unshuffled role pile for a round (one card per seat is dealt; the rest is left over). */
export function rolePile(mode: Mode, players: number): Role[] {
  if (mode === 'deluxe') return DELUXE_ROLES.slice();
  const [sab, dig] = CLASSIC_ROLE_TABLE[players]!; // players is a valid count (3–10), checked by setup
  return [...Array<Role>(dig).fill('gold-digger'), ...Array<Role>(sab).fill('saboteur')];
}

export function handSize(mode: Mode, players: number): number {
  return mode === 'deluxe' ? DELUXE_HAND_SIZE : CLASSIC_ROLE_TABLE[players]![2];
}

/** §11.1 finder category. */
export function finderTeam(role: Role): 'green' | 'blue' | 'other' {
  return role === 'green-digger' ? 'green' : role === 'blue-digger' ? 'blue' : 'other';
}

/** The team a digger role belongs to (deluxe), or null. */
export function roleTeam(role: Role): Team | null {
  return role === 'green-digger' ? 'green' : role === 'blue-digger' ? 'blue' : null;
}
