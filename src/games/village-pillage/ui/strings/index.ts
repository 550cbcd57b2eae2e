// Village Pillage strings: the bilingual dictionary (strings/en.ts, strings/ru.ts), card names
// and rule-error reasons by language.
import type { Bilingual, Lang } from '../../../../i18n/core';
import { makeUseT } from '../../../../i18n/useT';
import type { CardId, Colour } from '../../rules/types';
import type { VpErrorCode } from '../../rules/errors';
import { cardNamesEn, en, reasonsEn } from './en';
import { cardNamesRu, reasonsRu, ru } from './ru';

export const vpStrings: Bilingual<typeof en> = { en, ru };
type VpKey = keyof typeof en;
export const useVpT = makeUseT(vpStrings);

const cardNames: Record<Lang, Record<CardId, string>> = { en: cardNamesEn, ru: cardNamesRu };
const reasons: Record<Lang, Record<VpErrorCode, string>> = { en: reasonsEn, ru: reasonsRu };

export function cardName(card: CardId, lang: Lang): string {
  return cardNames[lang][card] ?? card;
}

/** Why the engine refused an action, in words. */
export function reasonWords(code: VpErrorCode, lang: Lang): string {
  return reasons[lang][code];
}

export const colourKey: Record<Colour, VpKey> = {
  green: 'colourGreen',
  blue: 'colourBlue',
  red: 'colourRed',
  yellow: 'colourYellow',
};
