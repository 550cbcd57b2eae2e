// Saboteur's lessons for a first game (issue 34), in the order they are offered: a role's aim
// first (on the role screen), then the turn, then the shared screens.
import type { L } from './common';
import { ROLE_LESSONS } from './roles';
import { TABLE_LESSONS } from './table';
import {
  brokenOwn,
  CARD_LESSONS,
  goals,
  heal,
  mapSeen,
  nuggetPick,
  pathCard,
  stoneGoal,
  trappedOwn,
  turnOptions,
} from './turn';

const TURN_LESSONS: L[] = [
  turnOptions,
  pathCard,
  goals,
  brokenOwn,
  trappedOwn,
  heal,
  stoneGoal,
  mapSeen,
  ...CARD_LESSONS,
];

/** Each screen's lessons: the role screen teaches the role, the turn screen the turn. */
export const SAB_SCREEN_LESSONS = {
  role: ROLE_LESSONS,
  private: [...ROLE_LESSONS, mapSeen],
  pick: [nuggetPick],
  turn: TURN_LESSONS,
  table: TABLE_LESSONS,
} satisfies Record<string, readonly L[]>;

export const SAB_LESSONS: readonly L[] = [...ROLE_LESSONS, nuggetPick, ...TURN_LESSONS, ...TABLE_LESSONS];
