// A game's own settings (declared in its definition, e.g. Village Pillage's pace) reach its
// screens through this context, so neither the kit nor a game imports the settings store: the
// host provides the stored values and the way to change them.
import { createContext, useContext } from 'react';
import type { GameSetting } from './game';

export interface GameSettingsValue {
  get(key: string): number | undefined;
  set(key: string, value: number): void;
}

export const GameSettingsContext = createContext<GameSettingsValue>({
  get: () => undefined,
  set: () => undefined,
});

/** The current value of one of the game's settings and a setter; the default until stored. */
export function useGameSetting(setting: GameSetting): [number, (value: number) => void] {
  const ctx = useContext(GameSettingsContext);
  const value = ctx.get(setting.key);
  return [value ?? setting.default, (v) => ctx.set(setting.key, v)];
}
