// Strings of the per-round score table (ScoreSheetTable.tsx), English and Russian.
import type { Bilingual } from '../../i18n/core';
import { makeUseT } from '../../i18n/useT';

const en = {
  sheetTitle: 'Score by round',
  round: 'Round {n}',
  total: 'Total',
  placeShort: 'Place {place}',
  notKnown: 'not known (scored on paper)',
  noSheet: 'This game has no per-round table.',
  places: 'Places',
  bot: 'bot',
};

const ru: Bilingual<typeof en>['ru'] = {
  sheetTitle: 'Счёт по раундам',
  round: 'Раунд {n}',
  total: 'Итого',
  placeShort: 'Место {place}',
  notKnown: 'неизвестно (счёт на бумаге)',
  noSheet: 'В этой игре нет таблицы по раундам.',
  places: 'Места',
  bot: 'бот',
};

const scoreSheetStrings: Bilingual<typeof en> = { en, ru };
export const useScoreSheetT = makeUseT(scoreSheetStrings);
