// Rolling Village: the dice and the rounds, taught to the whole table (issue 34).
import { lesson } from '../../../kit/lessons';
import type { View } from '../rules/view-types';
import { BONUS_ROUNDS, LAST_ROUND, SQUARE_POINTS } from '../rules/sheet';
import { avenueName, roundsText, type L } from './common';

const oneRoll = lesson<View, true>({
  id: 'one-roll',
  section: '§3',
  also: ['§4', '§12.2'],
  audience: 'table',
  target: 'dice',
  when: (v) => (v.due && v.rolls.length === 0 ? true : null),
  text: {
    en: () =>
      'One roll of two dice for the whole table: everyone draws on their own sheet from the same roll, at the same time. A roll is never taken back.',
    ru: () =>
      'Один бросок двух кубиков на весь стол: все рисуют на своих листах по одному и тому же броску, одновременно. Бросок не отменяется.',
  },
});

const scoringRoll = lesson<View, { sum: number; avenue: string | null }>({
  id: 'scoring-roll',
  section: '§8.1',
  also: ['§8', '§8.2'],
  audience: 'table',
  target: 'dice',
  when: (v) => {
    const r = v.roll;
    const picks =
      r && (r.kind === 'scoring' || (v.options.scoringRoll === 'building' && r.kind === 'building'));
    return picks && r ? { sum: r.sum, avenue: r.avenue === null ? null : avenueName(r.avenue) } : null;
  },
  text: {
    en: (f) =>
      f.avenue
        ? `The dice sum ${f.sum} picks the avenue ${f.avenue}: every group that touches it scores this round.`
        : `The sum ${f.sum}: each player chooses an avenue for their own sheet.`,
    ru: (f) =>
      f.avenue
        ? `Сумма ${f.sum} выбирает улицу ${f.avenue}: в этом раунде приносят очки все группы, которых она касается.`
        : `Сумма ${f.sum}: каждый выбирает улицу для своего листа.`,
  },
});

const roundScored = lesson<View, { round: number }>({
  id: 'round-scored',
  section: '§8.3',
  audience: 'table',
  target: 'summary',
  when: (v) => (v.roundSummary ? { round: v.roundSummary.round } : null),
  text: {
    en: (f) =>
      `Round ${f.round} is scored. A group off the avenue scores nothing now, but it may score in a later round when its avenue comes up.`,
    ru: (f) =>
      `Раунд ${f.round} подсчитан. Группа вне улицы сейчас ничего не дала, но принесёт очки, когда выпадет её улица.`,
  },
});

const bonusRound = lesson<View, { round: number }>({
  id: 'bonus-round',
  section: '§7',
  audience: 'table',
  target: 'dice',
  when: (v) => (v.bonusRound && v.phase !== 'over' ? { round: v.round } : null),
  text: {
    en: (f) =>
      `Round ${f.round} is a bonus round (${roundsText(BONUS_ROUNDS, 'en')}): after building, everyone draws one more object, each type once over the game.`,
    ru: (f) =>
      `Раунд ${f.round} бонусный (${roundsText(BONUS_ROUNDS, 'ru')}): после стройки каждый рисует ещё один объект, каждого типа по разу за игру.`,
  },
});

const theEnd = lesson<View, true>({
  id: 'the-end',
  section: '§9',
  also: ['§9.2', '§9.3'],
  audience: 'table',
  target: 'summary',
  when: (v) => (v.phase === 'over' ? true : null),
  text: {
    en: () =>
      `After round ${LAST_ROUND}: the round scores plus ${SQUARE_POINTS} for each square that qualifies. The highest total wins; ties share.`,
    ru: () =>
      `После ${LAST_ROUND} раундов: очки раундов плюс по ${SQUARE_POINTS} за каждую подходящую площадь. Побеждает наибольшая сумма; ничья делит место.`,
  },
});

export const TABLE_LESSONS: L[] = [oneRoll, bonusRound, scoringRoll, roundScored, theEnd];
