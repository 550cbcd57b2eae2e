import type { GameModule } from '../../kit/game';
import { PERSON_OR_BOT } from '../../kit/seatKinds';

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
  seatKinds: PERSON_OR_BOT,
  playable: true,
  hiddenInfo: true,
  load: () => import('./game').then((m) => m.game),
};
