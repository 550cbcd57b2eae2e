// Village Pillage's lessons for a first game (issue 34), in the order they are offered.
import type { L } from './common';
import {
  bankSafe,
  bardSecret,
  buyCard,
  colours,
  duelBack,
  duelFirst,
  exhaustedOwn,
  planNeighbours,
  PACK_LESSONS,
  relicNear,
} from './seat';
import {
  bankLimit,
  bardDraw,
  cardBought,
  chicken,
  endNear,
  exhausted,
  greenGains,
  merchantFallback,
  redMeetsRed,
  redSteals,
  relicBought,
  reveal,
  theEnd,
  wallBlocks,
} from './table';

export type { VpMoment } from './common';

/** In order: when several apply at once, the first is shown. */
export const VP_LESSONS: readonly L[] = [
  planNeighbours,
  duelFirst,
  duelBack,
  colours,
  exhaustedOwn,
  bardSecret,
  relicNear,
  bankSafe,
  ...PACK_LESSONS,
  buyCard,
  reveal,
  greenGains,
  wallBlocks,
  redSteals,
  redMeetsRed,
  bankLimit,
  merchantFallback,
  relicBought,
  cardBought,
  bardDraw,
  exhausted,
  chicken,
  endNear,
  theEnd,
];
