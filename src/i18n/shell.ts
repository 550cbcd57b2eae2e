// The shell's strings: English in shell.en.ts (its keys are the shell's keys), Russian in
// shell.ru.ts (a missing key is a compile error). Each language is its own chunk, fetched when
// it is first needed: a phone in Russian never downloads the English strings, and the first
// paint waits for the right one (main.tsx), so the other language never flashes.
import type { Entry, Lang } from './core';
import type { en } from './shell.en';
import type { EarlyShell } from './earlyShell';

export type ShellDict = typeof en;
export type ShellKey = keyof ShellDict;

/** Runs a language's chunk, which puts its words in `early` as it runs (below). */
const LOADERS: Record<Lang, () => Promise<unknown>> = {
  en: () => import('./shell.en'),
  ru: () => import('./shell.ru'),
};

/**
 * The strings loaded: each strings chunk puts its words here when it runs (shell.en.ts,
 * shell.ru.ts), and says so (`ran`). The boot script runs the chunk of its language while the
 * page is parsed (app/boot/): the app's first render takes the words from here at once when the
 * chunk ran first, or in the chunk's own task when it runs later, rather than a task after that,
 * which is the soonest an import() answers (issue 32: React mounted sooner).
 */
export type { EarlyShell };
const early = ((globalThis as EarlyShell).pocketTableShell ??= {});
const waiting: Partial<Record<Lang, (value?: unknown) => void>> = {};
early.ran = (lang) => waiting[lang]?.();

/** The shell's strings in `lang`, once loaded (undefined before). */
export function shellDict(lang: Lang): Record<ShellKey, Entry> | undefined {
  return early[lang] as Record<ShellKey, Entry> | undefined;
}

/** Loads the shell's strings in `lang` (a failed load may be tried again; the browser fetches a
 *  chunk once however often it is asked for). */
export function loadShellStrings(lang: Lang): Promise<unknown> {
  return early[lang]
    ? Promise.resolve()
    : Promise.race([LOADERS[lang](), new Promise((ran) => (waiting[lang] = ran))]);
}
