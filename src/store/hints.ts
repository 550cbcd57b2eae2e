// Copies of two settings in localStorage, which answers synchronously: the settings live in
// IndexedDB, which answers only after the first paint, and the first paint must already be in
// the right language and theme (src/app/boot/ paints the home screen before the app's script
// has run; the settings store starts from these copies). A copy is only a head start:
// IndexedDB holds the setting, and a blocked localStorage just means the browser's defaults.
import { browserLang, LANGS, type Lang } from '../i18n/core';

export const LANG_HINT_KEY = 'pocket-table:lang';
export const THEME_HINT_KEY = 'pocket-table:theme';
export const THEMES = ['system', 'light', 'dark'] as const;

/** The stored copy under `key`, if it is one of `allowed`. */
function readHint<T extends string>(key: string, allowed: readonly T[]): T | undefined {
  try {
    const hint = localStorage.getItem(key);
    return (allowed as readonly string[]).includes(hint ?? '') ? (hint as T) : undefined;
  } catch {
    return undefined;
  }
}

export function writeHint(key: string, value: string): void {
  try {
    if (localStorage.getItem(key) !== value) localStorage.setItem(key, value);
  } catch {
    // no localStorage (blocked): the next start uses the browser's defaults until IndexedDB answers
  }
}

/** The language to start in: the one chosen last on this phone, else the browser's. */
export function rememberedLang(): Lang {
  return readHint(LANG_HINT_KEY, LANGS) ?? browserLang();
}

/** The theme to start in: the one chosen last on this phone, else the system's. */
export function rememberedTheme(): (typeof THEMES)[number] {
  return readHint(THEME_HINT_KEY, THEMES) ?? 'system';
}
