// Saboteur: its one game definition. The light metadata stays in the first chunk; rules and
// screens load with the game (game.ts).
import { defineGame } from '../../kit/game';
import { PERSON_ONLY, PERSON_OR_BOT } from '../../kit/seatChoices';
import { BGG, GAME_ID, PLAYERS } from './facts';
import { BOT_PACE_SETTING } from './settings';

export const saboteur = defineGame({
  id: GAME_ID,
  title: { ru: 'Гномы-вредители', en: 'Saboteur' },
  blurb: {
    ru: 'Гномы роют туннель к золоту, а тайные вредители им мешают. Классика и Делюкс.',
    en: 'Dwarves dig a tunnel to the gold while hidden saboteurs block them. Classic and Deluxe.',
  },
  players: PLAYERS,
  bgg: BGG,
  seatWho: PERSON_OR_BOT,
  hiddenInfo: true,
  // 2: the Deluxe companion's door questions start unanswered (issue 29 item 6, rules/migrations.ts)
  rulesVersion: 2,
  migrations: () => import('./rules/migrations').then((m) => m.MIGRATIONS),
  settings: [BOT_PACE_SETTING],
  scoreUnits: { gold: { ru: 'Золото за раунд', en: 'Gold per round' } },
  load: () => import('./game').then((m) => m.parts),
  modes: [
    {
      // companion §2: the role cards and the gold on the phone, the maze and the cards on the table
      id: 'companion',
      label: { ru: 'С коробкой на столе', en: 'With the box' },
      hint: {
        ru: 'Карты и шахта на столе, а роли, золото и подсчёт — в телефоне',
        en: 'Maze and cards on the table; roles, gold and payouts on the phone',
      },
      seatWho: PERSON_ONLY,
      load: () => import('./companion').then((m) => m.parts),
    },
  ],
});
