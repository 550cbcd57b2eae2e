// What the home screen's game cards show of each game: its id and whether it can be played yet
// (HOME_CARDS), and its title, one line and player counts in each language (cardWords). Made from
// the games' definitions (the registry) here. The production build writes these values in place
// of this module (scripts/home-cards-plugin.ts), so the definitions, their modes, settings and
// facts and the kit's defineGame stay out of the first chunk (issue 32, first screen) and load
// with the first other screen; and it writes each language's words into that language's
// first-screen strings chunk (src/i18n/shellFirst.*.ts), so the first download carries the
// cards' words in one language only.
import { GAMES } from '../../games/registry';
import type { Lang } from '../../i18n/core';

export interface HomeCard {
  id: string;
  playable: boolean;
}

/** What a card says, in one language. */
export interface CardWords {
  title: string;
  blurb: string;
  playersLabel: string;
}

export const HOME_CARDS: readonly HomeCard[] = GAMES.map(({ id, playable }) => ({ id, playable }));

/** The cards' words in `lang`, by game id (undefined when that language's strings could not be
 *  read: the build takes them from its strings chunk). */
export function cardWords(lang: Lang): Record<string, CardWords> | undefined {
  return Object.fromEntries(
    GAMES.map(({ id, title, blurb, playersLabel }) => [
      id,
      { title: title[lang], blurb: blurb[lang], playersLabel: playersLabel[lang] },
    ]),
  );
}
