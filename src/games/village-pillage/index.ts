import type { GameModule } from '../../kit/game';

export const villagePillage: GameModule = {
  id: 'village-pillage',
  title: { ru: 'Деревня Грабёж', en: 'Village Pillage' },
  blurb: {
    ru: 'Тайно кладите по карте каждому соседу: растите репу, стройте стены, грабьте и покупайте реликвии.',
    en: 'Secretly play a card at each neighbour: farm turnips, wall up, raid, and buy relics.',
  },
  playersLabel: { ru: '2–6 игроков', en: '2–6 players' },
  minPlayers: 2,
  maxPlayers: 6,
  seatKinds: [
    { id: 'human', label: { ru: 'Человек', en: 'Person' } },
    { id: 'bot:easy', label: { ru: 'Бот: лёгкий', en: 'Bot: easy' } },
    { id: 'bot:strong', label: { ru: 'Бот: сильный', en: 'Bot: strong' } },
  ],
  playable: true,
  load: () => import('./game').then((m) => m.game),
};
