// Village Pillage's own setting: how fast the resolution playback runs (ms per step, 0 waits
// for a tap). Declared in the game's definition; the shell stores it and provides it to the
// screens (kit/gameSettings.ts).
import type { GameSetting } from '../../kit/game';

export const PACE_SETTING: GameSetting = {
  key: 'pace',
  label: { ru: 'Скорость показа', en: 'Playback speed' },
  choices: [
    { value: 0, label: { ru: 'По нажатию', en: 'Tap to advance' } },
    { value: 1500, label: { ru: 'Медленно', en: 'Slow' } },
    { value: 900, label: { ru: 'Обычно', en: 'Normal' } },
    { value: 450, label: { ru: 'Быстро', en: 'Fast' } },
  ],
  default: 900,
};
