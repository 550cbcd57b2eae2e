// Saboteur's own setting: how long a bot waits before it moves (issue 23 item 6: with several
// bots a round was mostly waiting). Declared in the game's definition; the shell stores it and
// its bot driver reads it (kit/botPace.ts); the bot's turn on screen offers it too.
import { BOT_PACE_KEY } from '../../kit/botPace';
import type { GameSetting } from '../../kit/game';

export const BOT_PACE_SETTING: GameSetting = {
  key: BOT_PACE_KEY,
  label: { ru: 'Скорость ботов', en: 'Bot speed' },
  choices: [
    { value: 1500, label: { ru: 'Медленно', en: 'Slow' } },
    { value: 700, label: { ru: 'Обычно', en: 'Normal' } },
    { value: 250, label: { ru: 'Быстро', en: 'Fast' } },
    { value: 0, label: { ru: 'Сразу', en: 'At once' } },
  ],
  default: 700,
};
