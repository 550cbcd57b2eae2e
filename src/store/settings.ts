// Settings and the roster of player names, persisted in IndexedDB.
import { create } from 'zustand';
import { browserLang, type Lang } from '../i18n/core';
import { setCurrentLang } from '../i18n/lang';
import { setFeedbackPrefs } from '../kit/feedbackPrefs';
import { LANG_HINT_KEY, rememberedLang, rememberedTheme, THEME_HINT_KEY, THEMES, writeHint } from './hints';

export type Theme = (typeof THEMES)[number];

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
  /**
   * each game's own settings (declared in its definition: GameModule.settings), by game id and
   * setting key; absent = the setting's default (issue 21 item 2)
   */
  games: Record<string, Record<string, number>>;
  roster: RosterEntry[];
  /** the way each game was last chosen to be played, by game id (issue 22); absent = not asked yet */
  modes: Record<string, string>;
}

export function defaultSettings(): SettingsData {
  return {
    lang: browserLang(),
    theme: 'system',
    sound: true,
    vibration: true,
    keepAwake: true,
    games: {},
    roster: [],
    modes: {},
  };
}

/**
 * IndexedDB (idb-keyval and the store's persistence) and the checks of what it holds
 * (settingsStored.ts) are not needed for the first paint.
 */
const persistence = () =>
  Promise.all([import('./persistence'), import('./settingsStored')]).then(([p, { settingsSpec }]) => ({
    read: () => p.readStored(settingsSpec),
    write: (data: SettingsData) => p.writeStored(settingsSpec, data),
  }));

let saving: Promise<void> = Promise.resolve();
/** Resolves once every settings change made so far has been written (or has failed). */
export function settingsSaved(): Promise<void> {
  return saving;
}
/** Writes the settings, in the order they changed (a failed load of the module is retried next time). */
function save(data: SettingsData): void {
  saving = saving
    .then(persistence)
    .then((p) => p.write(data))
    .catch(() => undefined);
}

interface SettingsStore extends SettingsData {
  loaded: boolean;
  load(): Promise<void>;
  update(patch: Partial<Omit<SettingsData, 'roster' | 'games'>>): void;
  /** stores one of a game's own settings */
  setGameSetting(gameId: string, key: string, value: number): void;
  /** remembers these seats' names and colours, most recent first */
  remember(entries: RosterEntry[]): void;
}

function dataOf(s: SettingsStore): SettingsData {
  const { lang, theme, sound, vibration, keepAwake, games, roster, modes } = s;
  return { lang, theme, sound, vibration, keepAwake, games, roster, modes };
}

export const useSettings = create<SettingsStore>()((set, get) => ({
  ...defaultSettings(),
  lang: rememberedLang(),
  theme: rememberedTheme(),
  loaded: false,
  async load() {
    const stored = await (await persistence()).read();
    set({ ...stored, loaded: true });
  },
  update(patch) {
    set(patch);
    save(dataOf(get()));
  },
  setGameSetting(gameId, key, value) {
    const games = get().games;
    set({ games: { ...games, [gameId]: { ...games[gameId], [key]: value } } });
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
  writeHint(LANG_HINT_KEY, s.lang);
  writeHint(THEME_HINT_KEY, s.theme);
  setFeedbackPrefs(s);
}
pushOut(useSettings.getState());
useSettings.subscribe(pushOut);
