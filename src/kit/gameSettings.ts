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

/**
 * The value a setting has: the default until one is stored; a stored value that is not one of
 * the declared choices (one an older version offered, e.g. a pace of 1600 ms) counts as the
 * nearest choice, so it is neither lost nor shown as no choice at all.
 */
export function settingValue(setting: GameSetting, stored: number | undefined): number {
  if (stored === undefined || !Number.isFinite(stored)) return setting.default;
  let best = setting.choices[0]?.value ?? setting.default;
  for (const c of setting.choices) if (Math.abs(c.value - stored) < Math.abs(best - stored)) best = c.value;
  return best;
}

/** The current value of one of the game's settings and a setter; the default until stored. */
export function useGameSetting(setting: GameSetting): [number, (value: number) => void] {
  const ctx = useContext(GameSettingsContext);
  return [settingValue(setting, ctx.get(setting.key)), (v) => ctx.set(setting.key, v)];
}
