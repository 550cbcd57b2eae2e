// The Saboteur companion's strings, English and Russian (strings.en.ts, strings.ru.ts).
import type { Bilingual } from '../../../../i18n/core';
import { makeUseT } from '../../../../i18n/useT';
import { en, type CompDict } from './strings.en';
import { ru } from './strings.ru';

const companionStrings: Bilingual<CompDict> = { en, ru };
export const useCompT = makeUseT(companionStrings);
