// A game's own settings (declared in its definition, e.g. Village Pillage's pace) as its screens
// read them, from the shell's settings store: one value for every host of a game screen (this
// phone's, a guest's).
import { useMemo } from 'react';
import type { GameSettingsValue } from '../kit/gameSettings';
import { useSettings } from '../store/settings';

export function useGameSettingsValue(gameId: string | null | undefined): GameSettingsValue {
  const own = useSettings((s) => (gameId ? s.games[gameId] : undefined));
  const setGameSetting = useSettings((s) => s.setGameSetting);
  return useMemo<GameSettingsValue>(
    () => ({
      get: (key) => (own && Object.hasOwn(own, key) ? own[key] : undefined),
      set: (key, value) => {
        if (gameId) setGameSetting(gameId, key, value);
      },
    }),
    [own, gameId, setGameSetting],
  );
}
