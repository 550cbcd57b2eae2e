// A game's player counts in words on its home card, made from the counts themselves (issue 21
// item 2: they were written a second time inside each game's label): "2–12 players",
// «2–12 игроков» (the noun agrees with the last number), "1 player".
import { format, type Lang } from '../i18n/core';
import type { Text } from './types';

const PLAYERS: Record<Lang, { one: string; few?: string; many?: string; other: string }> = {
  en: { one: '{range} player', other: '{range} players' },
  ru: { one: '{range} игрок', few: '{range} игрока', many: '{range} игроков', other: '{range} игрока' },
};

/** "2–6 players" («2–6 игроков»), with `note` after it in brackets when a game adds one. */
export function playersLabel(players: { min: number; max: number }, note?: Text): Text {
  const range = players.min === players.max ? `${players.max}` : `${players.min}–${players.max}`;
  const label = (lang: Lang) => {
    const text = format(lang, PLAYERS[lang], { count: players.max, range });
    return note ? `${text} (${note[lang]})` : text;
  };
  return { en: label('en'), ru: label('ru') };
}
