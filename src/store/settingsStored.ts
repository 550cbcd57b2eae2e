// The stored settings' shape and its check on the way in: loaded with IndexedDB, after the first
// paint (settings.ts).
import { LANGS } from '../i18n/core';
import { MODE_ID } from '../kit/session';
import { cleanName, isRecord, isSafeId, pickBool, pickInt, pickString } from '../kit/validate';
import { THEMES } from './hints';
import type { StoredSpec } from './persistence';
import { defaultSettings, type RosterEntry, type SettingsData } from './settings';
import { seatColourOr } from '../kit/seatColours';

export function restoreSettings(data: unknown): SettingsData {
  const d = defaultSettings();
  if (!isRecord(data)) throw new Error('settings are not an object');
  const roster: RosterEntry[] = [];
  if (Array.isArray(data.roster)) {
    for (const r of data.roster.slice(0, 24)) {
      if (!isRecord(r)) continue;
      const name = cleanName(r.name);
      if (name) roster.push({ name, colour: seatColourOr(r.colour, roster.length) });
    }
  }
  return {
    lang: pickString(data.lang, LANGS, d.lang),
    theme: pickString(data.theme, THEMES, d.theme),
    sound: pickBool(data.sound, d.sound),
    vibration: pickBool(data.vibration, d.vibration),
    keepAwake: pickBool(data.keepAwake, d.keepAwake),
    games: gamesOf(data.games),
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

/**
 * Each game's own settings: well-formed ids, whole ms-like numbers (the game's screens read a
 * stored value as its nearest declared choice: kit/gameSettings.ts).
 */
function gamesOf(v: unknown): Record<string, Record<string, number>> {
  const games: Record<string, Record<string, number>> = {};
  if (!isRecord(v)) return games;
  for (const [gameId, values] of Object.entries(v).slice(0, 32)) {
    if (!isSafeId(gameId) || !isRecord(values)) continue;
    const own: Record<string, number> = {};
    for (const [key, value] of Object.entries(values).slice(0, 16)) {
      const n = pickInt(value, 0, 60_000, -1);
      if (isSafeId(key) && n >= 0) own[key] = n;
    }
    games[gameId] = own;
  }
  return games;
}

/**
 * Format v1 kept the two game settings there were in the shell's own fields: Village Pillage's
 * playback `pace` and Saboteur's `botPace`. v2 keeps them under their games (issue 21 item 2).
 */
function gameSettingsOfV1(old: unknown): unknown {
  if (!isRecord(old)) return old;
  const { pace, botPace, ...rest } = old;
  const games: Record<string, Record<string, unknown>> = {};
  if (pace !== undefined) games['village-pillage'] = { pace };
  if (botPace !== undefined) games.saboteur = { botPace };
  return { ...rest, games };
}

export const settingsSpec: StoredSpec<SettingsData> = {
  key: 'settings',
  version: 2,
  migrations: { 1: gameSettingsOfV1 },
  restore: restoreSettings,
};
