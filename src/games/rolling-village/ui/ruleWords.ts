// The rules' numbers as the dictionaries write them (issue 21 item 3, one rule in one place):
// every number a string states about the rules comes from the constant in rules/, never typed
// again in a sentence.
import type { Lang } from '../../../i18n/core';
import {
  AVENUE_LABELS,
  BASIC_TYPES,
  FACES_OF_TYPE,
  BONUS_ROUNDS,
  CHOICE_SUMS,
  CODE_LENGTH,
  COLS,
  LAST_ROUND,
  MAX_TOTAL,
  ROWS,
  SQUARE_POINTS,
  type BasicType,
} from '../rules';

const AND: Record<Lang, string> = { en: 'and', ru: 'и' };
const OR: Record<Lang, string> = { en: 'or', ru: 'или' };

/** 'a, b and c' / 'a, b и c' */
function list(xs: readonly (string | number)[], word: string): string {
  return xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} ${word} ${xs[xs.length - 1]}`;
}

export function ruleWords(lang: Lang) {
  return {
    rows: ROWS,
    cols: COLS,
    lastRound: LAST_ROUND,
    maxTotal: MAX_TOTAL,
    squarePoints: SQUARE_POINTS,
    codeLength: CODE_LENGTH,
    /** '3, 6 and 9' */
    bonusRounds: list(BONUS_ROUNDS, AND[lang]),
    /** '3, 6, 9' */
    bonusRoundsShort: BONUS_ROUNDS.join(', '),
    /** '2 or 12' */
    choiceSums: list(CHOICE_SUMS, OR[lang]),
    /** '3–4, 5–6, 7, 8–9, 10–11' */
    avenueLabels: AVENUE_LABELS.join(', '),
    /** the faces of each type: house '1 or 4' */
    faces: Object.fromEntries(BASIC_TYPES.map((t) => [t, list(FACES_OF_TYPE[t], OR[lang])])) as Record<
      BasicType,
      string
    >,
  };
}
