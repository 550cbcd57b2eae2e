// Saboteur beside the box (companion §2), for a first game (issue 34): a set-up walkthrough for
// this table (the hand size for this count), then the moments the app takes part in: the roles
// (the full game's role lessons), Inspection and Swap your hats, the round-end questions, the
// payout, corrections and the three rounds. Every lesson here reads the table view, except the
// roles (the seat's own view, on its role screen).
import { lesson, type AnyLesson } from '../../../kit/lessons';
import type { CompanionView } from '../rules/companion/types';
import { ROLE_LESSONS } from './roles';

type L = AnyLesson<CompanionView>;

/** Saboteur §2.4: cards in hand by player count (classic); Deluxe deals 6 to everyone. */
const CLASSIC_HAND: Record<number, number> = { 3: 6, 4: 6, 5: 6, 6: 5, 7: 5, 8: 4, 9: 4, 10: 4 };

const roles = lesson<CompanionView, true>({
  id: 'box-roles',
  section: 'companion §2.2',
  audience: 'seat',
  target: 'role',
  when: (v) => (v.me && v.phase === 'roles' ? true : null),
  text: {
    en: () =>
      'The app deals the roles instead of the cards, afresh every round, and shows each only to its player. You can look at yours again at any time.',
    ru: () =>
      'Роли раздаёт приложение вместо карт, заново каждый раунд, и показывает каждому только его роль. Свою можно посмотреть снова в любой момент.',
  },
});

const setUp = lesson<CompanionView, { deluxe: boolean; hand: number; players: number }>({
  id: 'box-setup',
  section: 'companion §2.1',
  also: ['companion §1', 'companion §2'],
  audience: 'table',
  when: (v) => {
    if (v.phase !== 'play' || v.round !== 1) return null;
    const players = v.config.players;
    const deluxe = v.config.mode === 'deluxe';
    return { deluxe, players, hand: deluxe ? 6 : (CLASSIC_HAND[players] ?? 6) };
  },
  text: {
    en: (f) =>
      `Set up the box: the start card, and seven cards away the three goal cards face down (one is gold). Shuffle the path and action cards${f.deluxe ? ', set the top 10 aside unseen' : ''} and deal ${f.hand} to each of the ${f.players} players. The roles and the gold are in the app.`,
    ru: (f) =>
      `Разложите коробку: карту входа и в семи картах от неё три цели рубашкой вверх (под одной золото). Перемешайте карты тоннелей и действий${f.deluxe ? ', отложите верхние 10 не глядя' : ''} и раздайте по ${f.hand} каждому из ${f.players} игроков. Роли и золото — в приложении.`,
  },
});

const during = lesson<CompanionView, true>({
  id: 'box-during',
  section: 'companion §2.3',
  audience: 'table',
  when: (v) => (v.phase === 'play' && v.config.mode === 'deluxe' ? true : null),
  text: {
    en: () =>
      'Play the round on the table. When someone plays Inspection or Swap your hats, do it here: the app shows the role privately. Theft, Hands off and Trapped! are asked at the round’s end.',
    ru: () =>
      'Играйте раунд на столе. Когда кто-то играет «Расследование» или «Смену ролей», отметьте это здесь: приложение покажет роль тайно. Вора, «Руки прочь» и Ловушку спросим в конце раунда.',
  },
});

const questions = lesson<CompanionView, true>({
  id: 'box-questions',
  section: 'companion §2.4',
  audience: 'table',
  when: (v) => (v.phase === 'questions' ? true : null),
  text: {
    en: () =>
      'The round is over on the table: answer these few questions about it. You can look them over before the roles are revealed.',
    ru: () =>
      'Раунд на столе закончен: ответьте на несколько вопросов о нём. Перед тем как открыть роли, ответы можно проверить.',
  },
});

const payout = lesson<CompanionView, true>({
  id: 'box-payout',
  section: 'companion §2.5',
  audience: 'table',
  when: (v) => (v.phase === 'result' || v.phase === 'pick' ? true : null),
  text: {
    en: () =>
      'Every role is shown at once, and the app pays out by the game’s rules, each line with its reason. What each player holds stays as secret as in the game.',
    ru: () =>
      'Все роли открываются разом, и приложение платит по правилам игры, у каждой строки своя причина. Сколько у кого золота, остаётся тайной, как в игре.',
  },
});

const mistakes = lesson<CompanionView, true>({
  id: 'box-mistakes',
  section: 'companion §2.6',
  audience: 'table',
  when: (v) => (v.phase === 'result' && v.settled !== null ? true : null),
  text: {
    en: () =>
      'A wrong answer? Correct it here: the round is paid again, and the correction stays in the log.',
    ru: () => 'Ошиблись в ответе? Исправьте здесь: раунд пересчитается, а исправление останется в журнале.',
  },
});

const rounds = lesson<CompanionView, { rounds: number }>({
  id: 'box-rounds',
  section: 'companion §2.7',
  audience: 'table',
  when: (v) => (v.phase === 'over' ? { rounds: v.totalRounds } : null),
  text: {
    en: (f) => `After ${f.rounds} rounds the most gold wins: here is the final ranking.`,
    ru: (f) => `После ${f.rounds} раундов побеждает тот, у кого больше золота: вот итог.`,
  },
});

/** The companion's lessons: the roles (on each person's role screen), then the table's. */
export const SAB_BOX_LESSONS: readonly L[] = [
  ...(ROLE_LESSONS as L[]),
  roles,
  setUp,
  during,
  questions,
  payout,
  mistakes,
  rounds,
];
