// Rolling Village: its one game definition. The light metadata stays in the first chunk; rules
// and screens load with the game (game.ts).
import { defineGame } from '../../kit/game';
import { PHONE_OR_PAPER } from '../../kit/seatChoices';
import { BGG, GAME_ID, PLAYERS } from './facts';

export const rollingVillage = defineGame({
  id: GAME_ID,
  title: { ru: 'Деревня на кубиках', en: 'Rolling Village' },
  blurb: {
    ru: 'Кубики и листы вместо бумаги: стройте дома, леса, озёра и площади по броскам.',
    en: 'Dice and sheets instead of paper: build houses, forests, lakes and squares from the rolls.',
  },
  players: PLAYERS,
  bgg: BGG,
  // a person's sheet on the phone or on paper (no bots: issue 21 item 3)
  seatWhere: PHONE_OR_PAPER,
  rulesVersion: 1,
  scoreUnits: { points: { ru: 'Очки за раунд', en: 'Points per round' } },
  load: () => import('./game').then((m) => m.parts),
});
