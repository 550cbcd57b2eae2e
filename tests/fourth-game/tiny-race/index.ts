// Tiny Race: the one defineGame call of a test-only fourth game, with a second mode.
import { defineGame } from '../../../src/kit/game';
import { PERSON_ONLY } from '../../../src/kit/seatChoices';
import { COMPANION_PLAYERS, GAME_ID, PLAYERS } from './facts';
import { STEP_ORDER_SETTING } from './settings';

export const tinyRace = defineGame({
  id: GAME_ID,
  title: { en: 'Tiny Race', ru: 'Маленькая гонка' },
  blurb: { en: 'Step 1 or 2; land on 5 to win.', ru: 'Шаг на 1 или 2; встань на 5 и победи.' },
  players: PLAYERS,
  seatWho: [
    { id: 'person', label: { en: 'Person', ru: 'Человек' } },
    { id: 'easy', label: { en: 'Bot', ru: 'Бот' } },
  ],
  rulesVersion: 1,
  // its own setting, shown in the settings screen (issue 21 item 3)
  settings: [STEP_ORDER_SETTING],
  // the caption of its history's score table (issue 21 item 2)
  scoreUnits: { goal: { en: 'Reached the goal', ru: 'Дошёл до финиша' } },
  load: () => import('./game').then((m) => m.parts),
  // a second way to play, all in this folder: nothing of the shell changes (issue 22)
  modes: [
    {
      id: 'companion',
      label: { en: 'With the box', ru: 'С коробкой на столе' },
      hint: {
        en: 'Pawns on the real board; the app keeps turns',
        ru: 'Фишки на настоящем поле, очередь — в приложении',
      },
      players: COMPANION_PLAYERS,
      seatWho: PERSON_ONLY,
      load: () => import('./companion').then((m) => m.parts),
    },
  ],
});
