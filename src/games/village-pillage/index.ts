// Village Pillage: its one game definition. The light metadata stays in the first chunk; rules
// and screens load with the game (game.ts).
import { defineGame } from '../../kit/game';
import { PERSON_ONLY, PERSON_OR_BOT } from '../../kit/seatChoices';
import { BGG, GAME_ID, PLAYERS } from './facts';
import { PACE_SETTING } from './settings';

export const villagePillage = defineGame({
  id: GAME_ID,
  title: { ru: 'Деревня Грабёж', en: 'Village Pillage' },
  blurb: {
    ru: 'Тайно кладите по карте каждому соседу: растите репу, ставьте стражу, грабьте и покупайте реликвии.',
    en: 'Secretly play a card at each neighbour: farm turnips, wall up, raid, and buy relics.',
  },
  players: PLAYERS,
  bgg: BGG,
  // six seats need the Expansion Pack, switched on in the set-up (issue 23 item 7)
  playersNote: { ru: '6 с дополнением', en: '6 with the expansion' },
  seatWho: PERSON_OR_BOT,
  hiddenInfo: true,
  rulesVersion: 1,
  settings: [PACE_SETTING],
  // the history's score tables (rules/summary.ts)
  scoreUnits: {
    relics: { ru: 'Реликвии после каждого раунда', en: 'Relics after each round' },
    turnips: { ru: 'Репа после каждого раунда', en: 'Turnips after each round' },
  },
  load: () => import('./game').then((m) => m.parts),
  modes: [
    {
      // companion §3: the app as turnip bank and referee beside the printed cards
      id: 'companion',
      label: { ru: 'С коробкой на столе', en: 'With the box' },
      hint: {
        ru: 'Карты на столе, а репа, банк, реликвии и розыгрыш — в телефоне',
        en: 'Cards on the table; turnips, banks, relics and resolution on the phone',
      },
      seatWho: PERSON_ONLY,
      load: () => import('./companion').then((m) => m.parts),
    },
  ],
});
