import { makeUseT } from '../../../../src/i18n/useT';

const en = {
  title: 'Tiny Race',
  count: 'At {count} of {goal}',
  turn: '{name} steps',
  step: 'Step {by}',
  won: '{name} reached {goal} first.',
  rules: 'Take turns stepping 1 or 2; whoever lands on the goal wins.',
  boxTurn: '{name} moves a pawn on the board',
  boxMoved: 'Moved',
  boxArrived: 'Reached the goal',
  boxWon: '{name} reached the goal on the board first.',
  goal: 'Race to',
  goalOf: '{goal} steps',
  takeBack: '{name}: take back my step',
};
const ru: typeof en = {
  title: 'Маленькая гонка',
  count: 'Пройдено {count} из {goal}',
  turn: 'Ходит {name}',
  step: 'Шаг {by}',
  won: 'Первым до {goal} дошёл игрок {name}.',
  rules: 'По очереди шагайте на 1 или 2; кто встанет на финиш, тот победил.',
  boxTurn: '{name} двигает фишку на поле',
  boxMoved: 'Сходил',
  boxArrived: 'Дошёл до финиша',
  boxWon: 'Первым до финиша на поле дошёл игрок {name}.',
  goal: 'Гонка до',
  goalOf: '{goal} шагов',
  takeBack: '{name}: вернуть мой шаг',
};

export const useTinyT = makeUseT({ en, ru });
