// Tiny Race: the one defineGame call of a test-only fourth game.
import { defineGame } from '../../../src/kit/game';
import { PLAYERS } from './players';

export const tinyRace = defineGame({
  id: 'tiny-race',
  title: { en: 'Tiny Race', ru: 'Маленькая гонка' },
  blurb: { en: 'Step 1 or 2; land on 5 to win.', ru: 'Шаг на 1 или 2; встань на 5 и победи.' },
  playersLabel: { en: '2–4 players', ru: '2–4 игрока' },
  players: PLAYERS,
  seatKinds: [
    { id: 'human', label: { en: 'Person', ru: 'Человек' } },
    { id: 'bot:easy', label: { en: 'Bot', ru: 'Бот' } },
  ],
  rulesVersion: 1,
  load: () => import('./game').then((m) => m.parts),
});
