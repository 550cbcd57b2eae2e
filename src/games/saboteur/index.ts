import type { GameModule } from '../../kit/game';

export const saboteur: GameModule = {
  id: 'saboteur',
  title: { ru: 'Гномы-вредители', en: 'Saboteur' },
  blurb: {
    ru: 'Гномы роют туннель к золоту, а тайные вредители им мешают. Классика и Делюкс.',
    en: 'Dwarves dig a tunnel to the gold while hidden saboteurs block them. Classic and Deluxe.',
  },
  playersLabel: { ru: '2–12 игроков', en: '2–12 players' },
  minPlayers: 2,
  maxPlayers: 12,
  seatKinds: [
    { id: 'human', label: { ru: 'Человек', en: 'Person' } },
    { id: 'bot:easy', label: { ru: 'Бот: лёгкий', en: 'Bot: easy' } },
    { id: 'bot:strong', label: { ru: 'Бот: сильный', en: 'Bot: strong' } },
  ],
  playable: true,
  load: () => import('./game').then((m) => m.game),
};
