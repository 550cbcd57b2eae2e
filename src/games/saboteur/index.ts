import type { GameModule } from '../../kit/game';
import { PERSON_OR_BOT } from '../../kit/seatKinds';

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
  seatKinds: PERSON_OR_BOT,
  playable: true,
  hiddenInfo: true,
  load: () => import('./game').then((m) => m.game),
};
