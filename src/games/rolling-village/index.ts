// Rolling Village: its one game definition. The light metadata stays in the first chunk; rules
// and screens load with the game (game.ts).
import { defineGame } from '../../kit/game';
import { PLAYERS } from './players';

export const rollingVillage = defineGame({
  id: 'rolling-village',
  title: { ru: 'Деревня на кубиках', en: 'Rolling Village' },
  blurb: {
    ru: 'Кубики и листы вместо бумаги: стройте дома, леса, озёра и площади по броскам.',
    en: 'Dice and sheets instead of paper: build houses, forests, lakes and squares from the rolls.',
  },
  playersLabel: { ru: 'любое число игроков', en: 'any number of players' },
  players: PLAYERS,
  seatKinds: [
    { id: 'digital', label: { ru: 'В телефоне', en: 'On the phone' } },
    { id: 'paper', label: { ru: 'На бумаге', en: 'On paper' } },
  ],
  rulesVersion: 1,
  scoreUnits: { points: { ru: 'Очки за раунд', en: 'Points per round' } },
  load: () => import('./game').then((m) => m.parts),
});
