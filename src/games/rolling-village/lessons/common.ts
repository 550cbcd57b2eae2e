// Rolling Village's lessons of a first game (issue 34). Nothing is hidden in this game: a sheet's
// lessons read the table view and the sheet on screen (the lesson's seat), the table's lessons the
// dice and the round. Russian keeps names in the nominative, never declined.
import type { AnyLesson, LessonCtx } from '../../../kit/lessons';
import type { Lang } from '../../../i18n/core';
import { AVENUE_LABELS } from '../rules/sheet';
import type { BasicType, ObjectType } from '../rules/types';
import type { SheetView, View } from '../rules/view-types';

export type L = AnyLesson<View>;

export const TYPE: Record<Lang, Record<ObjectType, string>> = {
  en: { house: 'house', forest: 'forest', lake: 'lake', square: 'square' },
  ru: { house: 'дом', forest: 'лес', lake: 'озеро', square: 'площадь' },
};
/** 1 or 4 house, 2 or 5 forest, 3 or 6 lake (§3) */
export const faceType = (face: number): BasicType => (['house', 'forest', 'lake'] as const)[(face - 1) % 3]!;
export const avenueName = (row: number) => AVENUE_LABELS[row] ?? '';

/** The sheet on screen, with something to do now. */
export function sheetOf(v: View, ctx: LessonCtx): SheetView | null {
  return ctx.seat === null ? null : (v.sheets[ctx.seat] ?? null);
}
export const placing = (v: View, ctx: LessonCtx) => {
  const s = sheetOf(v, ctx);
  return s && s.step === 'place' ? s : null;
};
