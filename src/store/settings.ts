// Settings and the roster of player names, persisted in IndexedDB.
import { create } from 'zustand';
import { detectLang, LANGS, type Lang } from '../i18n/core';
import { setCurrentLang } from '../i18n/lang';
import { setFeedbackPrefs } from '../kit/feedback';
import { readStored, writeStored, type StoredSpec } from './persistence';
import { cleanName, isRecord, pickBool, pickInt, pickString } from '../kit/validate';

export type Theme = 'system' | 'light' | 'dark';
export const SEAT_COLOURS = 8;

export interface RosterEntry {
  name: string;
  colour: number;
}

export interface SettingsData {
  lang: Lang;
  theme: Theme;
  sound: boolean;
  vibration: boolean;
  keepAwake: boolean;
  /** playback pace of animated resolutions, ms per step (0 = tap to advance) */
  pace: number;
  roster: RosterEntry[];
}

export function defaultSettings(): SettingsData {
  return {
    lang: detectLang(typeof navigator === 'undefined' ? [] : navigator.languages),
    theme: 'system',
    sound: true,
    vibration: true,
    keepAwake: true,
    pace: 900,
    roster: [],
  };
}

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
    theme: pickString(data.theme, ['system', 'light', 'dark'] as const, d.theme),
    sound: pickBool(data.sound, d.sound),
    vibration: pickBool(data.vibration, d.vibration),
    keepAwake: pickBool(data.keepAwake, d.keepAwake),
    pace: pickInt(data.pace, 0, 5000, d.pace),
    roster,
  };
}

export const settingsSpec: StoredSpec<SettingsData> = {
  key: 'settings',
  version: 1,
  migrations: {},
  restore: restoreSettings,
};

interface SettingsStore extends SettingsData {
  loaded: boolean;
  load(): Promise<void>;
  update(patch: Partial<Omit<SettingsData, 'roster'>>): void;
  /** remembers these seats' names and colours, most recent first */
  remember(entries: RosterEntry[]): void;
}

function dataOf(s: SettingsStore): SettingsData {
  const { lang, theme, sound, vibration, keepAwake, pace, roster } = s;
  return { lang, theme, sound, vibration, keepAwake, pace, roster };
}

export const useSettings = create<SettingsStore>()((set, get) => ({
  ...defaultSettings(),
  loaded: false,
  async load() {
    const stored = await readStored(settingsSpec);
    set({ ...stored, loaded: true });
  },
  update(patch) {
    set(patch);
    void writeStored(settingsSpec, dataOf(get()));
  },
  remember(entries) {
    const names = new Set(entries.map((e) => e.name.toLowerCase()));
    const rest = get().roster.filter((r) => !names.has(r.name.toLowerCase()));
    set({ roster: [...entries.filter((e) => e.name), ...rest].slice(0, 24) });
    void writeStored(settingsSpec, dataOf(get()));
  },
}));

// the language and the feedback switches reach i18n and the kit from here (they read no store)
function pushOut(s: SettingsData): void {
  setCurrentLang(s.lang);
  setFeedbackPrefs(s);
}
pushOut(useSettings.getState());
useSettings.subscribe(pushOut);
