// The rules page's and the card help's own dictionary (rulesText.en.ts, rulesText.ru.ts).
import type { Bilingual, Translator } from '../../../i18n/core';
import { makeUseT } from '../../../i18n/useT';
import { rulesEn } from './rulesText.en';
import { rulesRu } from './rulesText.ru';

const rulesStrings: Bilingual<typeof rulesEn> = { en: rulesEn, ru: rulesRu };
export type RulesKey = keyof typeof rulesEn & string;
export type RulesT = Translator<typeof rulesEn>;
export const useRulesT = makeUseT(rulesStrings);
