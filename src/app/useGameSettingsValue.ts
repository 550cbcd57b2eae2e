// The game's own settings (e.g. Village Pillage's pace) as the screens read them, from the
// shell's settings store: one value for every host of a game screen (this phone's, a guest's).
import { useMemo } from 'react';
import type { GameSettingsValue } from '../kit/gameSettings';
import { useSettings } from '../store/settings';

export function useGameSettingsValue(): GameSettingsValue {
  const settings = useSettings();
  return useMemo<GameSettingsValue>(
    () => ({
      get: (key) => {
        const v = (settings as unknown as Record<string, unknown>)[key];
        return typeof v === 'number' ? v : undefined;
      },
      set: (key, value) => settings.update({ [key]: value }),
    }),
    [settings],
  );
}
