// Saboteur's own strings, English and Russian (strings.en.ts, strings.ru.ts).
import type { Bilingual } from '../../../i18n/core';
import { makeUseT } from '../../../i18n/useT';
import { en, type SabDict } from './strings.en';
import { ru } from './strings.ru';

export const saboteurStrings: Bilingual<SabDict> = { en, ru };
export type SabKey = keyof SabDict & string;
export const useSabT = makeUseT(saboteurStrings);
