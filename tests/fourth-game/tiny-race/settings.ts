// Tiny Race's own setting (issue 21 item 3: a game adds a setting with only its folder): which
// step button comes first. Declared in its definition; the settings screen shows it under the
// game's title and the screen reads it with useGameSetting.
import type { GameSetting } from '../../../src/kit/game';

export const STEP_ORDER_SETTING: GameSetting = {
  key: 'stepOrder',
  label: { en: 'Step buttons', ru: 'Кнопки шагов' },
  choices: [
    { value: 0, label: { en: 'Short step first', ru: 'Сначала короткий шаг' } },
    { value: 1, label: { en: 'Long step first', ru: 'Сначала длинный шаг' } },
  ],
  default: 0,
};
