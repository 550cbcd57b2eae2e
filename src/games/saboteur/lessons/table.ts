// Saboteur: the shared screens teach the end of a round, the gold and the end of the game
// (issue 34), from the table view only (roles are public once the round is over).
import { lesson } from '../../../kit/lessons';
import type { View } from '../rules/view-types';
import type { L } from './common';

const summary = (v: View) => v.lastRound;

const goldFound = lesson<View, { finder: number }>({
  id: 'gold-found',
  section: '§9',
  also: ['§10', '§10.1'],
  audience: 'table',
  when: (v) => {
    const r = summary(v);
    return r && v.config.mode === 'classic' && r.reason === 'gold-found' && r.finder !== null
      ? { finder: r.finder }
      : null;
  },
  text: {
    en: (f, c) =>
      `${c.name(f.finder)} reached the gold: the round ends and every role is shown. The gold-diggers share the nugget cards; the saboteurs get nothing.`,
    ru: (f, c) =>
      `${c.name(f.finder)}: золото найдено — раунд окончен, все роли открыты. Старатели делят самородки, вредителям ничего.`,
  },
});

const goldNotFound = lesson<View, { share: number }>({
  id: 'gold-not-found',
  section: '§10.2',
  also: ['§9'],
  audience: 'table',
  when: (v) => {
    const r = summary(v);
    return r && v.config.mode === 'classic' && r.reason === 'cards-exhausted'
      ? { share: r.tableValue }
      : null;
  },
  text: {
    en: (f) =>
      `The cards ran out before the gold was reached: the saboteurs win${f.share ? ` and each takes ${f.share} in nuggets` : ''}.`,
    ru: (f) =>
      `Карты кончились раньше, чем тоннель дошёл до золота: побеждают вредители${f.share ? `, каждый получает самородков на ${f.share}` : ''}.`,
  },
});

const deluxeTeams = lesson<View, { teams: string[]; found: boolean }>({
  id: 'deluxe-teams',
  section: '§11.1',
  also: ['§9', '§11'],
  audience: 'table',
  when: (v) => {
    const r = summary(v);
    return r && v.config.mode === 'deluxe'
      ? { teams: r.winningTeams, found: r.reason === 'gold-found' }
      : null;
  },
  text: {
    en: (f) =>
      f.found
        ? `The gold is found. A team wins it when a way to the gold has no door of the other colour${f.teams.length ? `: this time ${f.teams.join(' and ')}` : ''}.`
        : 'The cards ran out before the gold was reached: the saboteurs and the Profiteer win.',
    ru: (f) =>
      f.found
        ? `Золото найдено. Команда получает его, если к золоту ведёт путь без дверей другого цвета${f.teams.length ? `; на этот раз: ${f.teams.map((t) => (t === 'green' ? 'зелёные' : t === 'blue' ? 'синие' : t)).join(' и ')}` : ''}.`
        : 'Карты кончились раньше, чем нашли золото: побеждают вредители и Делец.',
  },
});

const deluxePay = lesson<View, { value: number }>({
  id: 'deluxe-payout',
  section: '§11.2',
  audience: 'table',
  when: (v) => {
    const r = summary(v);
    return r && v.config.mode === 'deluxe' && r.winners.length ? { value: r.tableValue } : null;
  },
  text: {
    en: (f) =>
      `The fewer the winners, the more each gets: ${f.value} gold each this time, 1 less for the Boss, 2 less for the Profiteer. A trapped player gets nothing.`,
    ru: (f) =>
      `Чем меньше победителей, тем больше каждому: сейчас по ${f.value}, Боссу на 1 меньше, Дельцу на 2 меньше. Пойманный в ловушку не получает ничего.`,
  },
});

const thefts = lesson<View, { thief: number }>({
  id: 'thefts',
  section: '§11.3',
  audience: 'table',
  when: (v) => (v.theft ? { thief: v.theft.thief } : null),
  text: {
    en: (f, c) =>
      `Thieves act now, last Theft first: ${c.name(f.thief)} may take 1 gold from a player who has some, or let it be.`,
    ru: (f, c) =>
      `Теперь воры, начиная с последнего сыгранного. Ходит ${c.name(f.thief)}: можно забрать 1 золото у того, у кого оно есть, или отказаться.`,
  },
});

const theEnd = lesson<View, { rounds: number }>({
  id: 'the-end',
  section: '§12',
  audience: 'table',
  when: (v) => (v.phase === 'over' ? { rounds: v.totalRounds } : null),
  text: {
    en: (f) => `After ${f.rounds} rounds the most gold wins; now every nugget is shown. Well dug!`,
    ru: (f) =>
      `После ${f.rounds} раундов побеждает тот, у кого больше золота; теперь все самородки открыты. Хорошо покопали!`,
  },
});

export const TABLE_LESSONS: L[] = [goldFound, goldNotFound, deluxeTeams, deluxePay, thefts, theEnd];
