// The stored settings' shape and its check on the way in: loaded with IndexedDB, after the first
// paint (settings.ts).
import { LANGS } from '../i18n/core';
import { MODE_ID } from '../kit/session';
import { cleanName, isRecord, isSafeId, pickBool, pickInt, pickString } from '../kit/validate';
import { THEMES } from './hints';
import type { StoredSpec } from './persistence';
import { defaultSettings, SEAT_COLOURS, type RosterEntry, type SettingsData } from './settings';

export function restoreSettings(data: unknown): SettingsData {
  const d = defaultSettings();
  if (!isRecord(data)) throw new Error('settings are not an object');
  const roster: RosterEntry[] = [];
  if (Array.isArray(data.roster)) {
    for (const r of data.roster.slice(0, 24)) {
      if (!isRecord(r)) continue;
      const name = cleanName(r.name);
      if (name)
        roster.push({ name, colour: pickInt(r.colour, 0, SEAT_COLOURS - 1, roster.length % SEAT_COLOURS) });
    }
  }
  return {
    lang: pickString(data.lang, LANGS, d.lang),
    theme: pickString(data.theme, THEMES, d.theme),
    sound: pickBool(data.sound, d.sound),
    vibration: pickBool(data.vibration, d.vibration),
    keepAwake: pickBool(data.keepAwake, d.keepAwake),
    pace: pickInt(data.pace, 0, 5000, d.pace),
    botPace: pickInt(data.botPace, 0, 5000, d.botPace),
    roster,
    modes: modesOf(data.modes),
  };
}

/** The remembered mode per game: well-formed ids only (the new-game screen checks the game has it). */
function modesOf(v: unknown): Record<string, string> {
  const modes: Record<string, string> = {};
  if (!isRecord(v)) return modes;
  for (const [gameId, mode] of Object.entries(v).slice(0, 32))
    if (isSafeId(gameId) && typeof mode === 'string' && MODE_ID.test(mode)) modes[gameId] = mode;
  return modes;
}

export const settingsSpec: StoredSpec<SettingsData> = {
  key: 'settings',
  version: 1,
  migrations: {},
  restore: restoreSettings,
};
