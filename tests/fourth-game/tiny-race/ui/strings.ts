import { makeUseT } from '../../../../src/i18n/useT';

const en = {
  title: 'Tiny Race',
  count: 'At {count} of {goal}',
  turn: '{name} steps',
  step: 'Step {by}',
  won: '{name} reached {goal} first.',
  rules: 'Take turns stepping 1 or 2; whoever lands on the goal wins.',
};
const ru: typeof en = {
  title: 'Маленькая гонка',
  count: 'Пройдено {count} из {goal}',
  turn: 'Ходит {name}',
  step: 'Шаг {by}',
  won: 'Первым до {goal} дошёл игрок {name}.',
  rules: 'По очереди шагайте на 1 или 2; кто встанет на финиш, тот победил.',
};

export const useTinyT = makeUseT({ en, ru });
