// Rolling Village's lessons of a first game (issue 34). Nothing is hidden in this game: a sheet's
// lessons read the table view and the sheet on screen (the lesson's seat), the table's lessons the
// dice and the round. Russian keeps names in the nominative, never declined.
import type { AnyLesson, LessonCtx } from '../../../kit/lessons';
import type { Lang } from '../../../i18n/core';
import { AVENUE_LABELS, FACES_OF_TYPE, TYPE_OF_FACE } from '../rules/sheet';
import type { BasicType, ObjectType } from '../rules/types';
import type { SheetView, View } from '../rules/view-types';

export type L = AnyLesson<View>;

export const TYPE: Record<Lang, Record<ObjectType, string>> = {
  en: { house: 'house', forest: 'forest', lake: 'lake', square: 'square' },
  ru: { house: 'дом', forest: 'лес', lake: 'озеро', square: 'площадь' },
};
/** the type a die face gives (§3, the rules' TYPE_OF_FACE) */
export const faceType = (face: number): BasicType => TYPE_OF_FACE[face]!;
/** "1 or 4 house, 2 or 5 forest, 3 or 6 lake", from the rules' faces of each type (§3) */
export function facesText(lang: Lang): string {
  const or = lang === 'ru' ? ' или ' : ' or ';
  const types = Object.entries(FACES_OF_TYPE) as [BasicType, readonly number[]][];
  return types
    .map(([t, faces]) =>
      lang === 'ru' ? `${faces.join(or)} — ${TYPE.ru[t]}` : `${faces.join(or)} ${TYPE.en[t]}`,
    )
    .join(', ');
}
/** "3, 6 and 9" from a list of rounds */
export function roundsText(rounds: readonly number[], lang: Lang): string {
  const and = lang === 'ru' ? ' и ' : ' and ';
  return rounds.length < 2 ? rounds.join('') : `${rounds.slice(0, -1).join(', ')}${and}${rounds.at(-1)}`;
}
export const avenueName = (row: number) => AVENUE_LABELS[row] ?? '';

/** The sheet on screen, with something to do now. */
export function sheetOf(v: View, ctx: LessonCtx): SheetView | null {
  return ctx.seat === null ? null : (v.sheets[ctx.seat] ?? null);
}
export const placing = (v: View, ctx: LessonCtx) => {
  const s = sheetOf(v, ctx);
  return s && s.step === 'place' ? s : null;
};
