import type { GameModule } from '../../kit/game';

export const rollingVillage: GameModule = {
  id: 'rolling-village',
  title: { ru: 'Rolling Village', en: 'Rolling Village' },
  blurb: {
    ru: 'Кубики и листы вместо бумаги: стройте дома, леса, озёра и площади по броскам.',
    en: 'Dice and sheets instead of paper: build houses, forests, lakes and squares from the rolls.',
  },
  playersLabel: { ru: 'любое число игроков', en: 'any number of players' },
  minPlayers: 1,
  maxPlayers: 12,
  seatKinds: [
    { id: 'digital', label: { ru: 'Лист в телефоне', en: 'Sheet on the phone' } },
    { id: 'paper', label: { ru: 'Бумажный лист', en: 'Paper sheet' } },
  ],
  playable: true,
  load: () => import('./game').then((m) => m.game),
};
