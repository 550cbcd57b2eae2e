// What the home screen's game cards show of each game: its id, title, one line, player counts and
// whether it can be played yet. Made from the games' definitions (the registry) here; the
// production build writes these values into the first chunk in place of this module
// (scripts/home-cards-plugin.ts), so the definitions, their modes, settings and facts and the
// kit's defineGame stay out of it (issue 32, first screen) and load with the first other screen.
import { GAMES } from '../../games/registry';
import type { Text } from '../../kit/types';

export interface HomeCard {
  id: string;
  title: Text;
  blurb: Text;
  playersLabel: Text;
  playable: boolean;
}

export const HOME_CARDS: readonly HomeCard[] = GAMES.map(({ id, title, blurb, playersLabel, playable }) => ({
  id,
  title,
  blurb,
  playersLabel,
  playable,
}));
