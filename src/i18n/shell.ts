// The shell's strings: English in shell.en.ts (its keys are the shell's keys), Russian in
// shell.ru.ts (a missing key is a compile error). Each language is its own chunk, fetched when
// it is first needed: a phone in Russian never downloads the English strings, and the first
// paint waits for the right one (main.tsx), so the other language never flashes.
import type { Entry, Lang } from './core';
import type { en } from './shell.en';

export type ShellDict = typeof en;
export type ShellKey = keyof ShellDict;

const LOADERS: Record<Lang, () => Promise<Record<ShellKey, Entry>>> = {
  en: () => import('./shell.en').then((m) => m.en),
  ru: () => import('./shell.ru').then((m) => m.ru),
};

/** The strings chunks the boot script imported while the page was parsed put their words here
 *  when they run (shell.en.ts, shell.ru.ts), so the app's first render takes them at once rather
 *  than a task later, which is the soonest an import() of even a loaded chunk answers (issue 32). */
export type EarlyShell = { pocketTableShell?: Partial<Record<Lang, Record<ShellKey, Entry>>> };

const loaded: Partial<Record<Lang, Record<ShellKey, Entry>>> = {};
const loading: Partial<Record<Lang, Promise<void>>> = {};

/** The shell's strings in `lang`, once loaded (undefined before). */
export function shellDict(lang: Lang): Record<ShellKey, Entry> | undefined {
  return loaded[lang];
}

/** Loads the shell's strings in `lang` (once; a failed load may be tried again). */
export function loadShellStrings(lang: Lang): Promise<void> {
  loaded[lang] ??= (globalThis as EarlyShell).pocketTableShell?.[lang];
  if (loaded[lang]) return Promise.resolve();
  loading[lang] ??= LOADERS[lang]().then(
    (dict) => {
      loaded[lang] = dict;
    },
    (e: unknown) => {
      delete loading[lang];
      throw e;
    },
  );
  return loading[lang];
}
