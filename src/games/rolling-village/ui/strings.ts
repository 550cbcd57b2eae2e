// Rolling Village screens: every string in English and Russian (strings.en.ts, strings.ru.ts;
// the type makes a missing Russian key a compile error). Plurals go through Intl.PluralRules
// (src/i18n/core.ts).
import type { Bilingual } from '../../../i18n/core';
import { makeUseT } from '../../../i18n/useT';
import { en, type RvDict } from './strings.en';
import { ru } from './strings.ru';

export type { RvDict };
export const rvStrings: Bilingual<RvDict> = { en, ru };
export const useRvT = makeUseT(rvStrings);
