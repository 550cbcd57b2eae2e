// Rolling Village: what the roll asks of the sheet on screen, taught when it first matters to its
// player (issue 34): setup, the cross rule, a double and its square, a full column, the bonus,
// groups, confirming, choosing an avenue.
import { lesson } from '../../../kit/lessons';
import type { View } from '../rules/view-types';
import { SQUARE_POINTS } from '../rules/sheet';
import { avenueName, faceType, facesText, placing, sheetOf, TYPE, type L } from './common';

const setup = lesson<View, { a: number; b: number; rows: boolean }>({
  id: 'setup',
  section: '§5',
  also: ['§5.1', '§5.2', '§5.3', '§5.4', '§5.5', '§10', '§3', '§2', '§2.1'],
  audience: 'seat',
  target: 'sheet',
  when: (v, c) => {
    const s = placing(v, c);
    const cols = v.roll?.kind === 'setup' ? v.roll.setupColumns : [];
    return s && v.stage === 'setup' && cols.length === 2
      ? { a: cols[0]!, b: cols[1]!, rows: v.options.setupDifferentRows }
      : null;
  },
  text: {
    en: (f) =>
      `Setup: draw two objects of different types, one in column ${f.a} and one in column ${f.b}, ${f.rows ? 'in different rows (an option of this game)' : 'in any row'}. Dice faces: ${facesText('en')}.`,
    ru: (f) =>
      `Начало: нарисуйте два объекта разных типов — один в столбце ${f.a}, другой в столбце ${f.b}, ${f.rows ? 'в разных строках (так настроена партия)' : 'в любой строке'}. Грани: ${facesText('ru')}.`,
  },
});

const crossRule = lesson<View, { a: number; b: number }>({
  id: 'cross-rule',
  section: '§6.1',
  also: ['§6', '§4'],
  audience: 'seat',
  target: 'sheet',
  when: (v, c) => {
    const r = v.roll;
    return placing(v, c) && r?.kind === 'building' && !r.double ? { a: r.dice[0], b: r.dice[1] } : null;
  },
  text: {
    en: (f, c) =>
      `The cross rule: die ${f.a} gives a ${TYPE[c.lang][faceType(f.a)]} in column ${f.b}, die ${f.b} a ${TYPE[c.lang][faceType(f.b)]} in column ${f.a}. Any empty cell of that column, in either order.`,
    ru: (f) =>
      `Правило креста: кубик ${f.a} даёт ${TYPE.ru[faceType(f.a)]} в столбец ${f.b}, кубик ${f.b} — ${TYPE.ru[faceType(f.b)]} в столбец ${f.a}. В любую пустую клетку столбца, в любом порядке.`,
  },
});

const double = lesson<View, { a: number }>({
  id: 'double',
  section: '§6.2',
  audience: 'seat',
  target: 'sheet',
  when: (v, c) => {
    const r = v.roll;
    return placing(v, c) && r?.kind === 'building' && r.double ? { a: r.dice[0] } : null;
  },
  text: {
    en: (f, c) =>
      `A double: one ${TYPE[c.lang][faceType(f.a)]} in column ${f.a}, and a square in any empty cell.`,
    ru: (f) => `Дубль: ${TYPE.ru[faceType(f.a)]} в столбец ${f.a} и площадь в любую пустую клетку.`,
  },
});

const square = lesson<View, true>({
  id: 'square',
  section: '§9.1',
  audience: 'seat',
  target: 'sheet',
  when: (v, c) => (placing(v, c)?.todo.some((t) => t.req === 'square') ? true : null),
  text: {
    en: () =>
      `A square scores nothing in a round, but ${SQUARE_POINTS} at the end if its neighbours above, below, left and right include a house, a forest and a lake. It also splits groups.`,
    ru: () =>
      `Площадь не приносит очков в раунде, зато в конце даёт ${SQUARE_POINTS}, если среди соседей сверху, снизу, слева и справа есть дом, лес и озеро. Ещё она разделяет группы.`,
  },
});

const fullColumn = lesson<View, { col: number; to: number[] }>({
  id: 'full-column',
  section: '§6.3',
  also: ['§6.4'],
  audience: 'seat',
  target: 'sheet',
  when: (v, c) => {
    const t = placing(v, c)?.todo.find((x) => x.fallback && x.rolledColumn !== null);
    return t ? { col: t.rolledColumn!, to: t.columns } : null;
  },
  text: {
    en: (f) =>
      `Column ${f.col} is full, so the object goes to the nearest column with room, the emptier one: here ${f.to.join(' or ')}.`,
    ru: (f) =>
      `Столбец ${f.col} заполнен, поэтому объект идёт в ближайший столбец с местом, где пустых клеток больше: здесь ${f.to.join(' или ')}.`,
  },
});

const bonus = lesson<View, { types: string[] }>({
  id: 'bonus',
  section: '§7',
  audience: 'seat',
  target: 'sheet',
  when: (v, c) => {
    const t = placing(v, c)?.todo.find((x) => x.req === 'bonus');
    return t ? { types: t.types } : null;
  },
  text: {
    en: (f) =>
      `Bonus round: after the two building objects, one more object in any empty cell, of a type you have not used for a bonus: ${f.types.map((t) => TYPE.en[t as 'house']).join(', ')}.`,
    ru: (f) =>
      `Бонусный раунд: после двух объектов стройки — ещё один в любую пустую клетку, такого типа, какого ещё не было в бонусе: ${f.types.map((t) => TYPE.ru[t as 'house']).join(', ')}.`,
  },
});

const groups = lesson<View, true>({
  id: 'groups',
  section: '§8.3',
  also: ['§1', '§2.2', '§8'],
  audience: 'seat',
  target: 'sheet',
  when: (v, c) => (placing(v, c) && v.round >= 1 ? true : null),
  text: {
    en: () =>
      'Objects of one type touching edge to edge make a group. When the round’s avenue crosses a group, it scores the numbers of all its cells, once.',
    ru: () =>
      'Объекты одного типа, касающиеся сторонами, образуют группу. Если улица раунда проходит через группу, она приносит сумму чисел всех своих клеток, один раз.',
  },
});

const confirm = lesson<View, true>({
  id: 'confirm',
  section: '§12.3',
  audience: 'seat',
  target: 'sheet',
  when: (v, c) => (sheetOf(v, c)?.step === 'confirm' ? true : null),
  text: {
    en: () => 'All drawn. Until you tap Done you can still undo; then the sheet waits for the next roll.',
    ru: () => 'Всё нарисовано. Пока не нажато «Готово», можно отменить; потом лист ждёт следующего броска.',
  },
});

const chooseAvenue = lesson<View, { best: string }>({
  id: 'choose-avenue',
  section: '§8.2',
  audience: 'seat',
  target: 'sheet',
  when: (v, c) => {
    const s = sheetOf(v, c);
    return s && (s.step === 'choose-avenue' || s.confirmNeedsAvenue) && s.bestAvenue !== null
      ? { best: avenueName(s.bestAvenue) }
      : null;
  },
  text: {
    en: (f) =>
      `A 2 or a 12: each player picks any avenue for their own sheet. The best for yours now is ${f.best}, already chosen.`,
    ru: (f) =>
      `Выпало 2 или 12: каждый выбирает любую улицу для своего листа. Лучшая для вашего сейчас — ${f.best}, она уже выбрана.`,
  },
});

export const SHEET_LESSONS: L[] = [
  setup,
  double,
  crossRule,
  fullColumn,
  square,
  bonus,
  chooseAvenue,
  confirm,
  groups,
];
