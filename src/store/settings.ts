// Settings and the roster of player names, persisted in IndexedDB.
import { create } from 'zustand';
import { detectLang, LANGS, type Lang } from '../i18n/core';
import { setCurrentLang } from '../i18n/lang';
import { setFeedbackPrefs } from '../kit/feedback';
import type { StoredSpec } from './persistence';
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

/** IndexedDB (idb-keyval and the store's persistence) is not needed for the first paint. */
const persistence = () => import('./persistence');

let saving: Promise<void> = Promise.resolve();
/** Resolves once every settings change made so far has been written (or has failed). */
export function settingsSaved(): Promise<void> {
  return saving;
}
/** Writes the settings, in the order they changed (a failed load of the module is retried next time). */
function save(data: SettingsData): void {
  saving = saving
    .then(persistence)
    .then((p) => p.writeStored(settingsSpec, data))
    .catch(() => undefined);
}

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

/** localStorage key of the language chosen last (a copy of settings.lang, read synchronously). */
export const LANG_HINT_KEY = 'pocket-table:lang';

/**
 * The language to paint the first screen in: the one chosen last on this phone, else the
 * browser's. The settings live in IndexedDB, which answers only after the first paint; this
 * copy in localStorage lets the first screen come up in the right language, with no flash of
 * the other one.
 */
export function rememberedLang(): Lang {
  try {
    const hint = localStorage.getItem(LANG_HINT_KEY);
    if ((LANGS as readonly string[]).includes(hint ?? '')) return hint as Lang;
  } catch {
    // no localStorage (blocked): the browser's language
  }
  return defaultSettings().lang;
}

function rememberLang(lang: Lang): void {
  try {
    if (localStorage.getItem(LANG_HINT_KEY) !== lang) localStorage.setItem(LANG_HINT_KEY, lang);
  } catch {
    // the hint is only a head start; IndexedDB holds the setting
  }
}

export const useSettings = create<SettingsStore>()((set, get) => ({
  ...defaultSettings(),
  lang: rememberedLang(),
  loaded: false,
  async load() {
    const stored = await (await persistence()).readStored(settingsSpec);
    set({ ...stored, loaded: true });
  },
  update(patch) {
    set(patch);
    save(dataOf(get()));
  },
  remember(entries) {
    const names = new Set(entries.map((e) => e.name.toLowerCase()));
    const rest = get().roster.filter((r) => !names.has(r.name.toLowerCase()));
    set({ roster: [...entries.filter((e) => e.name), ...rest].slice(0, 24) });
    save(dataOf(get()));
  },
}));

// the language and the feedback switches reach i18n and the kit from here (they read no store)
function pushOut(s: SettingsData): void {
  void setCurrentLang(s.lang);
  rememberLang(s.lang);
  setFeedbackPrefs(s);
}
pushOut(useSettings.getState());
useSettings.subscribe(pushOut);
