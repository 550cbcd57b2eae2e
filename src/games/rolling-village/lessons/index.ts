// Rolling Village's lessons for a first game (issue 34), in the order they are offered.
import type { L } from './common';
import { SHEET_LESSONS } from './sheet';
import { TABLE_LESSONS } from './table';

export const RV_LESSONS: readonly L[] = [...SHEET_LESSONS, ...TABLE_LESSONS];
